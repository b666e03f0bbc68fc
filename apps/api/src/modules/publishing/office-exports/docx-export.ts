import {
  Document,
  Footer,
  HeadingLevel,
  PageBreak,
  PageNumber,
  PageOrientation,
  Packer,
  Paragraph,
  TextRun,
  type FileChild,
  type ISectionOptions,
} from 'docx';
import JSZip from 'jszip';
import {
  BANDS_PRESENTATION,
  CRITERIA_PRESENTATION,
  RISK_FORMULA_LABEL,
  formatFactor,
  riskExampleText,
} from '@duerp/domain/risk';
import { formatSiret } from '@duerp/domain/format';
import {
  presentChemicals,
  presentRps,
  type SummaryPresentation,
  type VersionPresentation,
} from '@duerp/domain/presentation';
import {
  ACTIONS_LIST_TITLE,
  DOCUMENT_TITLE,
  METHOD_SECTION,
  METHOD_TEXTS,
  PAPRIPACT_TITLE,
  REGULATORY_BLOCKS,
  REGULATORY_SECTION,
  SUMMARY_SECTION,
} from '../pdf/index.js';
import { docxPhotoAnnex, placeMedia, type DocxMedia } from './docx-photo-annex.js';
import { DOCX_STYLES, STYLES } from './docx-styles.js';
import { body, docxTable, heading, levelCell, withTables } from './docx-tables.js';
import { docxActions, docxRiskTables } from './docx-units.js';
import { docxRps } from './docx-rps.js';
import { docxChemicals } from './docx-chemicals.js';
import { presentExport, rgb, type ExportInput } from './export-input.js';

function cover(input: ExportInput, version: VersionPresentation): FileChild[] {
  const entreprise = input.snapshot.entreprise;
  const lines = [
    version.companyName,
    entreprise?.siret ? `SIRET ${formatSiret(entreprise.siret)}` : '',
    entreprise?.adresse ?? '',
    version.label,
  ].filter(Boolean);
  return [
    new Paragraph({ style: STYLES.coverTitle, text: DOCUMENT_TITLE }),
    ...lines.map((text) => new Paragraph({ style: STYLES.coverLine, text })),
    ...(input.notesDeVersion.trim()
      ? [body(`Notes de version : ${input.notesDeVersion.trim()}`)]
      : []),
    new Paragraph({
      style: STYLES.small,
      text: `Empreinte SHA-256 de la version : ${input.snapshotSha256}`,
    }),
    new Paragraph({ children: [new PageBreak()] }),
  ];
}

function regulatory(): FileChild[] {
  const children: FileChild[] = [heading(REGULATORY_SECTION.title, HeadingLevel.HEADING_1)];
  for (const block of REGULATORY_BLOCKS) {
    if (block.kind === 'paragraph') children.push(body(block.text));
    else if (block.kind === 'callout') {
      children.push(new Paragraph({ style: STYLES.callout, text: block.text }));
    } else if (block.kind === 'subheading') {
      children.push(heading(block.toc[1], HeadingLevel.HEADING_2));
    } else {
      block.items.forEach((item, i) => {
        const marker = block.markers?.[i];
        children.push(
          marker
            ? new Paragraph({
                style: STYLES.body,
                text: `${marker} ${item}`,
                indent: { left: 360 },
              })
            : new Paragraph({ style: STYLES.body, text: item, bullet: { level: 0 } }),
        );
      });
    }
  }
  return children;
}

function method(): FileChild[] {
  return [
    heading(METHOD_SECTION.title, HeadingLevel.HEADING_1),
    body(METHOD_TEXTS.intro),
    ...CRITERIA_PRESENTATION.map(
      (c) =>
        new Paragraph({
          style: STYLES.body,
          bullet: { level: 0 },
          text: `${c.label} : ${c.help}.${c.note ? ` ${c.note}` : ''}`,
        }),
    ),
    heading('Les échelles de cotation', HeadingLevel.HEADING_2),
    ...CRITERIA_PRESENTATION.flatMap((c) => {
      const hasFactor = c.levels.some((l) => l.factor !== null);
      return [
        docxTable(
          hasFactor ? ['Note', c.label, 'Facteur'] : ['Note', c.label],
          c.levels.map((l) => [
            String(l.shown),
            l.label,
            ...(hasFactor && l.factor !== null ? [formatFactor(l.factor)] : []),
          ]),
          hasFactor ? [15, 60, 25] : [15, 85],
        ),
        new Paragraph({ text: '' }),
      ];
    }),
    heading('La formule', HeadingLevel.HEADING_2),
    new Paragraph({ style: STYLES.callout, text: RISK_FORMULA_LABEL }),
    body(METHOD_TEXTS.factor),
    body(riskExampleText()),
    heading('Les niveaux de risque', HeadingLevel.HEADING_2),
    docxTable(
      ['Niveau', 'Valeur', 'Priorité', 'Action attendue'],
      [
        ...BANDS_PRESENTATION.slice()
          .reverse()
          .map((band) => [
            {
              text: band.shortDisplayName,
              fill: rgb(band.color),
              characterStyle: STYLES.band(band.status),
            },
            `Valeur ${band.range}`,
            band.priority,
            band.action,
          ]),
      ],
      [16, 24, 14, 46],
    ),
    new Paragraph({ text: '' }),
    body(METHOD_TEXTS.averages),
    new Paragraph({ style: STYLES.small, text: METHOD_TEXTS.columns }),
  ];
}

function summary(summaryData: SummaryPresentation): FileChild[] {
  const { global } = summaryData;
  return [
    heading(SUMMARY_SECTION.title, HeadingLevel.HEADING_1),
    body(
      `Niveau de risque global : ${
        global.status === null
          ? `${global.value} (des risques ne sont pas encore évalués)`
          : `${global.value} (${global.longBand})`
      }.`,
    ),
    docxTable(
      ['Niveau', 'Nombre de risques'],
      summaryData.bands.map((band) => [band.band, String(band.count)]),
      [60, 40],
    ),
    heading('Par unité de travail', HeadingLevel.HEADING_2),
    docxTable(
      ['Unité de travail', 'Risques', 'Évalués', 'Niveau moyen', 'Actions'],
      summaryData.units.map((u) => [
        u.name,
        String(u.risqueCount),
        String(u.evaluatedCount),
        levelCell(u.level),
        String(u.actionCount),
      ]),
      [40, 12, 12, 22, 14],
    ),
  ];
}

const footer = (input: ExportInput, version: VersionPresentation) =>
  new Footer({
    children: [
      new Paragraph({
        style: STYLES.small,
        children: [
          new TextRun(
            `DUERP – ${version.companyName} – version ${input.versionNumber} – SHA-256 ${input.snapshotSha256.slice(0, 16)}… – page `,
          ),
          new TextRun({ children: [PageNumber.CURRENT] }),
        ],
      }),
    ],
  });

/**
 * The version as a Word document with the PDF's parts: cover, regulatory framework, method,
 * summary, risk tables per unit, actions, and the "Annexe photographique" of a version generated
 * with it. Named styles throughout; table header rows repeat.
 */
export async function renderDocx(input: ExportInput): Promise<Buffer> {
  const version = presentExport(input);
  const media: DocxMedia = new Map();
  const photoAnnex = await docxPhotoAnnex(input, media);
  const portrait = (children: FileChild[]): ISectionOptions => ({
    properties: {},
    footers: { default: footer(input, version) },
    children,
  });
  const landscape = (children: FileChild[]): ISectionOptions => ({
    properties: { page: { size: { orientation: PageOrientation.LANDSCAPE } } },
    footers: { default: footer(input, version) },
    children,
  });
  const enabled = input.snapshot.isPapripactEnabled;
  const rps = presentRps(input.snapshot);
  const chemicals = presentChemicals(input.snapshot);
  return withTables(
    () =>
      new Document({
        creator: version.companyName,
        title: `DUERP – ${version.companyName} – version ${input.versionNumber}`,
        styles: DOCX_STYLES,
        sections: [
          portrait([
            ...cover(input, version),
            ...regulatory(),
            ...method(),
            ...summary(version.summary),
          ]),
          landscape(docxRiskTables(version.risks)),
          landscape([
            heading(`5. ${enabled ? PAPRIPACT_TITLE : ACTIONS_LIST_TITLE}`, HeadingLevel.HEADING_1),
            ...docxActions(version.actions),
          ]),
          ...(rps ? [portrait(docxRps(rps, 6))] : []),
          ...(chemicals ? [portrait(docxChemicals(chemicals, rps ? 7 : 6))] : []),
          ...(photoAnnex.length > 0 ? [portrait(photoAnnex)] : []),
        ],
      }),
    (document, expand) => packWithTables(document, expand, media),
  );
}

/** The document's bytes, its table placeholders replaced by their tables (see docxTable), its photos put in. */
async function packWithTables(
  document: Document,
  expand: (documentXml: string) => string,
  media: DocxMedia,
): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await Packer.toBuffer(document));
  const part = zip.file('word/document.xml');
  if (!part) throw new Error('word/document.xml absent du document Word.');
  zip.file('word/document.xml', expand(await part.async('string')));
  placeMedia(zip, media);
  return zip.generateAsync({
    type: 'nodebuffer',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    compression: 'DEFLATE',
  });
}
