/**
 * Read by assistive technology, not shown: names and context a sighted user gets from the layout
 * (MUI's own helper lives in @mui/utils, which the app does not depend on directly).
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
