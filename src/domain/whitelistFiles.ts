import { WHITELIST_MAX_BYTES, WHITELIST_MAX_FILES } from '../api/contract';

/*
 * What a whitelist file may be (spec 2 §5 "Whitelist upload: CSV, under 10485760 bytes, at most 5
 * files"), one rule for the browser, which checks a file before sending it, and for the mock, which
 * checks it again on arrival.
 */

/** Why a whitelist file is refused, in the order the server checks: the count, the type, the size, no content. */
export type WhitelistFileProblem = 'tooMany' | 'csvOnly' | 'tooLarge' | 'empty';

/** The English words of each refusal, as the mock answers them in `errors.file`; the app's en locale says the same. */
export const WHITELIST_FILE_MESSAGES: Record<WhitelistFileProblem, string> = {
  tooMany: `At most ${WHITELIST_MAX_FILES} whitelist files per account: delete one first.`,
  csvOnly: 'Only CSV files are allowed.',
  tooLarge: `The file must be under ${WHITELIST_MAX_BYTES} bytes.`,
  empty: 'The file is empty.',
};

/**
 * The types browsers and spreadsheets give CSV files (Excel on Windows says vnd.ms-excel; a browser
 * that knows no type sends application/octet-stream). The name must end in .csv as well.
 */
const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/comma-separated-values', 'text/x-csv', 'application/vnd.ms-excel', 'text/plain', 'application/octet-stream']);

/** A CSV by its name and declared type; an empty type is what the browser sends as application/octet-stream. */
export const isWhitelistCsv = (fileName: string, mimeType: string): boolean => /\.csv$/i.test(fileName) && CSV_TYPES.has((mimeType || 'application/octet-stream').toLowerCase());

/** The space holds as many files as it may: nothing more is uploaded until one is deleted. */
export const whitelistsFull = (filesHeld: number): boolean => filesHeld >= WHITELIST_MAX_FILES;

/** A file as both sides know it before reading its content: its name, declared type and size in bytes. */
export interface WhitelistFileFacts {
  name: string;
  type: string;
  size: number;
}

/** The first problem of a file offered to a space holding `filesHeld` files, null when it may be stored. */
export const whitelistFileProblem = (file: WhitelistFileFacts, filesHeld: number): WhitelistFileProblem | null => {
  if (whitelistsFull(filesHeld)) return 'tooMany';
  if (!isWhitelistCsv(file.name, file.type)) return 'csvOnly';
  if (file.size >= WHITELIST_MAX_BYTES) return 'tooLarge';
  if (file.size === 0) return 'empty';
  return null;
};
