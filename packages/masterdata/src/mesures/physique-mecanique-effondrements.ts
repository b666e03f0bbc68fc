import { mesuresParCategorie } from './define.js';
import { risquesDeLaCategorie } from './risques.js';

/** Family 10, effondrements et chutes d'objets (sources: SOURCES.md). */
export const MESURES_EFFONDREMENTS = mesuresParCategorie(
  {
    cat_rayonnages_stockage: [
      {
        texte:
          "Poser un grillage anti-chute à l'arrière des palettiers qui donnent sur une allée et filmer les charges stockées en hauteur",
        principe: 8,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          "Filmer ou cercler les charges gerbées et n'empiler que des palettes en bon état et de même format",
        principe: 3,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          "Ancrer les rayonnages au sol et protéger les pieds d'échelle par des sabots ou des barrières contre les chocs de chariots",
        principe: 8,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          "Fixer au mur armoires, étagères et meubles à tiroirs, et choisir des meubles à tiroirs qui n'en ouvrent qu'un à la fois",
        principe: 8,
        nature: 'technique',
        risques: [4],
      },
      {
        texte:
          'Afficher la charge maximale par niveau et par travée sur chaque rayonnage et ne jamais la dépasser',
        principe: 7,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          'Faire inspecter les rayonnages chaque année par une personne compétente et faire signaler sans délai tout choc de chariot',
        principe: 7,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          'Stocker les charges lourdes aux niveaux bas et limiter la hauteur des piles selon la résistance des colis, sur un sol plan',
        principe: 4,
        nature: 'organisationnelle',
        risques: [1, 3],
      },
      {
        texte: 'Ranger les dossiers et objets lourds dans les tiroirs et étagères du bas',
        principe: 4,
        nature: 'organisationnelle',
        risques: [4],
      },
    ],
    cat_tranchees: [
      {
        texte:
          'Poser les canalisations par une technique sans tranchée (forage dirigé, fonçage) lorsque le terrain le permet',
        principe: 1,
        nature: 'suppression',
        risques: [1],
      },
      {
        texte:
          'Blinder, étrésillonner ou étayer les parois avant toute descente dans une tranchée de plus de 1,30 m de profondeur, ou les taluter',
        principe: 8,
        nature: 'technique',
        article: 'R4534-24',
        risques: [1],
      },
      {
        texte:
          'Dégager les réseaux signalés à proximité par terrassement manuel ou par aspiration-excavation',
        principe: 3,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          'Poser des garde-corps et des plinthes en bord de fouille, et des butées de roues pour les engins',
        principe: 8,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          'Arrêter la circulation et le stationnement des engins près du bord de la fouille par un balisage à distance',
        principe: 8,
        nature: 'technique',
        risques: [4],
      },
      {
        texte:
          "Faire choisir par l'encadrement le blindage ou la pente de talus selon la nature du sol, avant l'ouverture de la fouille",
        principe: 7,
        nature: 'organisationnelle',
        risques: [1, 4],
      },
      {
        texte:
          'Envoyer la DT et la DICT aux exploitants de réseaux avant les travaux et marquer au sol le tracé des réseaux signalés',
        principe: 7,
        nature: 'organisationnelle',
        article: 'R554-1',
        risques: [2],
      },
      {
        texte:
          'Déposer déblais et matériaux à distance du bord de fouille, au-delà de la zone fixée par le mode opératoire',
        principe: 7,
        nature: 'organisationnelle',
        risques: [3, 4],
      },
      {
        texte:
          "Faire passer l'autorisation d'intervention à proximité des réseaux (AIPR) aux encadrants et conducteurs d'engins concernés",
        principe: 9,
        nature: 'formation-information',
        risques: [2],
      },
    ],
    cat_demolition: [
      {
        texte:
          "Démolir par un engin télécommandé ou à bras long qui tient les opérateurs hors de la zone d'effondrement",
        principe: 5,
        nature: 'technique',
        risques: [1, 2],
      },
      {
        texte:
          "Étayer planchers et murs selon un plan d'étaiement établi avant les travaux, et ne retirer les étais qu'avec l'accord de l'encadrement",
        principe: 8,
        nature: 'technique',
        risques: [1, 3],
      },
      {
        texte: 'Évacuer les gravats par une goulotte fermée et baliser la zone de réception au sol',
        principe: 8,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          "Faire réaliser un diagnostic de structure par un bureau d'études avant toute démolition partielle ou ouverture dans un mur porteur",
        principe: 7,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          'Faire vérifier coffrages et étaiements par le chef de chantier avant chaque coulage et consigner cette vérification',
        principe: 7,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          'Fournir un casque de protection à toute personne présente sur le chantier de démolition et en imposer le port',
        principe: 8,
        nature: 'epi',
        risques: [2],
      },
    ],
    cat_chutes_objets_hauteur: [
      {
        texte:
          "Équiper les planchers d'échafaudage et les rives de toiture de plinthes et de filets ou bâches qui retiennent les objets",
        principe: 8,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          'Attacher les outils utilisés en hauteur par des dragonnes et monter les matériaux dans des bacs fermés',
        principe: 3,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          'Baliser et interdire au public et aux salariés la zone au sol située sous les travaux en hauteur',
        principe: 8,
        nature: 'technique',
        risques: [1, 2],
      },
      {
        texte:
          "Décharger les marchandises au chariot ou au transpalette plutôt qu'à la main depuis le haut des piles",
        principe: 3,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          'Faire inspecter chaque année façades, couvertures et arbres du site, et purger ou élaguer les éléments instables',
        principe: 7,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          'Arrêter les travaux en hauteur au-delà de la vitesse de vent fixée dans le mode opératoire',
        principe: 7,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          'Ouvrir un seul vantail de conteneur à la fois, en se tenant de côté, après avoir vérifié que la charge ne pousse pas sur la porte',
        principe: 7,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          "Inscrire dans le protocole de sécurité avec le transporteur l'exigence d'un chargement calé et filmé",
        principe: 7,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          'Fournir un casque aux personnes qui travaillent ou circulent sous des travaux en hauteur',
        principe: 8,
        nature: 'epi',
        risques: [1, 2],
      },
    ],
    cat_portes_mobilier: [
      {
        texte:
          "Équiper portes et portails motorisés de bords sensibles, de cellules photoélectriques et d'un parachute anti-chute",
        principe: 8,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          'Fixer écrans, étagères murales et luminaires par des chevilles adaptées au support et à la charge, posées par une personne compétente',
        principe: 3,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          'Fournir des chariots à plateau ou des plateaux roulants pour déplacer les meubles lourds',
        principe: 3,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          "Faire entretenir et vérifier les portes et portails automatiques au moins tous les six mois et tenir leur livret d'entretien",
        principe: 7,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          'Contrôler la fixation des équipements muraux et suspendus lors de la visite annuelle des locaux',
        principe: 7,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte: 'Vider meubles et vitrines avant de les déplacer et faire ce déplacement à deux',
        principe: 4,
        nature: 'organisationnelle',
        risques: [3],
      },
    ],
  },
  risquesDeLaCategorie,
);
