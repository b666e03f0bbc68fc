import { mesuresParCategorie } from './define.js';
import { risquesDeLaCategorie } from './risques.js';

/**
 * Family 10, effondrements et chutes d'objets: storage and racking, trenches, demolition
 * (sources: SOURCES.md).
 */
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
      {
        texte:
          "Interdire la circulation à pied dans une allée pendant qu'un chariot y dépose ou y reprend une charge en hauteur",
        principe: 7,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          'Former les caristes aux règles de gerbage (hauteur maximale, palettes abîmées écartées)',
        principe: 9,
        nature: 'formation-information',
        risques: [3],
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
      {
        texte: 'Fournir un casque aux compagnons qui travaillent en fond de fouille',
        principe: 8,
        nature: 'epi',
        risques: [3],
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
          "Réserver le décoffrage et le retrait des étais à l'accord de l'encadrement, donné après contrôle de la résistance du béton",
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
  },
  risquesDeLaCategorie,
);
