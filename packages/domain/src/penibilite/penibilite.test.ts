import { describe, expect, it } from 'vitest';
import { emptyDuerpData } from '../duerp/document-data.js';
import { DuerpDataSchema, type DuerpData, type UniteDeTravail } from '../duerp/schemas.js';
import {
  UpdateEffectifUniteBodySchema,
  UpdatePenibiliteUniteBodySchema,
} from '../duerp/assessment-bodies.js';
import {
  exposureProportion,
  formatProportion,
  penibiliteAnnex,
  proportionBasisText,
} from './annex.js';
import { checkEffectifs } from './effectifs.js';
import { PENIBILITE_FACTEURS } from '../duerp/penibilite-facteurs.js';
import { suggestedFacteurs } from './suggestions.js';

const unite = (id: string, extra: Partial<UniteDeTravail> = {}): UniteDeTravail => ({
  idUniteDeTravail: id,
  displayName: `Unité ${id}`,
  risques: [],
  categorieDeRisques: [],
  papripactActionsPreventives: [],
  niveauDeRisqueValue: null,
  ...extra,
});

function data(nombreEmployes: number | null, unites: UniteDeTravail[]): DuerpData {
  return {
    ...emptyDuerpData(),
    entreprise: {
      nom: 'ACME',
      siret: '',
      secteurDActivite: '',
      isSecteurPublic: false,
      adresse: '',
      nomDuRepresentantLegal: '',
      nombreEmployes,
      isEtablissement: false,
      nomDeLEtablissement: '',
    },
    unitesDeTravail: unites,
  };
}

describe('pénibilité factors (L4161-1)', () => {
  it('lists the ten factors, six of them crediting the C2P, with a threshold only for those six', () => {
    expect(PENIBILITE_FACTEURS).toHaveLength(10);
    const c2p = PENIBILITE_FACTEURS.filter((f) => f.isC2P).map((f) => f.id);
    expect(c2p).toEqual([
      'milieu-hyperbare',
      'temperatures-extremes',
      'bruit',
      'travail-de-nuit',
      'equipes-successives-alternantes',
      'travail-repetitif',
    ]);
    expect(PENIBILITE_FACTEURS.every((f) => (f.seuil !== null) === f.isC2P)).toBe(true);
    expect(PENIBILITE_FACTEURS.find((f) => f.id === 'travail-de-nuit')?.seuil).toContain(
      '120 nuits par an',
    );
  });
});

describe('penibiliteAnnex (R4121-1-1)', () => {
  it('sums the exposed workers of every unit per factor and gives their share of the headcount', () => {
    const annex = penibiliteAnnex(
      data(40, [
        unite('a', {
          expositionsPenibilite: [
            { idFacteur: 'bruit', nombreExposes: 6, situations: 'Presse' },
            { idFacteur: 'travail-de-nuit', nombreExposes: 0, situations: '' },
          ],
        }),
        unite('b', {
          expositionsPenibilite: [{ idFacteur: 'bruit', nombreExposes: 4, situations: '' }],
        }),
      ]),
    );
    expect(annex).toHaveLength(1);
    expect(annex[0]?.facteur.id).toBe('bruit');
    expect(annex[0]?.nombreExposes).toBe(10);
    expect(annex[0]?.unites.map((u) => u.displayName)).toEqual(['Unité a', 'Unité b']);
    expect(annex[0]?.proportion).toBe(0.25);
    expect(formatProportion(annex[0]!.proportion)).toBe('25 %');
  });
  it('is empty for a document without exposures (an old document included)', () => {
    expect(penibiliteAnnex(data(10, [unite('a')]))).toEqual([]);
  });
  it('has no proportion without a headcount, and never more than 100 %', () => {
    expect(exposureProportion(3, null)).toBeNull();
    expect(exposureProportion(3, 0)).toBeNull();
    expect(exposureProportion(12, 10)).toBe(1);
    expect(formatProportion(1 / 3)).toBe('33,3 %');
    expect(formatProportion(null)).toBe('effectif non renseigné');
  });
});

describe('checkEffectifs', () => {
  it('warns when the units add up to another number than the company headcount', () => {
    const check = checkEffectifs(
      data(10, [unite('a', { effectif: 4, effectifFemmes: 1 }), unite('b', { effectif: 5 })]),
    );
    expect(check).toEqual({ total: 9, totalFemmes: 1, hasAny: true, mismatch: true });
  });
  it('does not warn when they match, or when no unit has a headcount', () => {
    expect(checkEffectifs(data(9, [unite('a', { effectif: 9 })])).mismatch).toBe(false);
    expect(checkEffectifs(data(9, [unite('a')])).mismatch).toBe(false);
  });
});

describe('assessment schemas', () => {
  it('reads a document without any of the new fields unchanged', () => {
    const old = data(3, [unite('a')]);
    expect(DuerpDataSchema.parse(old)).toEqual(old);
  });
  it('refuses more women than the unit headcount, and a factor declared twice', () => {
    expect(
      UpdateEffectifUniteBodySchema.safeParse({
        idUniteDeTravail: 'a',
        effectif: 2,
        effectifFemmes: 3,
      }).error?.issues[0]?.message,
    ).toBe("Le nombre de femmes ne peut pas dépasser l'effectif de l'unité.");
    const twice = UpdatePenibiliteUniteBodySchema.safeParse({
      idUniteDeTravail: 'a',
      expositionsPenibilite: [
        { idFacteur: 'bruit', nombreExposes: 1 },
        { idFacteur: 'bruit', nombreExposes: 2 },
      ],
    });
    expect(twice.error?.issues[0]?.message).toBe(
      'Un facteur ne peut être déclaré qu’une fois par unité.',
    );
    expect(
      UpdatePenibiliteUniteBodySchema.safeParse({
        idUniteDeTravail: 'a',
        expositionsPenibilite: [{ idFacteur: 'stress', nombreExposes: 1 }],
      }).success,
    ).toBe(false);
  });
});

describe('suggestedFacteurs', () => {
  it('suggests the factors the unit’s risks and categories name', () => {
    const found = suggestedFacteurs(
      unite('a', {
        categorieDeRisques: [
          { idCategorie: 'c', code: '', displayName: 'Bruit', isUserDefined: false },
        ],
        risques: [],
      }),
    );
    expect([...found]).toEqual(['bruit']);
    expect(suggestedFacteurs(unite('b')).size).toBe(0);
  });
});

describe('proportionBasisText', () => {
  it('names the headcount the proportions are computed on, agents in the public sector', () => {
    expect(proportionBasisText({ nombreEmployes: 58, isSecteurPublic: false })).toBe(
      "Proportions calculées sur l'effectif de l'entreprise : 58 salariés.",
    );
    expect(proportionBasisText({ nombreEmployes: 1, isSecteurPublic: true })).toBe(
      "Proportions calculées sur l'effectif de l'entreprise : 1 agent.",
    );
    expect(proportionBasisText(null)).toBe(
      "Effectif de l'entreprise non renseigné : la proportion ne peut pas être calculée.",
    );
  });
});
