// The Lighthouse part of the bench's report: one row per page and preset beside the floor app's,
// with the ratios the targets are set on.

/** Targets: a performance score at least the floor's, a largest paint at most 1.10 × the floor's. */
export const LIGHTHOUSE_TARGETS = { performanceRatio: 1, lcpRatio: 1.1 };

const LABELS = { floor: 'floor app', login: '/auth/login', campaigns: '/campaigns (signed in)' };

const ms = (value) => `${value.toFixed(0)} ms`;

/**
 * Rows from `lighthouseMedians`' medians (keys `page/preset`): the floor's rows carry no ratio; a page
 * whose runs all failed, or whose floor's did, is reported as not met.
 */
export const lighthouseRows = (medians, presets) =>
  presets.flatMap((preset) => {
    const floor = medians[`floor/${preset}`] ?? null;
    return Object.keys(LABELS).map((page) => {
      const ours = medians[`${page}/${preset}`] ?? null;
      const base = { page: LABELS[page], preset, ...(ours ?? {}), failed: ours === null };
      if (page === 'floor') return base;
      if (ours === null || floor === null) return { ...base, met: false };
      const performanceRatio = ours.performance / floor.performance;
      const lcpRatio = ours.lcpMs / floor.lcpMs;
      return {
        ...base,
        performanceRatio,
        lcpRatio,
        met: performanceRatio >= LIGHTHOUSE_TARGETS.performanceRatio && lcpRatio <= LIGHTHOUSE_TARGETS.lcpRatio,
      };
    });
  });

const cells = (row) => {
  if (row.failed) return [row.page, row.preset, 'failed', '—', '—', '—', '—', '—', '—', row.met === undefined ? '—' : 'no'];
  const ratio = (value) => (value === undefined ? '—' : value.toFixed(2));
  return [
    row.page,
    row.preset,
    row.performance,
    row.accessibility,
    row.bestPractices,
    ms(row.lcpMs),
    // The performance score's other parts, medians of the same runs.
    `FCP ${ms(row.fcpMs ?? 0)}, SI ${ms(row.speedIndexMs ?? 0)}, TBT ${ms(row.tbtMs ?? 0)}, CLS ${(row.cls ?? 0).toFixed(3)}`,
    ratio(row.performanceRatio),
    ratio(row.lcpRatio),
    row.met === undefined ? '—' : row.met ? 'yes' : 'no',
  ];
};

export const lighthouseMarkdown = (rows) =>
  [
    '| Lighthouse | preset | performance | accessibility | best practices | LCP | score parts | performance ÷ floor | LCP ÷ floor | met |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${cells(row).join(' | ')} |`),
  ].join('\n');
