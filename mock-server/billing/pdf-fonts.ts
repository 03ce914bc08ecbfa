import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/*
 * The faces an invoice PDF is drawn in, and the runs of text each one draws. DejaVu Sans is the body
 * face (Latin, Cyrillic, Greek, Hebrew, Arabic, Georgian, Armenian letters and ₦); it has no dram sign
 * (֏, U+058F), no Thai and no Devanagari, so a name or an amount is cut into runs, each drawn in the
 * first face of FACES that has a glyph for it. A character no face has (CJK: no bundled face, see
 * mock-server/README.md "Billing") stays in the body face's run, as its box.
 *
 * Fallback faces are the script subsets of Noto Sans (the @fontsource packages, weight 400, WOFF):
 * fontkit reads WOFF, and pdfkit embeds only the glyphs a document uses.
 */
const resolve = createRequire(import.meta.url).resolve;

export const FACES = [
  { name: 'body', file: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf' },
  { name: 'armenian', file: '@fontsource/noto-sans-armenian/files/noto-sans-armenian-armenian-400-normal.woff' },
  { name: 'devanagari', file: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff' },
  { name: 'thai', file: '@fontsource/noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff' },
  { name: 'arabic', file: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff' },
  { name: 'hebrew', file: '@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-400-normal.woff' },
  { name: 'georgian', file: '@fontsource/noto-sans-georgian/files/noto-sans-georgian-georgian-400-normal.woff' },
] as const;

export type FaceName = (typeof FACES)[number]['name'];

interface LoadedFace {
  name: FaceName;
  /** Copied into this realm's Uint8Array: pdfkit tells font bytes by `instanceof Uint8Array`, which a
   * Buffer fails when the mock runs inside the app's unit tests (jsdom brings its own typed arrays). */
  bytes: Uint8Array;
  has(codePoint: number): boolean;
}

let loaded: LoadedFace[] | null = null;

/** Read once per process: every invoice embeds the subset of the glyphs it uses. */
export const faces = (): LoadedFace[] => {
  loaded ??= FACES.map(({ name, file }) => {
    const buffer = readFileSync(resolve(file));
    const font = fontkit.create(buffer);
    if (!('hasGlyphForCodePoint' in font)) throw new Error(`${file} is a font collection, not a font`);
    return { name, bytes: new Uint8Array(buffer), has: (codePoint: number) => font.hasGlyphForCodePoint(codePoint) };
  });
  return loaded;
};

export interface TextRun {
  face: FaceName;
  text: string;
}

/** Marks that take the face of the character they follow (combining marks, joiners, variation selectors). */
const FOLLOWS = /^[\p{M}\u200c\u200d\ufe00-\ufe0f]$/u;

/** `text` cut into runs of one face each: every character in the first face that has it. */
export const runsOf = (text: string): TextRun[] => {
  const all = faces();
  const runs: TextRun[] = [];
  for (const char of text) {
    const last = runs[runs.length - 1];
    const codePoint = char.codePointAt(0) ?? 0;
    const face = last && FOLLOWS.test(char) ? last.face : (all.find((f) => f.has(codePoint)) ?? all[0])?.name ?? 'body';
    if (last?.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
};

/** Registers every face with a document (pdfkit embeds only the faces a document draws with). */
export const registerFaces = (doc: PDFKit.PDFDocument): void => {
  for (const face of faces()) doc.registerFont(face.name, face.bytes);
  doc.font('body');
};

/** The drawn width of `text` at the document's current size, face by face. */
export const widthOf = (doc: PDFKit.PDFDocument, text: string): number =>
  runsOf(text).reduce((width, run) => width + doc.font(run.face).widthOfString(run.text), 0);

/** Draws `text` on one line from (x, y), face by face; the body face is current afterwards. */
export const drawLine = (doc: PDFKit.PDFDocument, text: string, x: number, y: number): void => {
  let at = x;
  for (const run of runsOf(text)) {
    doc.font(run.face).text(run.text, at, y, { lineBreak: false });
    at += doc.widthOfString(run.text);
  }
  doc.font('body');
};
