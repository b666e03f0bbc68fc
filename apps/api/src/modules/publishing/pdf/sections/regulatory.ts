import type { PdfContext } from '../pdf-context.js';
import type { PdfWriter } from '../engine/index.js';
import { BODY, callout, list, paragraph, startSection, subheading } from './common.js';
import { REGULATORY_BLOCKS, REGULATORY_SECTION } from './regulatory-content.js';

export {
  CONSULTATION_RECIPIENTS,
  REGULATORY_SECTION,
  REGULATORY_TOC,
} from './regulatory-content.js';

/** Part 1: the legal frame of the document, from its blocks of text. */
export function renderRegulatory(w: PdfWriter, ctx: PdfContext): void {
  startSection(w, ctx, REGULATORY_SECTION.id, REGULATORY_SECTION.title, 'portrait');
  REGULATORY_BLOCKS.forEach((block, index) => {
    switch (block.kind) {
      case 'paragraph': {
        // A paragraph that introduces a list stays close to it.
        const introducesList = REGULATORY_BLOCKS[index + 1]?.kind === 'list';
        paragraph(w, block.text, introducesList ? { ...BODY, gapAfter: 4 } : BODY);
        break;
      }
      case 'subheading': {
        const [tocId, title] = block.toc;
        // Every heading but the first keeps room for the lines that follow it.
        subheading(w, title, index === 1 ? { ctx, tocId } : { ctx, tocId, keep: 90 });
        break;
      }
      case 'list':
        if (block.markers) list(w, block.items, { markers: block.markers });
        else list(w, block.items);
        break;
      case 'callout':
        callout(w, block.text);
        break;
    }
  });
}
