import { mesuresParCategorie } from './define.js';
import { risquesDeLaCategorie } from './risques.js';

/**
 * Family 9, équipements de travail: the categories tied to a trade or a place (optique,
 * stérilisation et air comprimé, bureau, boucherie) (sources: SOURCES.md).
 */
export const MESURES_EQUIPEMENTS_TRAVAIL_METIERS = mesuresParCategorie(
  {
    cat_meulage_verres: [
      {
        texte:
          'Utiliser des meuleuses à verres automatiques dont le capot reste fermé et verrouillé pendant le cycle',
        principe: 5,
        nature: 'technique',
        risques: [1, 2],
      },
      {
        texte: 'Raccorder la meule de retouche à une aspiration à la source filtrée et entretenue',
        principe: 3,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          'Choisir une ventilette à thermostat et arrêt automatique, posée sur un support stable hors du passage des mains',
        principe: 3,
        nature: 'technique',
        risques: [4],
      },
      {
        texte:
          'Changer les filtres et vider les bacs à boues de la meuleuse au rythme fixé par le fabricant, avec des gants',
        principe: 7,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          "Afficher la consigne d'attendre l'arrêt complet de la meule avant d'ouvrir le capot ou de retirer le verre",
        principe: 9,
        nature: 'formation-information',
        risques: [1],
      },
      {
        texte:
          "Former chaque nouvel employé d'atelier au fonctionnement et aux sécurités de la meuleuse, de la perceuse et de la ventilette",
        principe: 9,
        nature: 'formation-information',
      },
      {
        texte:
          'Fournir des lunettes de protection pour le retouchage manuel et le perçage des verres',
        principe: 8,
        nature: 'epi',
        risques: [2],
      },
      {
        texte:
          'Fournir des pinces ou des doigtiers résistants à la chaleur pour manipuler les montures chauffées',
        principe: 8,
        nature: 'epi',
        risques: [4],
      },
    ],
    cat_autoclaves_pression: [
      {
        texte:
          "Remplacer le soufflage à l'air comprimé par l'aspiration pour le nettoyage, et utiliser des soufflettes à pression limitée",
        principe: 6,
        nature: 'suppression',
        risques: [3],
      },
      {
        texte:
          'Choisir des autoclaves dont la porte reste verrouillée tant que pression et température ne sont pas retombées',
        principe: 5,
        nature: 'technique',
        risques: [1],
      },
      {
        texte: 'Sortir les paniers chauds avec un chariot de déchargement, sans les porter',
        principe: 3,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          "Remplacer les flexibles abîmés, munir les raccords d'élingues anti-fouet et arrimer les bouteilles de gaz debout",
        principe: 8,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          'Installer compresseurs et bouteilles de gaz dans un local ventilé, hors des postes de travail',
        principe: 8,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          'Faire réaliser les inspections et requalifications périodiques des équipements sous pression et tenir leur registre',
        principe: 7,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          "Afficher l'interdiction de diriger la soufflette vers une personne ou de s'en servir pour dépoussiérer ses vêtements",
        principe: 9,
        nature: 'formation-information',
        risques: [3],
      },
      {
        texte: "Fournir des gants isolants à manchettes pour décharger l'autoclave",
        principe: 8,
        nature: 'epi',
        risques: [1],
      },
      {
        texte: 'Fournir des lunettes de protection aux utilisateurs de soufflettes',
        principe: 8,
        nature: 'epi',
        risques: [3],
      },
    ],
    cat_machines_bureau: [
      {
        texte:
          'Remplacer le massicot à levier par un massicot à commande bimanuelle et protecteur, ou par un rogneur à lame protégée',
        principe: 6,
        nature: 'suppression',
        risques: [1],
      },
      {
        texte:
          "Choisir des destructeurs à fente étroite qui s'arrêtent dès que le capot s'ouvre ou qu'une main approche",
        principe: 5,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          'Réserver le massicot aux salariés formés et verrouiller sa lame en position basse après chaque usage',
        principe: 7,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          'Confier les bourrages répétés ou internes au prestataire de maintenance du photocopieur',
        principe: 7,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          "Afficher près du destructeur la consigne de ne pas s'y pencher avec cravate, foulard, collier ou cheveux détachés",
        principe: 9,
        nature: 'formation-information',
        risques: [2],
      },
      {
        texte:
          "Afficher la consigne d'éteindre, débrancher et laisser refroidir l'appareil avant de dégager un bourrage",
        principe: 9,
        nature: 'formation-information',
        risques: [3],
      },
    ],
    cat_decoupe_viande: [
      {
        texte:
          "Équiper la scie à os d'un protège-lame réglable et d'un poussoir, et le hachoir d'une goulotte protégée et d'un poussoir",
        principe: 8,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          "Aménager des postes de découpe réglables en hauteur, avec assez d'espace entre deux opérateurs",
        principe: 3,
        nature: 'technique',
        risques: [1, 3],
      },
      {
        texte:
          'Attribuer les couteaux à chaque opérateur et organiser leur affûtage et affilage chaque jour',
        principe: 7,
        nature: 'organisationnelle',
        risques: [1, 3],
      },
      {
        texte:
          'Réserver la scie à os et le hachoir aux salariés formés et les consigner avant tout nettoyage',
        principe: 7,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte: 'Organiser la rotation des tâches de découpe et des pauses dans un local tempéré',
        principe: 4,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          'Fournir un tablier de protection en cotte de mailles et un gant de maille pour la main qui ne tient pas le couteau',
        principe: 8,
        nature: 'epi',
        risques: [1],
      },
      {
        texte:
          'Fournir des vêtements contre le froid et des gants isolants compatibles avec le gant de maille',
        principe: 8,
        nature: 'epi',
        risques: [3],
      },
      {
        texte: 'Fournir un gant de maille pour nettoyer les lames de la scie à os et du hachoir',
        principe: 8,
        nature: 'epi',
        risques: [2],
      },
    ],
  },
  risquesDeLaCategorie,
);
