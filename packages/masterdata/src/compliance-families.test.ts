import { THERMAL_FAMILY_NUMBER } from '@duerp/domain/compliance';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, familleNumero } from './index.js';

describe('families the compliance check relies on', () => {
  it('numbers « Ambiances thermiques » as the check expects, so its codes are recognised', () => {
    expect(familleNumero('famille_ambiances_thermiques')).toBe(THERMAL_FAMILY_NUMBER);
    const thermal = CATEGORIES.filter((c) => c.idFamille === 'famille_ambiances_thermiques');
    expect(thermal.length).toBeGreaterThan(0);
    for (const c of thermal) expect(c.code.startsWith(`${THERMAL_FAMILY_NUMBER}.`)).toBe(true);
  });
});
