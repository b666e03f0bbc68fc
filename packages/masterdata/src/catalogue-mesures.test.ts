import { PremadeCatalogueSchema } from '@duerp/domain/premade';
import { premadeIdentity } from '@duerp/domain/secteur';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './index.js';
import { MESURES, mesuresDuRisque } from './mesures/index.js';

describe('the proposed measures in the catalogue answer (issue 41)', () => {
  it('gives each original risk its measures, in the catalogue order, and the copies none', () => {
    const catalogue = buildCatalogue('BTP');
    expect(PremadeCatalogueSchema.parse(catalogue)).toEqual(catalogue);
    let served = 0;
    for (const risque of catalogue.risques) {
      if (premadeIdentity(risque.idPremadeRisque) !== risque.idPremadeRisque) {
        expect(risque).not.toHaveProperty('mesuresProposees');
        continue;
      }
      const expected = mesuresDuRisque(risque.idPremadeRisque).map((m) => m.idMesure);
      expect(risque.mesuresProposees?.map((m) => m.idMesure) ?? []).toEqual(expected);
      for (const mesure of risque.mesuresProposees ?? []) {
        expect(Object.keys(mesure).sort()).toEqual([
          'article',
          'idMesure',
          'nature',
          'principe',
          'texte',
        ]);
      }
      served += expected.length;
    }
    expect(served).toBe(MESURES.reduce((sum, m) => sum + m.idPremadeRisques.length, 0));
  });
});
