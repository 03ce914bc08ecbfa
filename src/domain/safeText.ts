/**
 * Text a person names things with (campaigns, audiences, accounts, people, cards, saved views, uploaded
 * files): what is stored and shown, and what two names are compared by. Shared by the editor and the
 * mock, so both keep and compare the same name. One normaliser serves every stored name.
 */

/**
 * One character that shows nothing, yet makes two equal-looking texts differ or hides what a text says:
 * every control (`\p{Cc}`: NUL, BEL, ESC, CR, LF, TAB, C1…), every format character (`\p{Cf}`: the
 * zero-width space, joiners and word joiner, the bidi embeddings, overrides and isolates that make a
 * text read backwards, the invisible operators U+2061–U+2064 such as U+2063, the deprecated format
 * characters U+206A–U+206F, the tags U+E0000–U+E007F, the soft hyphen, the byte order mark, the
 * Mongolian vowel separator U+180E) and every other default-ignorable code point (variation selectors,
 * the combining grapheme joiner, Hangul fillers…). No flags: build a global or anchored pattern from its
 * `source` with the `u` flag.
 */
export const INVISIBLE_CHARACTER = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

/**
 * One character that a font draws as an empty space although it is no space (so `\s` and a trim miss
 * it): the braille pattern blank U+2800 and the Hangul fillers U+3164, U+115F, U+1160, U+FFA0. A name
 * keeps a plain space in its place; a reader sees a blank either way.
 */
export const BLANK_LOOKALIKE = /[\u2800\u3164\u115f\u1160\uffa0]/u;

/**
 * Either kind: a character a reader cannot tell from nothing or from a space. What a spreadsheet skips
 * before a formula's first sign (the CSV writer's neutraliser) is among these. No flags, as above.
 */
export const INVISIBLE_OR_BLANK = new RegExp(`${INVISIBLE_CHARACTER.source}|${BLANK_LOOKALIKE.source}`, 'u');

const LEADING_BLANKS = new RegExp(`^(?:\\p{White_Space}|${INVISIBLE_OR_BLANK.source})+`, 'u');

/**
 * The text without the characters a spreadsheet may draw as nothing at its start (whitespace of every
 * width, invisible characters, blank look-alikes; nothing else is changed): what the CSV writer reads a
 * formula's first sign after, so a hostile `ㅤ=1+3` (U+3164 first) is still seen as a formula.
 */
export const withoutLeadingBlanks = (text: string): string => text.replace(LEADING_BLANKS, '');

const INVISIBLE_ALL = new RegExp(INVISIBLE_CHARACTER.source, 'gu');
const BLANK_ALL = new RegExp(BLANK_LOOKALIKE.source, 'gu');

/**
 * The name as stored: NFC, each blank look-alike a plain space, without invisible characters, trimmed
 * (after the rest, so a blank look-alike or an invisible character cannot keep a space at an end).
 * Emoji sequences lose their joiners and variation selectors (👨‍👩‍👧 is kept as its three faces): the
 * price of a name that cannot hide a second name behind it.
 */
export const normaliseName = (text: string): string => text.normalize('NFC').replace(BLANK_ALL, ' ').replace(INVISIBLE_ALL, '').trim();

/**
 * The form two names are compared in (uniqueness, idempotency keys): compatibility-normalised (NFKC:
 * full-width letters, ligatures, the other spaces), case-folded, without invisible characters, runs of
 * spaces as one, trimmed. Never stored.
 */
export const foldName = (text: string): string =>
  normaliseName(text)
    .normalize('NFKC')
    .replace(BLANK_ALL, ' ')
    .replace(INVISIBLE_ALL, '')
    .toLowerCase()
    .toUpperCase()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
