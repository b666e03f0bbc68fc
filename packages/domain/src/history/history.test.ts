import { describe, expect, it } from 'vitest';
import { emptyDuerpData } from '../duerp/document-data.js';
import type { ActionPreventive, DuerpData, Risque, UniteDeTravail } from '../duerp/schemas.js';
import type { ChangeOp, RemovalOp } from './changes.js';
import { diffDuerpData } from './diff.js';
import { isRestored, restoreRemoval } from './restore.js';
import { describeChange, historySentence } from './sentences.js';

const risque = (id: string, displayName: string, over: Partial<Risque> = {}): Risque => ({
  idRisque: id,
  idCategorie: 'cat-1',
  code: '',
  displayName,
  danger: '',
  remarques: '',
  evalGravite: 2,
  evalFrequence: 2,
  evalMaitrise: 2,
  isRisqueEvalue: true,
  niveauDeRisqueValue: 2,
  niveauDeRisqueStatus: 'YELLOW',
  isUserDefined: false,
  ...over,
});

const action = (id: string, idRisque: string, description: string): ActionPreventive => ({
  idAction: id,
  idUniteDeTravail: 'u-1',
  idRisqueAssocie: idRisque,
  descriptionDeLaMesure: description,
  responsable: 'Paul',
  budget: '',
  date: '2026-03-01',
  statut: 'À planifier',
});

const unite = (id: string, displayName: string, over: Partial<UniteDeTravail> = {}) => ({
  idUniteDeTravail: id,
  displayName,
  categorieDeRisques: [
    { idCategorie: 'cat-1', code: '1', displayName: 'Chutes', isUserDefined: false },
  ],
  risques: [risque('r-1', 'Chute de plain-pied'), risque('r-2', 'Bruit')],
  papripactActionsPreventives: [action('a-1', 'r-1', 'Poser des bandes antidérapantes')],
  niveauDeRisqueValue: 2,
  ...over,
});

const data = (...unitesDeTravail: UniteDeTravail[]): DuerpData => ({
  ...emptyDuerpData(),
  unitesDeTravail,
});

/** The document after a targeted edit of one unit, the others the same objects. */
function editFirstUnit(before: DuerpData, edit: (u: UniteDeTravail) => UniteDeTravail) {
  const [first, ...rest] = before.unitesDeTravail;
  return {
    ...before,
    unitesDeTravail: [edit(JSON.parse(JSON.stringify(first)) as UniteDeTravail), ...rest],
  };
}

const sentences = (ops: ChangeOp[]) => ops.map(describeChange);

describe('diffDuerpData', () => {
  const before = data(unite('u-1', 'Atelier'), unite('u-2', 'Bureau'));

  it('records a criterion changed with its before and after values, and nothing else', () => {
    const after = editFirstUnit(before, (u) => {
      u.risques[0] = { ...u.risques[0]!, evalGravite: 3, niveauDeRisqueValue: 3 };
      return u;
    });
    const ops = diffDuerpData(before, after);
    expect(ops).toEqual([
      {
        op: 'risque.changed',
        idUniteDeTravail: 'u-1',
        unite: 'Atelier',
        idRisque: 'r-1',
        risque: 'Chute de plain-pied',
        field: 'evalGravite',
        before: 2,
        after: 3,
      },
    ]);
    expect(historySentence('Marie', ops[0]!)).toBe(
      'Marie a passé la gravité de « Chute de plain-pied » (Atelier) de 2 à 3',
    );
  });

  it('says that the answered proposed measures changed, without listing them (issue 41)', () => {
    const mesure = {
      idMesure: 'm1',
      texte: 'Poser une main courante',
      principe: 4,
      nature: 'technique',
      article: null,
      etat: 'pas-en-place',
    } as const;
    const answered = editFirstUnit(before, (u) => {
      u.risques[0] = { ...u.risques[0]!, mesuresProposees: [mesure] };
      return u;
    });
    const changed = editFirstUnit(answered, (u) => {
      u.risques[0] = { ...u.risques[0]!, mesuresProposees: [{ ...mesure, etat: 'en-place' }] };
      return u;
    });
    for (const [from, to] of [
      [before, answered],
      [answered, changed],
    ] as const) {
      expect(sentences(diffDuerpData(from, to))).toEqual([
        'a modifié les mesures proposées de « Chute de plain-pied » (Atelier)',
      ]);
    }
    expect(diffDuerpData(changed, JSON.parse(JSON.stringify(changed)) as typeof changed)).toEqual(
      [],
    );
  });

  it('does not look into a unit that is the very object it was', () => {
    const after = { ...before, unitesDeTravail: [...before.unitesDeTravail] };
    expect(diffDuerpData(before, after)).toEqual([]);
  });

  it('keeps a deleted risk whole, with its category and its actions', () => {
    const after = editFirstUnit(before, (u) => ({
      ...u,
      risques: u.risques.filter((r) => r.idRisque !== 'r-1'),
      papripactActionsPreventives: [],
    }));
    const [op, ...rest] = diffDuerpData(before, after);
    expect(rest).toEqual([]);
    expect(op).toMatchObject({
      op: 'risque.removed',
      position: 0,
      risque: before.unitesDeTravail[0]!.risques[0],
      categorie: { idCategorie: 'cat-1', displayName: 'Chutes' },
      actions: [{ idAction: 'a-1' }],
    });
    expect(describeChange(op!)).toBe('a supprimé le risque « Chute de plain-pied » (Atelier)');
  });

  it('records units added, removed whole, renamed and reordered', () => {
    const after = data(unite('u-3', 'Entrepôt'), {
      ...before.unitesDeTravail[1]!,
      displayName: 'Bureaux',
    });
    const ops = diffDuerpData(before, after);
    expect(sentences(ops)).toEqual([
      "a ajouté l'unité « Entrepôt »",
      "a renommé l'unité « Bureau » en « Bureaux »",
      "a supprimé l'unité « Atelier »",
    ]);
    expect(ops.find((o) => o.op === 'unite.removed')).toMatchObject({
      position: 0,
      data: before.unitesDeTravail[0],
    });
    const swapped = data(before.unitesDeTravail[1]!, before.unitesDeTravail[0]!);
    expect(sentences(diffDuerpData(before, swapped))).toEqual([
      "a changé l'ordre des unités de travail",
    ]);
  });

  it('records risks added in one entry naming the first three', () => {
    const after = editFirstUnit(before, (u) => ({
      ...u,
      risques: [...u.risques, ...['A', 'B', 'C', 'D'].map((n) => risque(`n-${n}`, n))],
    }));
    expect(sentences(diffDuerpData(before, after))).toEqual([
      'a ajouté 4 risques (Atelier), dont « A », « B » et « C »',
    ]);
  });

  it('records actions added, changed field by field and removed', () => {
    const after = editFirstUnit(before, (u) => ({
      ...u,
      papripactActionsPreventives: [
        action('a-2', 'r-2', 'Casques antibruit'),
        { ...u.papripactActionsPreventives[0]!, statut: 'En cours' },
      ],
    }));
    expect(sentences(diffDuerpData(before, after))).toEqual([
      "a passé le statut de l'action « Poser des bandes antidérapantes » (Atelier) de « À planifier » à « En cours »",
      "a ajouté l'action « Casques antibruit » (Atelier)",
    ]);
    const removed = editFirstUnit(before, (u) => ({ ...u, papripactActionsPreventives: [] }));
    const [op] = diffDuerpData(before, removed);
    expect(op).toMatchObject({ op: 'action.removed', risque: 'Chute de plain-pied' });
    expect(describeChange(op!)).toBe(
      "a supprimé l'action « Poser des bandes antidérapantes » (Atelier)",
    );
  });

  it('records the company, PAPRIPACT and categories in words', () => {
    const entreprise = {
      nom: 'Boulangerie',
      siret: '',
      secteurDActivite: 'Commerce',
      isSecteurPublic: false,
      adresse: '',
      nomDuRepresentantLegal: 'Marie',
      nombreEmployes: 12,
      isEtablissement: false,
      nomDeLEtablissement: '',
    };
    const filled = { ...before, entreprise };
    expect(sentences(diffDuerpData(before, filled))).toEqual([
      "a renseigné les informations de l'entreprise",
    ]);
    const changed = {
      ...filled,
      entreprise: { ...entreprise, nombreEmployes: 15, adresse: '1 rue du Four' },
      isPapripactEnabled: true,
    };
    expect(sentences(diffDuerpData(filled, changed))).toEqual([
      "a fixé l'adresse à « 1 rue du Four »",
      "a passé le nombre d'employés de 12 à 15",
      'a activé le PAPRIPACT',
    ]);
    const renamed = editFirstUnit(before, (u) => {
      u.categorieDeRisques[0]!.displayName = 'Chutes et glissades';
      return u;
    });
    expect(sentences(diffDuerpData(before, renamed))).toEqual([
      'a renommé la catégorie « Chutes » (Atelier) en « Chutes et glissades »',
    ]);
  });

  it('treats an optional field set to its default as unchanged', () => {
    const after = editFirstUnit(before, (u) => {
      u.risques[0] = { ...u.risques[0]!, mesuresExistantes: '', isExpositionDifferenciee: false };
      return u;
    });
    expect(diffDuerpData(before, after)).toEqual([]);
  });
});

describe('restoreRemoval', () => {
  const before = data(unite('u-1', 'Atelier'));
  const removal = (after: DuerpData) => diffDuerpData(before, after)[0] as RemovalOp;

  it('puts a deleted risk back at its place with its actions, once', () => {
    const after = data({
      ...before.unitesDeTravail[0]!,
      risques: [before.unitesDeTravail[0]!.risques[1]!],
      papripactActionsPreventives: [],
    });
    const op = removal(after);
    expect(isRestored(after, op)).toBe(false);
    const result = restoreRemoval(after, op);
    if ('error' in result) throw new Error(result.error);
    expect(result.data.unitesDeTravail[0]!.risques.map((r) => r.idRisque)).toEqual(['r-1', 'r-2']);
    expect(result.data.unitesDeTravail[0]!.papripactActionsPreventives).toHaveLength(1);
    expect(describeChange(result.op)).toBe(
      'a restauré le risque « Chute de plain-pied » (Atelier)',
    );
    expect(isRestored(result.data, op)).toBe(true);
    expect(restoreRemoval(result.data, op)).toEqual({
      error: "Ce risque a déjà été restauré : il figure dans l'unité « Atelier ».",
    });
  });

  it('brings back the category a deleted risk had when it went too', () => {
    const after = data({
      ...before.unitesDeTravail[0]!,
      categorieDeRisques: [],
      risques: [],
      papripactActionsPreventives: [],
    });
    const op = diffDuerpData(before, after).find((o) => o.op === 'risque.removed') as RemovalOp;
    const result = restoreRemoval(after, op);
    if ('error' in result) throw new Error(result.error);
    expect(result.data.unitesDeTravail[0]!.categorieDeRisques.map((c) => c.displayName)).toEqual([
      'Chutes',
    ]);
  });

  it('refuses a risk or an action whose unit is gone, and an action whose risk is gone', () => {
    const noAction = data({ ...before.unitesDeTravail[0]!, papripactActionsPreventives: [] });
    const actionOp = removal(noAction);
    expect(restoreRemoval(data(), actionOp)).toEqual({
      error: "L'unité de travail « Atelier » n'existe plus : restaurez-la d'abord.",
    });
    const noRisk = data({ ...noAction.unitesDeTravail[0]!, risques: [] });
    expect(restoreRemoval(noRisk, actionOp)).toEqual({
      error:
        "Le risque « Chute de plain-pied » de cette action n'existe plus : restaurez-le d'abord.",
    });
  });

  it('puts a deleted unit back whole at its place', () => {
    const op = removal(data());
    const result = restoreRemoval(data(), op);
    if ('error' in result) throw new Error(result.error);
    expect(result.data.unitesDeTravail).toEqual(before.unitesDeTravail);
    expect(describeChange(result.op)).toBe("a restauré l'unité « Atelier »");
    expect(restoreRemoval(result.data, op)).toEqual({
      error: 'Cette unité de travail a déjà été restaurée : elle figure dans le DUERP.',
    });
  });
});
