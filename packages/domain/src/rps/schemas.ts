import { z } from 'zod';
import { FAMILLE_RPS_IDS } from './grid.js';

/** An id made by the client (RPS units, actions), as the document's other ids. */
const RpsIdSchema = z.string().min(1).max(100);
const text = (max: number) => z.string().max(max);

/** The 4 frequency answers of the grid, from the least to the most frequent. */
export const FREQUENCES_RPS = ['jamais', 'parfois', 'souvent', 'toujours'] as const;
export const FrequenceRpsSchema = z.enum(FREQUENCES_RPS);
export type FrequenceRps = z.infer<typeof FrequenceRpsSchema>;

/** A family's synthesis level, green to red. */
export const NIVEAUX_RPS = ['faible', 'modere', 'eleve'] as const;
export const NiveauRpsSchema = z.enum(NIVEAUX_RPS);
export type NiveauRps = z.infer<typeof NiveauRpsSchema>;

export const FamilleRpsIdSchema = z.enum(FAMILLE_RPS_IDS);

/** 'groupe': a group session over the 26 factors; 'simplifie': the manager's light path (< 50). */
export const ModeRpsSchema = z.enum(['groupe', 'simplifie']);
export type ModeRps = z.infer<typeof ModeRpsSchema>;

export const DialogueSocialSchema = z.enum(['bon', 'degrade']);
export type DialogueSocial = z.infer<typeof DialogueSocialSchema>;

export const AnimateurRpsSchema = z.object({ nom: text(200), fonction: text(200) });

/** The group session: who facilitated, how many took part (never who), confidentiality agreed. */
export const SeanceRpsSchema = z.object({
  date: text(10),
  /** The facilitator from management. */
  animateurDirection: AnimateurRpsSchema,
  /** The facilitator representing the staff (CSE member, staff delegate). */
  animateurPersonnel: AnimateurRpsSchema,
  nombreParticipants: z.number().int().min(0).max(1000),
  confidentialiteAcceptee: z.boolean(),
});
export type SeanceRps = z.infer<typeof SeanceRpsSchema>;

/** The group's one answer to a factor (no individual answer is ever stored). */
export const ReponseFacteurRpsSchema = z.object({
  idFacteur: text(100),
  reponse: FrequenceRpsSchema.nullable(),
  situationsConcretes: text(5000),
  /** Whether the group chose to print its « Situations concrètes » in the document. */
  imprimerSituations: z.boolean(),
});
export type ReponseFacteurRps = z.infer<typeof ReponseFacteurRpsSchema>;

/** A light-path answer. */
export const ReponseSimplifieeRpsSchema = z.object({
  idQuestion: text(100),
  reponse: FrequenceRpsSchema.nullable(),
});
export type ReponseSimplifieeRps = z.infer<typeof ReponseSimplifieeRpsSchema>;

/** The group's own level for a family, replacing the computed one, with why. */
export const AjustementFamilleRpsSchema = z.object({
  famille: FamilleRpsIdSchema,
  niveau: NiveauRpsSchema,
  motif: text(2000),
});
export type AjustementFamilleRps = z.infer<typeof AjustementFamilleRpsSchema>;

/** What an RPS action treats: one factor of the grid, or a whole family. */
export const CibleActionRpsSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('facteur'), idFacteur: text(100) }),
  z.object({ type: z.literal('famille'), famille: FamilleRpsIdSchema }),
]);
export type CibleActionRps = z.infer<typeof CibleActionRpsSchema>;

/** A prevention action of an RPS unit: the fields of every action, linked to its factor/family. */
export const ActionRpsSchema = z.object({
  idAction: RpsIdSchema,
  cible: CibleActionRpsSchema,
  descriptionDeLaMesure: text(5000),
  responsable: text(200),
  budget: text(200),
  date: text(30),
  statut: text(50),
});
export type ActionRps = z.infer<typeof ActionRpsSchema>;

export const UniteRpsSchema = z.object({
  idUniteRps: RpsIdSchema,
  displayName: text(200),
  /** The DUERP work units this RPS unit covers (none: not mapped). */
  idsUnitesDeTravail: z.array(RpsIdSchema).max(300),
  mode: ModeRpsSchema,
  seance: SeanceRpsSchema.nullable(),
  reponses: z.array(ReponseFacteurRpsSchema).max(26),
  reponsesSimplifiees: z.array(ReponseSimplifieeRpsSchema).max(50),
  ajustements: z.array(AjustementFamilleRpsSchema).max(7),
  actions: z.array(ActionRpsSchema).max(500),
});
export type UniteRps = z.infer<typeof UniteRpsSchema>;

/** The document's RPS assessment (absent from documents that never had one). */
export const RisquesPsychosociauxSchema = z.object({
  /** The precondition: social dialogue good or degraded (null: not said yet). */
  dialogueSocial: DialogueSocialSchema.nullable(),
  unitesRps: z.array(UniteRpsSchema).max(100),
});
export type RisquesPsychosociaux = z.infer<typeof RisquesPsychosociauxSchema>;

export const EMPTY_RISQUES_PSYCHOSOCIAUX: RisquesPsychosociaux = {
  dialogueSocial: null,
  unitesRps: [],
};
