/*
 * The columns of the spreadsheets the product writes and reads. The XLSX export's inventory and
 * the import template share these headers, so an exported file imports back as it is.
 */

/** A column of the risk inventory: its header and the field an import reads into. */
export interface InventoryColumn {
  key: InventoryKey;
  header: string;
  /** Other headers an import accepts for it (compared ignoring case and accents). */
  aliases: readonly string[];
}

export type InventoryKey =
  | 'unite'
  | 'categorie'
  | 'code'
  | 'risque'
  | 'danger'
  | 'gravite'
  | 'frequence'
  | 'maitrise'
  | 'valeur'
  | 'niveau'
  | 'remarques'
  | 'mesuresExistantes';

export const INVENTORY_COLUMNS: readonly InventoryColumn[] = [
  { key: 'unite', header: 'Unité de travail', aliases: ['Unité', 'Unite de travail'] },
  { key: 'categorie', header: 'Catégorie', aliases: ['Catégorie de risques', 'Famille'] },
  { key: 'code', header: 'Code', aliases: [] },
  { key: 'risque', header: 'Risque', aliases: ['Nom du risque', 'Libellé'] },
  { key: 'danger', header: 'Danger', aliases: ['Situation dangereuse'] },
  { key: 'gravite', header: 'G', aliases: ['Gravité'] },
  { key: 'frequence', header: 'F', aliases: ['Fréquence'] },
  { key: 'maitrise', header: 'M', aliases: ['Maîtrise'] },
  { key: 'valeur', header: 'Valeur', aliases: [] },
  { key: 'niveau', header: 'Niveau', aliases: [] },
  { key: 'remarques', header: 'Remarques', aliases: ['Commentaires'] },
  {
    key: 'mesuresExistantes',
    header: 'Mesures existantes',
    aliases: ['Mesures de prévention existantes'],
  },
];

/** The columns of the import template, in its order. */
export const TEMPLATE_KEYS: readonly InventoryKey[] = [
  'unite',
  'categorie',
  'risque',
  'danger',
  'gravite',
  'frequence',
  'maitrise',
  'remarques',
  'mesuresExistantes',
];

export function inventoryColumn(key: InventoryKey): InventoryColumn {
  const column = INVENTORY_COLUMNS.find((c) => c.key === key);
  if (!column) throw new Error(`Colonne inconnue : ${key}`);
  return column;
}

export const SHEET_NAMES = {
  inventory: 'Inventaire des risques',
  papripact: 'PAPRIPACT',
  actions: 'Actions de prévention',
  summary: 'Synthèse',
} as const;

export const ACTION_HEADERS = [
  'Unité de travail',
  'Action',
  'Risque',
  'Responsable',
  'Budget (€)',
  'Échéance',
  'Statut',
] as const;

/** The actions sheet's last column, when an action of the version holds PAPRIPACT details. */
export const ACTION_DETAILS_HEADER = "Conditions d'exécution, indicateur, ressources";

export type ExportFormat = 'xlsx' | 'docx';

/** `DUERP_v3.xlsx`, `DUERP_v3.docx`: the PDF's name with the format's extension. */
export function exportFileName(versionNumber: number, format: ExportFormat): string {
  return `DUERP_v${versionNumber}.${format}`;
}

export const EXPORT_MIME_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
