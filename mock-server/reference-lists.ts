import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { ok } from './envelope';
import { REVALIDATE } from './middleware/cache-policy';

/**
 * The reference lists (countries, the /v1/dictionary/meta dictionaries) are cached by the app across
 * reloads (spec 1 §7 "cached locally"), so each answer carries its version as a standard HTTP ETag and
 * a conditional GET (If-None-Match) whose version still holds is answered 304 with no body: a reload
 * costs one small round trip, and a changed list replaces the stored copy.
 */

/** The version of a list: a digest of exactly what is sent, so any change to the entries changes it. */
export const versionOf = (data: unknown): string => `"${createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 22)}"`;

/** Whether the request's If-None-Match (a list, `*`, weak or strong) names this version. */
const stillHolds = (req: Request, version: string): boolean => {
  const header = req.get('if-none-match');
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === version;
  });
};

/** Answers a reference list with its version, or 304 when the caller's copy is that version. */
export const answerVersioned = (req: Request, res: Response, data: unknown): void => {
  const version = versionOf(data);
  res.set('ETag', version);
  // Kept by the app and confirmed on every use (middleware/cache-policy.ts).
  res.set('Cache-Control', REVALIDATE);
  if (stillHolds(req, version)) {
    res.status(304).end();
    return;
  }
  ok(res, data);
};

/**
 * A list as the given edition of the mock's reference data holds it (the test-only `dictionaryEdition`
 * setting): edition 1 is the seeded list; a later one renames its first entry, enough for the version
 * to change and for a page to show the new copy.
 */
export const inEdition = <T>(items: readonly T[], edition: number, rename: (item: T, suffix: string) => T): T[] => {
  const [first, ...rest] = items;
  if (edition <= 1 || first === undefined) return [...items];
  return [rename(first, ` (edition ${edition})`), ...rest];
};
