import type { MesureDef } from './define.js';

/** Family 15, Ambiances lumineuses (sources: SOURCES.md, section « Ambiances lumineuses »). */
export const MESURES_AMBIANCES_LUMINEUSES: Readonly<Record<string, readonly MesureDef[]>> = {
  cat_eclairage: [
    {
      texte:
        "Installer les postes de travail permanents dans des locaux pourvus de fenêtres donnant sur l'extérieur",
      principe: 1,
      nature: 'suppression',
      risques: [3],
    },
    {
      texte:
        "Mesurer l'éclairement au luxmètre et compléter l'éclairage jusqu'aux niveaux minimaux réglementaires",
      principe: 8,
      nature: 'technique',
      article: 'R4223-4',
      risques: [1, 2],
    },
    {
      texte: "Ajouter au poste une lampe d'appoint orientable pour la lecture et les tâches fines",
      principe: 8,
      nature: 'technique',
      risques: [1],
    },
    {
      texte:
        'Éclairer escaliers et passages par des luminaires commandés par détecteur de présence ou minuterie de durée suffisante',
      principe: 8,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        "Porter à au moins 200 lux l'éclairement d'un local aveugle affecté à un travail permanent",
      principe: 8,
      nature: 'technique',
      article: 'R4223-4',
      risques: [3],
    },
    {
      texte:
        'Organiser des pauses ou une alternance de tâches dans des locaux éclairés naturellement',
      principe: 4,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        "Remplacer sans délai les lampes défectueuses et nettoyer les luminaires selon un calendrier d'entretien",
      principe: 7,
      nature: 'organisationnelle',
      risques: [1, 2],
    },
  ],
  cat_eblouissement: [
    {
      texte:
        "Choisir des écrans à surface mate et des luminaires à diffuseur qui ne se reflètent pas dans l'écran",
      principe: 3,
      nature: 'technique',
      risques: [1],
    },
    {
      texte:
        "Orienter les projecteurs extérieurs vers le bas, hors de l'axe de vision des conducteurs",
      principe: 3,
      nature: 'technique',
      risques: [2],
    },
    {
      texte: 'Choisir des revêtements de sol mats dans les zones de manœuvre et de circulation',
      principe: 3,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        'Placer les écrans perpendiculairement aux fenêtres et équiper celles-ci de stores réglables',
      principe: 8,
      nature: 'technique',
      risques: [1],
    },
    {
      texte:
        'Équiper cabines et véhicules de pare-soleil et fournir des lunettes filtrantes aux conducteurs',
      principe: 8,
      nature: 'epi',
      risques: [2],
    },
  ],
  cat_travail_precision: [
    {
      texte:
        'Choisir des microscopes ou loupes à oculaires réglables, ou à image affichée sur écran',
      principe: 5,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        "Installer au poste un éclairage d'appoint réglable ou une lampe-loupe adaptés à la finesse de la tâche",
      principe: 8,
      nature: 'technique',
      risques: [1],
    },
    {
      texte:
        'Alterner les tâches minutieuses avec des tâches peu exigeantes pour la vue et prévoir des pauses régulières',
      principe: 4,
      nature: 'organisationnelle',
    },
    {
      texte:
        'Orienter les salariés affectés aux travaux de précision vers le médecin du travail pour un contrôle de la vue',
      principe: 7,
      nature: 'organisationnelle',
    },
    {
      texte:
        'Former les utilisateurs au réglage du microscope à leur vue (écartement, dioptries) et de la hauteur du poste',
      principe: 9,
      nature: 'formation-information',
      risques: [2],
    },
  ],
};
