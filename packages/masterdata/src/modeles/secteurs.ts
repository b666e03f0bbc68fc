import type { ModeleDef } from './define.js';

/**
 * One model per sector of domain/secteur/secteurs.ts: the units a company of the sector usually
 * has and the risks a prevention professional would look at first in each (the sector highlights
 * of highlights.ts, placed where they occur). Drawn from the catalogue only; the content sources are SOURCES.md's.
 */
export const MODELES_DES_SECTEURS: readonly ModeleDef[] = [
  {
    idModele: 'modele_bureau',
    displayName: 'Bureaux et activités administratives',
    secteur: 'BUREAU',
    motsCles: [],
    unites: [
      {
        idUniteDeTravail: 'unite_bureau_open_space',
        risques: ['poste_ecran_1', 'fatigue_visuelle_1', 'bruit_ambiant_1', 'charge_travail_2'],
      },
      {
        idUniteDeTravail: 'unite_accueil',
        risques: ['agressions_verbales_1', 'sols_encombres_1', 'relation_public_2'],
      },
      {
        idUniteDeTravail: 'unite_deplacements_professionnels',
        risques: ['conduite_mission_1', 'conduite_mission_3'],
      },
      {
        idUniteDeTravail: 'unite_archives',
        risques: ['echelles_escabeaux_1', 'rayonnages_stockage_1', 'incendie_locaux_3'],
      },
    ],
  },
  {
    idModele: 'modele_btp',
    displayName: 'Bâtiment et travaux publics',
    secteur: 'BTP',
    motsCles: [],
    unites: [
      {
        idUniteDeTravail: 'unite_btp_gros_oeuvre',
        risques: [
          'chutes_objets_hauteur_1',
          'beton_ciment_1',
          'port_charges_1',
          'bruit_machines_1',
        ],
      },
      {
        idUniteDeTravail: 'unite_btp_travaux_hauteur',
        risques: ['echafaudages_2', 'toitures_bords_1', 'echelles_escabeaux_2'],
      },
      {
        idUniteDeTravail: 'unite_btp_conduite_engins',
        risques: ['engins_chantier_1', 'engins_chantier_2', 'vibrations_corps_1'],
      },
      {
        idUniteDeTravail: 'unite_btp_depot_materiaux',
        risques: ['rayonnages_stockage_3', 'chariots_elevateurs_2'],
      },
    ],
  },
  {
    idModele: 'modele_sante',
    displayName: 'Santé et médico-social',
    secteur: 'SANTE',
    motsCles: [],
    unites: [
      {
        idUniteDeTravail: 'unite_sante_soins_chambre',
        risques: ['manipulation_patients_1', 'aes_1', 'infections_contact_1', 'relation_public_1'],
      },
      {
        idUniteDeTravail: 'unite_sante_accueil_patients',
        risques: ['agressions_verbales_2', 'poste_ecran_1'],
      },
      {
        idUniteDeTravail: 'unite_sante_soins_domicile',
        risques: ['conduite_mission_1', 'interventions_domicile_1', 'manipulation_patients_3'],
      },
      {
        idUniteDeTravail: 'unite_entretien_nettoyage',
        risques: ['produits_entretien_1', 'sols_glissants_1', 'dechets_soins_1'],
      },
    ],
  },
  {
    idModele: 'modele_transport',
    displayName: 'Transport et logistique',
    secteur: 'TRANSPORT',
    motsCles: [],
    unites: [
      {
        idUniteDeTravail: 'unite_transport_conduite_poids_lourds',
        risques: ['poids_lourds_1', 'poids_lourds_4', 'vibrations_corps_1'],
      },
      {
        idUniteDeTravail: 'unite_transport_quai',
        risques: ['quais_fosses_1', 'hayons_diables_1', 'accueil_transporteurs_1'],
      },
      {
        idUniteDeTravail: 'unite_transport_entrepot_preparation',
        risques: ['port_charges_2', 'chariots_elevateurs_2', 'rayonnages_stockage_2'],
      },
      {
        idUniteDeTravail: 'unite_transport_atelier_mecanique',
        risques: ['quais_fosses_2', 'produits_entretien_3', 'batteries_2'],
      },
    ],
  },
  {
    idModele: 'modele_commerce',
    displayName: 'Commerce de détail',
    secteur: 'COMMERCE',
    motsCles: [],
    unites: [
      {
        idUniteDeTravail: 'unite_commerce_surface_vente',
        risques: ['mise_en_rayon_1', 'echelles_escabeaux_1', 'agressions_verbales_1'],
      },
      {
        idUniteDeTravail: 'unite_commerce_caisses',
        risques: ['caisse_1', 'caisse_3', 'vols_braquages_1'],
      },
      {
        idUniteDeTravail: 'unite_commerce_reserve',
        risques: ['port_charges_1', 'outils_coupants_1', 'rayonnages_stockage_1'],
      },
      {
        idUniteDeTravail: 'unite_commerce_quai_reception',
        risques: ['chariots_elevateurs_3', 'hayons_diables_2'],
      },
    ],
  },
  {
    idModele: 'modele_veterinaire',
    displayName: 'Clinique vétérinaire',
    secteur: 'VETERINAIRE',
    motsCles: [],
    unites: [
      {
        idUniteDeTravail: 'unite_veterinaire_consultation',
        risques: ['contention_animaux_1', 'zoonoses_1', 'euthanasie_vet_2'],
      },
      {
        idUniteDeTravail: 'unite_veterinaire_bloc_chirurgical',
        risques: ['gaz_anesthesiques_1', 'aes_2', 'contention_animaux_3'],
      },
      {
        idUniteDeTravail: 'unite_veterinaire_radiologie',
        risques: ['radio_veterinaire_1', 'radio_veterinaire_3'],
      },
      {
        idUniteDeTravail: 'unite_veterinaire_hospitalisation_chenil',
        risques: ['hebergement_animaux_1', 'hebergement_animaux_3', 'produits_entretien_1'],
      },
    ],
  },
  {
    idModele: 'modele_opticien',
    displayName: 'Optique – lunetterie',
    secteur: 'OPTICIEN',
    motsCles: [],
    unites: [
      {
        idUniteDeTravail: 'unite_opticien_espace_vente',
        risques: ['postures_4', 'agressions_verbales_2', 'vols_braquages_1'],
      },
      {
        idUniteDeTravail: 'unite_opticien_atelier_montage',
        risques: ['meulage_verres_2', 'atelier_optique_1', 'travail_precision_1'],
      },
      {
        idUniteDeTravail: 'unite_opticien_examen_vue',
        risques: ['infections_contact_5', 'poste_ecran_1'],
      },
    ],
  },
  {
    idModele: 'modele_pharma',
    displayName: 'Pharmacie',
    secteur: 'PHARMA',
    motsCles: [],
    unites: [
      {
        idUniteDeTravail: 'unite_pharma_comptoir',
        risques: ['postures_4', 'agressions_verbales_2', 'vols_braquages_1', 'relation_public_2'],
      },
      {
        idUniteDeTravail: 'unite_pharma_preparatoire',
        risques: ['preparations_officinales_1', 'preparations_officinales_2'],
      },
      {
        idUniteDeTravail: 'unite_pharma_reserve_commandes',
        risques: ['port_charges_1', 'echelles_escabeaux_1', 'outils_coupants_1'],
      },
      {
        idUniteDeTravail: 'unite_pharma_gardes_nuit',
        risques: ['gardes_nuit_1', 'travail_isole_2'],
      },
    ],
  },
  {
    idModele: 'modele_scolaire',
    displayName: 'Enseignement et milieu scolaire',
    secteur: 'SCOLAIRE',
    motsCles: [],
    unites: [
      {
        idUniteDeTravail: 'unite_scolaire_salles_classe',
        risques: ['voix_1', 'relations_familles_1', 'charge_travail_2'],
      },
      {
        idUniteDeTravail: 'unite_scolaire_cour_recreation',
        risques: ['surveillance_eleves_1', 'surveillance_eleves_4'],
      },
      {
        idUniteDeTravail: 'unite_scolaire_restauration_scolaire',
        risques: ['bruit_enfants_1', 'sols_glissants_2', 'equipements_cuisine_2'],
      },
      {
        idUniteDeTravail: 'unite_scolaire_agents_techniques',
        risques: ['produits_entretien_2', 'echelles_escabeaux_3', 'port_charges_1'],
      },
    ],
  },
];
