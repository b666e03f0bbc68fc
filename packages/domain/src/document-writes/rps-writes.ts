import type { z } from 'zod';
import type { contract } from '../contract/index.js';
import type { DuerpData } from '../duerp/schemas.js';
import { RPS_MESSAGES } from '../rps/messages.js';
import { modeRefusal, seanceRefusal } from '../rps/rules.js';
import { EMPTY_RISQUES_PSYCHOSOCIAUX, type UniteRps } from '../rps/schemas.js';
import { invalid, missing } from './write-error.js';
import type { WriteContext } from './write-context.js';

type Body<
  K extends
    | 'updateListUnitesRps'
    | 'updateDialogueSocialRps'
    | 'updateSeanceRps'
    | 'updateReponseRps'
    | 'updateReponseSimplifieeRps'
    | 'updateSyntheseRps'
    | 'upsertActionRps'
    | 'deleteActionRps',
> = z.output<(typeof contract.duerp)[K]['body']>;

const rpsOf = (data: DuerpData) => data.risquesPsychosociaux ?? EMPTY_RISQUES_PSYCHOSOCIAUX;

/** The data with one RPS unit replaced by what `edit` makes of it (a new object). */
function inUniteRps(data: DuerpData, idUniteRps: string, edit: (u: UniteRps) => UniteRps) {
  const rps = rpsOf(data);
  const unite = rps.unitesRps.find((u) => u.idUniteRps === idUniteRps);
  if (!unite) throw missing(RPS_MESSAGES.uniteRpsNotFound);
  const next = edit(unite);
  return {
    ...data,
    risquesPsychosociaux: {
      ...rps,
      unitesRps: rps.unitesRps.map((u) => (u === unite ? next : u)),
    },
  };
}

/**
 * The RPS units as the client lists them (order, names, linked work units, mode). A kept unit
 * keeps its session, answers, adjustments and actions; a unit left out is removed with them.
 */
export function updateListUnitesRps(data: DuerpData, body: Body<'updateListUnitesRps'>) {
  const rps = rpsOf(data);
  const workUnits = new Set(data.unitesDeTravail.map((u) => u.idUniteDeTravail));
  const stored = new Map(rps.unitesRps.map((u) => [u.idUniteRps, u]));
  const unitesRps = body.unitesRps.map((input): UniteRps => {
    const before = stored.get(input.idUniteRps);
    // A link the unit already had to a work unit removed since is dropped, not refused.
    const stale = (id: string) => !workUnits.has(id) && before?.idsUnitesDeTravail.includes(id);
    if (input.idsUnitesDeTravail.some((id) => !workUnits.has(id) && !stale(id)))
      throw invalid(RPS_MESSAGES.uniteDeTravailUnknown);
    const refusal = modeRefusal(input.mode, data.entreprise?.nombreEmployes);
    if (refusal && before?.mode !== 'simplifie') throw invalid(refusal);
    const fields = {
      displayName: input.displayName,
      idsUnitesDeTravail: [...new Set(input.idsUnitesDeTravail.filter((id) => workUnits.has(id)))],
      mode: input.mode,
    };
    if (before) return { ...before, ...fields };
    return {
      idUniteRps: input.idUniteRps,
      ...fields,
      seance: null,
      reponses: [],
      reponsesSimplifiees: [],
      ajustements: [],
      actions: [],
    };
  });
  return { ...data, risquesPsychosociaux: { ...rps, unitesRps } };
}

/** The precondition: social dialogue good or degraded (degraded: the warning to use an outsider). */
export const updateDialogueSocialRps = (
  data: DuerpData,
  body: Body<'updateDialogueSocialRps'>,
): DuerpData => ({
  ...data,
  risquesPsychosociaux: { ...rpsOf(data), dialogueSocial: body.dialogueSocial },
});

/** The group session; refused under 3 participants and for a light-path unit. */
export const updateSeanceRps = (data: DuerpData, body: Body<'updateSeanceRps'>) =>
  inUniteRps(data, body.idUniteRps, (unite) => {
    if (unite.mode !== 'groupe') throw invalid(RPS_MESSAGES.seanceLightPath);
    const refusal = seanceRefusal(body.nombreParticipants);
    if (refusal) throw invalid(refusal);
    const { idUniteRps: _unit, ...seance } = body;
    return { ...unite, seance };
  });

/** The group's answer to one factor; only after the session (its confidentiality) is recorded. */
export const updateReponseRps = (data: DuerpData, body: Body<'updateReponseRps'>) =>
  inUniteRps(data, body.idUniteRps, (unite) => {
    if (unite.mode !== 'groupe') throw invalid(RPS_MESSAGES.wrongModeGroupe);
    if (!unite.seance) throw invalid(RPS_MESSAGES.seanceRequired);
    const { idUniteRps: _unit, ...reponse } = body;
    const others = unite.reponses.filter((r) => r.idFacteur !== body.idFacteur);
    return { ...unite, reponses: [...others, reponse] };
  });

/** One answer of the manager's light path. */
export const updateReponseSimplifieeRps = (
  data: DuerpData,
  body: Body<'updateReponseSimplifieeRps'>,
) =>
  inUniteRps(data, body.idUniteRps, (unite) => {
    if (unite.mode !== 'simplifie') throw invalid(RPS_MESSAGES.wrongModeSimplifie);
    const others = unite.reponsesSimplifiees.filter((r) => r.idQuestion !== body.idQuestion);
    return {
      ...unite,
      reponsesSimplifiees: [...others, { idQuestion: body.idQuestion, reponse: body.reponse }],
    };
  });

/** The group's level for a family with its reason, or (niveau null) back to the computed one. */
export const updateSyntheseRps = (data: DuerpData, body: Body<'updateSyntheseRps'>) =>
  inUniteRps(data, body.idUniteRps, (unite) => {
    const others = unite.ajustements.filter((a) => a.famille !== body.famille);
    if (body.niveau === null) return { ...unite, ajustements: others };
    return {
      ...unite,
      ajustements: [...others, { famille: body.famille, niveau: body.niveau, motif: body.motif }],
    };
  });

/** Creates (`ctx.newId`) or updates an action of an RPS unit. */
export const upsertActionRps = (
  data: DuerpData,
  body: Body<'upsertActionRps'>,
  ctx: WriteContext,
) =>
  inUniteRps(data, body.idUniteRps, (unite) => {
    const { idUniteRps: _unit, idAction, ...fields } = body;
    if (idAction === undefined)
      return { ...unite, actions: [...unite.actions, { idAction: ctx.newId(), ...fields }] };
    if (!unite.actions.some((a) => a.idAction === idAction))
      throw missing(RPS_MESSAGES.actionNotFound);
    return {
      ...unite,
      actions: unite.actions.map((a) => (a.idAction === idAction ? { ...a, ...fields } : a)),
    };
  });

export const deleteActionRps = (data: DuerpData, body: Body<'deleteActionRps'>) =>
  inUniteRps(data, body.idUniteRps, (unite) => {
    const actions = unite.actions.filter((a) => a.idAction !== body.idAction);
    if (actions.length === unite.actions.length) throw missing(RPS_MESSAGES.actionNotFound);
    return { ...unite, actions };
  });
