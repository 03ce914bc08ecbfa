/**
 * Text a person names things with (campaigns, uploaded files): what is stored and shown, and what two
 * names are compared by. Shared by the editor and the mock, so both keep and compare the same name.
 */

/**
 * Characters a name never needs and a hostile one hides behind: C0 and C1 controls (NUL, ESC, CR, LF,
 * TAB…), the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) that make a name
 * read backwards, and the zero-width characters (U+200B–U+200D, U+2060, U+FEFF) that make two equal
 * names differ.
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u200b-\u200d\u2060\ufeff]/g;
/** Other invisible characters that only matter when comparing: soft hyphen, word joiners, variation selectors. */
const INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200e\u200f\u3164\ufe00-\ufe0f\uffa0]/g;

/** The name as stored: NFC, without controls, bidi overrides or isolates, or zero-width characters. */
export const normaliseName = (text: string): string => text.normalize('NFC').replace(UNSAFE, '');

/**
 * The form two names are compared in (uniqueness): compatibility-normalised (NFKC: full-width letters,
 * ligatures), case-folded, without invisible characters, runs of spaces as one, trimmed. Never stored.
 */
export const foldName = (text: string): string =>
  normaliseName(text)
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .toLowerCase()
    .toUpperCase()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
