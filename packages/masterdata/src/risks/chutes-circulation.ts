import { risquesParCategorie } from './define.js';
import { SEUILS } from './seuils.js';

/** Risks of families 1 to 4: falls, internal traffic, road travel on business. */
export const RISQUES_CHUTES_CIRCULATION = risquesParCategorie({
  cat_sols_glissants: [
    'Glissade sur un sol mouillé pendant ou après le nettoyage des locaux, entraînant entorse, fracture ou traumatisme crânien',
    'Glissade sur un sol gras ou souillé (cuisine, atelier, zone de préparation) provoquant une chute',
    'Chute sur un sol verglacé, enneigé ou détrempé lors des déplacements extérieurs (parking, cour, accès au bâtiment)',
    "Glissade sur un liquide renversé non signalé (boisson, produit, fuite d'eau)",
  ],
  cat_sols_encombres: [
    'Trébuchement sur un câble, une rallonge ou un objet laissé au sol dans une zone de passage',
    'Chute due à un revêtement de sol dégradé (dalle décollée, trou, moquette ou tapis qui se soulève)',
    'Chute en franchissant une dénivellation ou un seuil mal signalé (marche isolée, rampe, plan incliné)',
    'Chute dans une réserve ou un local encombré de cartons, de palettes ou de matériel stockés au sol',
  ],
  cat_escaliers: [
    'Chute dans un escalier en le descendant rapidement ou en portant une charge qui masque la vue des marches',
    [
      'Chute dans un escalier sans main courante, aux marches usées, glissantes ou mal éclairées',
      SEUILS.eclairage,
    ],
    'Chute ou heurt lors de déplacements précipités dans les couloirs (urgence, retard, téléphone en main)',
  ],
  cat_exterieurs: [
    'Chute de plain-pied sur un terrain accidenté, boueux ou encombré de gravats (chantier, cour, espaces verts)',
    "Entorse en sautant d'un quai, d'une plateforme, de la cabine d'un véhicule ou d'un engin",
    [
      "Chute dans l'obscurité sur un parking ou une voie extérieure insuffisamment éclairés",
      SEUILS.eclairage,
    ],
  ],
  cat_echelles_escabeaux: [
    [
      "Chute depuis un escabeau ou un marchepied lors de l'accès aux rayonnages ou aux archives en hauteur",
      SEUILS.echelles,
    ],
    [
      "Chute d'une échelle qui glisse, bascule ou se déplace faute de calage, d'attache ou de stabilisateurs",
      SEUILS.echelles,
    ],
    'Chute en montant sur un moyen de fortune (chaise, carton, caisse, table) pour atteindre un objet en hauteur',
    [
      "Perte d'équilibre en portant une charge ou un outil à la main en montant ou en descendant une échelle",
      SEUILS.echelles,
    ],
  ],
  cat_toitures_bords: [
    [
      "Chute depuis une toiture ou une terrasse non protégée lors de travaux ou d'une intervention de maintenance",
      SEUILS.hauteurCollective,
    ],
    [
      'Chute à travers un matériau fragile (plaque translucide, skydome, verrière, plaque de fibres-ciment)',
      SEUILS.hauteurCollective,
    ],
    [
      'Chute par une trémie, une fosse ou une ouverture dans un plancher non protégée',
      SEUILS.hauteurCollective,
    ],
    [
      'Chute depuis une mezzanine, une passerelle ou une plateforme de stockage sans garde-corps',
      SEUILS.hauteurCollective,
    ],
  ],
  cat_echafaudages: [
    [
      "Chute lors du montage, du démontage ou de la modification d'un échafaudage",
      SEUILS.echafaudages,
    ],
    [
      "Chute depuis un plancher d'échafaudage incomplet ou dépourvu de garde-corps",
      SEUILS.hauteurCollective,
    ],
    [
      "Renversement d'un échafaudage roulant déplacé avec une personne dessus ou non stabilisé",
      SEUILS.echafaudages,
    ],
    [
      "Effondrement d'un échafaudage de pied insuffisamment amarré ou surchargé de matériaux",
      SEUILS.echafaudages,
    ],
  ],
  cat_nacelles: [
    [
      "Éjection de l'opérateur hors du panier ou chute en franchissant le garde-corps de la nacelle",
      SEUILS.nacelles,
    ],
    ['Renversement de la nacelle sur un sol instable, en pente ou par vent fort', SEUILS.nacelles],
    [
      "Coincement de l'opérateur entre le panier et une structure (poutre, plafond) lors d'une manœuvre",
      SEUILS.nacelles,
    ],
  ],
  cat_quais_fosses: [
    'Chute depuis un quai de chargement en bord de quai ou lors du départ inopiné du camion',
    'Chute dans une fosse de visite ou de maintenance laissée ouverte',
    "Chute depuis le plateau d'un camion ou d'une benne lors du chargement, du bâchage ou de l'arrimage",
  ],
  cat_chariots_elevateurs: [
    [
      "Renversement d'un chariot élévateur (virage rapide, charge haute, sol en pente) écrasant le conducteur",
      SEUILS.chariots,
    ],
    [
      "Heurt ou écrasement d'un piéton par un chariot élévateur ou un gerbeur, notamment en marche arrière",
      SEUILS.chariots,
    ],
    'Écrasement du pied ou des jambes par un transpalette manuel ou électrique',
    [
      'Chute de la charge portée par les fourches sur le cariste ou sur une personne à proximité',
      SEUILS.chariots,
    ],
  ],
  cat_circulation_site: [
    "Heurt d'un piéton par un véhicule en manœuvre ou en marche arrière dans la cour ou sur le parking",
    'Collision entre véhicules ou engins aux intersections et dans les zones sans visibilité du site',
    "Écrasement d'une personne entre un véhicule en manœuvre et un quai, un mur ou un autre véhicule",
    "Accident lors de la traversée d'une zone de livraison faute de cheminement piéton séparé et balisé",
  ],
  cat_engins_chantier: [
    [
      "Heurt ou écrasement d'un compagnon à pied dans l'angle mort d'un engin de chantier",
      SEUILS.engins,
    ],
    [
      "Retournement ou basculement d'un engin (mini-pelle, tombereau) en bord de fouille ou sur un terrain en pente",
      SEUILS.engins,
    ],
    "Écrasement lors de l'attelage ou du changement d'un outil d'engin (godet, brise-roche, attache rapide)",
    "Chute en montant ou en descendant de la cabine d'un engin sans utiliser les trois points d'appui",
  ],
  cat_conduite_mission: [
    'Accident de la route lors des déplacements professionnels (rendez-vous clients, chantiers, tournées)',
    'Accident dû à la fatigue ou à la somnolence au volant après une longue journée ou un long trajet',
    [
      "Accident lié à l'usage du téléphone ou à la consultation d'un écran en conduisant",
      SEUILS.telephone,
    ],
    'Accident lié à un véhicule mal entretenu (pneumatiques, freins, éclairage) ou surchargé',
    [
      "Excès de vitesse sous la pression d'un planning de rendez-vous trop serré",
      SEUILS.designation,
    ],
  ],
  cat_poids_lourds: [
    [
      'Accident de la route dû à la fatigue ou au dépassement des temps de conduite',
      SEUILS.tempsConduite,
    ],
    "Renversement ou perte de contrôle du véhicule à cause d'un chargement mal réparti ou mal arrimé",
    "Heurt d'un usager vulnérable (piéton, cycliste) dans les angles morts du poids lourd en agglomération",
    "Chute lors de la montée ou de la descente de la cabine ou de l'accès à la remorque",
  ],
  cat_deux_roues: [
    "Chute ou collision à deux-roues motorisé lors d'une livraison ou d'une tournée, aggravée par la pluie ou la pression des délais",
    'Accident à vélo ou à trottinette lors des déplacements professionnels en ville',
    "Perte d'équilibre avec un vélo cargo ou un deux-roues lourdement chargé",
  ],
  cat_transport_personnes: [
    "Accident de la route lors du transport de patients, d'élèves ou d'usagers (minibus, véhicule sanitaire, navette)",
    'Distraction du conducteur par le comportement des passagers (enfants agités, patient désorienté)',
    'Lombalgie ou chute en aidant un passager à mobilité réduite à monter ou à descendre du véhicule',
  ],
  cat_intervention_voirie: [
    "Heurt par un véhicule lors d'une intervention en bord de chaussée (panne, déchargement, travaux)",
    'Accident sur un chantier de voirie mal balisé ou sans signalisation temporaire',
    "Heurt par un véhicule en descendant côté circulation lors d'une livraison ou d'un arrêt",
  ],
});
