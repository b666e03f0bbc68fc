import PDFDocument from 'pdfkit';

/** The document properties we set (the PDF's Info dictionary). */
export interface DocumentInfo {
  Title: string;
  Author?: string;
  Subject?: string;
  Keywords?: string;
  Creator?: string;
  /** Without it pdfkit stamps the current time, and the bytes differ from one render to the next. */
  CreationDate?: Date;
}

export interface OpenDocument {
  doc: PDFKit.PDFDocument;
  /** Ends the document and returns its bytes. */
  finish: () => Promise<Buffer>;
}

/** A pdfkit document whose bytes are collected as pdfkit writes them. */
export function openDocument(options: PDFKit.PDFDocumentOptions): OpenDocument {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  return {
    doc,
    finish: async () => {
      doc.end();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}
