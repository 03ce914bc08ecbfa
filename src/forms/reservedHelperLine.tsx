/**
 * The empty line an input reserves under itself for its helper text or error, so the form does not
 * shift when a validation message appears. react-admin's InputHelperText reserves it by writing
 * `&#8203;` with `dangerouslySetInnerHTML`; that HTML parse inside the first render makes Lighthouse's
 * optimistic LCP replay count the whole first-render task as a parse task (README, Benchmark, on
 * /auth/login mobile). Rendered by React the line is the same zero-width space with no HTML parse.
 * react-admin shows an element given as `helperText` as it is, and a validation error still replaces it.
 */
export const RESERVED_HELPER_LINE = <span aria-hidden="true">{'\u200B'}</span>;
