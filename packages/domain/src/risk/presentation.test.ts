import { describe, expect, it } from 'vitest';
import {
  bandPresentation,
  BANDS_PRESENTATION,
  criterionPresentation,
  CRITERIA_PRESENTATION,
  riskExampleText,
  scaleLegend,
  shownLevel,
  shownLevelLabel,
  shownLevelText,
} from './index.js';

const rows = (field: Parameters<typeof criterionPresentation>[0]) =>
  criterionPresentation(field).levels.map((l) => [l.shown, l.label, l.value, l.factor]);

describe('scale presentation (maîtrise shown with a reversed number)', () => {
  it('shows Forte as 4 and Absente as 1, the stored value unchanged', () => {
    expect(shownLevel('evalMaitrise', 1)).toBe(4);
    expect(shownLevel('evalMaitrise', 4)).toBe(1);
    expect(shownLevelLabel('evalMaitrise', 1)).toBe('4 Forte');
    expect(shownLevelLabel('evalMaitrise', 3)).toBe('2 Faible');
  });

  it('shows gravité and fréquence with their stored number', () => {
    expect(shownLevelLabel('evalGravite', 3)).toBe('3 Grave');
    expect(shownLevelLabel('evalFrequence', 1)).toBe('1 Très rare');
  });

  it('lists every scale by shown number, maîtrise with its control factor', () => {
    expect(rows('evalMaitrise')).toEqual([
      [1, 'Absente', 4, 1.25],
      [2, 'Faible', 3, 0.75],
      [3, 'Moyenne', 2, 0.5],
      [4, 'Forte', 1, 0.25],
    ]);
    expect(rows('evalGravite')).toEqual([
      [1, 'Faible', 1, null],
      [2, 'Moyenne', 2, null],
      [3, 'Grave', 3, null],
      [4, 'Très grave', 4, null],
    ]);
  });

  it('gives each criterion its letter, question, help and a hint per level', () => {
    expect(CRITERIA_PRESENTATION.map((c) => c.letter)).toEqual(['G', 'F', 'M']);
    for (const criterion of CRITERIA_PRESENTATION) {
      expect(criterion.question).toMatch(/\?$/);
      expect(criterion.help).not.toBe('');
      for (const level of criterion.levels) expect(level.hint).toMatch(/\.$/);
    }
    expect(criterionPresentation('evalMaitrise').levels[0]?.hint).toBe(
      'Aucune mesure de prévention en place.',
    );
  });

  it('prints "–" for a level not set', () => {
    expect(shownLevelText('evalMaitrise', null)).toBe('–');
    expect(shownLevelText('evalMaitrise', 3)).toBe('2');
  });

  it('writes the column legend with the shown numbers', () => {
    expect(scaleLegend()).toBe(
      'G : gravité (1 Faible à 4 Très grave) · F : fréquence (1 Très rare à 4 Très fréquent) · ' +
        'M : maîtrise (1 Absente à 4 Forte)',
    );
  });

  it('explains the formula with the shown maîtrise number', () => {
    expect(riskExampleText()).toBe(
      'Exemple : un risque de gravité 3 (Grave), de fréquence 3 (Fréquent) et de maîtrise 2 (Faible) ' +
        'vaut 3 × 3 × 0,75 = 6,8, soit un niveau « Critique ».',
    );
  });
});

describe('band presentation', () => {
  it('states each range agreeing with "valeur"', () => {
    expect(BANDS_PRESENTATION.map((b) => `${b.shortDisplayName} : valeur ${b.range}`)).toEqual([
      'Faible : valeur inférieure à 1',
      'Modéré : valeur de 1 à moins de 3',
      'Important : valeur de 3 à moins de 5',
      'Critique : valeur de 5 ou plus',
    ]);
  });

  it('gives one colour per band, with a priority', () => {
    expect(new Set(BANDS_PRESENTATION.map((b) => b.color)).size).toBe(4);
    expect(bandPresentation('RED')).toMatchObject({ color: '#b91c1c', priority: 'Priorité 1' });
  });
});

describe('band tints', () => {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
  };
  it('give every band a light look whose text reads on its fill (WCAG AA)', () => {
    for (const band of BANDS_PRESENTATION) {
      expect(contrast(band.tint.text, band.tint.fill), band.status).toBeGreaterThanOrEqual(4.5);
    }
  });
});
