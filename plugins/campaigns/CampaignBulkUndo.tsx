import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { useTranslate } from 'ra-core';
import { LoadingButton } from '../../src/forms/LoadingButton';

interface Props {
  /** When the undo ends (ms since the epoch): BULK_UNDO_SECONDS after the batch's answer. */
  until: number;
  busy: boolean;
  /** While another batch is on its way: its answer brings its own undo. */
  disabled?: boolean;
  onUndo(): void;
  onExpire(): void;
}

const secondsLeft = (until: number): number => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/** The batch's undo, offered with a visible countdown until it expires (10 seconds). */
export const CampaignBulkUndo = ({ until, busy, disabled = false, onUndo, onExpire }: Props) => {
  const translate = useTranslate();
  const [left, setLeft] = useState(() => secondsLeft(until));
  useEffect(() => {
    const timer = window.setInterval(() => {
      const now = secondsLeft(until);
      setLeft(now);
      if (now === 0) onExpire();
    }, 250);
    return () => window.clearInterval(timer);
  }, [until, onExpire]);
  return (
    <Alert
      severity="info"
      // A status, not an alert: the countdown's text changes every second and must not be announced each time.
      role="status"
      aria-live="off"
      sx={{ mb: 2 }}
      action={
        <LoadingButton loading={busy} disabled={disabled} color="inherit" size="small" onClick={onUndo}>
          {translate('campaigns.bulk.undo')}
        </LoadingButton>
      }
    >
      {translate('campaigns.bulk.undoIn', { seconds: left })}
    </Alert>
  );
};
