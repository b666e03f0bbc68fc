/*
 * Part 1 of the document, the legal frame, as blocks of text: the PDF and the DOCX export draw
 * the same words from here.
 */

export const REGULATORY_SECTION = { id: 'regulatory', title: '1. Cadre réglementaire' } as const;

export const REGULATORY_TOC = [
  ['reg-obligations', "Les obligations de l'employeur"],
  ['reg-principes', 'Les neuf principes généraux de prévention'],
  ['reg-mise-a-jour', 'Mise à jour du document unique'],
  ['reg-conservation', 'Conservation et consultation'],
] as const;

/** Who may consult the document (article R4121-4); also printed on the access notice. */
export const CONSULTATION_RECIPIENTS = [
  "des travailleurs et des anciens travailleurs, pour les versions en vigueur durant leur période d'activité dans l'entreprise ;",
  'des membres de la délégation du personnel du comité social et économique ;',
  "du médecin du travail et des membres de l'équipe pluridisciplinaire du service de prévention et de santé au travail ;",
  "des agents de l'inspection du travail ;",
  'des agents des services de prévention des organismes de sécurité sociale ;',
  "des agents des organismes professionnels de santé, de sécurité et des conditions de travail (par exemple l'OPPBTP dans le BTP) ;",
  "des inspecteurs de la radioprotection, pour ce qui concerne les résultats de l'évaluation des risques liés aux rayonnements ionisants.",
] as const;

/** L4121-2, in the order of the Code du travail. */
const PRINCIPES = [
  'Éviter les risques.',
  'Évaluer les risques qui ne peuvent pas être évités.',
  'Combattre les risques à la source.',
  "Adapter le travail à l'homme, en particulier en ce qui concerne la conception des postes de travail ainsi que le choix des équipements de travail et des méthodes de travail et de production, en vue notamment de limiter le travail monotone et le travail cadencé et de réduire les effets de ceux-ci sur la santé.",
  "Tenir compte de l'état d'évolution de la technique.",
  "Remplacer ce qui est dangereux par ce qui n'est pas dangereux ou par ce qui est moins dangereux.",
  "Planifier la prévention en y intégrant, dans un ensemble cohérent, la technique, l'organisation du travail, les conditions de travail, les relations sociales et l'influence des facteurs ambiants, notamment les risques liés au harcèlement moral et au harcèlement sexuel, ainsi que ceux liés aux agissements sexistes.",
  'Prendre des mesures de protection collective en leur donnant la priorité sur les mesures de protection individuelle.',
  'Donner les instructions appropriées aux travailleurs.',
];
const ORDINALS = ['1°', '2°', '3°', '4°', '5°', '6°', '7°', '8°', '9°'];

export type TextBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'subheading'; toc: readonly [string, string] }
  | { kind: 'list'; items: readonly string[]; markers?: readonly string[] }
  | { kind: 'callout'; text: string };

/** Written for this product from the Code du travail. */
export const REGULATORY_BLOCKS: readonly TextBlock[] = [
  {
    kind: 'paragraph',
    text:
      "Le présent document unique d'évaluation des risques professionnels (DUERP) est établi en application des articles " +
      "L4121-1 à L4121-3-1 et R4121-1 à R4121-4 du Code du travail. Il transcrit les résultats de l'évaluation des risques " +
      "pour la santé et la sécurité des travailleurs menée par l'employeur, unité de travail par unité de travail, et les " +
      'actions de prévention qui en découlent.',
  },

  { kind: 'subheading', toc: REGULATORY_TOC[0] },
  {
    kind: 'paragraph',
    text:
      "L'employeur prend les mesures nécessaires pour assurer la sécurité et protéger la santé physique et mentale des " +
      'travailleurs (article L4121-1). Ces mesures comprennent des actions de prévention des risques professionnels, des ' +
      "actions d'information et de formation, et la mise en place d'une organisation et de moyens adaptés. L'employeur " +
      "veille à leur adaptation pour tenir compte du changement des circonstances et tendre à l'amélioration des " +
      'situations existantes.',
  },
  {
    kind: 'paragraph',
    text:
      "Compte tenu de la nature des activités de l'établissement, l'employeur évalue les risques pour la santé et la " +
      'sécurité des travailleurs, y compris dans le choix des procédés de fabrication, des équipements de travail et des ' +
      "produits chimiques, dans l'aménagement ou le réaménagement des lieux de travail ou des " +
      "installations, dans l'organisation du travail et dans la définition des postes de travail. Cette évaluation tient " +
      "compte de l'impact différencié de l'exposition au risque en fonction du sexe (article L4121-3). Le comité social et " +
      "économique, s'il existe, le salarié désigné compétent en santé et sécurité, s'il a été désigné, et le service de " +
      'prévention et de santé au travail y apportent leur contribution ; le comité social et économique est consulté sur ' +
      'le document unique et sur ses mises à jour.',
  },
  {
    kind: 'paragraph',
    text:
      "Le document unique répertorie l'ensemble des risques professionnels auxquels sont exposés les travailleurs et " +
      "assure la traçabilité collective de ces expositions (article L4121-3-1). L'employeur y transcrit et met à jour les " +
      "résultats de l'évaluation, qui comporte un inventaire des risques identifiés dans chaque unité de travail de " +
      "l'entreprise ou de l'établissement (article R4121-1).",
  },
  { kind: 'paragraph', text: "Les résultats de l'évaluation débouchent (article L4121-3-1) :" },
  {
    kind: 'list',
    items: [
      "dans les entreprises d'au moins cinquante salariés, sur un programme annuel de prévention des risques professionnels " +
        "et d'amélioration des conditions de travail (PAPRIPACT), qui fixe la liste détaillée des mesures à prendre au cours " +
        "de l'année à venir avec, pour chacune, ses conditions d'exécution, des indicateurs de résultat et l'estimation de " +
        "son coût, identifie les ressources de l'entreprise pouvant être mobilisées et comprend un calendrier de mise en œuvre ;",
      "dans les entreprises de moins de cinquante salariés, sur la définition d'actions de prévention des risques et de " +
        'protection des salariés, dont la liste est consignée dans le document unique et ses mises à jour.',
    ],
  },
  {
    kind: 'callout',
    text:
      "L'employeur reste responsable du contenu de son évaluation. Ne pas transcrire ou ne pas mettre à jour les résultats " +
      "de l'évaluation des risques est puni de l'amende prévue pour les contraventions de cinquième classe (article R4741-1).",
  },

  { kind: 'subheading', toc: REGULATORY_TOC[1] },
  {
    kind: 'paragraph',
    text: "L'employeur met en œuvre les mesures de prévention sur le fondement des principes généraux suivants (article L4121-2) :",
  },
  { kind: 'list', items: PRINCIPES, markers: ORDINALS },

  { kind: 'subheading', toc: REGULATORY_TOC[2] },
  { kind: 'paragraph', text: 'La mise à jour du document unique est réalisée (article R4121-2) :' },
  {
    kind: 'list',
    items: [
      "au moins chaque année dans les entreprises d'au moins onze salariés ;",
      "lors de toute décision d'aménagement important modifiant les conditions de santé et de sécurité ou les conditions de travail ;",
      "lorsqu'une information supplémentaire intéressant l'évaluation d'un risque dans une unité de travail est portée à la connaissance de l'employeur.",
    ],
  },
  {
    kind: 'paragraph',
    text:
      'Le programme annuel de prévention ou la liste des actions de prévention et de protection est mis à jour à chaque ' +
      "mise à jour du document unique, si nécessaire. Dans les entreprises d'au moins cinquante salariés, le document " +
      'unique est utilisé pour établir le rapport et le programme annuels de prévention présentés au comité social et ' +
      'économique (article R4121-3).',
  },

  { kind: 'subheading', toc: REGULATORY_TOC[3] },
  {
    kind: 'paragraph',
    text:
      "Le document unique, dans ses versions successives, est conservé par l'employeur et tenu à disposition pendant une " +
      'durée qui ne peut être inférieure à quarante ans à compter de son élaboration (articles L4121-3-1 et R4121-4). ' +
      'Chaque version produite par le service est datée et numérotée ; son empreinte SHA-256, imprimée en couverture et ' +
      "en pied de page, permet d'en vérifier l'intégrité.",
  },
  { kind: 'paragraph', text: 'Il est tenu à la disposition, notamment (article R4121-4) :' },
  { kind: 'list', items: CONSULTATION_RECIPIENTS },
  {
    kind: 'paragraph',
    text:
      "Un avis indiquant les modalités d'accès des travailleurs au document unique est affiché à une place convenable et " +
      "aisément accessible dans les lieux de travail ; dans les entreprises dotées d'un règlement intérieur, cet avis est " +
      'affiché au même emplacement que celui réservé au règlement intérieur (article R4121-4).',
  },
];
