import { describe, expect, it } from 'vitest';
import { hazardCodesOfSectionTwo, sectionTwo } from './section-two.js';

const SHEET = `FICHE DE DONNÉES DE SÉCURITÉ
Sommaire : voir rubriques 1 à 16
RUBRIQUE 1 : Identification  Produit : Décapant
RUBRIQUE 2 : Identification des dangers
Flam. Liq. 2 H225 ; Carc. 1B H350i ; Repr. 1B H360Fd
Mentions de danger : H225Liquide et vapeurs très inflammables. H 350i Peut provoquer le cancer.
H300+H310+H330 Mortel. EUH066 ; P280 Porter des gants.
RUBRIQUE 3 : Composition/informations sur les composants
Dichlorométhane 30-50 % H351, H336
RUBRIQUE 16 : Autres informations
H341 Susceptible d'induire des anomalies génétiques.`;

describe('hazardCodesOfSectionTwo', () => {
  it('reads the codes of section 2 only, once each, written as the CLP does', () => {
    expect(hazardCodesOfSectionTwo(SHEET)).toEqual([
      'H225',
      'H350i',
      'H360Fd',
      'H300',
      'H310',
      'H330',
      'EUH066',
    ]);
  });

  it('knows the English and numbered headings', () => {
    const english = 'SECTION 2: Hazards identification\nH302\nSECTION 3: Composition\nH400';
    expect(hazardCodesOfSectionTwo(english)).toEqual(['H302']);
    const numbered = '1. Identification\n2. Identification des dangers\nH317\n3. Composition\nH410';
    expect(hazardCodesOfSectionTwo(numbered)).toEqual(['H317']);
  });

  it('does not take a sub-section number (« rubrique 2.1 ») for the heading, nor read a sheet without one', () => {
    expect(sectionTwo('voir rubrique 2.1 ci-dessous H350')).toBeNull();
    expect(hazardCodesOfSectionTwo('H350 H225 sans aucune rubrique')).toEqual([]);
  });

  it('ignores numbers that only look like codes', () => {
    const text = 'RUBRIQUE 2\nH2250 H22 XH225 H999 CH3OH\nRUBRIQUE 3';
    expect(hazardCodesOfSectionTwo(text)).toEqual([]);
  });
});
