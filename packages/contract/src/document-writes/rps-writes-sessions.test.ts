import { describe, expect, it } from 'vitest';
import { DuerpDataSchema } from '@duerp/domain/duerp';
import {
  RPS_MESSAGES,
  dialogueSocialWarning,
  isLightPathOffered,
  isRpsEvaluated,
} from '@duerp/domain/rps';
import { applyDocumentWrite } from './document-writes.js';
import {
  answer,
  ctx,
  familyOf,
  refusal,
  seance,
  unitOf,
  withUnit,
} from './rps-writes.test-support.js';

describe('safeguards', () => {
  it.each([0, 1, 2])('refuses a group session of %i participants', (nombreParticipants) => {
    const error = refusal(() =>
      applyDocumentWrite(
        'updateSeanceRps',
        withUnit('groupe'),
        { ...seance, nombreParticipants },
        ctx,
      ),
    );
    expect(error.refusal).toBe('invalid');
    expect(error.message).toBe(RPS_MESSAGES.participantsMin);
  });

  it('accepts a group session of 3 participants and stores no names of participants', () => {
    const data = applyDocumentWrite(
      'updateSeanceRps',
      withUnit('groupe'),
      { ...seance, nombreParticipants: 3 },
      ctx,
    );
    expect(unitOf(data).seance).toEqual({
      ...seance,
      idUniteRps: undefined,
      nombreParticipants: 3,
    });
  });

  it('refuses the group answers before the session and its confidentiality are recorded', () => {
    const error = refusal(() => answer(withUnit('groupe'), 'rythmes', 'souvent'));
    expect(error.message).toBe(RPS_MESSAGES.seanceRequired);
  });

  it('warns to call an external facilitator while social dialogue is degraded', () => {
    const data = applyDocumentWrite(
      'updateDialogueSocialRps',
      withUnit('groupe'),
      { dialogueSocial: 'degrade' },
      ctx,
    );
    expect(dialogueSocialWarning(data.risquesPsychosociaux)).toBe(RPS_MESSAGES.dialogueDegrade);
    expect(dialogueSocialWarning(withUnit('groupe').risquesPsychosociaux)).toBeNull();
  });
});

describe('the light path', () => {
  it('is offered under 50 employees only', () => {
    expect(isLightPathOffered(49)).toBe(true);
    expect(isLightPathOffered(50)).toBe(false);
    expect(refusal(() => withUnit('simplifie', 50)).message).toBe(RPS_MESSAGES.lightPathTooBig);
  });

  it('gives the same family levels from the manager’s answers, with no session', () => {
    let data = withUnit('simplifie');
    for (const idQuestion of ['s-entraide', 's-conflits'])
      data = applyDocumentWrite(
        'updateReponseSimplifieeRps',
        data,
        { idUniteRps: 'rps1', idQuestion, reponse: 'toujours' },
        ctx,
      );
    expect(familyOf(data, 'rapports')).toMatchObject({ niveau: 'modere', nombreReponses: 2 });
    expect(isRpsEvaluated(data)).toBe(true);
  });

  it('refuses the group grid on a light-path unit and the light questions on a group unit', () => {
    expect(
      refusal(() => applyDocumentWrite('updateSeanceRps', withUnit('simplifie'), seance, ctx))
        .message,
    ).toBe(RPS_MESSAGES.seanceLightPath);
    const error = refusal(() =>
      applyDocumentWrite(
        'updateReponseSimplifieeRps',
        withUnit('groupe'),
        { idUniteRps: 'rps1', idQuestion: 's-sens', reponse: 'jamais' },
        ctx,
      ),
    );
    expect(error.message).toBe(RPS_MESSAGES.wrongModeSimplifie);
  });
});

describe('RPS units and actions', () => {
  it('keeps a unit’s answers when the list is saved again and links only known work units', () => {
    let data = applyDocumentWrite('updateSeanceRps', withUnit('groupe'), seance, ctx);
    data = answer(data, 'rythmes', 'souvent');
    data = applyDocumentWrite(
      'updateListUnitesRps',
      data,
      {
        unitesRps: [
          {
            idUniteRps: 'rps1',
            displayName: 'Vente et caisse',
            idsUnitesDeTravail: [],
            mode: 'groupe',
          },
        ],
      },
      ctx,
    );
    expect(unitOf(data)).toMatchObject({
      displayName: 'Vente et caisse',
      reponses: [{ idFacteur: 'rythmes' }],
    });
    const error = refusal(() =>
      applyDocumentWrite(
        'updateListUnitesRps',
        data,
        {
          unitesRps: [
            {
              idUniteRps: 'rps1',
              displayName: 'Vente',
              idsUnitesDeTravail: ['absente'],
              mode: 'groupe',
            },
          ],
        },
        ctx,
      ),
    );
    expect(error.message).toBe(RPS_MESSAGES.uniteDeTravailUnknown);
  });

  it('drops a link to a work unit removed since, instead of refusing the list', () => {
    const stored = withUnit('groupe');
    const unit = stored.risquesPsychosociaux!.unitesRps[0]!;
    const linked = {
      ...stored,
      risquesPsychosociaux: {
        ...stored.risquesPsychosociaux!,
        unitesRps: [{ ...unit, idsUnitesDeTravail: ['supprimee'] }],
      },
    };
    const data = applyDocumentWrite(
      'updateListUnitesRps',
      linked,
      {
        unitesRps: [
          {
            idUniteRps: 'rps1',
            displayName: 'Vente',
            idsUnitesDeTravail: ['supprimee'],
            mode: 'groupe',
          },
        ],
      },
      ctx,
    );
    expect(unitOf(data).idsUnitesDeTravail).toEqual([]);
  });

  it('adds, edits and deletes an action of a factor, with the fields of every action', () => {
    const action = {
      idUniteRps: 'rps1',
      cible: { type: 'facteur' as const, idFacteur: 'interruptions' },
      descriptionDeLaMesure: 'Plages sans interruption',
      responsable: 'Gérante',
      budget: '',
      date: '2027-03-01',
      statut: 'À planifier' as const,
    };
    let data = applyDocumentWrite('upsertActionRps', withUnit('groupe'), action, ctx);
    const { idUniteRps: _unit, ...fields } = action;
    expect(unitOf(data).actions).toEqual([{ idAction: 'nouveau', ...fields }]);
    data = applyDocumentWrite(
      'upsertActionRps',
      data,
      { ...action, idAction: 'nouveau', statut: 'En cours' },
      ctx,
    );
    expect(unitOf(data).actions[0]?.statut).toBe('En cours');
    data = applyDocumentWrite(
      'deleteActionRps',
      data,
      { idUniteRps: 'rps1', idAction: 'nouveau' },
      ctx,
    );
    expect(unitOf(data).actions).toEqual([]);
    expect(DuerpDataSchema.safeParse(data).success).toBe(true);
  });
});
