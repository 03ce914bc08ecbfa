/**
 * Read by assistive technology, not shown: names and context a sighted user gets from the layout
 * (MUI's own helper lives in @mui/utils, which the app does not depend on directly). The sizes are
 * strings: in MUI's `sx` a bare number up to 1 is a fraction, so `width: 1` meant 100% of the containing
 * block (the page, for an absolute box), an invisible box as wide as the viewport that scrolled the
 * campaign editor sideways from where its forecast stands (issue 42 §4).
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
