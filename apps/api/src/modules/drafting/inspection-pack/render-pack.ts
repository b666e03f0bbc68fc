import { AVIS_CSE_LABELS } from '@duerp/domain/living-document';
import {
  COMPLIANCE_TEXTS,
  type ComplianceRecords,
  type ComplianceReport,
} from '@duerp/domain/compliance';
import { formatDateLong, formatDay } from '@duerp/domain/calendar';
import { formatProportion, penibiliteAnnex } from '@duerp/domain/penibilite';
import { plural } from '@duerp/domain/text';
import { presentActions, versionLabel } from '@duerp/domain/presentation';
import type { DuerpData, VersionSummary } from '@duerp/domain/duerp';
import {
  ACTIONS_LIST_TITLE,
  BODY,
  COLORS,
  PAGE,
  PAPRIPACT_TITLE,
  paragraph,
  PdfWriter,
} from '../../publishing/pdf/index.js';
import type { VersionFingerprintRow } from '../../publishing/versions/index.js';
import type { SpstSending } from './spst-sendings.js';

export const PACK_TITLE = 'Dossier pour un contrôle';

export interface PackInput {
  companyName: string;
  data: DuerpData;
  versions: readonly VersionSummary[];
  fingerprints: readonly VersionFingerprintRow[];
  sendings: readonly SpstSending[];
  report: ComplianceReport;
  /** The access notice's generation and posting day, as the check reads them. */
  records: Pick<ComplianceRecords, 'accessNoticeGeneratedAt' | 'accessNoticePostedOn'>;
  now: Date;
}

const SMALL = { ...BODY, size: 9, color: COLORS.muted };

function heading(w: PdfWriter, text: string): void {
  if (!w.ensureSpace(60)) w.y += 10;
  w.drawLine(text, w.frame.left, w.y, { font: 'bold', size: 12.5, color: COLORS.primary });
  w.y += 22;
}

const LEVEL_NAMES = {
  manquement: 'Manquement',
  'à compléter': 'À compléter',
  'bonne pratique': 'Bonne pratique',
} as const;

function findings(w: PdfWriter, input: PackInput): void {
  heading(w, `Points relevés le ${formatDateLong(input.now)}`);
  if (input.report.findings.length === 0) paragraph(w, COMPLIANCE_TEXTS.empty, BODY);
  for (const f of input.report.findings) {
    paragraph(w, `${LEVEL_NAMES[f.level]} — article ${f.article}`, {
      ...BODY,
      font: 'bold',
      gapAfter: 1,
    });
    paragraph(w, f.message, BODY);
  }
  for (const n of input.report.notApplicable) paragraph(w, `${n.message} (${n.article}).`, SMALL);
}

function versions(w: PdfWriter, input: PackInput): void {
  heading(w, 'Versions du document unique');
  if (input.fingerprints.length === 0) paragraph(w, 'Aucune version générée.', BODY);
  for (const v of input.fingerprints) {
    paragraph(w, versionLabel(v.versionNumber, v.creationTime), {
      ...BODY,
      font: 'bold',
      gapAfter: 1,
    });
    for (const line of [
      `Code de vérification : ${v.verificationCode ?? 'aucun (version antérieure aux codes)'}`,
      `SHA-256 du PDF : ${v.pdfSha256.join(', ') || 'PDF pas encore téléchargé'}`,
      `SHA-256 du contenu : ${v.snapshotSha256}`,
    ]) {
      paragraph(w, line, { ...SMALL, align: 'left', gapAfter: 1 });
    }
    w.y += 6;
  }
}

function consultations(w: PdfWriter, input: PackInput): void {
  heading(w, 'Consultation du CSE');
  const recorded = input.versions.filter((v) => v.consultation);
  if (recorded.length === 0) paragraph(w, 'Aucune fiche de consultation enregistrée.', BODY);
  for (const v of recorded) {
    const c = v.consultation!;
    const avis = c.avisCse ? AVIS_CSE_LABELS[c.avisCse] : 'avis non renseigné';
    const date = c.dateConsultationCse ? `consulté le ${formatDay(c.dateConsultationCse)}` : '';
    const line = [`Version ${v.versionNumber}`, date, avis, c.commentaires.trim()]
      .filter(Boolean)
      .join(' — ');
    paragraph(w, line, BODY);
  }
}

/** The SPST sending records: a function of the list, whoever records the sendings. */
function sendings(w: PdfWriter, list: readonly SpstSending[]): void {
  heading(w, 'Envois au service de prévention et de santé au travail');
  if (list.length === 0) paragraph(w, 'Aucun envoi enregistré.', BODY);
  for (const s of list) {
    paragraph(w, `Version ${s.versionNumber} — ${formatDay(s.date)} — ${s.mode}`, {
      ...BODY,
      ...(s.sha256 ? { gapAfter: 1 } : {}),
    });
    if (s.sha256) paragraph(w, `SHA-256 de la version : ${s.sha256}`, { ...SMALL, align: 'left' });
  }
}

/** What the records say of the notice of R4121-4: produced when, posted which day. */
function accessNoticeText(records: PackInput['records']): string {
  const { accessNoticeGeneratedAt: generatedAt, accessNoticePostedOn: postedOn } = records;
  const produced = generatedAt
    ? `Dernier avis produit le ${formatDateLong(new Date(generatedAt))}. `
    : '';
  if (postedOn) return `${produced}Avis affiché le ${formatDay(postedOn)}.`;
  if (generatedAt) return `${produced}Sa date d'affichage n'est pas enregistrée.`;
  return "Aucun avis n'a encore été produit depuis la page du document ; aucune date d'affichage n'est enregistrée.";
}

function accessNotice(w: PdfWriter, records: PackInput['records']): void {
  heading(w, "Avis d'accès des travailleurs");
  paragraph(w, accessNoticeText(records), BODY);
}

function penibilite(w: PdfWriter, data: DuerpData): void {
  heading(w, 'Annexe : facteurs de risques professionnels (pénibilité)');
  const rows = penibiliteAnnex(data);
  if (rows.length === 0) paragraph(w, 'Aucune exposition déclarée.', BODY);
  for (const r of rows) {
    const unites = r.unites.map((u) => `${u.displayName} (${u.nombreExposes})`).join(', ');
    paragraph(
      w,
      `${r.facteur.displayName} : ${plural(r.nombreExposes, 'salarié exposé', 'salariés exposés')}, ${formatProportion(r.proportion)} — ${unites}`,
      BODY,
    );
  }
}

function actions(w: PdfWriter, data: DuerpData): void {
  heading(w, data.isPapripactEnabled ? PAPRIPACT_TITLE : ACTIONS_LIST_TITLE);
  // The same programme as the version's: the work units' actions, then the RPS units'.
  const shown = presentActions(data).units.flatMap((unit) => unit.actions);
  for (const a of shown) {
    paragraph(
      w,
      `${a.unite} — ${a.risque} : ${a.mesure} (responsable : ${a.responsable || '–'} ; échéance : ${a.echeance || '–'} ; budget : ${a.budget || '–'} ; ${a.statut})${a.details.length > 0 ? `. ${a.details.join(' ; ')}` : ''}`,
      { ...BODY, align: 'left' },
    );
  }
  if (shown.length === 0) paragraph(w, 'Aucune action enregistrée.', BODY);
}

/**
 * « Dossier pour un contrôle »: on one PDF, what an inspector asks for — the findings of the
 * day with their articles, every version with its fingerprints and code, the CSE records, the
 * SPST sendings, the access notice, the pénibilité annex and the programme of actions. The
 * current version itself goes in the ZIP beside it, as its own PDF.
 */
export async function renderInspectionPack(input: PackInput): Promise<Buffer> {
  const w = new PdfWriter({
    info: {
      Title: PACK_TITLE,
      Author: input.companyName,
      Subject: PACK_TITLE,
      Creator: 'DUERP en ligne',
    },
    pages: PAGE,
    textColor: COLORS.ink,
  });
  w.addPage('portrait');
  const { left, width, pageWidth } = w.frame;
  w.rect(0, 0, pageWidth, 120, COLORS.primary);
  w.drawLine(PACK_TITLE, left, 46, { font: 'bold', size: 22, color: COLORS.white });
  const name = w.wrap(input.companyName, 'bold', 13, width).slice(0, 2);
  w.drawLines(name, left, 80, { font: 'bold', size: 13, color: COLORS.white });
  w.y = 145;
  const latest = input.fingerprints.at(-1);
  paragraph(
    w,
    `Établi le ${formatDateLong(input.now)}. ${
      latest
        ? `Version en vigueur : ${versionLabel(latest.versionNumber, latest.creationTime)} (son PDF est joint au dossier ZIP).`
        : 'Aucune version générée.'
    }`,
    BODY,
  );
  findings(w, input);
  versions(w, input);
  consultations(w, input);
  sendings(w, input.sendings);
  accessNotice(w, input.records);
  penibilite(w, input.data);
  actions(w, input.data);
  return w.finish();
}
