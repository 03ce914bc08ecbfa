import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page and answers the serious and critical violations. */
export const seriousViolations = async (page: Page): Promise<AxeViolation[]> => {
  // A colour caught mid-transition (a pager button turning from disabled grey to the brand colour)
  // is no colour the user reads: after two frames (so a render just committed has started its
  // transitions), let the finite transitions and animations settle; a paused one never finishes,
  // so wait at most two seconds.
  await page.evaluate(async () => {
    const frame = () => new Promise((painted) => requestAnimationFrame(painted));
    await frame();
    await frame();
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((settle) => setTimeout(settle, 2000)),
    ]);
  });
  // Evaluated over the DevTools protocol: an inline <script> tag would break the preview's CSP (script-src 'self').
  // Once per document: a second audit of the same page (the other language) reuses it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe.run();
    return result.violations;
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
};

export const describeViolations = (violations: AxeViolation[]): string =>
  violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n');
