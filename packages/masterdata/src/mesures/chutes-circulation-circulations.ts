import { mesuresParCategorie } from './define.js';
import { risquesDeLaCategorie } from './risques.js';

/** Family 3, circulations internes de véhicules et d'engins (sources: SOURCES.md). */
export const MESURES_CIRCULATIONS_INTERNES = mesuresParCategorie(
  {
    cat_chariots_elevateurs: [
      {
        texte:
          "Choisir des chariots à protège-conducteur et à système de retenue (ceinture ou portillon), et en imposer l'usage",
        principe: 8,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          "Brider la vitesse des chariots et afficher à l'entrée de l'entrepôt la vitesse maximale en allée et en virage",
        principe: 3,
        nature: 'technique',
        risques: [1, 4],
      },
      {
        texte:
          'Séparer les allées piétonnes des voies de chariots par des barrières et marquer les traversées piétonnes',
        principe: 8,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          "Équiper les chariots d'un avertisseur de recul et d'une projection lumineuse au sol signalant leur approche",
        principe: 8,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          "Choisir des transpalettes électriques à timon munis d'un inverseur de sécurité anti-écrasement en bout de timon",
        principe: 5,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          "Équiper les chariots d'un dosseret d'appui de charge et interdire de circuler fourches hautes",
        principe: 8,
        nature: 'technique',
        risques: [4],
      },
      {
        texte:
          "Écarter les palettes abîmées, filmer ou cercler les charges et régler l'écartement des fourches avant chaque prise",
        principe: 7,
        nature: 'organisationnelle',
        risques: [4],
      },
      {
        texte:
          "Former les caristes à la conduite du chariot (CACES® R489 recommandé) et leur délivrer l'autorisation de conduite",
        principe: 9,
        nature: 'formation-information',
        article: 'R4323-56',
        risques: [1, 2, 4],
      },
      {
        texte:
          "Former les utilisateurs de transpalettes à guider l'engin timon sur le côté, sans le tirer vers soi",
        principe: 9,
        nature: 'formation-information',
        risques: [3],
      },
      {
        texte:
          'Fournir des chaussures de sécurité à embout protecteur aux utilisateurs de transpalettes et de gerbeurs',
        principe: 8,
        nature: 'epi',
        risques: [3],
      },
    ],
    cat_circulation_site: [
      {
        texte:
          'Aménager une boucle de circulation à sens unique qui supprime les marches arrière hors des postes à quai',
        principe: 1,
        nature: 'suppression',
        risques: [1, 3],
      },
      {
        texte:
          'Tracer des cheminements piétons séparés et protégés par des barrières entre le parking, les bureaux et les zones de livraison',
        principe: 8,
        nature: 'technique',
        risques: [4],
      },
      {
        texte:
          "Équiper les véhicules de l'entreprise d'une caméra et d'un avertisseur sonore de recul",
        principe: 8,
        nature: 'technique',
        risques: [1, 3],
      },
      {
        texte:
          'Installer miroirs, panneaux « stop » et ralentisseurs aux intersections sans visibilité et afficher la vitesse maximale du site',
        principe: 8,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          "Établir un plan de circulation du site (sens, vitesses, aires de manœuvre) et le remettre aux chauffeurs et visiteurs à l'accueil",
        principe: 7,
        nature: 'organisationnelle',
      },
      {
        texte:
          'Interdire toute présence entre un véhicule en recul et le quai, et faire guider les manœuvres par un signaleur désigné',
        principe: 7,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          'Établir avec chaque transporteur qui livre le site un protocole de sécurité écrit pour le chargement et le déchargement',
        principe: 7,
        nature: 'organisationnelle',
        article: 'R4515-4',
        risques: [1, 3, 4],
      },
      {
        texte:
          'Présenter le plan de circulation et ses règles de priorité aux caristes et chauffeurs du site lors de leur accueil',
        principe: 9,
        nature: 'formation-information',
        risques: [2],
      },
      {
        texte:
          'Fournir un gilet à haute visibilité aux personnes à pied dans la cour et imposer son port dans les zones de livraison',
        principe: 8,
        nature: 'epi',
        risques: [1, 4],
      },
    ],
    cat_engins_chantier: [
      {
        texte:
          'Équiper les engins de caméras et de détecteurs de présence qui couvrent leurs angles morts',
        principe: 5,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          'Choisir des engins à structure de protection au retournement (ROPS) et faire boucler la ceinture de sécurité',
        principe: 8,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          'Matérialiser la distance de sécurité en bord de fouille par un merlon ou une butée de roue prévue au mode opératoire',
        principe: 8,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          "Choisir des attaches rapides à verrouillage automatique dont l'état verrouillé se contrôle depuis la cabine",
        principe: 5,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          "Choisir des engins à marchepieds antidérapants et à poignées sur toute la hauteur d'accès à la cabine",
        principe: 3,
        nature: 'technique',
        risques: [4],
      },
      {
        texte:
          "Réserver la conduite des engins aux travailleurs formés (CACES® R482 recommandé) et titulaires d'une autorisation de conduite",
        principe: 7,
        nature: 'organisationnelle',
        article: 'R4323-56',
        risques: [1, 2],
      },
      {
        texte:
          "Baliser le rayon d'action de chaque engin et interdire d'y entrer à pied sans contact visuel avec le conducteur",
        principe: 7,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          "Interdire toute présence devant ou sous l'outil pendant l'attelage et faire un test de verrouillage, godet appuyé au sol, avant le travail",
        principe: 7,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          "Contrôler chaque jour que les marchepieds et poignées de l'engin sont en place, propres et antidérapants",
        principe: 7,
        nature: 'organisationnelle',
        risques: [4],
      },
      {
        texte:
          "Former les conducteurs à monter et descendre face à l'engin avec trois points d'appui, jamais en sautant",
        principe: 9,
        nature: 'formation-information',
        risques: [4],
      },
      {
        texte:
          "Former les conducteurs à la procédure de changement d'outil et au contrôle du verrouillage de l'attache rapide",
        principe: 9,
        nature: 'formation-information',
        risques: [3],
      },
    ],
  },
  risquesDeLaCategorie,
);
