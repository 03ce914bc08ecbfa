// The bench's report as Markdown: the table it prints, with when, what and under which load it was
// measured. `npm run bench` writes it beside bench/results.json as bench/results.md (the committed,
// readable copy of the last run); the partial modes write theirs beside their own JSON.
//   node bench/resultsMarkdown.mjs [results.json] [results.md]   renders an existing JSON again
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { lighthouseMarkdown } from './lighthouseReport.mjs';

/** The figure table, as the bench prints it. */
export const figuresMarkdown = (rows) =>
  [
    '| figure | ours | floor | ratio | target | met |',
    '|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.figure} | ${r.ours} | ${r.floor} | ${r.ratio} | ${r.target} | ${r.met ? 'yes' : 'no'} |`),
  ].join('\n');

const missing = '—';
const or = (value) => value ?? missing;

/** `2026-11-25T21:04:10.123Z` → `2026-11-25 21:04 UTC`; a bare date stays as it is. */
const when = (iso) => (iso && iso.length > 10 ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : or(iso));

const builtLine = (built) => {
  if (!built) return `- Built: ${missing}`;
  const changed = built.uncommitted ?? [];
  // `git status --porcelain` lines: two status letters and a space before the path.
  const since = changed.length ? `, with ${changed.length} app file${changed.length === 1 ? '' : 's'} changed since: ${changed.map((line) => `\`${line.slice(3)}\``).join(', ')}` : '';
  return `- Built: commit \`${built.commit}\`${since}`;
};

/** The load average at each point the bench noted it (1, 5 and 15 minutes, as /proc/loadavg has them). */
const loadLine = (load) => {
  const points = [
    [load?.pagesStart, 'before the page visits'],
    [load?.pagesEnd, 'after them'],
    [load?.lighthouseStart, "at Lighthouse's start"],
    [load?.lighthouseEnd, 'at its end'],
  ].filter(([value]) => value);
  return points.length ? [`- Load average (1, 5 and 15 minutes): ${points.map(([value, at]) => `${value} ${at}`).join(', ')}`] : [];
};

const ms1 = (value) => `${value.toFixed(1)} ms`;

/** Every measured input's two medians, which rank the busiest row's input. */
const keystrokeLines = (raw) => {
  const groups = [
    ['Basic info', raw?.editor],
    ['Targeting tab', raw?.targeting],
  ].filter(([, group]) => group?.inputs);
  if (!groups.length) return [];
  const floorInput = raw.floorEdit?.inputs?.name;
  const lines = ['', '## Keystrokes per input', '', 'Medians per input and visit: to paint, and the work the keystroke alone costs (which ranks the inputs).', ''];
  for (const [title, group] of groups) {
    const campaign = group.campaign ? ` (campaign ${group.campaign.id}${group.campaign.goal ? `, ${group.campaign.goal}` : ''})` : '';
    lines.push(`- ${title}${campaign}:`);
    for (const [name, input] of Object.entries(group.inputs)) lines.push(`  - ${input.label} (\`${name}\`): to paint ${ms1(input.paintMs)}, work ${ms1(input.workMs)}`);
  }
  if (floorInput) lines.push(`- The floor's input: to paint ${ms1(floorInput.paintMs)}, work ${ms1(floorInput.workMs)}`);
  return lines;
};

/**
 * A bench JSON (bench/results.json, or a partial mode's) as Markdown. Every part is optional, so a
 * partial mode's JSON, or an older one, renders with what it has.
 */
export const resultsMarkdown = (results, { title = 'Last bench' } = {}) => {
  const raw = results.raw ?? {};
  const table = results.table ?? [];
  const lighthouse = results.lighthouse;
  const missed = table.filter((row) => !row.met);
  const lines = [
    `# ${title}`,
    '',
    '_Written by `npm run bench` (do not edit by hand); the method and the targets are in `bench/README.md`._',
    '',
    `- Measured: ${when(results.measuredAt)}`,
    builtLine(raw.built),
    `- Served over: ${or(results.serving ?? lighthouse?.serving)}${results.runs ? `; ${results.runs} rounds of page visits, medians` : ''}`,
    ...loadLine(raw.loadAverage),
  ];
  if (results.note) lines.push('', results.note);
  if (table.length) {
    const verdict = missed.length ? `Missed: ${missed.map((row) => row.figure).join('; ')}.` : 'Every target met.';
    lines.push('', '## Figures', '', verdict, '', figuresMarkdown(table));
  }
  if (lighthouse?.table) {
    const lcp = lighthouse.targets?.lcpRatio;
    lines.push(
      '',
      '## Lighthouse',
      '',
      `Lighthouse ${or(lighthouse.version)}, medians of ${or(lighthouse.runs)} runs per page and preset; targets: performance ≥ the floor's${lcp ? `, LCP ≤ ${lcp.toFixed(2)} × the floor's` : ''}.`,
      '',
      lighthouseMarkdown(lighthouse.table),
    );
  }
  lines.push(...keystrokeLines(raw));
  return `${lines.join('\n')}\n`;
};

/** Writes `results` as Markdown to `path`. */
export const writeResultsMarkdown = (results, path, options) => writeFileSync(path, resultsMarkdown(results, options));

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [from = 'bench/results.json', to = 'bench/results.md'] = process.argv.slice(2);
  writeResultsMarkdown(JSON.parse(readFileSync(from, 'utf8')), to);
  console.log(`Written ${to} from ${from}.`);
}
