import { z } from 'zod';
import { isValidSiret } from '../format/siret-key.js';
import { RISK_STATUSES } from '../risk/score.js';
import { DUERP_MESSAGES } from './messages.js';
import { requiredText } from '../validation/required.js';
import { freeText } from '../validation/free-text.js';
import { CotationHistoriqueSchema, ExpositionPenibiliteSchema } from './assessment-schemas.js';
import { EvenementSchema } from '../living-document/events.js';
import { ConsultationSchema } from '../living-document/consultation.js';
import { MesuresChoisiesSchema } from './mesures.js';
import { RisquesPsychosociauxSchema } from '../rps/schemas.js';

const text = (max: number) => z.string().max(max);
/** Client-generated ids of units, categories, risks and actions. */
export const ClientIdSchema = z.string().min(1).max(100);
export const UuidSchema = z.uuid({ error: 'Identifiant invalide.' });

/** The four risk bands, from the one list in risk/score.ts. */
export const RiskStatusSchema = z.enum(RISK_STATUSES);
export type RiskStatus = z.infer<typeof RiskStatusSchema>;

/** Most numbers of employees a company form accepts. */
export const MAX_NOMBRE_EMPLOYES = 10_000_000;

export const EntrepriseSchema = z.object({
  nom: text(200),
  siret: text(30),
  secteurDActivite: text(200),
  isSecteurPublic: z.boolean(),
  adresse: text(500),
  nomDuRepresentantLegal: text(200),
  nombreEmployes: z.number().int().min(0).max(MAX_NOMBRE_EMPLOYES).nullable(),
  isEtablissement: z.boolean(),
  nomDeLEtablissement: text(200),
});
export type Entreprise = z.infer<typeof EntrepriseSchema>;

export { requiredText };

/** The company form, shared by the web form and the API. */
export const UpdateInfosEntrepriseBodySchema = z
  .strictObject({
    nom: requiredText(DUERP_MESSAGES.nomRequired, 200),
    siret: requiredText(DUERP_MESSAGES.siretRequired, 30, DUERP_MESSAGES.siretTooLong).refine(
      isValidSiret,
      DUERP_MESSAGES.siretInvalid,
    ),
    secteurDActivite: requiredText(DUERP_MESSAGES.secteurRequired, 200),
    isSecteurPublic: z.boolean(),
    adresse: requiredText(DUERP_MESSAGES.adresseRequired, 500),
    nomDuRepresentantLegal: requiredText(DUERP_MESSAGES.representantRequired, 200),
    nombreEmployes: z
      .number({ error: DUERP_MESSAGES.employesRequired })
      .int(DUERP_MESSAGES.employesInteger)
      .min(0, DUERP_MESSAGES.employesMin)
      .max(MAX_NOMBRE_EMPLOYES, DUERP_MESSAGES.employesMax),
    isEtablissement: z.boolean(),
    nomDeLEtablissement: freeText().trim().max(200).default(''),
  })
  // Checked even when other fields are wrong, so that the form shows every error at once.
  .superRefine(
    (value, ctx) => {
      const name = typeof value.nomDeLEtablissement === 'string' ? value.nomDeLEtablissement : '';
      if (value.isEtablissement === true && !name.trim()) {
        ctx.addIssue({
          code: 'custom',
          path: ['nomDeLEtablissement'],
          message: DUERP_MESSAGES.etablissementRequired,
        });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type UpdateInfosEntrepriseBody = z.infer<typeof UpdateInfosEntrepriseBodySchema>;

export const CategorieSchema = z.object({
  idCategorie: ClientIdSchema,
  code: text(30),
  displayName: text(300),
  isUserDefined: z.boolean(),
});
export type Categorie = z.infer<typeof CategorieSchema>;

export const RisqueSchema = z.object({
  idRisque: ClientIdSchema,
  idCategorie: ClientIdSchema,
  code: text(30),
  displayName: text(300),
  danger: text(5000),
  remarques: text(5000),
  evalGravite: z.number().int().min(1).max(4).nullable(),
  evalFrequence: z.number().int().min(1).max(4).nullable(),
  evalMaitrise: z.number().int().min(1).max(4).nullable(),
  isRisqueEvalue: z.boolean(),
  niveauDeRisqueValue: z.number().nullable(),
  niveauDeRisqueStatus: RiskStatusSchema.nullable(),
  isUserDefined: z.boolean(),
  /** The premade risk's regulatory threshold, kept to show it while evaluating. */
  infoSeuil: z.string().max(5000).nullable().optional(),
  /** Optional (issue 16): the prevention measures already in place. */
  mesuresExistantes: z.string().max(5000).optional(),
  /** Optional (issue 16, L4121-3): the exposure differs between women and men. */
  isExpositionDifferenciee: z.boolean().optional(),
  expositionDifferencieeNote: z.string().max(5000).optional(),
  /** Optional (issue 16): the ratings replaced by a re-rating, oldest first. */
  historiqueCotations: z.array(CotationHistoriqueSchema).max(100).optional(),
  /** Optional (issue 41): the catalogue risk this one was added from, to find its measures. */
  idPremadeRisque: z.string().max(100).optional(),
  /** Optional (issue 41): the catalogue's proposed measures, each answered in place or not. */
  mesuresProposees: MesuresChoisiesSchema.optional(),
});
export type Risque = z.infer<typeof RisqueSchema>;

export const ActionPreventiveSchema = z.object({
  idAction: ClientIdSchema,
  idUniteDeTravail: ClientIdSchema,
  idRisqueAssocie: ClientIdSchema,
  descriptionDeLaMesure: text(5000),
  responsable: text(200),
  budget: text(200),
  date: text(30),
  statut: text(50),
  /** Optional (issue 42, L4121-3-1 III 1° a and b): how it is carried out, measured, resourced. */
  conditionsExecution: text(2000).optional(),
  indicateurResultat: text(2000).optional(),
  ressources: text(2000).optional(),
});
export type ActionPreventive = z.infer<typeof ActionPreventiveSchema>;

export const UniteDeTravailSchema = z.object({
  idUniteDeTravail: ClientIdSchema,
  displayName: text(200),
  risques: z.array(RisqueSchema),
  categorieDeRisques: z.array(CategorieSchema),
  papripactActionsPreventives: z.array(ActionPreventiveSchema),
  niveauDeRisqueValue: z.number().nullable(),
  /** Optional (issue 16): the unit's headcount, and how many of them are women. */
  effectif: z.number().int().min(0).max(MAX_NOMBRE_EMPLOYES).nullable().optional(),
  effectifFemmes: z.number().int().min(0).max(MAX_NOMBRE_EMPLOYES).nullable().optional(),
  /** Optional (issue 16, R4121-1-1): exposures to the factors of L4161-1. */
  expositionsPenibilite: z.array(ExpositionPenibiliteSchema).max(10).optional(),
  /** Optional (issue 42, R4121-1): the unit is not exposed to heat or cold, « Non concerné ». */
  isAmbiancesThermiquesNonConcerne: z.boolean().optional(),
});
export type UniteDeTravail = z.infer<typeof UniteDeTravailSchema>;

export const SortBySchema = z.enum(['', 'code', 'niveauDeRisqueValue']);
export const DisplayOptionsSchema = z.object({
  sortBy: SortBySchema,
  shouldGroupByUnite: z.boolean(),
  shouldGroupByCategorie: z.boolean(),
});
export type DisplayOptions = z.infer<typeof DisplayOptionsSchema>;

/** The default PDF display options: grouped by unit and by category, no sort. */
export const DEFAULT_DISPLAY_OPTIONS: DisplayOptions = {
  sortBy: '',
  shouldGroupByUnite: true,
  shouldGroupByCategorie: true,
};

export const DuerpDataSchema = z.object({
  entreprise: EntrepriseSchema.nullable(),
  unitesDeTravail: z.array(UniteDeTravailSchema),
  displayOptions: DisplayOptionsSchema,
  isPapripactEnabled: z.boolean(),
  niveauDeRisqueTotalValue: z.number().nullable(),
  niveauDeRisqueTotalStatus: RiskStatusSchema.nullable(),
  /** Events reported since the document exists (absent until the first one). */
  evenementsDeMiseAJour: z.array(EvenementSchema).optional(),
  /** Optional (issue 43): the psychosocial risks assessed by RPS unit (absent until the first write). */
  risquesPsychosociaux: RisquesPsychosociauxSchema.optional(),
});
export type DuerpData = z.infer<typeof DuerpDataSchema>;

export const PaymentStatusSchema = z.enum([
  'DRAFT',
  'PAYMENT_NEEDED',
  'IN_PAID_PERIOD',
  'EXPIRED',
  'VIP',
]);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

export const VersionSummarySchema = z.object({
  id: z.string(),
  duerpDocumentId: z.string(),
  versionNumber: z.number().int(),
  creationTime: z.string(),
  notesDeVersion: z.string(),
  /** Generated with the "Annexe photographique" (additive: absent for a version without). */
  annexePhotographique: z.boolean().optional(),
  /** The CSE/SPST consultation record, in versions/list only (absent when none). */
  consultation: ConsultationSchema.optional(),
});
export type VersionSummary = z.infer<typeof VersionSummarySchema>;

export const DuerpDocumentSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  description: z.string(),
  data: DuerpDataSchema,
  versions: z.array(VersionSummarySchema),
  paymentStatus_Derivated: PaymentStatusSchema,
  isVip_Derivated: z.boolean(),
  hasFullAccess_Derivated: z.boolean(),
  hasBeenModifiedSinceLastGeneration: z.boolean(),
  isPurchased: z.boolean(),
  purchasedUntilDate: z.string().nullable(),
  revision: z.number().int(),
  /** The espace owning the document (additive): the web reads the caller's role there. */
  espaceId: z.string().optional(),
});
export type DuerpDocument = z.infer<typeof DuerpDocumentSchema>;

/** A unit in the whole-list write: order, names, membership. Other fields are ignored. */
export const UniteListItemSchema = z.looseObject({
  idUniteDeTravail: ClientIdSchema,
  displayName: freeText({ error: DUERP_MESSAGES.uniteNameRequiredOnRename })
    .trim()
    .min(1, DUERP_MESSAGES.uniteNameRequiredOnRename)
    .max(200),
});

export const UpdateListUnitesBodySchema = z.strictObject({
  unitesDeTravail: z
    .array(UniteListItemSchema)
    .max(300, 'Un DUERP ne peut pas compter plus de 300 unités de travail.')
    .refine((list) => new Set(list.map((u) => u.idUniteDeTravail)).size === list.length, {
      message: 'Deux unités de travail ont le même identifiant.',
    }),
});
export type UpdateListUnitesBody = z.infer<typeof UpdateListUnitesBodySchema>;

export const DuerpIdParamsSchema = z.strictObject({ id: UuidSchema });

export const DuerpDocumentListSchema = z.array(DuerpDocumentSchema);
