import { describe, expect, it } from 'vitest';
import { CHEMICAL_MESSAGES as M } from './messages.js';
import { ExposureBodySchema, ProductBodySchema, SubstitutionBodySchema } from './schemas.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('ProductBodySchema', () => {
  it('fills the defaults and writes the codes as the CLP does, once each', () => {
    const body = ProductBodySchema.parse({
      nomCommercial: '  Dégraissant X\u0007 ',
      mentionsDanger: ['h350i', 'H225', 'H350I'],
      pictogrammes: ['SGH02', 'SGH08', 'SGH02'],
    });
    expect(body).toMatchObject({
      nomCommercial: 'Dégraissant X',
      fournisseur: '',
      frequence: null,
      unitesDeTravail: [],
      utilisateurs: [],
      mentionsDanger: ['H350i', 'H225'],
      pictogrammes: ['SGH02', 'SGH08'],
      fdsDateRevision: null,
    });
  });

  it('names the code it refuses', () => {
    const result = ProductBodySchema.safeParse({ nomCommercial: 'X', mentionsDanger: ['H999z'] });
    expect(firstMessage(result)).toBe(M.hazardCodeInvalid('H999z'));
  });

  it.each([
    [{ nomCommercial: '   ' }, M.nomRequired],
    [{ nomCommercial: '\u200B' }, M.nomRequired],
    [{ nomCommercial: 'X', pictogrammes: ['SGH10'] }, M.pictogramInvalid],
    [{ nomCommercial: 'X', frequence: 'parfois' }, M.frequenceInvalid],
    [{ nomCommercial: 'X', fdsDateRevision: '2025-02-30' }, M.dateInvalid],
    [{ nomCommercial: 'X', fdsDateRevision: '2099-01-01' }, M.dateFuture],
    [{ nomCommercial: 'x'.repeat(201) }, 'Ce champ ne peut pas dépasser 200 caractères'],
  ])('refuses %j', (input, message) => {
    expect(firstMessage(ProductBodySchema.safeParse(input))).toBe(message);
  });

  it('refuses unknown fields and huge lists', () => {
    expect(ProductBodySchema.safeParse({ nomCommercial: 'X', cmr: 'avere' }).success).toBe(false);
    const many = Array.from({ length: 61 }, () => 'H225');
    expect(ProductBodySchema.safeParse({ nomCommercial: 'X', mentionsDanger: many }).success).toBe(
      false,
    );
  });
});

describe('SubstitutionBodySchema', () => {
  it('requires what was tried and a known result', () => {
    const ok = {
      date: '2026-11-02',
      piste: 'fournisseur',
      demarche: 'Courrier au fournisseur',
      resultat: 'en-cours',
    };
    expect(SubstitutionBodySchema.parse(ok).commentaire).toBe('');
    expect(firstMessage(SubstitutionBodySchema.safeParse({ ...ok, demarche: ' ' }))).toBe(
      M.demarcheRequired,
    );
    expect(firstMessage(SubstitutionBodySchema.safeParse({ ...ok, resultat: 'peut-être' }))).toBe(
      M.resultatInvalid,
    );
    expect(firstMessage(SubstitutionBodySchema.safeParse({ ...ok, date: '2026-13-01' }))).toBe(
      M.dateInvalid,
    );
  });
});

describe('ExposureBodySchema', () => {
  const ok = {
    travailleur: 'Jean Martin',
    nature: 'Inhalation de vapeurs',
    duree: '2 h par jour',
    degre: 'Faible',
  };

  it('takes a worker with the nature, duration and degree of exposure', () => {
    expect(ExposureBodySchema.parse(ok)).toMatchObject({
      poste: '',
      dateDebut: null,
      dateFin: null,
    });
  });

  it('refuses an end before the start, and a missing degree', () => {
    const wrong = { ...ok, dateDebut: '2026-05-02', dateFin: '2026-05-01' };
    expect(firstMessage(ExposureBodySchema.safeParse(wrong))).toBe(M.dateFinBeforeDebut);
    expect(firstMessage(ExposureBodySchema.safeParse({ ...ok, degre: '' }))).toBe(M.degreRequired);
  });
});
