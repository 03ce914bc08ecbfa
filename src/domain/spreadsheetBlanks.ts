/**
 * Characters a spreadsheet may draw as nothing, so that a cell starting with them still looks (and may
 * still be read) as starting with what follows: a hostile `ㅤ=1+3` (U+3164 first) is a formula to the
 * eye and to some spreadsheets. Kept apart from safeText.ts's own sets (which decide what a stored
 * name keeps) so that the two can be unified into one declaration later.
 *
 * - every White_Space character (spaces of every width, tabs, line and paragraph separators);
 * - controls (Cc: NUL, ESC…) and format characters (Cf: zero-width space and joiners, the BOM, bidi
 *   marks, the Mongolian vowel separator U+180E, tags U+E0001–U+E007F);
 * - every default-ignorable code point, which a renderer draws as nothing when it has no glyph: the
 *   Hangul fillers U+115F, U+1160, U+3164 and U+FFA0, the combining grapheme joiner U+034F, the Khmer
 *   inherent vowels U+17B4–U+17B5, variation selectors U+FE00–U+FE0F (and U+E0100–U+E01EF), the whole
 *   tag block U+E0000–U+E0FFF;
 * - U+2800 BRAILLE PATTERN BLANK, a letter-like symbol drawn as an empty cell.
 */
const BLANK_CLASS = String.raw`\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800`;

const LEADING_BLANKS = new RegExp(`^[${BLANK_CLASS}]+`, 'u');

/** The text without the blanks it starts with (nothing else is changed). */
export const withoutLeadingBlanks = (text: string): string => text.replace(LEADING_BLANKS, '');
