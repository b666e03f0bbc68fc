/**
 * Regulatory thresholds and limit values quoted in `infoSeuil`, written once so that a change of
 * the law is made in one place. "C. trav." is the Code du travail. Every figure and article here
 * was checked against the current texts; where no threshold exists, risks carry no infoSeuil.
 */
export const SEUILS = {
  // Chutes et hauteur
  eclairage:
    'Éclairement minimal (art. R4223-4 C. trav.) : 40 lux dans les voies de circulation intérieures, 60 lux dans les escaliers et entrepôts, 120 lux dans les locaux de travail, vestiaires et sanitaires, 200 lux dans les locaux aveugles affectés à un travail permanent ; 10 lux pour les voies de circulation extérieures et 40 lux pour les espaces extérieurs où sont effectués des travaux permanents.',
  eclairageBureau:
    'Minimum réglementaire de 120 lux dans les locaux de travail et de 200 lux dans les locaux aveugles affectés à un travail permanent (art. R4223-4 C. trav.) ; la norme NF EN 12464-1 recommande 500 lux pour le travail de bureau (lecture, écriture, saisie).',
  hauteurCollective:
    "Protection collective prioritaire (art. R4323-58 à R4323-61 C. trav.) : garde-corps rigides d'une hauteur comprise entre 1 m et 1,10 m avec lisse intermédiaire et plinthe (norme NF E 85-015) ; à défaut, filets ou dispositifs de recueil souples ; en dernier recours, système d'arrêt de chute individuel.",
  echelles:
    "Échelles, escabeaux et marchepieds ne peuvent être utilisés comme poste de travail qu'en cas d'impossibilité technique de recourir à un équipement de protection collective, ou lorsque le risque est faible et qu'il s'agit de travaux de courte durée ne présentant pas un caractère répétitif (art. R4323-63 C. trav.).",
  echafaudages:
    "Montage, démontage et modification sous la direction d'une personne compétente, par des travailleurs ayant reçu une formation adéquate et spécifique (art. R4323-69 C. trav.) ; vérifications avant mise en service, journalières et trimestrielles (arrêté du 21 décembre 2004).",
  nacelles:
    "Conduite réservée aux travailleurs formés et titulaires d'une autorisation de conduite délivrée par l'employeur (art. R4323-55 et R4323-56 C. trav. ; CACES® R486 recommandé) ; vérification générale périodique tous les 6 mois (arrêté du 1er mars 2004).",

  // Engins, levage, circulation
  chariots:
    "Conduite réservée aux travailleurs ayant reçu une formation adéquate (art. R4323-55 C. trav.) et titulaires d'une autorisation de conduite délivrée par l'employeur (art. R4323-56), en pratique après un CACES® R489 ; vérification générale périodique tous les 6 mois (arrêté du 1er mars 2004).",
  engins:
    "Conduite réservée aux travailleurs ayant reçu une formation adéquate (art. R4323-55 C. trav.) et titulaires d'une autorisation de conduite délivrée par l'employeur (art. R4323-56), en pratique après un CACES® R482.",
  levage:
    "Vérification générale périodique des appareils et accessoires de levage tous les 6 ou 12 mois selon l'appareil (arrêté du 1er mars 2004) ; examen de l'état des élingues et accessoires avant chaque utilisation.",
  grues:
    "Conduite soumise à une autorisation de conduite délivrée par l'employeur après formation (art. R4323-55 et R4323-56 C. trav. ; CACES® R487 grues à tour, R483 grues mobiles, R490 grues auxiliaires) ; vérification générale périodique (arrêté du 1er mars 2004).",
  protocoleSecurite:
    "Les opérations de chargement et de déchargement réalisées par une entreprise de transport font l'objet d'un protocole de sécurité écrit (art. R4515-4 C. trav.).",
  portes:
    'Portes et portails automatiques et semi-automatiques : entretien et vérification au moins tous les 6 mois (arrêté du 21 décembre 1993).',
  rayonnages:
    'Inspection des rayonnages de stockage par une personne compétente au moins une fois par an (norme NF EN 15635) ; charges maximales affichées.',

  // Route
  telephone:
    "L'usage d'un téléphone tenu en main et le port d'écouteurs ou d'oreillettes sont interdits en conduisant (art. R412-6-1 du Code de la route).",
  designation:
    "En cas d'infraction relevée avec un véhicule de l'entreprise, l'employeur doit désigner le salarié qui conduisait (art. L121-6 du Code de la route).",
  tempsConduite:
    "Conducteurs de poids lourds : conduite journalière limitée à 9 h (10 h deux fois par semaine), pause d'au moins 45 min après 4 h 30 de conduite, 56 h de conduite par semaine et 90 h sur deux semaines consécutives (règlement (CE) n° 561/2006).",
  alcoolRoute:
    "Taux d'alcool interdit au volant à partir de 0,5 g/L de sang (0,25 mg/L d'air expiré), 0,2 g/L pour les conducteurs en permis probatoire et les conducteurs de transport en commun (art. R234-1 du Code de la route).",

  // Charge physique
  manutention:
    "Un travailleur ne peut porter habituellement des charges de plus de 55 kg qu'après avoir été reconnu apte par le médecin du travail, et jamais plus de 105 kg ; les femmes ne peuvent porter plus de 25 kg ni transporter plus de 40 kg à l'aide d'une brouette, brouette comprise (art. R4541-9 C. trav.). Des aides mécaniques doivent être recherchées en priorité (art. R4541-5).",
  repetitif:
    'Facteur de risques professionnels (compte professionnel de prévention) au-delà de 900 heures par an : temps de cycle inférieur ou égal à 30 secondes avec au moins 15 actions techniques, ou au moins 30 actions techniques par minute pour un cycle plus long, variable ou absent (art. D4163-2 C. trav.).',

  // Vibrations
  vibrationsMainsBras:
    "Vibrations transmises aux mains et aux bras : valeur d'exposition journalière rapportée à 8 h déclenchant l'action de prévention 2,5 m/s², valeur limite 5 m/s² (art. R4443-1 et R4443-2 C. trav.).",
  vibrationsCorps:
    "Vibrations transmises à l'ensemble du corps : valeur d'exposition journalière rapportée à 8 h déclenchant l'action de prévention 0,5 m/s², valeur limite 1,15 m/s² (art. R4443-1 et R4443-2 C. trav.).",

  // Bruit
  bruit:
    "Valeurs d'exposition inférieures déclenchant l'action : 80 dB(A) sur 8 h ou 135 dB(C) en crête ; valeurs supérieures déclenchant l'action : 85 dB(A) ou 137 dB(C) ; valeurs limites d'exposition : 87 dB(A) ou 140 dB(C), compte tenu de l'atténuation des protecteurs auditifs (art. R4431-2 C. trav.). Protecteurs auditifs mis à disposition dès 80 dB(A) et effectivement portés dès 85 dB(A) (art. R4434-7).",
  bruitPenibilite:
    "Facteur de risques professionnels (compte professionnel de prévention) : au moins 81 dB(A) sur 8 h pendant 600 heures par an, ou un niveau de crête d'au moins 135 dB(C) 120 fois par an, après prise en compte des protections (art. D4163-2 C. trav.).",

  // Ambiances thermiques et air
  chaleur:
    "Eau potable et fraîche à disposition (art. R4225-2 C. trav.), au moins 3 litres par jour et par travailleur sur les chantiers (art. R4534-143) ; évaluation et prévention des risques liés aux épisodes de chaleur intense signalés par la vigilance canicule de Météo-France (art. R4463-1 à R4463-8, décret n° 2025-482 du 27 mai 2025). Aucune température maximale n'est fixée par la réglementation.",
  froid:
    "Locaux fermés maintenus en toute saison à une température adaptée à l'activité (art. R4223-13 C. trav.) ; postes extérieurs aménagés pour protéger les travailleurs des conditions atmosphériques (art. R4225-1). Facteur de risques professionnels au-delà de 900 heures par an à une température inférieure ou égale à 5 °C (art. D4163-2).",
  intemperies:
    'Postes de travail extérieurs aménagés de telle sorte que les travailleurs soient protégés contre les conditions atmosphériques (art. R4225-1 C. trav.) ; eau potable et fraîche à disposition (art. R4225-2).',
  aeration:
    "Locaux à pollution non spécifique : débit minimal d'air neuf de 25 m³/h par occupant dans les bureaux, 30 m³/h dans les locaux de restauration, de vente et de réunion, 45 m³/h dans les ateliers à travail physique léger et 60 m³/h dans les autres ateliers (art. R4222-6 C. trav.).",
  captage:
    "Locaux à pollution spécifique : suppression ou captage des polluants au plus près de leur source d'émission et renouvellement de l'air (art. R4222-1 et suivants C. trav.).",

  // Chimique
  chimique:
    "Évaluation du risque chimique à partir des fiches de données de sécurité et de l'étiquetage ; respect des valeurs limites d'exposition professionnelle (VLEP 8 h et VLCT 15 min), contraignantes pour celles fixées à l'art. R4412-149 C. trav.",
  cmr: "Agents cancérogènes, mutagènes ou toxiques pour la reproduction : substitution obligatoire dès qu'elle est techniquement possible (art. R4412-66 C. trav.), à défaut travail en système clos et exposition réduite au niveau le plus bas possible.",
  formaldehyde:
    'Formaldéhyde, cancérogène (arrêté du 26 octobre 2020) : VLEP contraignante de 0,37 mg/m³ (0,3 ppm) sur 8 h et VLCT de 0,74 mg/m³ (0,6 ppm) (art. R4412-149 C. trav.) ; substitution obligatoire si techniquement possible (art. R4412-66).',
  poussieres:
    'Locaux à pollution spécifique : concentrations moyennes sur 8 h limitées à 10 mg/m³ pour les poussières inhalables et 5 mg/m³ pour les poussières alvéolaires (art. R4222-10 C. trav.).',
  silice:
    'Silice cristalline alvéolaire (quartz) : VLEP contraignante de 0,1 mg/m³ sur 8 h (art. R4412-149 C. trav.) ; les travaux exposant à la poussière de silice cristalline alvéolaire sont classés cancérogènes (arrêté du 26 octobre 2020).',
  bois: 'Poussières de bois : VLEP contraignante de 1 mg/m³ sur 8 h (art. R4412-149 C. trav.) ; les travaux exposant aux poussières de bois inhalables sont classés cancérogènes (arrêté du 26 octobre 2020).',
  diesel:
    "Les travaux exposant aux émissions d'échappement de moteurs diesel sont classés cancérogènes (arrêté du 26 octobre 2020 modifié) : captage à la source et réduction de l'exposition au niveau le plus bas possible.",
  plomb:
    "Plomb métallique et ses composés : VLEP contraignante de 0,1 mg/m³ sur 8 h (art. R4412-149 C. trav.) ; surveillance de la plombémie par le médecin du travail ; constat de risque d'exposition au plomb (CREP) pour les logements construits avant 1949.",
  chromeCiment:
    'Ciments et mélanges contenant du ciment : teneur en chrome VI soluble limitée à 2 mg/kg (règlement REACH, annexe XVII).',
  presses:
    'Presses à balles et compacteurs à déchets : vérification générale périodique tous les 3 mois (arrêté du 5 mars 1993).',

  // Amiante
  amiante:
    "Valeur limite d'exposition professionnelle : 10 fibres par litre sur 8 h (art. R4412-100 C. trav.) ; repérage de l'amiante avant travaux obligatoire (art. R4412-97) ; formation spécifique des travailleurs (sous-section 3 : retrait et encapsulage, sous-section 4 : interventions ; art. R4412-94 et suivants, arrêté du 23 février 2012).",
  dta: "Dossier technique amiante (DTA) obligatoire pour les immeubles bâtis, hors parties privatives des logements, dont le permis de construire a été délivré avant le 1er juillet 1997 (Code de la santé publique), à consulter avant toute intervention ; valeur limite d'exposition professionnelle de 10 fibres par litre sur 8 h (art. R4412-100 C. trav.).",

  // Biologique
  biologique:
    'Agents biologiques classés en 4 groupes selon leur pathogénicité (art. R4421-3 C. trav.) ; évaluation du risque biologique et mesures de confinement adaptées au groupe.',
  aes: "Matériels de sécurité, collecteurs pour objets perforants et conduite à tenir en cas d'accident d'exposition au sang (arrêté du 10 juillet 2013) ; vaccination contre l'hépatite B obligatoire pour les professionnels exposés des établissements de santé et de soins (art. L3111-4 du Code de la santé publique).",
  legionelles:
    "Surveillance des légionelles dans l'eau chaude sanitaire des établissements recevant du public : concentration inférieure à 1 000 UFC par litre aux points d'usage à risque (arrêté du 1er février 2010).",
  dasri:
    "Déchets d'activités de soins à risques infectieux : conditionnement, entreposage et élimination par une filière dédiée (Code de la santé publique, art. R1335-1 et suivants).",

  // Incendie, explosion, électricité
  extincteurs:
    "Au moins un extincteur portatif à eau pulvérisée d'une capacité minimale de 6 litres pour 200 m² de plancher, avec un minimum d'un appareil par niveau (art. R4227-29 C. trav.) ; consigne de sécurité incendie affichée (art. R4227-37) et exercices au moins tous les six mois (art. R4227-39).",
  degagements:
    'Dégagements et issues de secours en nombre et largeur suffisants, toujours libres, signalés et éclairés (art. R4227-4 et suivants C. trav.).',
  atex: 'Atmosphères explosives : évaluation, classement des emplacements en zones et document relatif à la protection contre les explosions (art. R4227-42 à R4227-54 C. trav.).',
  pression:
    'Suivi en service des équipements sous pression : inspections et requalifications périodiques (arrêté du 20 novembre 2017).',
  habilitation:
    "Opérations sur les installations électriques ou dans leur voisinage réservées aux travailleurs habilités par l'employeur (art. R4544-9 C. trav. ; norme NF C 18-510).",
  verificationElectrique:
    'Vérification initiale puis périodique, en principe annuelle, des installations électriques par une personne qualifiée (art. R4226-16 C. trav. ; arrêté du 26 décembre 2011).',
  vehiculesElectriques:
    'Interventions sur les véhicules à motorisation électrique ou hybride réservées aux travailleurs habilités (art. R4544-9 C. trav. ; norme NF C 18-550).',
  lignesAeriennes:
    "Travaux d'ordre non électrique dans l'environnement de lignes aériennes nues : l'employeur fait respecter les distances de sécurité fixées selon la tension de la ligne (art. R4544-24 C. trav. ; arrêté du 5 juillet 2024).",
  reseaux:
    "Déclaration de projet de travaux (DT) et déclaration d'intention de commencement de travaux (DICT) avant tout travail à proximité des réseaux (Code de l'environnement, art. R554-1 et suivants) ; autorisation d'intervention à proximité des réseaux (AIPR) pour les encadrants et conducteurs d'engins concernés.",
  tranchees:
    "Les fouilles en tranchée de plus de 1,30 m de profondeur et d'une largeur inférieure ou égale aux deux tiers de la profondeur, à parois verticales ou sensiblement verticales, sont blindées, étrésillonnées ou étayées avant toute descente (art. R4534-24 C. trav.).",

  // Rayonnements
  ionisants:
    "Valeurs limites pour les travailleurs sur 12 mois consécutifs : 20 mSv en dose efficace, 20 mSv au cristallin, 500 mSv aux extrémités et à la peau (art. R4451-6 C. trav.) ; limite pour le public : 1 mSv par an ; délimitation de zones (art. R4451-22) et conseiller en radioprotection désigné par l'employeur.",
  ionisantsGrossesse:
    "Femme enceinte : exposition de l'enfant à naître aussi faible que raisonnablement possible et en tout état de cause inférieure à 1 mSv entre la déclaration de grossesse et l'accouchement (art. R4451-7 C. trav.).",
  radon:
    'Niveau de référence : 300 Bq/m³ en moyenne annuelle (art. R4451-10 C. trav.) ; évaluation du risque et mesurage dans les lieux de travail en sous-sol ou en rez-de-chaussée des zones à potentiel radon.',
  optiques:
    "Rayonnements optiques artificiels (UV, lasers, sources intenses) : évaluation des expositions et respect des valeurs limites d'exposition (art. R4452-1 et suivants C. trav.).",
  electromagnetiques:
    'Champs électromagnétiques : évaluation des expositions et respect des valeurs limites (art. R4453-1 et suivants C. trav.), avec une attention particulière aux travailleurs porteurs de dispositifs médicaux implantés.',

  // Écran
  ecran:
    "Travail sur écran (art. R4542-1 à R4542-19 C. trav.) : poste aménagé, travail périodiquement interrompu par des pauses ou des changements d'activité (art. R4542-4), examen approprié des yeux et de la vue (art. R4542-17) et, si nécessaire, dispositifs de correction spéciaux fournis par l'employeur (art. R4542-19).",

  // Psychosocial et organisation
  rps: "L'employeur prend les mesures nécessaires pour assurer la sécurité et protéger la santé physique et mentale des travailleurs (art. L4121-1 C. trav.).",
  deconnexion:
    'Droit à la déconnexion : modalités à négocier dans le cadre de la négociation sur la qualité de vie et des conditions de travail (art. L2242-17 C. trav.) ; obligation générale de prévention (art. L4121-1).',
  harcelement:
    "Harcèlement moral (art. L1152-1 C. trav.), harcèlement sexuel (art. L1153-1) et agissements sexistes (art. L1142-2-1) interdits ; référent en matière de harcèlement sexuel désigné par le CSE (art. L2314-1) et, dans les entreprises d'au moins 250 salariés, par l'employeur (art. L1153-5-1).",
  alcool:
    "Seuls le vin, la bière, le cidre et le poiré sont autorisés sur le lieu de travail (art. R4228-20 C. trav.), et le règlement intérieur peut restreindre ou interdire leur consommation si la sécurité le justifie ; interdiction de laisser entrer ou séjourner des personnes en état d'ivresse (art. R4228-21).",
  tabac:
    'Interdiction de fumer dans les lieux fermés et couverts qui constituent des lieux de travail (art. R3512-2 du Code de la santé publique) et de vapoter dans les lieux de travail fermés et couverts à usage collectif (art. L3513-6).',
  nuit: "Travail de nuit : période d'au moins 9 heures consécutives comprenant l'intervalle entre minuit et 5 h (art. L3122-2 C. trav. ; à défaut d'accord, de 21 h à 6 h) ; durée quotidienne limitée à 8 h (art. L3122-6) et hebdomadaire à 40 h en moyenne sur 12 semaines consécutives (art. L3122-7) ; visite d'information et de prévention avant l'affectation (art. R4624-18).",
  travailleurNuit:
    "Est travailleur de nuit celui qui accomplit au moins deux fois par semaine au moins 3 heures de travail de nuit, ou un nombre minimal d'heures de nuit sur une période de référence (art. L3122-5 C. trav. ; à défaut d'accord, 270 heures sur 12 mois consécutifs).",
  nuitPenibilite:
    'Facteur de risques professionnels (compte professionnel de prévention) : au moins une heure de travail entre minuit et 5 h pendant 100 nuits par an, ou 30 nuits par an en équipes successives alternantes (art. D4163-2 C. trav.).',
  repos:
    "Repos quotidien d'au moins 11 heures consécutives (art. L3131-1 C. trav.) ; durée quotidienne maximale de 10 heures (art. L3121-18) ; durée hebdomadaire maximale de 48 heures sur une semaine et de 44 heures en moyenne sur 12 semaines consécutives (art. L3121-20 et L3121-22).",
  formationSecurite:
    "Formation pratique et appropriée à la sécurité à l'embauche, lors d'un changement de poste ou de technique (art. L4141-2 C. trav.).",
  isole:
    "Pas de définition réglementaire générale du travail isolé : l'employeur évalue le risque et organise l'alerte et les secours (art. L4121-1 C. trav.), par exemple avec un dispositif d'alarme pour travailleur isolé (PTI/DATI).",
  isoleEntrepriseExterieure:
    "Lorsqu'une opération d'une entreprise extérieure est réalisée de nuit ou dans un lieu isolé, aucun travailleur ne doit travailler isolément en un point où il ne pourrait être secouru à bref délai (art. R4512-13 C. trav.).",
  planPrevention:
    "Plan de prévention écrit lorsque l'opération représente au moins 400 heures de travail sur 12 mois ou figure sur la liste des travaux dangereux (art. R4512-7 C. trav. ; arrêté du 19 mars 1993), après inspection commune préalable.",
  coordinationSps:
    'Chantier de bâtiment ou de génie civil avec plusieurs entreprises : coordination en matière de sécurité et de protection de la santé (art. L4532-2 C. trav.), plan général de coordination et plans particuliers de sécurité et de protection de la santé (PPSPS).',
  machines:
    'Équipements de travail maintenus en état de conformité avec les règles techniques de conception applicables (art. R4322-1 C. trav.) ; information et formation des utilisateurs (art. R4323-1 et suivants).',

  // Travailleurs à protection particulière
  jeunes:
    "Travaux interdits aux jeunes de moins de 18 ans ou réglementés et soumis à dérogation (art. D4153-15 et suivants C. trav.) ; visite d'information et de prévention avant l'affectation (art. R4624-18).",
  enceinte:
    "Travaux interdits ou réglementés pour les femmes enceintes, venant d'accoucher ou allaitantes, notamment exposition à certains agents toxiques pour la reproduction et, en l'absence d'immunité, à la rubéole ou à la toxoplasmose (art. D4152-3 à D4152-12 C. trav.).",
  enceinteNuit:
    'La salariée enceinte qui travaille de nuit est affectée à un poste de jour sur sa demande ou lorsque le médecin du travail constate que le travail de nuit est incompatible avec son état (art. L1225-9 C. trav.).',
  interim:
    'Formation renforcée à la sécurité des salariés temporaires et en CDD affectés à des postes présentant des risques particuliers (art. L4154-2 C. trav.) ; certains travaux particulièrement dangereux leur sont interdits (art. D4154-1).',
  avisMedecin:
    "L'employeur prend en considération les avis, indications et propositions d'aménagement du médecin du travail (art. L4624-6 C. trav.) et prend les mesures appropriées pour permettre aux travailleurs handicapés de conserver leur emploi (art. L5213-6).",
} as const;
