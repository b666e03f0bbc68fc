// What the tests of the RPS writes share: a context, a session, a document with one RPS unit.
import { emptyDuerpData, type DuerpData } from '@duerp/domain/duerp';
import { syntheseUniteRps, type FrequenceRps } from '@duerp/domain/rps';
import { applyDocumentWrite } from './document-writes.js';
import { DocumentWriteError } from './write-error.js';

export const ctx = { newId: () => 'nouveau', now: () => '2026-12-03T10:00:00.000Z' };
export const seance = {
  idUniteRps: 'rps1',
  date: '2026-11-20',
  animateurDirection: { nom: 'Claire Martin', fonction: 'Responsable RH' },
  animateurPersonnel: { nom: 'Paul Durand', fonction: 'Membre du CSE' },
  nombreParticipants: 5,
  confidentialiteAcceptee: true as const,
};

export function withUnit(mode: 'groupe' | 'simplifie', nombreEmployes = 20): DuerpData {
  const data = emptyDuerpData();
  data.entreprise = {
    nom: 'Boulangerie',
    siret: '',
    secteurDActivite: '',
    isSecteurPublic: false,
    adresse: '',
    nomDuRepresentantLegal: '',
    nombreEmployes,
    isEtablissement: false,
    nomDeLEtablissement: '',
  };
  return applyDocumentWrite(
    'updateListUnitesRps',
    data,
    { unitesRps: [{ idUniteRps: 'rps1', displayName: 'Vente', idsUnitesDeTravail: [], mode }] },
    ctx,
  );
}

export const answer = (data: DuerpData, idFacteur: string, reponse: FrequenceRps) =>
  applyDocumentWrite(
    'updateReponseRps',
    data,
    { idUniteRps: 'rps1', idFacteur, reponse, situationsConcretes: '', imprimerSituations: false },
    ctx,
  );

export const unitOf = (data: DuerpData) => data.risquesPsychosociaux!.unitesRps[0]!;
export const familyOf = (data: DuerpData, famille: string) =>
  syntheseUniteRps(unitOf(data)).find((f) => f.famille === famille)!;

export function refusal(run: () => unknown): DocumentWriteError {
  try {
    run();
  } catch (error) {
    if (error instanceof DocumentWriteError) return error;
    throw error;
  }
  throw new Error('the write was accepted');
}
