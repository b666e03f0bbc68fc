import { z } from 'zod';

/** How serious a finding is: a breach of a duty, a record to complete, or a good practice. */
export const COMPLIANCE_LEVELS = ['manquement', 'à compléter', 'bonne pratique'] as const;
export type ComplianceLevel = (typeof COMPLIANCE_LEVELS)[number];

/** The stable codes of the findings (docs/compliance-findings.md gives each its article). */
export const COMPLIANCE_CODES = [
  'aucune-version',
  'unite-sans-risque',
  'ambiances-thermiques',
  'mise-a-jour-annuelle',
  'evenement-sans-mise-a-jour',
  'tpe-mise-a-jour',
  'exposition-differenciee',
  'annexe-penibilite',
  'rps-non-evalues',
  'papripact-absent',
  'papripact-cout',
  'actions-absentes',
  'consultation-cse',
  'envoi-spst',
  'risques-sans-action',
  'actions-en-retard',
] as const;
export type ComplianceCode = (typeof COMPLIANCE_CODES)[number];

export const ComplianceFindingSchema = z.object({
  code: z.enum(COMPLIANCE_CODES),
  level: z.enum(COMPLIANCE_LEVELS),
  /** What is missing and what to do, in French. */
  message: z.string(),
  /** The article of the code du travail, as docs/compliance-findings.md cites it. */
  article: z.string(),
  /** The page that fixes it: an editor step or the document page. */
  href: z.string(),
  linkLabel: z.string(),
});
export type ComplianceFinding = z.infer<typeof ComplianceFindingSchema>;

/** A duty the check shows without judging it (the national deposit portal). */
export const ComplianceNoticeSchema = z.object({
  code: z.literal('portail-depot'),
  message: z.string(),
  article: z.string(),
});
export type ComplianceNotice = z.infer<typeof ComplianceNoticeSchema>;

export const ComplianceReportSchema = z.object({
  findings: z.array(ComplianceFindingSchema),
  counts: z.object({
    manquement: z.number().int(),
    'à compléter': z.number().int(),
    'bonne pratique': z.number().int(),
  }),
  notApplicable: z.array(ComplianceNoticeSchema),
});
export type ComplianceReport = z.infer<typeof ComplianceReportSchema>;

/** The texts of « Prêt pour un contrôle ? » that are not a finding. */
export const COMPLIANCE_TEXTS = {
  title: 'Prêt pour un contrôle ?',
  empty: 'Aucun point relevé',
  loadFailed: 'Impossible de charger la vérification. Réessayez plus tard.',
  portal: "Non applicable : le portail n'est pas en service",
  /** The fine, stated once, in the help text (R4741-1, read on Légifrance: see the findings table). */
  help: "Cette vérification compare votre DUERP aux obligations du code du travail, article par article, à partir de ce que vous avez enregistré. Elle ne remplace pas un conseil juridique. Ne pas transcrire ou ne pas mettre à jour les résultats de l'évaluation des risques dans les conditions des articles R4121-1 et R4121-2 est puni de l'amende prévue pour les contraventions de 5e classe (article R4741-1).",
} as const;
