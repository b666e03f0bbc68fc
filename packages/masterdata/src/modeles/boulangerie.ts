import type { ModeleDef } from './define.js';

/**
 * The bakery, the commonest food trade: recognised as COMMERCE by its « secteur d'activité », it
 * gets this narrower model instead of the shop's. The fournil's risks are those INRS names for
 * the trade (flour dust and baker's asthma, oven burns, sacks of flour, night work); the shop,
 * the delivery round and the cleaning follow.
 */
export const MODELE_BOULANGERIE: ModeleDef = {
  idModele: 'modele_boulangerie_patisserie',
  displayName: 'Boulangerie – pâtisserie',
  secteur: 'COMMERCE',
  motsCles: ['boulang', 'patiss', 'viennois', 'fournil'],
  unites: [
    {
      idUniteDeTravail: 'unite_commerce_boulangerie',
      displayName: 'Fournil et laboratoire',
      risques: [
        'poussieres_4',
        'equipements_cuisine_2',
        'port_charges_1',
        'travail_nuit_1',
        'sols_glissants_2',
      ],
    },
    {
      idUniteDeTravail: 'unite_commerce_surface_vente',
      displayName: 'Vente en boutique',
      risques: ['postures_4', 'equipements_cuisine_1', 'agressions_verbales_1'],
    },
    {
      idUniteDeTravail: 'unite_livraison',
      risques: ['conduite_mission_1', 'port_charges_2'],
    },
    {
      idUniteDeTravail: 'unite_entretien_nettoyage',
      displayName: 'Nettoyage des locaux',
      risques: ['produits_entretien_1', 'sols_glissants_1'],
    },
  ],
};
