import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  type ConvertObservationBodySchema,
  type SendObservationBodySchema,
  OBSERVATION_MESSAGES as M,
  OBSERVATIONS_LINK_WINDOW_SECONDS,
  OBSERVATIONS_CATEGORY_NAME,
  type Observation,
} from '@duerp/domain/collaboration';
import { formatDateShort, parisDay } from '@duerp/domain/calendar';
import { type DuerpData, newRisque, type DuerpDocument, type Risque } from '@duerp/domain/duerp';
import type { Deps } from '../../../lib/deps.js';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../../errors.js';
import { verifyCaptcha } from '../../platform/captcha/index.js';
import { documentStore, editUnit } from '../../documents/document-store/index.js';
import { mutateDocument, upsertAction } from '../duerp/index.js';
import { signalerEvenement } from '../living-document/index.js';
import { enforceRateLimits } from '../../platform/rate-limit/index.js';
import { resolveShareLink } from '../../publishing/sharing/index.js';
import { findVersionSnapshotJson } from '../../publishing/versions/index.js';
import { listPendingObservations } from '../observation-queries/index.js';
import {
  claimObservation,
  insertObservation,
  observationExists,
  releaseObservation,
  type ObservationRow,
} from './observations.repository.js';

type SendObservationInput = z.output<typeof SendObservationBodySchema>;
type ConvertObservationInput = z.output<typeof ConvertObservationBodySchema>;
type Row = Awaited<ReturnType<typeof listPendingObservations>>[number];

export function toObservation({ observation: o, lien }: Row): Observation {
  return {
    id: o.id,
    idUniteDeTravail: o.idUniteDeTravail,
    uniteDisplayName: o.uniteDisplayName,
    idRisque: o.idRisque,
    risqueDisplayName: o.risqueDisplayName,
    texte: o.texte,
    prenom: o.prenom,
    recueLe: o.createdAt.toISOString(),
    lien,
  };
}

/**
 * verifyCaptcha, so that a bogus captcha cannot silence a link: a valid one passes whatever came
 * before; each failure (bad or replayed) counts against `failureKey` (the sender's IP),
 * RATE_LIMIT_MAX_PER_EMAIL a window, then 429.
 */
async function verifyCaptchaCountingFailures(deps: Deps, payload: string, failureKey: string) {
  try {
    await verifyCaptcha(deps.db, deps.env, payload);
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
    await enforceRateLimits(deps.db, [
      {
        key: failureKey,
        max: deps.env.RATE_LIMIT_MAX_PER_EMAIL,
        windowSeconds: deps.env.RATE_LIMIT_WINDOW_SECONDS,
      },
    ]);
    throw error;
  }
}

/**
 * An observation sent through a live share link that accepts them, on a unit (or a risk) of the
 * version the link shows. The captcha is checked before anything is counted against the link, so
 * that requests with a bogus one cannot silence it: their failures count against the sender's IP
 * (RATE_LIMIT_MAX_PER_EMAIL a window, then 429), and the link's own limit counts only accepted
 * observations (OBSERVATIONS_MAX_PER_LINK a quarter of an hour, enough for a workshop).
 */
export async function sendObservation(
  deps: Deps,
  token: string,
  body: SendObservationInput,
  ip: string,
): Promise<{ message: string }> {
  const { link, latest } = await resolveShareLink(deps.db, token);
  if (!link.allowObservations) throw forbidden(M.notAllowed);
  const json = await findVersionSnapshotJson(deps.db, latest.id);
  const data = JSON.parse(json ?? '{"unitesDeTravail":[]}') as DuerpData;
  const unite = data.unitesDeTravail.find((u) => u.idUniteDeTravail === body.idUniteDeTravail);
  if (!unite) throw badRequest(M.uniteNotFound);
  let risque: Risque | undefined;
  if (body.idRisque) {
    risque = unite.risques.find((r) => r.idRisque === body.idRisque);
    if (!risque) throw badRequest(M.risqueNotFound);
  }
  await verifyCaptchaCountingFailures(deps, body.captchaToken, `observations-captcha:${ip}`);
  await enforceRateLimits(deps.db, [
    {
      key: `observations:${link.id}`,
      max: deps.env.OBSERVATIONS_MAX_PER_LINK,
      windowSeconds: OBSERVATIONS_LINK_WINDOW_SECONDS,
    },
  ]);
  await insertObservation(deps.db, {
    duerpDocumentId: link.duerpDocumentId,
    shareLinkId: link.id,
    idUniteDeTravail: unite.idUniteDeTravail,
    uniteDisplayName: unite.displayName,
    idRisque: risque?.idRisque ?? null,
    risqueDisplayName: risque?.displayName ?? null,
    texte: body.texte,
    prenom: body.prenom || null,
  });
  return { message: M.sent };
}

export async function listObservations(
  deps: Deps,
  espaceId: string,
  documentId: string,
): Promise<Observation[]> {
  await documentStore.requireAccess(deps.db, espaceId, documentId);
  return (await listPendingObservations(deps.db, documentId)).map(toObservation);
}

interface Actor {
  accountId: string;
  espace: { espaceId: string };
}

/** Who said it and when, kept in the risk's remarks. */
const origin = (o: { prenom: string | null; createdAt: Date }) =>
  `Signalé${o.prenom ? ` par ${o.prenom}` : ''} via un lien de consultation le ${formatDateShort(o.createdAt)}.`;

/**
 * Turns a pending observation into a risk (in its unit), an action or an update event. The
 * observation is claimed first (so that it is answered once), then the document write goes
 * through the duerp and living-document modules (revision + 1, like any write); a refused write
 * hands the observation back to « À traiter ».
 */
export async function convertObservation(
  deps: Deps,
  actor: Actor,
  documentId: string,
  observationId: string,
  body: ConvertObservationInput,
): Promise<DuerpDocument> {
  const { espaceId } = actor.espace;
  await documentStore.requireAccess(deps.db, espaceId, documentId);
  const o = await claimObservation(deps.db, documentId, observationId, {
    statut: 'convertie',
    conversion: body.en,
    by: actor.accountId,
  });
  if (!o) throw await notPending(deps, documentId, observationId);
  try {
    return await writeConversion(deps, espaceId, documentId, o, body, actor.accountId);
  } catch (error) {
    await releaseObservation(deps.db, documentId, observationId);
    throw error;
  }
}

function writeConversion(
  deps: Deps,
  espaceId: string,
  documentId: string,
  o: ObservationRow,
  body: ConvertObservationInput,
  by: string,
): Promise<DuerpDocument> {
  if (body.en === 'evenement') {
    return signalerEvenement(
      deps,
      espaceId,
      documentId,
      { type: body.type, date: parisDay(o.createdAt), description: o.texte },
      by,
    );
  }
  if (body.en === 'action') {
    const idRisque = body.idRisque ?? o.idRisque;
    if (!idRisque) throw badRequest(M.risqueRequired);
    return upsertAction(
      deps,
      espaceId,
      documentId,
      {
        idUniteDeTravail: o.idUniteDeTravail,
        idRisqueAssocie: idRisque,
        descriptionDeLaMesure: o.texte,
        responsable: body.responsable,
        budget: '',
        date: body.date,
        statut: body.statut,
      },
      { actor: by },
    );
  }
  return mutateDocument(
    deps,
    espaceId,
    documentId,
    (data) => {
      const unite = editUnit(data, o.idUniteDeTravail);
      if (!unite) throw conflict(M.uniteGone);
      let idCategorie = body.idCategorie;
      if (idCategorie && !unite.categorieDeRisques.some((c) => c.idCategorie === idCategorie))
        throw badRequest(M.categorieNotFound);
      if (!idCategorie) {
        const existing = unite.categorieDeRisques.find(
          (c) => c.displayName === OBSERVATIONS_CATEGORY_NAME,
        );
        idCategorie = existing?.idCategorie ?? randomUUID();
        if (!existing)
          unite.categorieDeRisques.push({
            idCategorie,
            code: '',
            displayName: OBSERVATIONS_CATEGORY_NAME,
            isUserDefined: true,
          });
      }
      unite.risques.push(
        newRisque({
          idRisque: randomUUID(),
          idCategorie,
          displayName: body.displayName,
          danger: o.texte,
          remarques: origin(o),
        }),
      );
      return data;
    },
    { actor: by },
  );
}

async function notPending(deps: Deps, documentId: string, observationId: string) {
  return (await observationExists(deps.db, documentId, observationId))
    ? conflict(M.alreadyProcessed)
    : notFound(M.observationNotFound);
}

/** Archives a pending observation: out of « À traiter », kept a while (docs/decisions.md). */
export async function archiveObservation(
  deps: Deps,
  actor: Actor,
  documentId: string,
  observationId: string,
): Promise<void> {
  await documentStore.requireAccess(deps.db, actor.espace.espaceId, documentId);
  const o = await claimObservation(deps.db, documentId, observationId, {
    statut: 'archivee',
    conversion: null,
    by: actor.accountId,
  });
  if (!o) throw await notPending(deps, documentId, observationId);
}
