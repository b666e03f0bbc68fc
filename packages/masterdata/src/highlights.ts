import type { SecteurCategorie } from '@duerp/domain/secteur';
import { CATEGORIES } from './categories/index.js';

export interface SecteurHighlights {
  /** Families whose general categories are all frequent in the sector. */
  familles: readonly string[];
  /** Further categories frequent in the sector, including sector-specific ones. */
  categories: readonly string[];
}

/** What a prevention professional would look at first in each sector. */
export const HIGHLIGHTS: Readonly<Record<SecteurCategorie, SecteurHighlights>> = {
  BUREAU: {
    familles: ['famille_travail_ecran'],
    categories: [
      'cat_sols_encombres',
      'cat_escaliers',
      'cat_conduite_mission',
      'cat_appareils_electriques',
      'cat_incendie_locaux',
      'cat_bruit_ambiant',
      'cat_qualite_air',
      'cat_charge_travail',
      'cat_relations_travail',
      'cat_changements_insecurite',
    ],
  },
  BTP: {
    familles: ['famille_chutes_hauteur'],
    categories: [
      'cat_echafaudages',
      'cat_engins_chantier',
      'cat_tranchees',
      'cat_demolition',
      'cat_chutes_objets_hauteur',
      'cat_amiante_travaux',
      'cat_beton_ciment',
      'cat_poussieres',
      'cat_bruit_machines',
      'cat_vibrations_mains_bras',
      'cat_coactivite_chantier',
      'cat_chaleur',
    ],
  },
  SANTE: {
    familles: ['famille_agents_biologiques'],
    categories: [
      'cat_laboratoire_bio',
      'cat_manipulation_patients',
      'cat_sols_glissants',
      'cat_produits_entretien',
      'cat_cytotoxiques',
      'cat_gaz_anesthesiques',
      'cat_rayons_x',
      'cat_charge_travail',
      'cat_relation_public',
      'cat_agressions_physiques',
      'cat_travail_nuit',
    ],
  },
  TRANSPORT: {
    familles: ['famille_deplacements_routiers'],
    categories: [
      'cat_poids_lourds',
      'cat_quais_fosses',
      'cat_chariots_elevateurs',
      'cat_circulation_site',
      'cat_port_charges',
      'cat_hayons_diables',
      'cat_vibrations_corps',
      'cat_vols_braquages',
      'cat_travail_nuit',
      'cat_horaires_amplitude',
      'cat_accueil_transporteurs',
    ],
  },
  COMMERCE: {
    familles: ['famille_agressions'],
    categories: [
      'cat_echelles_escabeaux',
      'cat_chariots_elevateurs',
      'cat_port_charges',
      'cat_postures',
      'cat_gestes_repetitifs',
      'cat_caisse',
      'cat_mise_en_rayon',
      'cat_dechets',
      'cat_outils_coupants',
      'cat_decoupe_viande',
      'cat_rayonnages_stockage',
      'cat_froid',
    ],
  },
  VETERINAIRE: {
    familles: ['famille_animaux'],
    categories: [
      'cat_contention_animaux',
      'cat_hebergement_animaux',
      'cat_gaz_anesthesiques',
      'cat_produits_entretien',
      'cat_aes',
      'cat_zoonoses',
      'cat_autoclaves_pression',
      'cat_radio_veterinaire',
      'cat_euthanasie_vet',
      'cat_gardes_nuit',
      'cat_agressions_verbales',
    ],
  },
  OPTICIEN: {
    familles: ['famille_ambiances_lumineuses'],
    categories: [
      'cat_echelles_escabeaux',
      'cat_postures',
      'cat_atelier_optique',
      'cat_infections_contact',
      'cat_meulage_verres',
      'cat_uv_lasers',
      'cat_relation_public',
      'cat_poste_ecran',
      'cat_agressions_verbales',
      'cat_vols_braquages',
    ],
  },
  PHARMA: {
    familles: ['famille_agressions'],
    categories: [
      'cat_echelles_escabeaux',
      'cat_port_charges',
      'cat_postures',
      'cat_convoyeurs',
      'cat_cytotoxiques',
      'cat_preparations_officinales',
      'cat_aes',
      'cat_infections_contact',
      'cat_charge_travail',
      'cat_relation_public',
      'cat_poste_ecran',
      'cat_gardes_nuit',
    ],
  },
  SCOLAIRE: {
    familles: ['famille_risques_psychosociaux'],
    categories: [
      'cat_sols_glissants',
      'cat_escaliers',
      'cat_port_enfants',
      'cat_voix',
      'cat_labo_scolaire',
      'cat_infections_contact',
      'cat_bruit_enfants',
      'cat_radon',
      'cat_surveillance_eleves',
      'cat_agressions_verbales',
      'cat_relations_familles',
    ],
  },
};

/**
 * The categories highlighted for a sector, in code order: the listed categories, plus every
 * general (not sector-specific) category of the listed families. Sector-specific categories
 * of a highlighted family are left out unless listed, so that a health-care company is not
 * shown, say, the zoonoses of veterinary clinics first.
 */
export function highlightedCategoryIds(secteur: SecteurCategorie): readonly string[] {
  const { familles, categories } = HIGHLIGHTS[secteur];
  return CATEGORIES.filter(
    (categorie) =>
      categories.includes(categorie.idPremadeCategorie) ||
      (familles.includes(categorie.idFamille) && !categorie.isSecteurSpecifique),
  ).map((categorie) => categorie.idPremadeCategorie);
}
