/**
 * A read-only description list's grid (the invoice's general data, a registrant's contact details):
 * term and value side by side from sm up; on a phone each value under its term, where a long term
 * beside an unbreakable address would widen the page (issue 42 §3). A value breaks anywhere rather
 * than overflow its column.
 */
export const DEFINITION_LIST_SX = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
  columnGap: 3,
  rowGap: { xs: 0, sm: 1 },
  m: 0,
  '& > * > dd': { overflowWrap: 'anywhere', mb: { xs: 1, sm: 0 } },
} as const;
