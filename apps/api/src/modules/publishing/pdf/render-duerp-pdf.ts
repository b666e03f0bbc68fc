import { PENIBILITE_TEXTS } from '@duerp/domain/duerp';
import {
  CHEMICALS_SECTION_TITLE,
  presentChemicals,
  presentVersion,
  RPS_SECTION_TITLE,
} from '@duerp/domain/presentation';
import { toDemoDuerpData } from '@duerp/domain/document-view';
import { decoratePages } from './pdf-decorations.js';
import { DOCUMENT_TITLE, type DuerpPdfInput, type PdfContext } from './pdf-context.js';
import { PdfWriter } from './engine/index.js';
import { COLORS, PAGE } from './pdf-theme.js';
import { PHOTO_ANNEX_TITLE } from './photo-annex.js';
import {
  ASSESSMENT_SECTION,
  hasAssessmentSection,
  hasPenibiliteAnnex,
  PENIBILITE_SECTION_ID,
  renderAssessment,
  renderPenibiliteAnnex,
} from './sections/assessment.js';
import { actionsSectionTitle, ACTIONS_SECTION_ID, renderActions } from './sections/actions.js';
import { renderCover } from './sections/cover.js';
import { hasRpsSection, renderRps, RPS_SECTION_ID } from './sections/rps.js';
import { CHEMICALS_SECTION_ID, renderChemicals } from './sections/chemicals.js';
import { HISTORY_SECTION, renderHistory } from './sections/history.js';
import { METHOD_SECTION, renderMethod } from './sections/method.js';
import { REGULATORY_SECTION, REGULATORY_TOC, renderRegulatory } from './sections/regulatory.js';
import { renderRiskTables, RISKS_SECTION_ID, unitTocId } from './sections/risk-tables.js';
import { renderSummary, SUMMARY_SECTION } from './sections/summary.js';
import { hasPhotoAnnex, PHOTO_ANNEX_SECTION_ID, renderPhotoAnnex } from './sections/photo-annex.js';
import { Toc } from './sections/toc.js';

export type { DuerpPdfInput } from './pdf-context.js';

/** The context of a version's render; also the extract's, one per version it holds. */
export function buildContext(input: DuerpPdfInput): PdfContext {
  const demo = input.variant === 'demo';
  const data = demo ? toDemoDuerpData(input.snapshot) : input.snapshot;
  const version = presentVersion({ ...input, data });
  const toc = new Toc();
  toc.add(REGULATORY_SECTION.id, REGULATORY_SECTION.title);
  for (const [id, title] of REGULATORY_TOC) toc.add(id, title, 2);
  toc.add(METHOD_SECTION.id, METHOD_SECTION.title);
  toc.add(SUMMARY_SECTION.id, SUMMARY_SECTION.title);
  toc.add(RISKS_SECTION_ID, version.risks.title);
  if (input.displayOptions.shouldGroupByUnite) {
    for (const unite of data.unitesDeTravail)
      toc.add(unitTocId(unite.idUniteDeTravail), unite.displayName, 2);
  }
  toc.add(ACTIONS_SECTION_ID, actionsSectionTitle(data.isPapripactEnabled));
  // Parts after the actions are numbered from 6 in the order they are present: an old document
  // or version has none of them and prints as before.
  let part = 6;
  const partTitles = {
    assessment: hasAssessmentSection({ data, input })
      ? `${part++}. ${ASSESSMENT_SECTION.title}`
      : null,
    rps: hasRpsSection({ data }) ? `${part++}. ${RPS_SECTION_TITLE}` : null,
    chemicals: presentChemicals(input.snapshot) ? `${part++}. ${CHEMICALS_SECTION_TITLE}` : null,
    history: input.history ? `${part}. ${HISTORY_SECTION.title}` : null,
  };
  if (partTitles.assessment) toc.add(ASSESSMENT_SECTION.id, partTitles.assessment);
  if (partTitles.rps) toc.add(RPS_SECTION_ID, partTitles.rps);
  if (partTitles.chemicals) toc.add(CHEMICALS_SECTION_ID, partTitles.chemicals);
  if (partTitles.history) toc.add(HISTORY_SECTION.id, partTitles.history);
  if (hasPenibiliteAnnex({ data, input }))
    toc.add(PENIBILITE_SECTION_ID, PENIBILITE_TEXTS.annexTitle);
  if (hasPhotoAnnex({ demo, input })) toc.add(PHOTO_ANNEX_SECTION_ID, PHOTO_ANNEX_TITLE);
  return {
    input,
    demo,
    data,
    entreprise: data.entreprise,
    version,
    toc,
    partTitles,
    notesOverflow: false,
  };
}

/**
 * The PDF of a DUERP version (DESIGN §4 "The PDF"): cover, contents, regulatory framework,
 * method, summary, risk tables, the PAPRIPACT or the list of actions, then the parts a version has
 * (complements of the assessment, version history, the R4121-1-1 annex) and, when chosen at
 * generation, the "Annexe photographique". The demo variant has its
 * free texts reversed and a watermark on every page. CPU-bound: call it through the worker
 * pool (`renderPdfInWorker`), not on the API's event loop.
 */
export async function renderDuerpPdf(input: DuerpPdfInput): Promise<Buffer> {
  const ctx = buildContext(input);
  const created = new Date(input.creationTime);
  const w = new PdfWriter({
    info: {
      Title: `DUERP – ${ctx.version.companyName} – version ${input.versionNumber}${ctx.demo ? ' (démonstration)' : ''}`,
      Author: ctx.version.companyName,
      Subject: DOCUMENT_TITLE,
      Keywords: 'DUERP, document unique, évaluation des risques professionnels, PAPRIPACT',
      Creator: 'DUERP en ligne',
      CreationDate: Number.isNaN(created.getTime()) ? new Date() : created,
    },
    pages: PAGE,
    textColor: COLORS.ink,
  });
  renderCover(w, ctx);
  ctx.toc.reserve(w);
  renderRegulatory(w, ctx);
  renderMethod(w, ctx);
  renderSummary(w, ctx);
  renderRiskTables(w, ctx);
  renderActions(w, ctx);
  renderAssessment(w, ctx);
  renderRps(w, ctx);
  renderChemicals(w, ctx);
  renderHistory(w, ctx);
  renderPenibiliteAnnex(w, ctx);
  renderPhotoAnnex(w, ctx);
  ctx.toc.fill(w);
  decoratePages(w, ctx);
  return w.finish();
}
