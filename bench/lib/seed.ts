import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { DuerpData, DuerpDocument } from '@duerp/domain/duerp';
import { largeDuerpData } from '../fixtures/large-document.js';

/** The update-risque body of every risk of the data, as the evaluation modal sends it. */
export function evaluationBodies(data: DuerpData) {
  return data.unitesDeTravail.flatMap((unite) =>
    unite.risques.map((r) => ({
      idUniteDeTravail: unite.idUniteDeTravail,
      idRisque: r.idRisque,
      idCategorie: r.idCategorie,
      displayName: r.displayName,
      danger: r.danger,
      remarques: r.remarques,
      evalGravite: r.evalGravite ?? 2,
      evalFrequence: r.evalFrequence ?? 2,
      evalMaitrise: r.evalMaitrise ?? 2,
      isUserDefined: r.isUserDefined,
      code: r.code,
    })),
  );
}

export interface Session {
  headers: Record<string, string>;
}

async function json<T>(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function signUp(base: string): Promise<Session> {
  const challenge = await json<Challenge>(`${base}/api/public/captcha/challenge`, 'GET', {});
  const solution = await solveChallenge({ challenge, deriveKey });
  const tokens = await json<{ accessToken: string }>(
    `${base}/api/public/account/create`,
    'POST',
    {},
    {
      emailAddress: `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@exemple.fr`,
      newPassword: 'Motdepasse1!',
      captchaToken: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
    },
  );
  return { headers: { authorization: `Bearer ${tokens.accessToken}` } };
}

/** A new, empty document of the session's account. */
export const createDocument = (base: string, session: Session) =>
  json<DuerpDocument>(`${base}/api/duerp/create`, 'POST', session.headers);

/**
 * The 40-unit × 25-risk document with 300 actions, built through the API as the editor would
 * (units, each unit's risk list, every evaluation, every action), then validated once.
 */
export async function seedLargeDocument(
  base: string,
  session: Session,
  units = 40,
  risksPerUnit = 25,
  actions = 300,
) {
  const data = largeDuerpData({ units, risksPerUnit, actions });
  const doc = await createDocument(base, session);
  const url = (path: string) => `${base}/api/duerp/${doc.id}/${path}`;
  const entreprise = data.entreprise!;
  await json(url('update-infosentreprise'), 'POST', session.headers, {
    ...entreprise,
    nombreEmployes: entreprise.nombreEmployes ?? 60,
  });
  await json(url('update-list-unitesdetravail'), 'POST', session.headers, {
    unitesDeTravail: data.unitesDeTravail.map(({ idUniteDeTravail, displayName }) => ({
      idUniteDeTravail,
      displayName,
    })),
  });
  for (const unite of data.unitesDeTravail) {
    await json(url('update-list-risques'), 'POST', session.headers, {
      idUniteDeTravail: unite.idUniteDeTravail,
      categorieDeRisques: unite.categorieDeRisques,
      risques: unite.risques.map(
        ({
          idRisque,
          idCategorie,
          code,
          displayName,
          danger,
          remarques,
          isUserDefined,
          infoSeuil,
        }) => ({
          idRisque,
          idCategorie,
          code,
          displayName,
          danger,
          remarques,
          isUserDefined,
          infoSeuil,
        }),
      ),
    });
  }
  const evaluations = evaluationBodies(data);
  for (const body of evaluations) await json(url('update-risque'), 'POST', session.headers, body);
  await json(url('update-toggle-papripact'), 'POST', session.headers, { isPapripactEnabled: true });
  for (const unite of data.unitesDeTravail) {
    for (const { idAction: _id, ...action } of unite.papripactActionsPreventives) {
      await json(url('upsert-action-preventive-papripact'), 'POST', session.headers, action);
    }
  }
  await json(url('generate'), 'POST', session.headers, {
    notesDeVersion: 'Banc d’essai',
    displayOptions: data.displayOptions,
  });
  return { id: doc.id, evaluations };
}
