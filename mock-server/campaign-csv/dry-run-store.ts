import { randomBytes } from 'node:crypto';
import { CAMPAIGN_CSV_LIMITS, type CampaignCsvApplied } from '../../src/api/contract';
import type { CsvLineChange } from './csv-cells';
import * as mockClock from '../clock';

/**
 * Dry runs kept between the upload and its apply, in memory (a restart forgets them: the user uploads
 * again). A dry run belongs to the user who uploaded it and the space it was read against: anyone else finds
 * no such token, and the route refuses it once the user may no longer act on that space. Bounded: at most
 * CAMPAIGN_CSV_LIMITS.maxKeptPerCaller per user (the oldest dropped) and MAX_KEPT in all, each for
 * tokenTtlMs. The applied result stays under the same token for the results download, and a second
 * apply of the same token answers that result again instead of writing twice.
 */
export interface KeptLine {
  line: number;
  id: number;
  change: CsvLineChange;
  /** The campaign's version at the dry run: a newer one at apply time is refused (1320). */
  version?: number;
}

export interface KeptDryRun {
  token: string;
  userId: number;
  spaceId: number;
  expiresAt: number;
  /** The valid lines with a change only: apply re-plans each of them. */
  lines: KeptLine[];
  applied: CampaignCsvApplied | null;
}

const MAX_KEPT = 500;

export interface DryRunStore {
  keep(userId: number, spaceId: number, lines: KeptLine[], now?: number): KeptDryRun;
  /** The user's dry run under this token, unexpired; null for any other (never says which). */
  find(token: string, userId: number, now?: number): KeptDryRun | null;
}

export const createDryRunStore = (): DryRunStore => {
  // Insertion order is age order: the first entries are the oldest.
  const kept = new Map<string, KeptDryRun>();
  const dropExpired = (now: number): void => {
    for (const [token, run] of kept) if (run.expiresAt <= now) kept.delete(token);
  };
  return {
    keep(userId, spaceId, lines, now = mockClock.now()) {
      dropExpired(now);
      const own = [...kept.values()].filter((run) => run.userId === userId);
      for (const run of own.slice(0, Math.max(0, own.length - CAMPAIGN_CSV_LIMITS.maxKeptPerCaller + 1))) kept.delete(run.token);
      while (kept.size >= MAX_KEPT) {
        const oldest = kept.keys().next().value;
        if (oldest === undefined) break;
        kept.delete(oldest);
      }
      const run: KeptDryRun = { token: randomBytes(16).toString('hex'), userId, spaceId, expiresAt: now + CAMPAIGN_CSV_LIMITS.tokenTtlMs, lines, applied: null };
      kept.set(run.token, run);
      return run;
    },
    find(token, userId, now = mockClock.now()) {
      const run = kept.get(token);
      if (!run || run.expiresAt <= now || run.userId !== userId) return null;
      return run;
    },
  };
};
