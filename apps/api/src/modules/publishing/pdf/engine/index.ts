/*
 * The PDF engine: the one place that knows pdfkit (see README.md). Everything else draws through
 * this interface.
 *
 * - measure: PdfWriter.textWidth, lineHeight, hasUnprintable
 * - wrap: PdfWriter.wrap (lines of a width), fitOneLine (one line, cut with an ellipsis)
 * - emit: PdfWriter.drawLine, drawLines, rect, hline, drawRotatedText
 * - pages: PdfWriter.addPage, ensureSpace, remaining, switchToPage, pageIndex, pageCount, frame,
 *   frameFor, the cursor `y`, the running `section`
 * - images: PdfWriter.image (a JPEG embedded as it is, or a PNG, fitted to a box)
 * - links and outline: PdfWriter.addDestination, linkTo, addBookmark
 * - flowing documents laid out by pdfkit itself (the invoice): FlowWriter
 */
export type { DocumentInfo } from './document.js';
export { FlowWriter, type FlowStyle, type FlowTextOptions } from './flow-writer.js';
export type { FontName } from './fonts.js';
export type { Frame, Orientation, PageFormat, RotatedTextStyle, WriterOptions } from './pages.js';
export type { Line } from './text.js';
export { PdfWriter, type LineStyle, type TextStyle } from './writer.js';
