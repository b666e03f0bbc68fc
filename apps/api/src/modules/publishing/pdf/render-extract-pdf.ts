import { EXTRACT_MESSAGES } from '@duerp/domain/compliance';
import { formatDateLong } from '@duerp/domain/calendar';
import { formatVerificationCode } from '@duerp/domain/access';
import { DOCUMENT_TITLE, type DuerpPdfInput } from './pdf-context.js';
import { PdfWriter } from './engine/index.js';
import { COLORS, PAGE, SIZES } from './pdf-theme.js';
import { buildContext } from './render-duerp-pdf.js';
import { renderActions } from './sections/actions.js';
import { BODY, paragraph, subheading } from './sections/common.js';
import { renderRiskTables } from './sections/risk-tables.js';
import { Toc } from './sections/toc.js';

export interface ExtractPdfInput {
  companyName: string;
  /** The period asked for, YYYY-MM-DD. */
  du: string;
  au: string;
  unitNames: string[];
  requestedAt: string;
  /** The versions in force, their snapshots already limited to the chosen units. */
  versions: (DuerpPdfInput & {
    inForceFrom: string;
    inForceTo: string | null;
    verificationCode: string | null;
  })[];
}

const day = (value: string) => formatDateLong(`${value}T12:00:00Z`);

/**
 * « Extrait pour un ancien salarié » (R4121-4 1°): a cover naming the period and the units, then,
 * for each version in force, its risk tables and actions limited to those units, with the
 * version's verification code and SHA-256 so that each can be checked on /verifier.
 */
export async function renderExtractPdf(input: ExtractPdfInput): Promise<Buffer> {
  const w = new PdfWriter({
    info: {
      Title: `${EXTRACT_MESSAGES.title} – ${input.companyName}`,
      Author: input.companyName,
      Subject: DOCUMENT_TITLE,
      Creator: 'DUERP en ligne',
      CreationDate: new Date(input.requestedAt),
    },
    pages: PAGE,
    textColor: COLORS.ink,
  });
  w.section = EXTRACT_MESSAGES.title;
  w.addPage('portrait');
  paragraph(w, EXTRACT_MESSAGES.title, {
    ...BODY,
    font: 'bold',
    size: SIZES.h1,
    color: COLORS.primary,
  });
  paragraph(w, `${DOCUMENT_TITLE} – ${input.companyName}`, { ...BODY, gapAfter: 10 });
  paragraph(
    w,
    `Période demandée : du ${day(input.du)} au ${day(input.au)}. Unités de travail : ${input.unitNames.join(', ')}.`,
    { ...BODY, gapAfter: 6 },
  );
  paragraph(
    w,
    'Cet extrait reprend, pour les seules unités de travail ci-dessus, les versions du document unique en vigueur pendant la période (article R4121-4 du code du travail). Chaque version se vérifie avec son code sur la page de vérification.',
    { ...BODY, size: SIZES.small, color: COLORS.muted, gapAfter: 10 },
  );
  subheading(w, 'Versions reprises', { keep: 40 });
  for (const v of input.versions) {
    const until = v.inForceTo ? `au ${day(v.inForceTo)}` : "jusqu'à ce jour";
    const code = v.verificationCode
      ? ` · code de vérification ${formatVerificationCode(v.verificationCode)}`
      : '';
    paragraph(
      w,
      `Version ${v.versionNumber} du ${formatDateLong(v.creationTime)}, en vigueur du ${day(v.inForceFrom)} ${until}${code} · SHA-256 ${v.snapshotSha256}`,
      { ...BODY, size: SIZES.small, gapAfter: 4 },
    );
  }
  for (const v of input.versions) {
    // A context of its own, without contents: each version's tables keep their own layout.
    const ctx = { ...buildContext(v), toc: new Toc() };
    renderRiskTables(w, {
      ...ctx,
      version: {
        ...ctx.version,
        risks: {
          ...ctx.version.risks,
          title: `Version ${v.versionNumber} – ${ctx.version.risks.title}`,
        },
      },
    });
    renderActions(w, ctx);
  }
  const count = w.pageCount;
  for (let i = 0; i < count; i++) {
    w.switchToPage(i);
    const { left, width, bottom } = w.frame;
    const y = bottom + 16;
    w.hline(left, left + width, y - 6, COLORS.rule);
    w.drawLine(
      `${EXTRACT_MESSAGES.title} – ${input.companyName} – Page ${i + 1} / ${count}`,
      left,
      y,
      {
        font: 'regular',
        size: 7.5,
        color: COLORS.muted,
      },
    );
  }
  return w.finish();
}
