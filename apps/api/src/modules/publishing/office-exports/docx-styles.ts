import { AlignmentType, type IStylesOptions } from 'docx';
import { BANDS_PRESENTATION } from '@duerp/domain/risk';
import { rgb } from './export-input.js';

const FONT = 'Calibri';
const PRIMARY = '1E3A8A';

/** Style ids: the document uses these names, so a user restyles it in Word, not cell by cell. */
export const STYLES = {
  body: 'Corps',
  cell: 'Cellule',
  headerCell: 'EnTeteTableau',
  callout: 'Encadre',
  coverTitle: 'TitreCouverture',
  coverLine: 'LigneCouverture',
  small: 'Mention',
  band: (status: string) => `Niveau${status}`,
} as const;

/** Named paragraph and character styles of the DOCX export. */
export const DOCX_STYLES: IStylesOptions = {
  default: {
    document: { run: { font: FONT, size: 21 } },
    heading1: {
      run: { font: FONT, size: 32, bold: true, color: PRIMARY },
      paragraph: { spacing: { before: 240, after: 160 }, keepNext: true },
    },
    heading2: {
      run: { font: FONT, size: 26, bold: true, color: PRIMARY },
      paragraph: { spacing: { before: 200, after: 100 }, keepNext: true },
    },
    heading3: {
      run: { font: FONT, size: 22, bold: true },
      paragraph: { spacing: { before: 160, after: 80 }, keepNext: true },
    },
  },
  paragraphStyles: [
    {
      id: STYLES.body,
      name: 'Corps de texte DUERP',
      basedOn: 'Normal',
      quickFormat: true,
      paragraph: { spacing: { after: 120, line: 276 }, alignment: AlignmentType.JUSTIFIED },
    },
    {
      id: STYLES.cell,
      name: 'Cellule de tableau',
      basedOn: 'Normal',
      run: { size: 18 },
      paragraph: { spacing: { after: 0 } },
    },
    {
      id: STYLES.headerCell,
      name: 'En-tête de tableau',
      basedOn: STYLES.cell,
      run: { bold: true, color: 'FFFFFF' },
    },
    {
      id: STYLES.callout,
      name: 'Encadré',
      basedOn: STYLES.body,
      run: { bold: true, color: PRIMARY },
      paragraph: {
        border: { left: { style: 'single', size: 18, color: PRIMARY, space: 8 } },
        indent: { left: 240 },
      },
    },
    {
      id: STYLES.coverTitle,
      name: 'Titre de couverture',
      basedOn: 'Title',
      run: { font: FONT, size: 44, bold: true, color: PRIMARY },
      paragraph: { spacing: { before: 2400, after: 480 }, alignment: AlignmentType.CENTER },
    },
    {
      id: STYLES.coverLine,
      name: 'Ligne de couverture',
      basedOn: 'Normal',
      run: { size: 24 },
      paragraph: { spacing: { after: 160 }, alignment: AlignmentType.CENTER },
    },
    {
      id: STYLES.small,
      name: 'Mention',
      basedOn: 'Normal',
      run: { size: 16, color: '475569' },
    },
  ],
  characterStyles: BANDS_PRESENTATION.map((band) => ({
    id: STYLES.band(band.status),
    name: `Niveau ${band.shortDisplayName}`,
    run: { bold: true, color: rgb(band.onColor) },
  })),
};
