import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Section 2 is on the first pages: a sheet's later pages are not read. */
export const FDS_PAGES_READ = 6;
/** Text kept, in characters: a page built to hold megabytes of text stops being read there. */
export const FDS_TEXT_MAX_CHARS = 200_000;

/**
 * The text of a PDF's first pages, a line per text line; empty for a scanned (image only) sheet.
 * Fonts are not loaded, scripts and forms are not run, and an error in a page stops the read
 * rather than being worked around. Throws on a file pdf.js cannot open (encrypted, malformed).
 */
export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  const task = getDocument({
    data: bytes,
    isEvalSupported: false,
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    // Images are never decoded: their text is none.
    maxImageSize: 0,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    let text = '';
    const pages = Math.min(document.numPages, FDS_PAGES_READ);
    for (let n = 1; n <= pages && text.length < FDS_TEXT_MAX_CHARS; n++) {
      const page = await document.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : ' ');
        if (text.length >= FDS_TEXT_MAX_CHARS) break;
      }
      text += '\n';
      page.cleanup();
    }
    return text.slice(0, FDS_TEXT_MAX_CHARS);
  } finally {
    await task.destroy();
  }
}
