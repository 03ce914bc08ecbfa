import armenianSigns from '@fontsource/noto-sans-armenian/files/noto-sans-armenian-armenian-400-normal.woff2?url';
import currencySigns from '@fontsource/noto-sans-armenian/files/noto-sans-armenian-latin-ext-400-normal.woff2?url';

/**
 * The dram (֏, U+058F) and the naira (₦, U+20A6) have no glyph in many systems' fonts, which draw
 * them as blank boxes. A face of our own, limited to those two signs by `unicode-range`, is first in
 * the font stack: the browser fetches it only on a page that shows one of them, and every other
 * character keeps the system's fonts. Noto Sans Armenian (OFL) carries both signs.
 */
export const CURRENCY_SIGNS_FAMILY = 'Currency Signs';

export const CURRENCY_SIGN_FACES = [
  { src: armenianSigns, range: 'U+058F' },
  { src: currencySigns, range: 'U+20A6' },
]
  .map(({ src, range }) => `@font-face { font-family: '${CURRENCY_SIGNS_FAMILY}'; font-display: swap; src: url('${src}') format('woff2'); unicode-range: ${range}; }`)
  .join('\n');

/** MUI's font stack with the signs' face first. */
export const FONT_FAMILY = `'${CURRENCY_SIGNS_FAMILY}', "Roboto", "Helvetica", "Arial", sans-serif`;
