import type { MesureProposee } from '@duerp/domain/duerp';
import type { PremadeCatalogue } from '@duerp/domain/premade';

const categorie = (
  idPremadeCategorie: string,
  idFamille: string,
  code: string,
  displayName: string,
  tagsPrincipaux: string[],
  tagsSecondaires: string[] = [],
) => ({
  idPremadeCategorie,
  idFamille,
  code,
  displayName,
  tagsPrincipaux,
  tagsSecondaires,
  isHighlighted: idFamille === 'famille_dyn_highlighted',
  isSecteurSpecifique: false,
});

/** The measures proposed for « Chute d'un escabeau »: one of each kind but suppression. */
export const MESURES_ESCABEAU: MesureProposee[] = [
  {
    idMesure: 'mesure_echelles_1',
    texte: 'Remplacer les escabeaux par une plateforme individuelle roulante',
    principe: 4,
    nature: 'technique',
    article: null,
  },
  {
    idMesure: 'mesure_echelles_2',
    texte: 'Vérifier les escabeaux avant chaque utilisation',
    principe: 5,
    nature: 'organisationnelle',
    article: 'R4323-63',
  },
  {
    idMesure: 'mesure_echelles_3',
    texte: 'Fournir des chaussures à semelle antidérapante',
    principe: 8,
    nature: 'epi',
    article: null,
  },
];

/** A small premade catalogue for the tests: a sector family holding a copy, accents everywhere. */
export const TEST_CATALOGUE: PremadeCatalogue = {
  unitesDeTravail: [],
  familleDeRisques: [
    { idFamille: 'famille_chutes_hauteur', displayName: 'Chutes de hauteur' },
    { idFamille: 'famille_dyn_highlighted', displayName: 'Risques fréquents dans votre secteur' },
    { idFamille: 'famille_bruit', displayName: 'Bruit' },
    { idFamille: 'famille_rps', displayName: 'Risques psychosociaux' },
  ],
  categorieDeRisques: [
    categorie('hl_cat_bruit', 'famille_dyn_highlighted', '11.1', 'Bruit des machines', [
      'bruit',
      'surdité',
    ]),
    categorie(
      'cat_echelles',
      'famille_chutes_hauteur',
      '2.1',
      'Échelles, escabeaux et marchepieds',
      ['échelle', 'escabeau'],
      ['rayonnage'],
    ),
    categorie('cat_bruit', 'famille_bruit', '11.1', 'Bruit des machines', ['bruit', 'surdité']),
    categorie(
      'cat_charge',
      'famille_rps',
      '17.1',
      'Charge de travail',
      ['stress', 'burn-out'],
      ['délais'],
    ),
  ],
  risques: [
    {
      idPremadeRisque: 'hl_r_surdite',
      idPremadeCategorie: 'hl_cat_bruit',
      code: '11.1.1',
      displayName: 'Surdité professionnelle',
      infoSeuil: 'Valeur limite : 87 dB(A) sur 8 heures.',
    },
    {
      idPremadeRisque: 'r_escabeau',
      idPremadeCategorie: 'cat_echelles',
      code: '2.1.1',
      displayName: "Chute d'un escabeau",
      infoSeuil: null,
      mesuresProposees: MESURES_ESCABEAU,
    },
    {
      idPremadeRisque: 'r_echelle',
      idPremadeCategorie: 'cat_echelles',
      code: '2.1.2',
      displayName: "Chute d'une échelle",
      infoSeuil: 'Travail en hauteur : art. R4323-63.',
    },
    {
      idPremadeRisque: 'r_surdite',
      idPremadeCategorie: 'cat_bruit',
      code: '11.1.1',
      displayName: 'Surdité professionnelle',
      infoSeuil: 'Valeur limite : 87 dB(A) sur 8 heures.',
    },
    {
      idPremadeRisque: 'r_acouphenes',
      idPremadeCategorie: 'cat_bruit',
      code: '11.1.2',
      displayName: 'Acouphènes après un choc',
      infoSeuil: null,
    },
    {
      idPremadeRisque: 'r_epuisement',
      idPremadeCategorie: 'cat_charge',
      code: '17.1.1',
      displayName: 'Épuisement professionnel',
      infoSeuil: null,
    },
  ],
};
