import { PassThrough, type Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import {
  ACTION_DETAILS_HEADER,
  ACTION_HEADERS,
  SHEET_NAMES,
  inventoryColumn,
  type InventoryKey,
} from '@duerp/domain/spreadsheet';
import { formatSiret } from '@duerp/domain/format';
import {
  presentChemicals,
  presentRps,
  RISK_VALUE_CELL_FORMAT,
  presentRisks,
  shownRisks,
  type ShownRisk,
  type VersionPresentation,
} from '@duerp/domain/presentation';
import { budgetCellFormat } from '@duerp/domain/text';
import { DAY_CELL_FORMAT } from '@duerp/domain/calendar';
import { argb, presentExport, type ExportInput } from './export-input.js';
import { writeRpsSheet } from './xlsx-rps.js';
import { writeChemicalsSheets } from './xlsx-chemicals.js';

const INVENTORY: readonly [InventoryKey, number][] = [
  ['unite', 24],
  ['categorie', 24],
  ['code', 8],
  ['risque', 40],
  ['danger', 40],
  ['mesuresExistantes', 40],
  ['gravite', 5],
  ['frequence', 5],
  ['maitrise', 5],
  ['valeur', 8],
  ['niveau', 12],
  ['remarques', 40],
];

/** The inventory's columns: existing measures only when some risk states them (as the PDF). */
const inventoryColumns = (mesuresExistantes: boolean) =>
  mesuresExistantes ? INVENTORY : INVENTORY.filter(([key]) => key !== 'mesuresExistantes');

const ACTION_WIDTHS = [24, 50, 36, 22, 12, 13, 14];
const HEADER_FILL = argb('#1e3a8a');

type Sheet = ExcelJS.Worksheet;

/**
 * A sheet with a frozen, filtered header row, its column widths, and printable: landscape A4,
 * fit to one page wide, the header row repeated on every page. The streaming writer takes
 * these as options only.
 */
function addSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  headers: readonly string[],
  widths: readonly number[],
): Sheet {
  const sheet = workbook.addWorksheet(name, {
    views: [{ state: 'frozen', ySplit: 1 }],
    autoFilter: { from: { row: 1, column: 1 }, to: { row: 1, column: headers.length } },
    pageSetup: {
      orientation: 'landscape',
      paperSize: 9, // A4
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '1:1',
    },
  } as Partial<ExcelJS.AddWorksheetOptions>);
  sheet.columns = headers.map((header, i) => ({ header, width: widths[i] ?? 14 }));
  const header = sheet.getRow(1);
  // Cell by cell: a row style would colour the whole row, far beyond the table.
  headers.forEach((_, i) => {
    const cell = header.getCell(i + 1);
    cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
    cell.alignment = { vertical: 'middle', wrapText: true };
  });
  header.commit();
  return sheet;
}

/**
 * A height that shows every wrapped line: spreadsheets do not always fit rows when opening a
 * file (LibreOffice keeps the default height), so the lines are estimated from the widths.
 */
function fitHeight(row: ExcelJS.Row, widths: readonly number[]) {
  let lines = 1;
  widths.forEach((width, i) => {
    const value = row.getCell(i + 1).value;
    if (typeof value !== 'string' || value === '') return;
    const perLine = Math.max(1, Math.floor(width * 1.1));
    const count = value
      .split('\n')
      .reduce((sum, part) => sum + Math.max(1, Math.ceil(part.length / perLine)), 0);
    lines = Math.max(lines, count);
  });
  if (lines > 1) row.height = Math.min(409, 15 * lines);
}

function addRisk(sheet: Sheet, columns: readonly [InventoryKey, number][], risk: ShownRisk) {
  const { level } = risk;
  const criterion = (field: string) => risk.criteria.find((c) => c.field === field)?.number ?? null;
  const cells: Partial<Record<InventoryKey, string | number | null>> = {
    unite: risk.unite,
    categorie: risk.categorie,
    code: risk.code,
    risque: risk.name,
    danger: risk.danger,
    mesuresExistantes: risk.mesuresExistantes,
    gravite: criterion('evalGravite'),
    frequence: criterion('evalFrequence'),
    maitrise: criterion('evalMaitrise'),
    valeur: level.number,
    niveau: level.band ?? level.value,
    remarques: risk.remarques,
  };
  const row = sheet.addRow(columns.map(([key]) => cells[key] ?? null));
  row.alignment = { vertical: 'top', wrapText: true };
  fitHeight(
    row,
    columns.map(([, width]) => width),
  );
  const cellOf = (key: InventoryKey) => row.getCell(columns.findIndex(([k]) => k === key) + 1);
  cellOf('valeur').numFmt = RISK_VALUE_CELL_FORMAT;
  if (level.status !== null) {
    const cell = cellOf('niveau');
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(level.colors.fill) } };
    cell.font = { bold: true, color: { argb: argb(level.colors.text) } };
  }
  row.commit();
}

function writeInventory(workbook: ExcelJS.stream.xlsx.WorkbookWriter, input: ExportInput) {
  // Every row says its unit and category: the sheet is grouped by both, in the version's sort.
  const risks = presentRisks(input.snapshot, {
    ...input.displayOptions,
    shouldGroupByUnite: true,
    shouldGroupByCategorie: true,
  });
  const columns = inventoryColumns(risks.columns.mesuresExistantes);
  const sheet = addSheet(
    workbook,
    SHEET_NAMES.inventory,
    columns.map(([key]) => inventoryColumn(key).header),
    columns.map(([, width]) => width),
  );
  for (const risk of shownRisks(risks)) addRisk(sheet, columns, risk);
  sheet.commit();
}

/** The day of an ISO `YYYY-MM-DD` as a date cell (midnight UTC: Excel has no time zones). */
const dayCell = (day: string) => new Date(`${day}T00:00:00Z`);

/** The actions as the PDF lists them: by unit, by due date; amounts and days as typed cells. */
function writeActions(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  input: ExportInput,
  version: VersionPresentation,
) {
  const name = input.snapshot.isPapripactEnabled ? SHEET_NAMES.papripact : SHEET_NAMES.actions;
  const { hasDetails } = version.actions;
  const widths = hasDetails ? [...ACTION_WIDTHS, 50] : ACTION_WIDTHS;
  const headers = hasDetails ? [...ACTION_HEADERS, ACTION_DETAILS_HEADER] : ACTION_HEADERS;
  const sheet = addSheet(workbook, name, headers, widths);
  for (const unite of version.actions.units) {
    for (const action of unite.actions) {
      const row = sheet.addRow([
        unite.displayName,
        action.mesure,
        action.risque,
        action.responsable,
        action.amount ?? (action.budget || null),
        action.day === null ? action.echeance : dayCell(action.day),
        action.statut,
        ...(hasDetails ? [action.details.join('\n')] : []),
      ]);
      row.alignment = { vertical: 'top', wrapText: true };
      fitHeight(row, widths);
      if (action.amount !== null) row.getCell(5).numFmt = budgetCellFormat(action.amount);
      row.getCell(6).numFmt = DAY_CELL_FORMAT;
      row.commit();
    }
  }
  sheet.commit();
}

function writeSummary(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  input: ExportInput,
  version: VersionPresentation,
) {
  const { snapshot } = input;
  const { summary } = version;
  const { totals } = version.actions;
  const sheet = addSheet(workbook, SHEET_NAMES.summary, ['Rubrique', 'Valeur'], [36, 60]);
  const entreprise = snapshot.entreprise;
  const lines: [string, string | number | Date | null][] = [
    ['Entreprise', version.companyName],
    ['SIRET', formatSiret(entreprise?.siret ?? '')],
    ["Secteur d'activité", entreprise?.secteurDActivite ?? ''],
    ['Adresse', entreprise?.adresse ?? ''],
    ['Représentant légal', entreprise?.nomDuRepresentantLegal ?? ''],
    ['Effectif', entreprise?.nombreEmployes ?? null],
    ['Version', input.versionNumber],
    ['Date de la version', version.date],
    ['Notes de version', input.notesDeVersion],
    ['Unités de travail', snapshot.unitesDeTravail.length],
    ['Risques', summary.risqueCount],
    ['Risques évalués', summary.evaluatedCount],
    ['Niveau de risque global', summary.global.number ?? summary.global.value],
    ...summary.bands.map((band): [string, number] => [`Risques « ${band.band} »`, band.count]),
    ['Actions de prévention', totals.actionCount],
    ['Budget chiffré des actions (€)', totals.total],
    ['Empreinte SHA-256 de la version', input.snapshotSha256],
  ];
  for (const line of lines) {
    const row = sheet.addRow(line);
    if (line[0] === 'Niveau de risque global') row.getCell(2).numFmt = RISK_VALUE_CELL_FORMAT;
    if (line[0] === 'Budget chiffré des actions (€)') {
      row.getCell(2).numFmt = budgetCellFormat(totals.total);
    }
    row.commit();
  }
  sheet.addRow([]).commit();
  const unitsHeader = sheet.addRow(['Unité de travail', 'Niveau moyen']);
  unitsHeader.font = { bold: true };
  unitsHeader.commit();
  for (const unit of summary.units) {
    const { level } = unit;
    const row = sheet.addRow([unit.name, level.number ?? level.value]);
    row.getCell(2).numFmt = RISK_VALUE_CELL_FORMAT;
    if (level.status !== null) {
      row.getCell(2).fill = {
        type: 'pattern',
        pattern: 'solid',
        fgColor: { argb: argb(level.colors.fill) },
      };
      row.getCell(2).font = { color: { argb: argb(level.colors.text) } };
    }
    row.commit();
  }
  sheet.commit();
}

/**
 * Streams a version as XLSX into `output`: each row is written to the zip as it is added, so the
 * workbook is never built whole in memory. Texts go to the shared strings: without them exceljs
 * writes each text as a formula's cached result (`t="str"`), which `=1+1` or `-x` look like.
 */
export async function writeXlsx(input: ExportInput, output: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: true,
  });
  workbook.creator = 'DUERP';
  workbook.created = new Date(input.creationTime);
  const version = presentExport(input);
  writeInventory(workbook, input);
  writeActions(workbook, input, version);
  writeSummary(workbook, input, version);
  const rps = presentRps(input.snapshot);
  if (rps) writeRpsSheet(rps, (...sheet) => addSheet(workbook, ...sheet));
  const chemicals = presentChemicals(input.snapshot);
  if (chemicals) writeChemicalsSheets(chemicals, (...sheet) => addSheet(workbook, ...sheet));
  await workbook.commit();
}

/** The version's XLSX file whole (in the export worker, which hands it over as bytes). */
export async function renderXlsx(input: ExportInput): Promise<Buffer> {
  const output = new PassThrough();
  const written = writeXlsx(input, output).catch((error: unknown) => {
    output.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  });
  const [file] = await Promise.all([buffer(output), written]);
  return file;
}
