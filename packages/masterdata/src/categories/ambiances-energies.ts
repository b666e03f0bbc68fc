import { cat, categoriesDe } from './define.js';

/** Families 11 to 16 and 18: noise, heat and cold, fire, electricity, light, radiation, vibration. */
export const CATEGORIES_AMBIANCES_ENERGIES = [
  ...categoriesDe('famille_bruit', [
    cat(
      'cat_bruit_machines',
      'Bruit des machines, outils et chantiers',
      "bruit, surdité, protection auditive, bouchons d'oreilles, décibel",
      'machine, compresseur, perforateur, meuleuse, atelier, casque antibruit, acouphènes',
    ),
    cat(
      'cat_bruit_ambiant',
      "Bruit ambiant en bureaux ouverts et espaces d'accueil",
      'bruit, open space, nuisances sonores, concentration',
      'plateau, téléphone, conversation, climatisation, fatigue, accueil, imprimante',
    ),
    cat(
      'cat_bruit_enfants',
      'Bruit des enfants (classes, cantine, crèche, préau)',
      'bruit, cris, cantine, réverbération',
      'classe, crèche, préau, gymnase, restaurant scolaire, acoustique, enfants',
      { secteurSpecifique: true },
    ),
    cat(
      'cat_casques_telephoniques',
      'Casques et écouteurs téléphoniques',
      'casque téléphonique, micro-casque, choc acoustique',
      "centre d'appels, téléconseiller, standard, visioconférence, écouteurs",
    ),
  ]),
  ...categoriesDe('famille_ambiances_thermiques', [
    cat(
      'cat_chaleur',
      'Travail à la chaleur et épisodes de canicule',
      'chaleur, canicule, coup de chaleur, déshydratation',
      'été, extérieur, toiture, cuisine, véhicule, climatisation, eau, malaise',
    ),
    cat(
      'cat_froid',
      'Travail au froid et en chambre froide',
      'froid, chambre froide, congélateur, hypothermie',
      'surgelés, hiver, extérieur, engelure, enfermement, vêtements chauds',
    ),
    cat(
      'cat_intemperies',
      'Intempéries et exposition solaire en extérieur',
      'intempéries, pluie, vent, orage, soleil',
      'UV, coup de soleil, foudre, chantier, cour, surveillance, extérieur',
    ),
    cat(
      'cat_qualite_air',
      "Qualité de l'air intérieur et aération des locaux",
      "aération, ventilation, confinement, qualité de l'air",
      "CO2, renouvellement d'air, climatisation, fenêtre, maux de tête, local aveugle",
    ),
  ]),
  ...categoriesDe('famille_incendie_explosion', [
    cat(
      'cat_incendie_locaux',
      'Départ de feu dans les locaux et évacuation',
      'incendie, feu, extincteur, évacuation',
      'consigne, exercice, alarme, issue de secours, désenfumage, papier, multiprise',
    ),
    cat(
      'cat_produits_inflammables',
      'Produits inflammables, gaz et oxygène',
      'inflammable, gaz, bouteille de gaz, explosion',
      'solvant, alcool, butane, propane, chalumeau, aérosol, stockage, oxygène',
    ),
    cat(
      'cat_atex',
      'Atmosphères explosives (ATEX)',
      'ATEX, atmosphère explosive, explosion',
      'poussières, silo, farine, cuve, vapeurs, zonage, charge de batteries, hydrogène',
    ),
    cat(
      'cat_points_chauds',
      'Travaux par points chauds (soudage, découpage, meulage)',
      'permis de feu, soudure, chalumeau, point chaud',
      'meulage, découpage, étincelles, toiture, étanchéité, surveillance après travaux',
    ),
  ]),
  ...categoriesDe('famille_electricite', [
    cat(
      'cat_installations_electriques',
      'Installations électriques et armoires',
      'électricité, électrisation, électrocution, armoire électrique, tableau électrique',
      'habilitation, consignation, disjoncteur, NF C 18-510, court-circuit, arc électrique',
    ),
    cat(
      'cat_appareils_electriques',
      'Appareils, câbles et prises électriques',
      'prise, rallonge, câble, multiprise, électrisation',
      'appareil défectueux, humidité, eau, chargeur, fil dénudé, bricolage',
    ),
    cat(
      'cat_reseaux_lignes',
      'Travaux à proximité de lignes aériennes et de réseaux enterrés',
      'ligne électrique, ligne aérienne, réseau enterré, DT-DICT',
      'AIPR, grue, nacelle, échafaudage, terrassement, élagage, câble souterrain',
      { secteurSpecifique: true },
    ),
    cat(
      'cat_batteries',
      'Batteries et véhicules électriques',
      'batterie, véhicule électrique, borne de recharge, lithium',
      'recharge, emballement thermique, trottinette, vélo électrique, hybride, NF C 18-550',
    ),
  ]),
  ...categoriesDe('famille_ambiances_lumineuses', [
    cat(
      'cat_eclairage',
      'Éclairage insuffisant ou inadapté',
      'éclairage, lumière, lux, fatigue visuelle',
      'obscurité, local aveugle, ampoule, néon, entrepôt, parking, couloir, lumière naturelle',
    ),
    cat(
      'cat_eblouissement',
      'Éblouissement et reflets',
      'éblouissement, reflet, contraste',
      'soleil, fenêtre, store, écran, vitrine, phares, projecteur',
    ),
    cat(
      'cat_travail_precision',
      'Travail de précision et forte sollicitation visuelle',
      'précision, fatigue visuelle, loupe, vision de près, microscope',
      'montage de lunettes, laboratoire, couture, électronique, lecture, contrôle qualité',
    ),
  ]),
  ...categoriesDe('famille_rayonnements', [
    cat(
      'cat_rayons_x',
      'Rayonnements ionisants en milieu de soins (radiologie, bloc, médecine nucléaire)',
      'rayons X, radiologie, rayonnements ionisants, radioprotection',
      'scanner, radiographie, dosimètre, tablier plombé, bloc opératoire, radio dentaire, zone contrôlée',
      { secteurSpecifique: true },
    ),
    cat(
      'cat_radio_veterinaire',
      'Radiographie vétérinaire',
      'radiographie vétérinaire, rayons X, radioprotection, contention',
      'tablier plombé, dosimètre, cassette, animal, gants plombés',
      { secteurSpecifique: true },
    ),
    cat(
      'cat_uv_lasers',
      'Rayonnements optiques artificiels (UV, lasers, lumière intense)',
      'UV, ultraviolets, laser, lampe UV',
      "désinfection UV, soudure à l'arc, photopolymérisation, lumière pulsée, lampe à fente, lumière bleue",
    ),
    cat(
      'cat_champs_electromagnetiques',
      'Champs électromagnétiques',
      'champs électromagnétiques, IRM, ondes',
      'stimulateur cardiaque, pacemaker, implant, soudage par induction, antenne, aimant',
    ),
    cat(
      'cat_radon',
      'Radon',
      'radon, gaz radioactif',
      'sous-sol, cave, rez-de-chaussée, ventilation, granite, vide sanitaire',
    ),
  ]),
  ...categoriesDe('famille_vibrations', [
    cat(
      'cat_vibrations_mains_bras',
      'Vibrations transmises aux mains et aux bras',
      'vibrations, outil vibrant, syndrome de Raynaud, doigts blancs',
      'marteau-piqueur, perforateur, meuleuse, ponceuse, burineur, débroussailleuse, tronçonneuse',
    ),
    cat(
      'cat_vibrations_corps',
      "Vibrations transmises à l'ensemble du corps",
      'vibrations, corps entier, mal de dos, conduite',
      'engin, chariot, camion, tracteur, siège suspendu, sol dégradé, dumper',
    ),
  ]),
];
