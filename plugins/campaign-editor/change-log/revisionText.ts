import type { RevisionAuthor } from '../../../src/api/contract';
import { formatLocalDateTime } from '../../../src/format/dates';

/** A person by their email, the system by its name. */
export const authorText = (author: RevisionAuthor): string => ('email' in author ? author.email : author.name);

/** The commit date in the interface language and the browser's time zone, to the minute. */
export const revisionDate = (isoDate: string, locale: string): string => formatLocalDateTime(isoDate, locale);
