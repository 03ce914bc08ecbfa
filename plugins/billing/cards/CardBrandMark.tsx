import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Small drawn tiles for the brands with their own image (spec 3 §9: "only a few have their own
 * images"): simple wordmarks of our own, not the brands' artwork. The others show the brand's name.
 */
const TILES: Partial<Record<number, { background: string; draw: ReactNode }>> = {
  1: {
    background: '#1a1f71',
    draw: (
      <text x="24" y="20" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="14" fontStyle="italic" fontWeight="700" fill="#ffffff">
        VISA
      </text>
    ),
  },
  2: {
    background: '#222222',
    draw: (
      <>
        <circle cx="19" cy="15" r="8" fill="#eb001b" />
        <circle cx="29" cy="15" r="8" fill="#f79e1b" fillOpacity="0.9" />
      </>
    ),
  },
  3: {
    background: '#2e77bc',
    draw: (
      <text x="24" y="19" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="10" fontWeight="700" fill="#ffffff">
        AMEX
      </text>
    ),
  },
};

/** The card's brand (`name` as useBrandName gives it): its tile (named for assistive technology) or its name as text. */
export const CardBrandMark = ({ code, name }: { code: number; name: string }) => {
  const tile = TILES[code];
  if (!tile) {
    return (
      <Typography variant="body2" component="span" sx={{ fontWeight: 600, minWidth: 48 }}>
        {name}
      </Typography>
    );
  }
  return (
    <Box component="svg" viewBox="0 0 48 30" width={48} height={30} role="img" aria-label={name} sx={{ borderRadius: 0.5, flexShrink: 0 }}>
      <title>{name}</title>
      <rect width="48" height="30" rx="4" fill={tile.background} />
      {tile.draw}
    </Box>
  );
};
