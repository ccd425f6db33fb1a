import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

// Text in a PDF with the portal's font, Noto Sans Georgian, as @fontsource ships it: one file per
// script (Georgian; Latin with digits and punctuation), so a line is drawn as runs, each in the file
// that has its letters. The files are read from the installed package, never downloaded.

const require = createRequire(import.meta.url);
const FILES = {
  latin: 'noto-sans-georgian-latin-400-normal.woff',
  latinBold: 'noto-sans-georgian-latin-700-normal.woff',
  georgian: 'noto-sans-georgian-georgian-400-normal.woff',
  georgianBold: 'noto-sans-georgian-georgian-700-normal.woff',
} as const;
type FontName = keyof typeof FILES;

let loaded: Promise<Record<FontName, Buffer>> | undefined;

/** The four font files (read once per process). */
export function statementFonts(): Promise<Record<FontName, Buffer>> {
  loaded ??= Promise.all(
    Object.entries(FILES).map(
      async ([name, file]) =>
        [name, await readFile(require.resolve(`@fontsource/noto-sans-georgian/files/${file}`))] as const,
    ),
  ).then((entries) => Object.fromEntries(entries) as Record<FontName, Buffer>);
  return loaded;
}

/** Mkhedruli, Mtavruli and Nuskhuri: the letters the Georgian file holds. */
const isGeorgian = (code: number) =>
  (code >= 0x10a0 && code <= 0x10ff) ||
  (code >= 0x1c90 && code <= 0x1cbf) ||
  (code >= 0x2d00 && code <= 0x2d2f);

/** The text cut where the script changes; a space stays with the run it follows. */
export function scriptRuns(text: string): { georgian: boolean; text: string }[] {
  const runs: { georgian: boolean; text: string }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const georgian = char === ' ' && last ? last.georgian : isGeorgian(char.codePointAt(0)!);
    if (last && last.georgian === georgian) last.text += char;
    else runs.push({ georgian, text: char });
  }
  return runs;
}

export type FontFace = { size: number; bold: boolean; color: string; align: 'left' | 'right' };

const fontOf = (georgian: boolean, bold?: boolean): FontName =>
  `${georgian ? 'georgian' : 'latin'}${bold ? 'Bold' : ''}` as FontName;

/** The width of `text` drawn in runs at `size`. */
function widthOf(doc: PDFKit.PDFDocument, text: string, size: number, bold?: boolean): number {
  return scriptRuns(text).reduce(
    (sum, run) => sum + doc.font(fontOf(run.georgian, bold)).fontSize(size).widthOfString(run.text),
    0,
  );
}

/** `text` cut at spaces into lines no wider than `width` at `size`. */
export function wrapLines(doc: PDFKit.PDFDocument, text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && widthOf(doc, `${last} ${word}`, size) <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
}

/** Writes `text` on one line in the box `x`…`x + width` at `y`, left or right aligned, shrunk to fit. */
export function writeText(
  doc: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; width: number } & Partial<FontFace>,
): void {
  let size = box.size ?? 10;
  let width = widthOf(doc, text, size, box.bold);
  // Too long for its column: smaller letters rather than text over the next column.
  if (width > box.width) {
    size = Math.max(6, (size * box.width) / width);
    width = widthOf(doc, text, size, box.bold);
  }
  let x = box.align === 'right' ? box.x + box.width - width : box.x;
  doc.fillColor(box.color ?? '#000000');
  for (const run of scriptRuns(text)) {
    doc.font(fontOf(run.georgian, box.bold)).fontSize(size).text(run.text, x, box.y, { lineBreak: false });
    x += doc.widthOfString(run.text);
  }
}
