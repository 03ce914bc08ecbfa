import { type AUDIENCE_STATUS, type AudienceStatusKey } from '../../src/api/contract';

const two = (value: number): string => String(value).padStart(2, '0');

/**
 * Spec 3 §2: the details page shows the created date as DD/MM/YYYY HH:mm, in the user's own time
 * zone as every other time of the app; a malformed value is shown as it came.
 */
export const formatAudienceDate = (iso: string): string => {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const date = new Date(ms);
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
};

/** Spec 3: "1 orange, 2 green, 3 red" (the meanings are ours: processing, ready, failed), as the theme's palette colours. */
export const AUDIENCE_STATUS_LOOK: Record<AudienceStatusKey, { name: keyof typeof AUDIENCE_STATUS; colour: string }> = {
  1: { name: 'processing', colour: 'warning.main' },
  2: { name: 'ready', colour: 'success.main' },
  3: { name: 'failed', colour: 'error.main' },
};
