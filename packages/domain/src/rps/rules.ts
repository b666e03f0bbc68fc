import { RPS_LIGHT_PATH_MAX_EMPLOYEES } from './light-grid.js';
import { RPS_MESSAGES } from './messages.js';
import type { ModeRps, RisquesPsychosociaux } from './schemas.js';
import { syntheseUniteRps } from './synthesis.js';

/** Fewest participants of a group session: below, the group's answer would tell who said what. */
export const RPS_MIN_PARTICIPANTS = 3;

/** Why a session cannot be recorded (null: it can): fewer than 3 participants. */
export function seanceRefusal(nombreParticipants: number): string | null {
  return nombreParticipants < RPS_MIN_PARTICIPANTS ? RPS_MESSAGES.participantsMin : null;
}

/** Why an RPS unit cannot follow this mode in this company (null: it can). */
export function modeRefusal(mode: ModeRps, nombreEmployes: number | null | undefined) {
  return mode === 'simplifie' && (nombreEmployes ?? 0) > RPS_LIGHT_PATH_MAX_EMPLOYEES
    ? RPS_MESSAGES.lightPathTooBig
    : null;
}

/** Whether the light path is offered to this company (fewer than 50 employees). */
export const isLightPathOffered = (nombreEmployes: number | null | undefined) =>
  modeRefusal('simplifie', nombreEmployes) === null;

/** The warning shown while social dialogue is said degraded: have an outsider facilitate. */
export function dialogueSocialWarning(rps: RisquesPsychosociaux | undefined): string | null {
  return rps?.dialogueSocial === 'degrade' ? RPS_MESSAGES.dialogueDegrade : null;
}

/** Whether the document assesses psychosocial risks: one RPS unit with a family level at least. */
export function isRpsEvaluated(data: {
  risquesPsychosociaux?: RisquesPsychosociaux | undefined;
}): boolean {
  return (data.risquesPsychosociaux?.unitesRps ?? []).some((unite) =>
    syntheseUniteRps(unite).some((famille) => famille.niveau !== null),
  );
}
