import type { MesureDef } from './define.js';

/** Family 14, Électricité (sources: SOURCES.md, section « Électricité »). */
export const MESURES_ELECTRICITE: Readonly<Record<string, readonly MesureDef[]>> = {
  cat_installations_electriques: [
    {
      texte:
        'Remplacer les appareillages dégradés et poser des capots ou des écrans devant les pièces nues sous tension',
      principe: 3,
      nature: 'technique',
      risques: [3],
    },
    {
      texte:
        "Fermer à clé les armoires et les locaux électriques et en réserver l'accès aux personnes habilitées",
      principe: 8,
      nature: 'technique',
      risques: [1, 3],
    },
    {
      texte:
        "Confier les opérations sur l'installation électrique uniquement à des salariés habilités ou à une entreprise qualifiée",
      principe: 7,
      nature: 'organisationnelle',
      article: 'R4544-9',
      risques: [1, 2],
    },
    {
      texte:
        "Consigner l'installation (séparation, condamnation, vérification d'absence de tension) avant tout travail",
      principe: 7,
      nature: 'organisationnelle',
      risques: [1, 2],
    },
    {
      texte:
        "Faire vérifier chaque année l'installation par une personne qualifiée et lever les observations du rapport",
      principe: 7,
      nature: 'organisationnelle',
      article: 'R4226-16',
      risques: [3],
    },
    {
      texte:
        "Faire suivre aux salariés à habiliter la formation préalable à l'habilitation électrique et son recyclage",
      principe: 9,
      nature: 'formation-information',
      risques: [1, 2],
    },
    {
      texte:
        'Fournir aux électriciens habilités des gants isolants, un écran facial anti-arc et des vêtements non propagateurs de flamme',
      principe: 8,
      nature: 'epi',
      risques: [2],
    },
  ],
  cat_appareils_electriques: [
    {
      texte:
        'Installer des prises murales en nombre suffisant pour se passer de multiprises en cascade',
      principe: 3,
      nature: 'technique',
      risques: [3],
    },
    {
      texte:
        "Protéger les circuits de prises par un dispositif différentiel de 30 mA et l'essayer chaque mois avec son bouton test",
      principe: 8,
      nature: 'technique',
      risques: [1, 2],
    },
    {
      texte:
        'Utiliser en local humide ou en extérieur des appareils et des prises à indice de protection adapté ou en très basse tension',
      principe: 8,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        "Dérouler entièrement les enrouleurs et n'utiliser que des multiprises à interrupteur protégées contre les surcharges",
      principe: 8,
      nature: 'technique',
      risques: [3],
    },
    {
      texte:
        'Retirer immédiatement du service tout câble, prise ou appareil abîmé et le faire réparer par une personne compétente',
      principe: 7,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte:
        "Contrôler l'état des câbles, rallonges et appareils portatifs lors d'une tournée périodique notée sur un registre",
      principe: 7,
      nature: 'organisationnelle',
      risques: [1, 3],
    },
    {
      texte:
        'Former les salariés à repérer un matériel électrique endommagé et à ne pas le brancher les mains mouillées',
      principe: 9,
      nature: 'formation-information',
      risques: [1, 2],
    },
  ],
  cat_reseaux_lignes: [
    {
      texte:
        "Demander à l'exploitant la mise hors tension ou l'isolation de la ligne avant de travailler à proximité",
      principe: 1,
      nature: 'suppression',
      risques: [1],
    },
    {
      texte:
        "Baliser au sol la zone d'approche interdite et installer des portiques limitant la hauteur sous la ligne",
      principe: 8,
      nature: 'technique',
      risques: [1],
    },
    {
      texte:
        'Repérer et marquer au sol le tracé des réseaux et terrasser à la main ou par aspiration à leur approche',
      principe: 8,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        'Faire respecter la distance de sécurité fixée selon la tension de la ligne, avec un surveillant pendant les manœuvres',
      principe: 7,
      nature: 'organisationnelle',
      article: 'R4544-24',
      risques: [1],
    },
    {
      texte:
        'Envoyer la DT et la DICT et recevoir les réponses des exploitants avant de commencer les travaux',
      principe: 7,
      nature: 'organisationnelle',
      article: 'R554-1',
      risques: [2],
    },
    {
      texte:
        "Former les conducteurs d'engins et chefs d'équipe à la conduite à tenir en cas de contact avec une ligne",
      principe: 9,
      nature: 'formation-information',
      risques: [1],
    },
    {
      texte:
        "Faire obtenir l'AIPR aux encadrants et conducteurs d'engins qui travaillent à proximité des réseaux",
      principe: 9,
      nature: 'formation-information',
      risques: [2],
    },
  ],
  cat_batteries: [
    {
      texte:
        'Recharger les batteries lithium-ion sur un emplacement dédié, incombustible, loin des stockages et en présence du personnel',
      principe: 8,
      nature: 'technique',
      risques: [1],
    },
    {
      texte:
        "Isoler dans un bac métallique, à l'extérieur, toute batterie gonflée, chaude ou endommagée et la retirer du service",
      principe: 7,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte: 'Utiliser uniquement les chargeurs prévus par le fabricant de la batterie',
      principe: 7,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte:
        'Confier les interventions sur véhicules électriques ou hybrides à des salariés habilités pour ces véhicules',
      principe: 7,
      nature: 'organisationnelle',
      article: 'R4544-9',
      risques: [2],
    },
    {
      texte: 'Consigner la batterie de traction et baliser le véhicule avant toute intervention',
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        'Fournir aux techniciens habilités des gants isolants, un écran facial et des outils isolés',
      principe: 8,
      nature: 'epi',
      risques: [2],
    },
  ],
};
