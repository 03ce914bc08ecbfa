import type { CampaignRevision, RevisionAuthor } from '../../../src/api/contract';
import { formatLocalDateTime } from '../../../src/format/dates';

/** A person by their email, the system by its name. */
export const authorText = (author: RevisionAuthor): string => ('email' in author ? author.email : author.name);

/** The commit date in the interface language and the browser's time zone, to the minute. */
export const revisionDate = (isoDate: string, locale: string): string => formatLocalDateTime(isoDate, locale);

/** The table's "state difference" cell: the changed fields, at most `shown` of them. */
export const differenceSummary = (revision: Pick<CampaignRevision, 'state_difference'>, shown = 3) => {
  const paths = [...new Set(revision.state_difference.map((entry) => entry.path))];
  return { fields: paths.slice(0, shown).join(', '), more: Math.max(0, paths.length - shown) };
};
