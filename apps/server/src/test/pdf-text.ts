import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF as a reader would copy it (pdf.js, the legacy build that runs on Node 20): each
 * page's text items in order, a line break where pdf.js sees a line end.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // A copy: pdf.js takes the buffer it reads over (detaches it).
  const data = bytes.slice();
  const document = await getDocument({ data, isEvalSupported: false, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
    );
  }
  await document.destroy();
  return pages.join('\n');
}
