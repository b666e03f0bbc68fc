import { describe, expect, it } from 'vitest';
import { RISQUES, SEUILS } from './index.js';

function seuilOf(idPremadeRisque: string): string {
  const risque = RISQUES.find((r) => r.idPremadeRisque === idPremadeRisque);
  if (!risque?.infoSeuil) throw new Error(`${idPremadeRisque} sans infoSeuil`);
  return risque.infoSeuil;
}

describe('regulatory facts quoted in infoSeuil', () => {
  it('quotes the noise action and limit values (R4431-2, R4434-7)', () => {
    const seuil = seuilOf('risque_bruit_machines_1');
    for (const value of [
      '80 dB(A)',
      '85 dB(A)',
      '87 dB(A)',
      '135 dB(C)',
      '137 dB(C)',
      '140 dB(C)',
    ]) {
      expect(seuil).toContain(value);
    }
    expect(seuil).toContain('R4431-2');
    expect(seuil).toContain('R4434-7');
  });

  it('quotes manual handling limits exactly as R4541-9 writes them', () => {
    const seuil = seuilOf('risque_port_charges_1');
    expect(seuil).toContain('R4541-9');
    expect(seuil).toMatch(/55 kg qu'après avoir été reconnu apte par le médecin du travail/);
    expect(seuil).toContain('jamais plus de 105 kg');
    expect(seuil).toContain('25 kg');
    expect(seuil).toContain("40 kg à l'aide d'une brouette, brouette comprise");
  });

  it('quotes the vibration values of R4443-1 and R4443-2', () => {
    expect(seuilOf('risque_vibrations_mains_bras_1')).toMatch(/2,5 m\/s².*5 m\/s²/);
    expect(seuilOf('risque_vibrations_corps_1')).toMatch(/0,5 m\/s².*1,15 m\/s²/);
  });

  it('quotes the asbestos limit of 10 fibres per litre (R4412-100)', () => {
    const seuil = seuilOf('risque_amiante_travaux_1');
    expect(seuil).toContain('10 fibres par litre');
    expect(seuil).toContain('R4412-100');
    expect(seuil).toContain('R4412-97');
  });

  it('quotes the formaldehyde and wood dust limit values', () => {
    expect(SEUILS.formaldehyde).toContain('0,37 mg/m³ (0,3 ppm)');
    expect(SEUILS.formaldehyde).toContain('0,74 mg/m³ (0,6 ppm)');
    expect(seuilOf('risque_poussieres_1')).toContain('1 mg/m³');
    expect(seuilOf('risque_poussieres_2')).toContain('0,1 mg/m³');
  });

  it('quotes the ladder rule, the lighting levels and the screen-work articles', () => {
    expect(seuilOf('risque_echelles_escabeaux_1')).toContain('R4323-63');
    const eclairage = seuilOf('risque_eclairage_2');
    for (const value of ['40 lux', '60 lux', '120 lux', '200 lux', '10 lux', 'R4223-4']) {
      expect(eclairage).toContain(value);
    }
    expect(seuilOf('risque_poste_ecran_1')).toContain('R4542-4');
  });

  it('quotes the dose limits for ionising radiation', () => {
    expect(seuilOf('risque_rayons_x_1')).toContain('20 mSv');
    expect(seuilOf('risque_rayons_x_3')).toContain('1 mSv');
  });

  it('quotes night work rules and the current C2P thresholds', () => {
    expect(seuilOf('risque_travail_nuit_1')).toContain('L3122-2');
    expect(seuilOf('risque_travail_nuit_3')).toContain('100 nuits');
    expect(seuilOf('risque_travail_nuit_3')).toContain('30 nuits');
  });

  it('quotes the fire extinguisher rule of R4227-29', () => {
    const seuil = seuilOf('risque_incendie_locaux_1');
    expect(seuil).toContain('6 litres pour 200 m²');
    expect(seuil).toContain('R4227-29');
  });

  it('quotes an article or a reference text in every threshold', () => {
    for (const risque of RISQUES) {
      if (risque.infoSeuil === null) continue;
      expect(risque.infoSeuil, risque.idPremadeRisque).toMatch(
        /art\.|arrêté|règlement|norme|décret|Code de/,
      );
    }
  });
});
