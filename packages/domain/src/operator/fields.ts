import { z } from 'zod';
import { freeText } from '../validation/free-text.js';

/** A SIREN's or VAT number's key check: FR + key + SIREN, key = (12 + 3 × (SIREN mod 97)) mod 97. */
export function frenchVatKey(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');
}

const digits = (text: string) => text.replace(/\s/g, '');
const text = (max: number) => freeText().trim().min(1, 'ne peut pas être vide').max(max);

/**
 * Each piece of the operator's identity (LCEN art. 6 for the legal notice; Code de commerce L441-9
 * and R123-237 for invoices): its French label and how a value is checked, wherever it comes from
 * (environment variable or `npm run admin -- operator set`).
 */
export const OPERATOR_FIELDS = {
  legalName: { label: 'Raison sociale', schema: text(200) },
  legalForm: { label: 'Forme juridique', schema: text(100) },
  shareCapital: { label: 'Capital social', schema: text(100) },
  address: { label: 'Adresse du siège social', schema: text(300) },
  siren: {
    label: 'SIREN',
    schema: z
      .string()
      .transform(digits)
      .pipe(z.string().regex(/^\d{9}$/, 'doit compter 9 chiffres')),
  },
  siret: {
    label: 'SIRET du siège',
    schema: z
      .string()
      .transform(digits)
      .pipe(z.string().regex(/^\d{14}$/, 'doit compter 14 chiffres')),
  },
  rcs: { label: 'Immatriculation au RCS', schema: text(100) },
  vatNumber: {
    label: 'N° de TVA intracommunautaire',
    schema: z
      .string()
      .transform((v) => digits(v).toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, 'format attendu : FR + 11 chiffres')),
  },
  phone: { label: 'Téléphone', schema: text(40) },
  supportEmail: { label: 'Adresse e-mail de contact', schema: z.email('adresse e-mail invalide') },
  publicationDirector: { label: 'Directeur ou directrice de la publication', schema: text(200) },
  hostName: { label: 'Hébergeur : raison sociale', schema: text(200) },
  hostAddress: { label: 'Hébergeur : adresse', schema: text(300) },
  hostPhone: { label: 'Hébergeur : téléphone', schema: text(40) },
  mediator: { label: 'Médiateur de la consommation', schema: text(300) },
  emailProvider: { label: "Prestataire d'envoi des e-mails", schema: text(200) },
  paymentProvider: { label: 'Prestataire de paiement', schema: text(200) },
} as const;

export type OperatorField = keyof typeof OPERATOR_FIELDS;
export const OPERATOR_FIELD_NAMES = Object.keys(OPERATOR_FIELDS) as OperatorField[];

export function isOperatorField(name: string): name is OperatorField {
  return Object.hasOwn(OPERATOR_FIELDS, name);
}

/** What a visitor reads where a piece of the identity is not published yet (never a bracket). */
export const OPERATOR_MISSING_TEXT = 'Information en cours de publication.';

/**
 * The identity as a whole: the SIRET must extend the SIREN, and a French VAT number must carry
 * the SIREN with its key. Returns French problems, one per line.
 */
export function operatorConsistencyProblems(
  identity: Partial<Record<OperatorField, string | null>>,
) {
  const problems: string[] = [];
  const { siren, siret, vatNumber } = identity;
  if (siren && siret && !siret.startsWith(siren))
    problems.push('le SIRET doit commencer par le SIREN');
  if (siren && vatNumber?.startsWith('FR') && vatNumber !== `FR${frenchVatKey(siren)}${siren}`)
    problems.push(
      `le n° de TVA ne correspond pas au SIREN (attendu FR${frenchVatKey(siren)}${siren})`,
    );
  return problems;
}
