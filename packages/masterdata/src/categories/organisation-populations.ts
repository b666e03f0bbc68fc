import { cat, categoriesDe } from './define.js';

/** Families 23 to 29: lone work, violence, organisation, co-activity, commuting, people, animals. */
export const CATEGORIES_ORGANISATION_POPULATIONS = [
  ...categoriesDe('famille_travail_isole', [
    cat(
      'cat_travail_isole',
      'Travail isolé hors de vue et de portée de voix',
      'travail isolé, PTI, DATI, seul, isolé',
      'malaise, secours, alerte, ouverture, fermeture, week-end, local technique',
    ),
    cat(
      'cat_interventions_domicile',
      'Interventions chez des particuliers ou sur des sites extérieurs',
      'intervention à domicile, domicile, particulier, site isolé',
      'aide à domicile, technicien, dépannage, visite, tournée, logement',
    ),
    cat(
      'cat_gardes_nuit',
      'Permanences et gardes de nuit',
      'garde, permanence, nuit, astreinte',
      'pharmacie de garde, veille de nuit, urgence, guichet, sonnette',
    ),
  ]),
  ...categoriesDe('famille_agressions', [
    cat(
      'cat_agressions_verbales',
      'Incivilités et agressions verbales du public',
      'agression, incivilité, insulte, menace, agressivité',
      "client, usager, patient, accueil, file d'attente, téléphone, réseaux sociaux",
    ),
    cat(
      'cat_agressions_physiques',
      'Agressions physiques',
      'agression physique, violence, coups, agression',
      'patient agité, personne alcoolisée, démence, psychiatrie, bagarre, morsure',
    ),
    cat(
      'cat_vols_braquages',
      'Vols, braquages et manipulation de fonds',
      'braquage, vol, vol à main armée, cambriolage',
      "caisse, fonds, recette, stupéfiants, coffre, fermeture, vol à l'étalage",
    ),
    cat(
      'cat_relations_familles',
      'Conflits avec les familles, les parents ou les proches',
      'parents, familles, conflit, proches',
      "parents d'élèves, visiteurs, plainte, réunion, résidents",
      { secteurSpecifique: true },
    ),
  ]),
  ...categoriesDe('famille_organisation_travail', [
    cat(
      'cat_travail_nuit',
      'Travail de nuit et travail posté',
      'travail de nuit, horaires décalés, nuit, sommeil, travail posté',
      'troubles du sommeil, fatigue, équipes, 3x8, 2x8, vigilance',
    ),
    cat(
      'cat_horaires_amplitude',
      'Horaires longs, amplitude et repos insuffisant',
      'horaires, amplitude, heures supplémentaires, repos',
      'horaires coupés, journée continue, week-end, astreinte, fatigue, planning',
    ),
    cat(
      'cat_organisation_defaillante',
      'Organisation, consignes et formation insuffisantes',
      'organisation, consignes, formation, accueil des nouveaux',
      'procédure, sous-effectif, polyvalence, tutorat, urgence, planification',
    ),
    cat(
      'cat_grands_deplacements',
      "Grands déplacements et missions à l'étranger",
      'grand déplacement, découcher, voyage, mission',
      'étranger, avion, décalage horaire, chantier éloigné, hôtel',
    ),
  ]),
  ...categoriesDe('famille_coactivite', [
    cat(
      'cat_entreprises_exterieures',
      "Interventions d'entreprises extérieures",
      'entreprise extérieure, plan de prévention, sous-traitant, co-activité, prestataire',
      'maintenance, nettoyage, inspection commune préalable, travaux dangereux, nuit',
    ),
    cat(
      'cat_coactivite_chantier',
      'Co-activité sur chantier',
      'co-activité, coordination SPS, PPSPS, chantier',
      "corps d'état, planning, travaux superposés, base vie, coordonnateur, PGC",
      { secteurSpecifique: true },
    ),
    cat(
      'cat_accueil_transporteurs',
      'Accueil des livreurs et transporteurs (chargement, déchargement)',
      'livreur, transporteur, protocole de sécurité, chargement, déchargement',
      'quai, réception, marchandises, chauffeur, départ inopiné, niveleur de quai',
    ),
  ]),
  ...categoriesDe('famille_trajets', [
    cat(
      'cat_trajets',
      'Trajets domicile-travail',
      'trajet, domicile-travail, accident de trajet, route',
      'voiture, vélo, deux-roues, transports en commun, fatigue, horaires décalés, verglas',
    ),
  ]),
  ...categoriesDe('famille_travailleurs_proteges', [
    cat(
      'cat_jeunes',
      'Jeunes travailleurs, apprentis et stagiaires',
      'jeune, apprenti, stagiaire, mineur',
      'travaux interdits, travaux réglementés, dérogation, tuteur, alternance',
    ),
    cat(
      'cat_femmes_enceintes',
      "Femmes enceintes, venant d'accoucher ou allaitantes",
      'grossesse, femme enceinte, allaitement, maternité',
      'reprotoxique, rayonnements, port de charges, station debout, toxoplasmose, rubéole, travail de nuit',
    ),
    cat(
      'cat_interimaires',
      'Intérimaires, CDD et nouveaux embauchés',
      'intérimaire, intérim, CDD, nouvel embauché, accueil sécurité',
      "formation renforcée, postes à risques, livret d'accueil, tutorat",
    ),
    cat(
      'cat_handicap_restrictions',
      'Salariés en situation de handicap ou avec restrictions médicales',
      'handicap, restriction médicale, aménagement de poste, RQTH',
      "maladie chronique, reprise du travail, temps partiel thérapeutique, évacuation, maintien dans l'emploi",
    ),
  ]),
  ...categoriesDe('famille_animaux', [
    cat(
      'cat_contention_animaux',
      'Contention et manipulation des animaux',
      'contention, morsure, griffure, coup de pied, animal agressif',
      "chien, chat, cheval, NAC, muselière, cage de contention, bovin, table d'examen",
      { secteurSpecifique: true },
    ),
    cat(
      'cat_hebergement_animaux',
      'Hébergement des animaux (chenil, chatterie, hospitalisation)',
      'chenil, hospitalisation, cage, aboiements',
      'nettoyage des cages, litière, bruit, allergie, poils, chatterie',
      { secteurSpecifique: true },
    ),
    cat(
      'cat_animaux_interventions',
      'Animaux et insectes rencontrés lors des interventions extérieures',
      'chien, morsure, animal, piqûre',
      'livraison, facteur, domicile, jardin, guêpes, frelons, tiques, espaces verts',
    ),
  ]),
];
