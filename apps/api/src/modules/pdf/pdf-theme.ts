import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { BANDS_PRESENTATION, type RiskBandStatus } from '@duerp/domain';

/*
 * Fonts: DejaVu Sans (npm package `dejavu-fonts-ttf`), embedded and subset in every PDF so accents,
 * « », œ and € render identically everywhere. Licence: Bitstream Vera Fonts licence with the
 * DejaVu changes in the public domain — free to use, embed and redistribute.
 */
const FONT_FILES = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
  cond: 'DejaVuSansCondensed.ttf',
  condBold: 'DejaVuSansCondensed-Bold.ttf',
  mono: 'DejaVuSansMono.ttf',
} as const;
export type FontName = keyof typeof FONT_FILES;
export const FONT_NAMES = Object.keys(FONT_FILES) as FontName[];

let fontBuffers: Map<FontName, Buffer> | null = null;

/** The font files, read once per process (or worker). */
export function loadFonts(): Map<FontName, Buffer> {
  if (!fontBuffers) {
    const require = createRequire(import.meta.url);
    const dir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    fontBuffers = new Map(
      FONT_NAMES.map((name) => [name, readFileSync(join(dir, FONT_FILES[name]))]),
    );
  }
  return fontBuffers;
}

/** Colours of the document: a sober navy and slate palette, band colours close to the web app's. */
export const COLORS = {
  ink: '#1e293b',
  muted: '#64748b',
  faint: '#94a3b8',
  rule: '#cbd5e1',
  hairline: '#e2e8f0',
  primary: '#1e3a5f',
  primaryLight: '#e8eef5',
  accent: '#2563eb',
  zebra: '#f8fafc',
  categoryRow: '#eef2f7',
  white: '#ffffff',
  watermark: '#b91c1c',
} as const;

export interface BadgeColors {
  fill: string;
  text: string;
}

/** Level badges: the bands' colours from the domain (as on screen), and grey for "Non évalué". */
export const BAND_COLORS: Record<RiskBandStatus | 'NONE', BadgeColors> = {
  ...(Object.fromEntries(
    BANDS_PRESENTATION.map((band) => [band.status, { fill: band.color, text: band.onColor }]),
  ) as Record<RiskBandStatus, BadgeColors>),
  NONE: { fill: '#e2e8f0', text: '#334155' },
};

/** Badges of the preventive actions' statuses (SPEC §4). */
export const STATUT_COLORS: Record<string, BadgeColors> = {
  'À planifier': { fill: '#e0e7ff', text: '#3730a3' },
  'En cours': { fill: '#dbeafe', text: '#1d4ed8' },
  Terminé: { fill: '#dcfce7', text: '#166534' },
  'En attente': { fill: '#fef3c7', text: '#92400e' },
  Annulé: { fill: '#f1f5f9', text: '#475569' },
};
export const DEFAULT_STATUT_COLORS: BadgeColors = { fill: '#f1f5f9', text: '#334155' };

/** Type sizes in points. */
export const SIZES = {
  body: 9.3,
  small: 8,
  table: 8,
  tableHeader: 7.5,
  h1: 17,
  h2: 12,
  h3: 10.5,
} as const;

export type Orientation = 'portrait' | 'landscape';

/** A4 page frames: portrait for prose, landscape for the tables. */
export const PAGE = {
  portrait: {
    width: 595.28,
    height: 841.89,
    margins: { top: 62, bottom: 64, left: 56, right: 56 },
  },
  landscape: {
    width: 841.89,
    height: 595.28,
    margins: { top: 52, bottom: 56, left: 40, right: 40 },
  },
} as const;
