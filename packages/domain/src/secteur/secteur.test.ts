import { describe, expect, it } from 'vitest';
import { filterSecteurSuggestions, matchSecteur, sortSecteurSuggestions } from './match-secteur.js';
import {
  isSecteurCategorie,
  SECTEUR_CATEGORIES,
  SECTEUR_LABELS,
  SECTEUR_SUGGESTIONS,
} from './secteurs.js';

describe('sector categories and suggestions', () => {
  it('lists the nine sector categories', () => {
    expect(SECTEUR_CATEGORIES).toEqual([
      'BUREAU',
      'BTP',
      'SANTE',
      'TRANSPORT',
      'COMMERCE',
      'VETERINAIRE',
      'OPTICIEN',
      'PHARMA',
      'SCOLAIRE',
    ]);
    for (const secteur of SECTEUR_CATEGORIES) expect(SECTEUR_LABELS[secteur]).toBeTruthy();
  });

  it('offers exactly the listed sector suggestions', () => {
    expect(SECTEUR_SUGGESTIONS.map((s) => s.label)).toEqual([
      'Administration',
      'Bureau',
      'BTP',
      'Santé',
      'Hôpital',
      'EHPAD',
      'Transport',
      'Commerce',
      'Vétérinaire',
      'Opticien',
      'Pharmacie',
      'Scolaire',
      'Enseignement',
    ]);
  });

  it('recognises every suggestion as its own sector', () => {
    for (const { label, secteur } of SECTEUR_SUGGESTIONS) expect(matchSecteur(label)).toBe(secteur);
  });

  it('guards unknown sector values', () => {
    expect(isSecteurCategorie('BTP')).toBe(true);
    expect(isSecteurCategorie('btp')).toBe(false);
    expect(isSecteurCategorie(null)).toBe(false);
  });
});

describe('matchSecteur', () => {
  it.each([
    ['Cabinet vétérinaire', 'VETERINAIRE'],
    ['CLINIQUE VETERINAIRE', 'VETERINAIRE'],
    ['véto', 'VETERINAIRE'],
    ['hopital public', 'SANTE'],
    ['Centre hospitalier', 'SANTE'],
    ['maison de retraite', 'SANTE'],
    ['Aide à domicile', 'SANTE'],
    ['Bâtiment et travaux publics', 'BTP'],
    ['Entreprise de maçonnerie', 'BTP'],
    ['école primaire', 'SCOLAIRE'],
    ['Lycée professionnel du bâtiment', 'SCOLAIRE'],
    ['pharmacie d’officine', 'PHARMA'],
    ['transport routier de marchandises', 'TRANSPORT'],
    ['Transport scolaire', 'TRANSPORT'],
    ['magasin', 'COMMERCE'],
    ['commerce de détail', 'COMMERCE'],
    ["Magasin d'optique", 'OPTICIEN'],
    ['Lunetterie', 'OPTICIEN'],
    ['Cabinet d’expertise comptable', 'BUREAU'],
    ['Mairie', 'BUREAU'],
  ] as const)('%s → %s', (text, secteur) => {
    expect(matchSecteur(text)).toBe(secteur);
  });

  it('returns null for an unknown or empty text', () => {
    expect(matchSecteur('Agriculture')).toBeNull();
    expect(matchSecteur('')).toBeNull();
    expect(matchSecteur('   ')).toBeNull();
    expect(matchSecteur(null)).toBeNull();
    expect(matchSecteur(undefined)).toBeNull();
  });

  it('matches words from their beginning only', () => {
    expect(matchSecteur('Vêtements de sport')).toBeNull();
  });
});

describe('suggestion filtering', () => {
  it('sorts labels in French alphabetical order', () => {
    const labels = sortSecteurSuggestions().map((s) => s.label);
    expect(labels.slice(0, 4)).toEqual(['Administration', 'BTP', 'Bureau', 'Commerce']);
    expect(labels.indexOf('EHPAD')).toBeLessThan(labels.indexOf('Enseignement'));
    expect(labels.indexOf('Hôpital')).toBeLessThan(labels.indexOf('Opticien'));
  });

  it('filters ignoring case and accents', () => {
    expect(filterSecteurSuggestions('hopi').map((s) => s.label)).toEqual(['Hôpital']);
    expect(filterSecteurSuggestions('VETE').map((s) => s.label)).toEqual(['Vétérinaire']);
    expect(filterSecteurSuggestions('ant').map((s) => s.label)).toEqual(['Santé']);
  });

  it('returns every suggestion, sorted, for an empty query', () => {
    expect(filterSecteurSuggestions('')).toHaveLength(SECTEUR_SUGGESTIONS.length);
    expect(filterSecteurSuggestions(undefined)).toEqual(sortSecteurSuggestions());
  });
});
