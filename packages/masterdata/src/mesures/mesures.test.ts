import { describe, expect, it } from 'vitest';
import { RISQUES } from '../risks/index.js';
import { ARTICLES_DU_CATALOGUE, MESURES, mesuresDuRisque } from './index.js';

const ABOVE_PPE = new Set(['suppression', 'technique', 'organisationnelle']);

describe('proposed measures of the catalogue', () => {
  it('proposes 2 to 6 measures for every premade risk', () => {
    const outside = RISQUES.filter((risque) => {
      const count = mesuresDuRisque(risque.idPremadeRisque).length;
      return count < 2 || count > 6;
    }).map(
      (risque) => `${risque.idPremadeRisque} (${mesuresDuRisque(risque.idPremadeRisque).length})`,
    );
    expect(outside).toEqual([]);
  });

  it('proposes for every risk at least one measure that comes before PPE and instructions', () => {
    const onlyLow = RISQUES.filter(
      (risque) => !mesuresDuRisque(risque.idPremadeRisque).some((m) => ABOVE_PPE.has(m.nature)),
    ).map((risque) => risque.idPremadeRisque);
    expect(onlyLow).toEqual([]);
  });

  it('cites only articles that the catalogue thresholds already cite', () => {
    const unknown = MESURES.filter(
      (m) => m.article !== null && !ARTICLES_DU_CATALOGUE.has(m.article),
    );
    expect(unknown.map((m) => `${m.idMesure}: ${m.article}`)).toEqual([]);
  });

  it('gives every measure a unique id and a sentence that starts with a verb in the infinitive', () => {
    const ids = MESURES.map((m) => m.idMesure);
    expect(new Set(ids).size).toBe(ids.length);
    const vague = MESURES.filter(
      (m) => !/^[A-ZÉÈÀÂÎÔ][a-zéèêàâîôûç'’-]+(?:er|ir|re|oir)\b/u.test(m.texte),
    );
    expect(vague.map((m) => `${m.idMesure}: ${m.texte}`)).toEqual([]);
  });
});
