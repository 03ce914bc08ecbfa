/**
 * Whether CSS text (an SVG's <style> sheet, a style attribute, a presentation attribute) may make a
 * browser fetch anything outside the file. The text is read as a browser reads it: CSS escapes are
 * undone first, so `u\72l(…)` and `@\69mport` are the url( and @import they are. Comments are read
 * both ways, removed and kept, since a comment's delimiters inside a string are no comment: a
 * reference found either way counts. Anything that can name an address is a reference: url() to
 * other than a fragment of the file, the functions that take an address as a bare string
 * (image-set(), image(), src(), cross-fade(), element(), attr()), @import, and script schemes. CSS
 * with more escapes than CSS_MAX_ESCAPES is not read at all: it counts as reaching outside.
 */

/**
 * CSS Syntax §4.3.7: a backslash and 1–6 hex digits (plus one optional white space) is that code
 * point (0, a surrogate or one past U+10FFFF is U+FFFD); a backslash before a newline continues a
 * string; before anything else it is that character.
 */
const ESCAPE = /\\(?:([0-9a-f]{1,6})(?:\r\n|[ \t\r\n\f])?|(\r\n|[\n\r\f])|([\s\S]))/gi;

const codePoint = (hex: string): string => {
  const value = Number.parseInt(hex, 16);
  return value === 0 || (value >= 0xd800 && value <= 0xdfff) || value > 0x10ffff ? '\uFFFD' : String.fromCodePoint(value);
};

const unescapeCss = (css: string): string =>
  css.replace(ESCAPE, (_match, hex: string | undefined, newline: string | undefined, other: string | undefined) => {
    if (hex !== undefined) return codePoint(hex);
    if (newline !== undefined) return '';
    return other ?? '';
  });

const COMMENT = /\/\*[\s\S]*?(?:\*\/|$)/g;

const REFERENCE = /url\s*\(\s*(?!['"]?\s*#)|(?:image-set|image|src|cross-fade|element|attr|expression)\s*\(|@import|javascript:|vbscript:/i;

/**
 * More escapes than a drawing's CSS needs (a font name or two) is CSS that would cost more to read than
 * it is worth: it is dropped as if it reached outside, unread.
 */
export const CSS_MAX_ESCAPES = 1000;

const escapesIn = (css: string): number => {
  let count = 0;
  for (let at = css.indexOf('\\'); at !== -1 && count <= CSS_MAX_ESCAPES; at = css.indexOf('\\', at + 2)) count += 1;
  return count;
};

export const cssReachesOutside = (css: string): boolean => {
  if (escapesIn(css) > CSS_MAX_ESCAPES) return true;
  if (REFERENCE.test(unescapeCss(css))) return true;
  return css.includes('/*') && REFERENCE.test(unescapeCss(css.replace(COMMENT, '')));
};
