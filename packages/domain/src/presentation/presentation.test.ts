import { describe, expect, it } from 'vitest';
import { emptyDuerpData } from '../duerp/document-data.js';
import type { ActionPreventive, DuerpData } from '../duerp/schemas.js';
import { categorie, risque } from '../document-view/document-view.fixtures.js';
import { formatDateShort, formatDateTime, formatDay, localDay } from '../calendar/dates.js';
import { versionLabel } from './version-label.js';
import { actionRisqueLabel, risqueLabel } from './labels.js';
import { budgetCellFormat } from '../text/money.js';
import {
  formatNumber,
  formatOneDecimal,
  formatUpToOneDecimal,
  withPlainSpaces,
} from '../text/numbers.js';
import { plural, pluralWord } from '../text/plural.js';
import { presentActions, presentRiskActions } from './version.js';

describe('numbers, days and plurals', () => {
  it('writes numbers French style', () => {
    expect(formatNumber(1200)).toBe('1\u202f200');
    expect(withPlainSpaces(formatNumber(1200))).toBe('1 200');
    expect(formatNumber(0.75)).toBe('0,75');
    expect(formatOneDecimal(20)).toBe('20,0');
    expect(formatUpToOneDecimal(12.54)).toBe('12,5');
  });
  it('writes a typed day long, and any other text as typed', () => {
    expect(formatDay('2026-04-15')).toBe('15 avril 2026');
    expect(formatDay('fin du trimestre')).toBe('fin du trimestre');
    expect(formatDay('')).toBe('');
    expect(formatDateTime('2026-03-01T13:05:00Z')).toBe('1 mars 2026 à 14:05');
    expect(formatDateShort('2026-03-04T23:30:00Z')).toBe('05/03/2026');
    expect(localDay(new Date(2026, 0, 9, 23, 30))).toBe('2026-01-09');
    expect(versionLabel(4, '2026-03-12T10:00:00Z')).toBe('Version 4 du 12 mars 2026');
  });
  it('puts the singular up to 1', () => {
    expect(plural(0, 'action')).toBe('0 action');
    expect(plural(2, 'unité de travail', 'unités de travail')).toBe('2 unités de travail');
    expect(pluralWord(1, 'agent')).toBe('agent');
  });
  it('gives the spreadsheet the format of the amount it shows', () => {
    expect(budgetCellFormat(2400)).toBe('#,##0 "€"');
    expect(budgetCellFormat(2400.5)).toBe('#,##0.00 "€"');
  });
});

describe('risk labels', () => {
  it('names a risk by its code then its name, as the PDF tables do', () => {
    expect(risqueLabel({ code: ' 1.2 ', displayName: 'Chute' })).toBe('1.2  Chute');
    expect(risqueLabel({ code: '', displayName: 'Chute' })).toBe('Chute');
    expect(actionRisqueLabel(undefined)).toBe('Risque supprimé');
  });
});

const action = (id: string, idRisque: string, budget: string, date: string): ActionPreventive => ({
  idAction: id,
  idUniteDeTravail: 'u1',
  idRisqueAssocie: idRisque,
  descriptionDeLaMesure: `Mesure ${id}`,
  responsable: 'Hélène',
  budget,
  date,
  statut: id === 'x3' ? '' : 'En cours',
});

function data(isPapripactEnabled: boolean): DuerpData {
  return {
    ...emptyDuerpData(),
    isPapripactEnabled,
    unitesDeTravail: [
      {
        idUniteDeTravail: 'u1',
        displayName: 'Atelier',
        niveauDeRisqueValue: null,
        categorieDeRisques: [categorie('c1', '1', 'Chutes')],
        risques: [risque('r1', '1.10', 'c1')],
        papripactActionsPreventives: [
          action('x1', 'r1', '2400,5', ''),
          action('x2', 'gone', 'à chiffrer', '2026-06-30'),
          action('x3', 'r1', '1000', '2026-02-01'),
        ],
      },
      {
        idUniteDeTravail: 'u2',
        displayName: 'Vide',
        niveauDeRisqueValue: null,
        categorieDeRisques: [],
        risques: [],
        papripactActionsPreventives: [],
      },
    ],
  };
}

describe('presentActions', () => {
  it('lists the units with actions, their actions by due date, written once for every format', () => {
    const shown = presentActions(data(true));
    expect(shown.units.map((u) => u.displayName)).toEqual(['Atelier']);
    const [unit] = shown.units;
    expect(unit?.actions.map((a) => a.idAction)).toEqual(['x3', 'x2', 'x1']);
    expect(unit?.actions[0]).toMatchObject({
      risque: '1.10  Risque r1',
      echeance: '1 février 2026',
      day: '2026-02-01',
      budget: '1\u202f000\u00a0€',
      amount: 1000,
      statut: '–',
    });
    expect(unit?.actions[1]).toMatchObject({
      risque: 'Risque supprimé',
      isRisqueDeleted: true,
      budget: 'à chiffrer',
      amount: null,
    });
    expect(unit?.actions[2]).toMatchObject({ echeance: '', day: null, amount: 2400.5 });
    expect(withPlainSpaces(unit?.detail ?? '').replace(/\u00a0/g, ' ')).toBe(
      '3 actions · coût estimé 3 400,50 € (2 actions chiffrées sur 3)',
    );
    expect(withPlainSpaces(shown.totalLine).replace(/\u00a0/g, ' ')).toBe(
      'Coût estimé total du programme : 3 400,50 € (2 actions chiffrées sur 3).',
    );
  });
  it('counts the statuses, and lists the actions of one risk by due date', () => {
    const statuses = data(true);
    statuses.unitesDeTravail[0]!.papripactActionsPreventives[2]!.statut = 'À planifier';
    const shown = presentActions(statuses);
    expect(shown.statusLine).toBe('3 actions — à planifier : 1 · en cours : 2.');
    expect(shown.budgetHeader).toBe('Coût estimé');
    const unite = data(true).unitesDeTravail[0]!;
    expect(presentRiskActions(unite, { idRisque: 'r1' }).map((a) => a.idAction)).toEqual([
      'x3',
      'x1',
    ]);
  });
  it('writes the PAPRIPACT details entered, in the form order, and skips the blank ones', () => {
    const detailed = data(true);
    Object.assign(detailed.unitesDeTravail[0]!.papripactActionsPreventives[0]!, {
      ressources: 'Deux techniciens',
      conditionsExecution: 'Hors production, le samedi',
      indicateurResultat: '  ',
    });
    const shown = presentActions(detailed);
    const action = shown.units[0]?.actions.find((a) => a.idAction === 'x1');
    expect(action?.details).toEqual([
      "Conditions d'exécution : Hors production, le samedi",
      'Ressources mobilisables : Deux techniciens',
    ]);
    expect(shown.hasDetails).toBe(true);
    expect(presentActions(data(true)).hasDetails).toBe(false);
  });
  it('speaks of a budget without a PAPRIPACT', () => {
    const shown = presentActions(data(false));
    expect(shown.totalLine).toMatch(/^Budget total des actions : /);
    expect(shown.units[0]?.detail).toMatch(/ · budget /);
  });
});
