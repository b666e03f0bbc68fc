import { mesuresParCategorie } from './define.js';
import { risquesDeLaCategorie } from './risques.js';

/** Family 1, chutes de plain-pied (sources: SOURCES.md). */
export const MESURES_CHUTES_PLAIN_PIED = mesuresParCategorie(
  {
    cat_sols_glissants: [
      {
        texte:
          "Poser dans les cuisines, sanitaires et zones de lavage un revêtement de sol à forte adhérence, choisi pour l'usage de la zone",
        principe: 3,
        nature: 'technique',
        risques: [1, 2],
      },
      {
        texte:
          "Nettoyer les sols par une méthode à faible apport d'eau (franges pré-imprégnées, autolaveuse qui aspire l'eau sale)",
        principe: 3,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          "Capter les projections de graisse à la source (hotte, bacs de récupération sous les appareils) et poser des caniveaux à grille aux points d'écoulement",
        principe: 3,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          'Couvrir les cheminements extérieurs les plus empruntés (auvent, passage abrité) et poser des bandes antidérapantes sur les rampes et marches extérieures',
        principe: 8,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          "Réparer sans délai les fuites d'eau et poser des bacs de récupération sous les machines et distributeurs qui gouttent",
        principe: 3,
        nature: 'technique',
        risques: [4],
      },
      {
        texte:
          'Planifier le lavage des sols hors des heures de passage, ou par demi-largeur pour laisser un cheminement sec',
        principe: 4,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          "Déneiger et saler les accès, le parking et les cheminements avant l'ouverture, selon un planning hivernal qui nomme qui le fait",
        principe: 7,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          'Mettre un kit absorbant et une raclette à chaque poste où des liquides peuvent se renverser, et écrire dans la consigne que tout liquide renversé est essuyé ou balisé sur-le-champ',
        principe: 7,
        nature: 'organisationnelle',
        risques: [4],
      },
      {
        texte:
          "Placer un panneau « sol glissant » sur chaque zone mouillée ou souillée jusqu'à son séchage complet",
        principe: 9,
        nature: 'formation-information',
        risques: [1, 4],
      },
      {
        texte:
          "Fournir des chaussures à semelle antidérapante aux agents de nettoyage et au personnel de cuisine et d'atelier",
        principe: 8,
        nature: 'epi',
        risques: [1, 2],
      },
      {
        texte:
          "Fournir des crampons antiglisse amovibles aux salariés qui circulent à pied à l'extérieur en hiver",
        principe: 8,
        nature: 'epi',
        risques: [3],
      },
    ],
    cat_sols_encombres: [
      {
        texte:
          'Supprimer les marches isolées et les ressauts en les remplaçant par une rampe de faible pente',
        principe: 1,
        nature: 'suppression',
        risques: [3],
      },
      {
        texte:
          'Installer assez de prises au plus près des postes et faire passer les câbles en goulotte, en plafond ou sous un passe-câble plat',
        principe: 3,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          'Réparer sans délai les dalles décollées, trous et moquettes soulevées, et fixer les tapis par une bande adhésive ou les retirer',
        principe: 3,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          'Marquer les nez de marche, seuils et changements de niveau par une bande contrastée et les éclairer',
        principe: 8,
        nature: 'technique',
        risques: [3],
      },
      {
        texte: 'Tracer au sol les allées de circulation et les zones de dépose ou de stockage',
        principe: 8,
        nature: 'technique',
        risques: [1, 4],
      },
      {
        texte:
          "Équiper la réserve d'étagères et d'emplacements attribués pour que rien ne soit stocké au sol dans les allées",
        principe: 3,
        nature: 'technique',
        risques: [4],
      },
      {
        texte:
          'Éclairer les voies de circulation intérieures à 40 lux au moins pour que les obstacles et défauts du sol restent visibles',
        principe: 3,
        nature: 'technique',
        article: 'R4223-4',
        risques: [1, 2],
      },
      {
        texte: 'Évacuer les cartons vides et les emballages à heures fixes vers le local à déchets',
        principe: 7,
        nature: 'organisationnelle',
        risques: [4],
      },
      {
        texte:
          'Tenir un cahier de signalement des sols abîmés et des dénivellations dangereuses, relevé chaque semaine par le responsable des locaux',
        principe: 7,
        nature: 'organisationnelle',
        risques: [2, 3],
      },
      {
        texte:
          'Inscrire le dégagement des passages dans la tournée de fermeture, avec une liste de contrôle signée',
        principe: 7,
        nature: 'organisationnelle',
        risques: [1, 4],
      },
    ],
    cat_escaliers: [
      {
        texte:
          "Installer un monte-charge ou un monte-colis pour supprimer le port de charges dans l'escalier",
        principe: 1,
        nature: 'suppression',
        risques: [1],
      },
      {
        texte: "Poser une main courante continue des deux côtés de l'escalier",
        principe: 8,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          'Équiper les nez de marche de bandes antidérapantes contrastées et remplacer les marches usées',
        principe: 8,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          "Éclairer l'escalier à 60 lux au moins, avec une commande à chaque palier ou un détecteur de présence",
        principe: 3,
        nature: 'technique',
        article: 'R4223-4',
        risques: [2],
      },
      {
        texte:
          'Installer des miroirs ou des hublots aux croisements de couloirs et sur les portes battantes',
        principe: 8,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          "Limiter dans la consigne de manutention les charges portées dans l'escalier à ce qui laisse une main libre pour la rampe et la vue des marches",
        principe: 4,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          'Dégager les couloirs de tout stockage et fixer les extincteurs et équipements au mur hors du passage',
        principe: 7,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          "Présenter à chaque nouvel arrivant la règle « une main sur la rampe » et l'interdiction de courir ou de lire son téléphone en marchant",
        principe: 9,
        nature: 'formation-information',
      },
    ],
    cat_exterieurs: [
      {
        texte:
          'Aménager des cheminements piétons stabilisés (grave compactée, platelage) entre la base vie, le parking et les postes de travail',
        principe: 3,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          'Installer des escaliers fixes pour accéder aux quais et aux plateformes, et des marchepieds avec poignées sur les véhicules',
        principe: 3,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          'Éclairer le parking et les voies extérieures à 10 lux au moins, et à 40 lux les espaces extérieurs de travail permanent',
        principe: 3,
        nature: 'technique',
        article: 'R4223-4',
        risques: [3],
      },
      {
        texte:
          'Marquer par des bandes réfléchissantes les bordures, marches et obstacles du parking et des voies piétonnes',
        principe: 8,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          'Faire évacuer les gravats et combler les ornières chaque jour par une personne désignée',
        principe: 7,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          "Commander l'éclairage extérieur par un interrupteur crépusculaire et vérifier les luminaires lors d'une ronde mensuelle",
        principe: 7,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          'Interdire par consigne de sauter des quais, cabines et plateaux, et imposer la descente face au véhicule par les marchepieds',
        principe: 9,
        nature: 'formation-information',
        risques: [2],
      },
      {
        texte:
          'Fournir des chaussures de sécurité montantes, qui maintiennent la cheville, aux salariés de chantier et de quai',
        principe: 8,
        nature: 'epi',
        risques: [1, 2],
      },
    ],
  },
  risquesDeLaCategorie,
);
