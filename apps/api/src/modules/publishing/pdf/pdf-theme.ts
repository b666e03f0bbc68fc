import { BANDS_PRESENTATION, type RiskBandStatus } from '@duerp/domain/risk';
import { NOT_EVALUATED_COLORS } from '@duerp/domain/presentation';

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
  NONE: NOT_EVALUATED_COLORS,
};

/** Badges of the preventive actions' statuses. */
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

/** A4 page frames: portrait for prose, landscape for the tables (PdfWriter's `pages`). */
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
