import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AccessNoticeBodySchema } from '../access/access-notice.js';
import { CreateShareLinkBodySchema } from '../access/share-links.js';
import { ContactBodySchema } from '../contact/schemas.js';
import { UpdatePenibiliteUniteBodySchema } from '../duerp/assessment-bodies.js';
import { DuplicateUniteBodySchema } from '../duerp/duplicate-unit.js';
import {
  UpdateListRisquesBodySchema,
  UpdateRisqueBodySchema,
  UpsertActionBodySchema,
} from '../duerp/editor-schemas.js';
import { UpdateInfosEntrepriseBodySchema, UpdateListUnitesBodySchema } from '../duerp/schemas.js';
import { GenerateBodySchema } from '../duerp/version-schemas.js';
import { ConsultationBodySchema } from '../living-document/consultation.js';
import { SignalerEvenementBodySchema } from '../living-document/events.js';
import { UpsertBillingProfileBodySchema } from '../payment/schemas.js';
import { readImportRow } from '../spreadsheet/import-rows.js';
import { cleanFreeLine, cleanFreeText, hasVisibleText } from './free-text.js';
import { requiredText } from './required.js';

/** What Word pastes for Shift+Enter, then controls, a non-character and a lone surrogate. */
const PASTED = 'Ligne 1\u000BLigne 2\u0001\u001F\uFFFE\uFFFF\uD800 fin';
const KEPT = 'Ligne 1\nLigne 2 fin';

describe('cleanFreeText', () => {
  it('keeps tabs, line feeds, accents, emoji and other printable characters as they are', () => {
    const text = 'Côté\tquai\nÉtagère « haute » – 2 m 🦺 ∑ \u2028';
    expect(cleanFreeText(text)).toBe(text);
  });

  it("turns Word's line break (U+000B), form feeds and carriage returns into line feeds", () => {
    expect(cleanFreeText('a\u000Bb\u000Cc\r\nd\re')).toBe('a\nb\nc\nd\ne');
  });

  it('removes the other controls, U+FFFE, U+FFFF and lone surrogates', () => {
    expect(cleanFreeText('a\u0000\u0001\u0008\u000E\u001F\u007F\u0085\u009Fb')).toBe('ab');
    expect(cleanFreeText('a\uFFFEb\uFFFFc')).toBe('abc');
    expect(cleanFreeText('a\uD800b\uDFFFc\uDBFF')).toBe('abc');
  });

  it('removes bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069)', () => {
    const hidden = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
    expect(cleanFreeText(`fac${hidden}ture.pdf`)).toBe('facture.pdf');
    expect(cleanFreeText('\u202Efdp.exe')).toBe('fdp.exe');
    // Marks that only hint a direction, and the zero-width joiner of an emoji, stay.
    expect(cleanFreeText('a\u200E\u200Fb 👩\u200D🔧')).toBe('a\u200E\u200Fb 👩\u200D🔧');
  });
});

describe('hasVisibleText and cleanFreeLine', () => {
  it('reads a text of zero-width or blank characters only as empty', () => {
    for (const text of ['\u200B', '\u200B\u200C\u200D\u2060\uFEFF', ' \u00AD\u3164\u2800 ', '']) {
      expect(hasVisibleText(text), JSON.stringify(text)).toBe(false);
    }
    expect(hasVisibleText('\u200Bok')).toBe(true);
    const schema = requiredText('Le commentaire est vide.', 100);
    expect(schema.safeParse('\u200B\u200D\u2060').error?.issues[0]?.message).toBe(
      'Le commentaire est vide.',
    );
    expect(schema.safeParse('\u202E\u2066').error?.issues[0]?.message).toBe(
      'Le commentaire est vide.',
    );
  });

  it('puts a one-line text on one line', () => {
    expect(cleanFreeLine('Boulangerie\nMartin\r\n\tLyon')).toBe('Boulangerie Martin Lyon');
    expect(cleanFreeLine('Bcc: x@y.fr\u000B\u202Eok')).toBe('Bcc: x@y.fr ok');
  });
});

const ENTREPRISE = {
  nom: 'Boulangerie',
  siret: '73282932000074',
  secteurDActivite: 'Commerce',
  isSecteurPublic: false,
  adresse: '1 rue',
  nomDuRepresentantLegal: 'Claire',
  nombreEmployes: 3,
  isEtablissement: true,
  nomDeLEtablissement: 'Lyon',
};
const RISQUE = {
  idUniteDeTravail: 'u1',
  idRisque: 'r1',
  idCategorie: 'c1',
  displayName: 'Chute',
  danger: '',
  remarques: '',
  evalGravite: 2,
  evalFrequence: 2,
  evalMaitrise: 2,
  isUserDefined: true,
  code: '',
};
const ACTION = {
  idUniteDeTravail: 'u1',
  idRisqueAssocie: 'r1',
  descriptionDeLaMesure: 'Tapis',
  responsable: 'Claire',
  budget: '',
  date: '2027-03-15',
  statut: 'En cours',
};
const BILLING = { name: 'SARL', line1: '1 rue', postalCode: '69003', city: 'Lyon', country: 'FR' };
const CONTACT = { emailAddress: 'a@b.fr', name: 'Claire', userMessage: 'Bonjour' };

/** Each body with a valid payload and its free-text fields (a path into the parsed body). */
const BODIES: [string, z.ZodType, Record<string, unknown>, (string | number)[][]][] = [
  [
    'entreprise',
    UpdateInfosEntrepriseBodySchema,
    ENTREPRISE,
    [
      ['nom'],
      ['secteurDActivite'],
      ['adresse'],
      ['nomDuRepresentantLegal'],
      ['nomDeLEtablissement'],
    ],
  ],
  [
    'unités',
    UpdateListUnitesBodySchema,
    { unitesDeTravail: [{ idUniteDeTravail: 'u1', displayName: 'Atelier' }] },
    [['unitesDeTravail', 0, 'displayName']],
  ],
  [
    'liste des risques',
    UpdateListRisquesBodySchema,
    {
      idUniteDeTravail: 'u1',
      categorieDeRisques: [
        { idCategorie: 'c1', code: '', displayName: 'Chutes', isUserDefined: true },
      ],
      risques: [{ ...RISQUE, infoSeuil: 'Seuil' }],
    },
    [
      ['categorieDeRisques', 0, 'displayName'],
      ['categorieDeRisques', 0, 'code'],
      ['risques', 0, 'displayName'],
      ['risques', 0, 'danger'],
      ['risques', 0, 'remarques'],
      ['risques', 0, 'infoSeuil'],
    ],
  ],
  [
    'risque',
    UpdateRisqueBodySchema,
    { ...RISQUE, mesuresExistantes: '', expositionDifferencieeNote: '' },
    [
      ['displayName'],
      ['danger'],
      ['remarques'],
      ['mesuresExistantes'],
      ['expositionDifferencieeNote'],
    ],
  ],
  [
    'action',
    UpsertActionBodySchema,
    ACTION,
    [['descriptionDeLaMesure'], ['responsable'], ['budget']],
  ],
  [
    'pénibilité',
    UpdatePenibiliteUniteBodySchema,
    {
      idUniteDeTravail: 'u1',
      expositionsPenibilite: [{ idFacteur: 'bruit', nombreExposes: 2, situations: '' }],
    },
    [['expositionsPenibilite', 0, 'situations']],
  ],
  [
    'copie d’unité',
    DuplicateUniteBodySchema,
    { idUniteDeTravail: 'u1', displayName: 'Copie' },
    [['displayName']],
  ],
  [
    'notes de version',
    GenerateBodySchema,
    {
      notesDeVersion: '',
      displayOptions: { sortBy: '', shouldGroupByUnite: true, shouldGroupByCategorie: true },
    },
    [['notesDeVersion']],
  ],
  [
    'événement',
    SignalerEvenementBodySchema,
    { type: 'autre', date: '2020-01-01', description: 'Chute' },
    [['description']],
  ],
  [
    'consultation',
    ConsultationBodySchema,
    { dateConsultationCse: null, avisCse: null, commentaires: '', dateEnvoiSpst: null },
    [['commentaires']],
  ],
  ['lien de consultation', CreateShareLinkBodySchema, { label: 'CSE' }, [['label']]],
  [
    'affichage',
    AccessNoticeBodySchema,
    { lieu: 'Bureau', personne: 'Claire', horaires: '9 h' },
    [['lieu'], ['personne'], ['horaires']],
  ],
  [
    'profil de facturation',
    UpsertBillingProfileBodySchema,
    { ...BILLING, line2: '' },
    [['name'], ['line1'], ['line2'], ['city']],
  ],
  ['contact', ContactBodySchema, CONTACT, [['name'], ['userMessage']]],
];

const withValue = (target: unknown, path: (string | number)[], value: string): unknown => {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(target) ? [...target] : { ...(target as object) }) as Record<
    string | number,
    unknown
  >;
  copy[key] = withValue(copy[key], rest, value);
  return copy;
};
const valueAt = (target: unknown, path: (string | number)[]): unknown =>
  path.reduce<unknown>((v, key) => (v as Record<string | number, unknown>)[key], target);

describe('every free text of every body', () => {
  it.each(BODIES)('is cleaned the same way: %s', (_, schema, payload, paths) => {
    for (const path of paths) {
      const parsed = schema.parse(withValue(payload, path, PASTED));
      expect(valueAt(parsed, path), path.join('.')).toBe(KEPT);
    }
  });

  it('is required when nothing but controls is left', () => {
    const result = UpdateInfosEntrepriseBodySchema.safeParse({
      ...ENTREPRISE,
      nom: '\u0001\uFFFE',
    });
    expect(result.error?.issues[0]?.message).toBe("Le nom de l'entreprise est requis");
  });

  it('is cleaned in an imported file too', () => {
    const row = readImportRow(
      { line: 2, cells: ['Atelier\u0001', 'Chutes', `Chute${PASTED}`, PASTED] },
      { unite: 0, categorie: 1, risque: 2, danger: 3 },
    );
    expect(row).toMatchObject({ unite: 'Atelier', displayName: `Chute${KEPT}`, danger: KEPT });
  });
});
