import { useEffect, useState } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { EVENTS_RING_SECONDS } from '../../../src/api/contract';

interface RefreshRingProps {
  live: boolean;
  /** When the slots last arrived (ms since the epoch); the next refresh is one period after it. */
  updatedAt: number;
  periodMs: number;
}

/**
 * The ring (spec 3 §2, §9: it fills over 60 s, the ring scale) showing the way to the next refresh,
 * the seconds left written inside it. Its name says the same ("Next refresh in N s") for anyone who
 * looks for it; it is no live region, so nothing is announced as it counts down.
 */
export const RefreshRing = ({ live, updatedAt, periodMs }: RefreshRingProps) => {
  const translate = useTranslate();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!live) return undefined;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [live, updatedAt]);
  const elapsed = Math.min(Math.max(now - updatedAt, 0), periodMs);
  const seconds = Math.ceil((periodMs - elapsed) / 1000);
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
      {/* On the spec's scale of 60 (seconds at real time; the same share of a shorter minute). */}
      <CircularProgress
        variant="determinate"
        enableTrackSlot
        min={0}
        max={EVENTS_RING_SECONDS}
        value={live ? (elapsed / periodMs) * EVENTS_RING_SECONDS : 0}
        size={44}
        aria-label={live ? translate('events.ring.next', { seconds }) : translate('events.ring.paused')}
        data-testid="refresh-ring"
      />
      <Box aria-hidden sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {live ? seconds : '–'}
        </Typography>
      </Box>
    </Box>
  );
};
