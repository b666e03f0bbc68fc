import { cat, categoriesDe } from './define.js';

/** Families 1 to 4: falls, internal traffic, road travel on business. */
export const CATEGORIES_CHUTES_CIRCULATION = [
  ...categoriesDe('famille_chutes_plain_pied', [
    cat(
      'cat_sols_glissants',
      'Sols glissants, humides ou gras',
      'glissade, sol glissant, sol mouillé, chute',
      'nettoyage, lavage, huile, graisse, cuisine, pluie, verglas, neige, carrelage',
    ),
    cat(
      'cat_sols_encombres',
      'Sols encombrés, irréguliers ou en mauvais état',
      'trébuchement, encombrement, obstacle, chute',
      'câble, rallonge, carton, dénivellation, trou, revêtement abîmé, seuil, tapis',
    ),
    cat(
      'cat_escaliers',
      'Escaliers et circulations piétonnes',
      'escalier, marche, chute',
      'main courante, rampe, couloir, palier, précipitation, port de charge, éclairage',
    ),
    cat(
      'cat_exterieurs',
      'Déplacements sur terrain extérieur ou de chantier',
      'terrain accidenté, chantier, boue, chute, entorse',
      'ornière, gravats, intempéries, nuit, extérieur, parking, cour, quai',
    ),
  ]),
  ...categoriesDe('famille_chutes_hauteur', [
    cat(
      'cat_echelles_escabeaux',
      'Échelles, escabeaux et marchepieds',
      'échelle, escabeau, marchepied, chute de hauteur',
      'rayonnage, stockage en hauteur, ampoule, archives, chaise, déséquilibre',
    ),
    cat(
      'cat_toitures_bords',
      'Travail en bordure de vide, sur toiture ou terrasse',
      'toiture, bord de vide, terrasse, trémie, garde-corps, chute de hauteur',
      'couvreur, skydome, verrière, mezzanine, harnais, ligne de vie, toit, plancher',
    ),
    cat(
      'cat_echafaudages',
      'Échafaudages',
      'échafaudage, chute de hauteur, montage',
      'échafaudage roulant, plancher, garde-corps, amarrage, R408, R457, façade',
      { secteurSpecifique: true },
    ),
    cat(
      'cat_nacelles',
      'Nacelles et plateformes élévatrices mobiles de personnes (PEMP)',
      'nacelle, PEMP, plateforme élévatrice',
      'CACES, R486, éjection, coincement, élagage, éclairage public, renversement',
    ),
    cat(
      'cat_quais_fosses',
      'Quais, fosses et plateaux de véhicules',
      'quai, fosse, chute de hauteur',
      'chargement, camion, fosse de visite, garage, plateau, benne, bâchage',
    ),
  ]),
  ...categoriesDe('famille_circulations_internes', [
    cat(
      'cat_chariots_elevateurs',
      'Chariots élévateurs, gerbeurs et transpalettes',
      'chariot élévateur, transpalette, gerbeur, cariste, chariot',
      'CACES, R489, renversement, entrepôt, palette, autorisation de conduite, fourches',
    ),
    cat(
      'cat_circulation_site',
      'Circulation des véhicules sur le site (cour, parking, zone de livraison)',
      'circulation, véhicule, piéton, parking, manœuvre',
      'marche arrière, livraison, plan de circulation, cour, signalisation, camion',
    ),
    cat(
      'cat_engins_chantier',
      'Engins de chantier',
      'engin de chantier, pelle, chargeuse, mini-pelle, tombereau, engin',
      'CACES, R482, retournement, angle mort, terrassement, dumper, compacteur',
      { secteurSpecifique: true },
    ),
  ]),
  ...categoriesDe('famille_deplacements_routiers', [
    cat(
      'cat_conduite_mission',
      "Conduite d'un véhicule léger en mission",
      'route, conduite, voiture, accident de la route, déplacement',
      'véhicule de service, commercial, itinérant, vitesse, fatigue, téléphone, utilitaire',
    ),
    cat(
      'cat_poids_lourds',
      'Conduite de poids lourds et transport de marchandises',
      'poids lourd, camion, chauffeur routier, temps de conduite',
      'semi-remorque, chronotachygraphe, tachygraphe, porteur, arrimage, angle mort',
      { secteurSpecifique: true },
    ),
    cat(
      'cat_deux_roues',
      'Déplacements à deux-roues (vélo, scooter, moto)',
      'deux-roues, vélo, scooter, moto, trottinette',
      'livraison, coursier, chute, casque, vélo cargo',
    ),
    cat(
      'cat_transport_personnes',
      'Transport de personnes (patients, élèves, usagers)',
      'transport de personnes, minibus, ambulance, navette',
      'VSL, sortie scolaire, car, patient, usager, mobilité réduite',
    ),
    cat(
      'cat_intervention_voirie',
      'Interventions sur la voie publique ou en bord de route',
      'voie publique, bord de route, balisage, signalisation',
      'panne, dépannage, gilet haute visibilité, travaux de voirie, double file, chaussée',
    ),
  ]),
];
