import { Box } from '@mui/material';

/**
 * The empty state's picture (spec 3 §2: "a message of no data for the defined criteria, with a
 * picture"): an empty chart under a magnifying glass, drawn inline in the theme's colours (no file to
 * fetch). Decorative: the message under it says what it means.
 */
export const TrafficEmptyPicture = () => (
  <Box component="svg" viewBox="0 0 160 110" width={160} height={110} aria-hidden="true" focusable="false" data-testid="traffic-empty-picture" sx={{ display: 'block', mx: 'auto', mb: 2, color: 'primary.main' }}>
    <rect x="12" y="14" width="108" height="78" rx="8" fill="currentColor" opacity="0.08" />
    <path d="M28 80 H108 M28 30 V80" stroke="currentColor" strokeWidth="3" strokeLinecap="round" opacity="0.5" fill="none" />
    <rect x="40" y="66" width="12" height="10" rx="2" fill="currentColor" opacity="0.25" />
    <rect x="60" y="70" width="12" height="6" rx="2" fill="currentColor" opacity="0.25" />
    <rect x="80" y="72" width="12" height="4" rx="2" fill="currentColor" opacity="0.25" />
    <circle cx="112" cy="50" r="20" fill="none" stroke="currentColor" strokeWidth="6" />
    <circle cx="112" cy="50" r="12" fill="currentColor" opacity="0.12" />
    <path d="M127 65 L146 86" stroke="currentColor" strokeWidth="9" strokeLinecap="round" />
  </Box>
);
