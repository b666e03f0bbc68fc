import { mesuresParCategorie } from './define.js';
import { risquesDeLaCategorie } from './risques.js';

/**
 * Family 8, agents biologiques: blood, people and care waste (sources: SOURCES.md).
 */
export const MESURES_AGENTS_BIOLOGIQUES = mesuresParCategorie(
  {
    cat_aes: [
      {
        texte:
          'Utiliser des matériels de sécurité (aiguilles rétractables, cathéters sécurisés, bistouris à lame protégée, prélèvement sous vide)',
        principe: 5,
        nature: 'technique',
        risques: [1, 2, 3],
      },
      {
        texte:
          "Placer à portée de main, à chaque lieu de soin, un collecteur pour objets piquants et tranchants rempli au plus jusqu'au trait",
        principe: 8,
        nature: 'technique',
        risques: [1, 2],
      },
      {
        texte: "Nettoyer les instruments en laveur-désinfecteur plutôt qu'à la main",
        principe: 3,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          'Placer des lave-œil ou des dosettes de sérum physiologique dans chaque salle de soins',
        principe: 8,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          "Fournir une pince de ramassage et un collecteur portable aux agents de nettoyage et d'espaces verts",
        principe: 3,
        nature: 'technique',
        risques: [4],
      },
      {
        texte: 'Interdire le recapuchonnage des aiguilles et leur désadaptation à la main',
        principe: 7,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          "Vérifier avant leur affectation la vaccination contre l'hépatite B des salariés exposés des établissements de soins",
        principe: 7,
        nature: 'organisationnelle',
        article: 'L3111-4',
        risques: [1, 2],
      },
      {
        texte:
          "Proposer aux agents qui ramassent des seringues la vaccination contre l'hépatite B, sur avis du médecin du travail",
        principe: 7,
        nature: 'organisationnelle',
        risques: [4],
      },
      {
        texte:
          "Afficher dans chaque service la conduite à tenir après un accident d'exposition au sang (lavage, antisepsie, référent à appeler)",
        principe: 9,
        nature: 'formation-information',
        risques: [1, 2, 3, 4],
      },
      {
        texte:
          'Fournir des lunettes de protection ou des masques à visière pour les soins qui exposent aux projections',
        principe: 8,
        nature: 'epi',
        risques: [3],
      },
    ],
    cat_infections_contact: [
      {
        texte:
          "Installer un distributeur de solution hydroalcoolique à chaque poste de soin, d'accueil et de change",
        principe: 8,
        nature: 'technique',
        risques: [1, 2, 3, 5],
      },
      {
        texte:
          "Aérer les locaux qui reçoivent du public ou des patients (fenêtres, ventilation mécanique) et suivre l'aération par un capteur de CO2",
        principe: 3,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          "Équiper les espaces de change de plans nettoyables, de poubelles à pédale et d'un lavabo à commande non manuelle",
        principe: 3,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          'Proposer chaque année la vaccination contre la grippe aux salariés au contact du public ou des patients',
        principe: 7,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          'Appliquer les précautions complémentaires « air » ou « contact » dès la suspicion (chambre individuelle, signalétique à la porte)',
        principe: 7,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          "Vérifier avec le médecin du travail l'immunité des salariées en âge de procréer contre la rubéole et la varicelle, et proposer la vaccination",
        principe: 7,
        nature: 'organisationnelle',
        risques: [4],
      },
      {
        texte:
          "Aménager le poste de la salariée enceinte non immunisée pour limiter le contact avec l'urine et la salive des jeunes enfants",
        principe: 4,
        nature: 'organisationnelle',
        risques: [4],
      },
      {
        texte:
          "Désinfecter après chaque client les instruments en contact avec l'œil (lentilles d'essai, mentonnière, appui-front)",
        principe: 7,
        nature: 'organisationnelle',
        risques: [5],
      },
      {
        texte:
          "Former les salariés à l'hygiène des mains (friction hydroalcoolique) et aux précautions standard",
        principe: 9,
        nature: 'formation-information',
      },
      {
        texte:
          'Fournir masques chirurgicaux, masques FFP2 pour la tuberculose, et gants à usage unique',
        principe: 8,
        nature: 'epi',
        risques: [1, 3],
      },
    ],
    cat_dechets_soins: [
      {
        texte:
          'Transporter sacs et fûts de déchets et de linge sur des chariots fermés dédiés, sans contact avec le corps',
        principe: 3,
        nature: 'technique',
        risques: [1, 2],
      },
      {
        texte:
          'Trier les DASRI là où ils sont produits, dans des emballages conformes (collecteurs rigides, sacs jaunes, fûts) fermés avant enlèvement',
        principe: 7,
        nature: 'organisationnelle',
        risques: [1, 3],
      },
      {
        texte:
          'Entreposer les DASRI dans un local dédié, ventilé et fermé, et les faire éliminer par un prestataire avec bordereau de suivi',
        principe: 7,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          'Ensacher le linge souillé au lit du patient dans des sacs fermés, sans tri ultérieur à la main',
        principe: 7,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          "Contrôler le lit et le plateau avant d'ensacher le linge pour qu'aucun objet piquant ne reste dans les draps",
        principe: 7,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          "Former soignants et agents de service au tri des déchets et du linge et à la conduite à tenir après un accident d'exposition au sang",
        principe: 9,
        nature: 'formation-information',
      },
      {
        texte:
          'Fournir des gants résistants et une surblouse aux agents de lingerie et de collecte',
        principe: 8,
        nature: 'epi',
        risques: [2, 3],
      },
    ],
  },
  risquesDeLaCategorie,
);
