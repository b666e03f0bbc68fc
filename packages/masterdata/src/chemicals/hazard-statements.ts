/**
 * The hazard statements (mentions de danger) of the CLP regulation (EC) No 1272/2008, annex III,
 * in French, as the consolidated text on EUR-Lex (version of 2025-09-01) writes them, with the
 * final full stop dropped and the typographic apostrophe written '. The parts between < > are the
 * regulation's own placeholders, which the supplier fills in or drops on the label. Where the
 * wording could not be read in a source the code is left out (see SOURCES.md, « Mentions de
 * danger »): a code absent here is still accepted on a product, it only has no wording to show.
 */
export interface HazardStatement {
  /** H200…H420 with the CLP's suffixes (H350i, H360FD, H361fd…), or EUH0xx. */
  code: string;
  libelle: string;
}

const VOIE =
  "<indiquer la voie d'exposition s'il est formellement prouvé qu'aucune autre voie d'exposition ne conduit au même danger>";
const ORGANES = "<ou indiquer tous les organes affectés, s'ils sont connus>";
/** H372 has no « ou » in its organ placeholder, H373 has one: both as annex III writes them. */
const REPETEES = "à la suite d'expositions répétées ou d'une exposition prolongée";

export const HAZARD_STATEMENTS: readonly HazardStatement[] = [
  { code: 'H200', libelle: 'Explosif instable' },
  { code: 'H201', libelle: "Explosif; danger d'explosion en masse" },
  { code: 'H202', libelle: 'Explosif; danger sérieux de projection' },
  { code: 'H203', libelle: "Explosif; danger d'incendie, d'effet de souffle ou de projection" },
  { code: 'H204', libelle: "Danger d'incendie ou de projection" },
  { code: 'H205', libelle: "Danger d'explosion en masse en cas d'incendie" },
  {
    code: 'H206',
    libelle:
      "Danger d'incendie, d'effet de souffle ou de projection; risque accru d'explosion si la quantité d'agent désensibilisateur est réduite",
  },
  {
    code: 'H207',
    libelle:
      "Danger d'incendie ou de projection; risque accru d'explosion si la quantité d'agent désensibilisateur est réduite",
  },
  {
    code: 'H208',
    libelle:
      "Danger d'incendie; risque accru d'explosion si la quantité d'agent désensibilisateur est réduite",
  },
  { code: 'H220', libelle: 'Gaz extrêmement inflammable' },
  { code: 'H221', libelle: 'Gaz inflammable' },
  { code: 'H222', libelle: 'Aérosol extrêmement inflammable' },
  { code: 'H223', libelle: 'Aérosol inflammable' },
  { code: 'H224', libelle: 'Liquide et vapeurs extrêmement inflammables' },
  { code: 'H225', libelle: 'Liquide et vapeurs très inflammables' },
  { code: 'H226', libelle: 'Liquide et vapeurs inflammables' },
  { code: 'H228', libelle: 'Matière solide inflammable' },
  { code: 'H229', libelle: "Récipient sous pression: peut éclater sous l'effet de la chaleur" },
  { code: 'H230', libelle: "Peut exploser même en l'absence d'air" },
  {
    code: 'H231',
    libelle: "Peut exploser même en l'absence d'air à une pression et/ou température élevée(s)",
  },
  { code: 'H232', libelle: "Peut s'enflammer spontanément au contact de l'air" },
  { code: 'H240', libelle: "Peut exploser sous l'effet de la chaleur" },
  { code: 'H241', libelle: "Peut s'enflammer ou exploser sous l'effet de la chaleur" },
  { code: 'H242', libelle: "Peut s'enflammer sous l'effet de la chaleur" },
  { code: 'H250', libelle: "S'enflamme spontanément au contact de l'air" },
  { code: 'H251', libelle: "Matière auto-échauffante; peut s'enflammer" },
  { code: 'H252', libelle: "Matière auto-échauffante en grandes quantités; peut s'enflammer" },
  {
    code: 'H260',
    libelle: "Dégage au contact de l'eau des gaz inflammables qui peuvent s'enflammer spontanément",
  },
  { code: 'H261', libelle: "Dégage au contact de l'eau des gaz inflammables" },
  { code: 'H270', libelle: 'Peut provoquer ou aggraver un incendie; comburant' },
  { code: 'H271', libelle: 'Peut provoquer un incendie ou une explosion; comburant puissant' },
  { code: 'H272', libelle: 'Peut aggraver un incendie; comburant' },
  {
    code: 'H280',
    libelle: "Contient un gaz sous pression; peut exploser sous l'effet de la chaleur",
  },
  {
    code: 'H281',
    libelle: 'Contient un gaz réfrigéré; peut causer des brûlures ou blessures cryogéniques',
  },
  { code: 'H290', libelle: 'Peut être corrosif pour les métaux' },
  { code: 'H300', libelle: "Mortel en cas d'ingestion" },
  { code: 'H301', libelle: "Toxique en cas d'ingestion" },
  { code: 'H302', libelle: "Nocif en cas d'ingestion" },
  {
    code: 'H304',
    libelle: "Peut être mortel en cas d'ingestion et de pénétration dans les voies respiratoires",
  },
  { code: 'H310', libelle: 'Mortel par contact cutané' },
  { code: 'H311', libelle: 'Toxique par contact cutané' },
  { code: 'H312', libelle: 'Nocif par contact cutané' },
  {
    code: 'H314',
    libelle: 'Provoque de graves brûlures de la peau et de graves lésions des yeux',
  },
  { code: 'H315', libelle: 'Provoque une irritation cutanée' },
  { code: 'H317', libelle: 'Peut provoquer une allergie cutanée' },
  { code: 'H318', libelle: 'Provoque de graves lésions des yeux' },
  { code: 'H319', libelle: 'Provoque une sévère irritation des yeux' },
  { code: 'H330', libelle: 'Mortel par inhalation' },
  { code: 'H331', libelle: 'Toxique par inhalation' },
  { code: 'H332', libelle: 'Nocif par inhalation' },
  {
    code: 'H334',
    libelle:
      "Peut provoquer des symptômes allergiques ou d'asthme ou des difficultés respiratoires par inhalation",
  },
  { code: 'H335', libelle: 'Peut irriter les voies respiratoires' },
  { code: 'H336', libelle: 'Peut provoquer somnolence ou vertiges' },
  { code: 'H340', libelle: `Peut induire des anomalies génétiques ${VOIE}` },
  { code: 'H341', libelle: `Susceptible d'induire des anomalies génétiques ${VOIE}` },
  { code: 'H350', libelle: `Peut provoquer le cancer ${VOIE}` },
  { code: 'H350i', libelle: 'Peut provoquer le cancer par inhalation' },
  { code: 'H351', libelle: `Susceptible de provoquer le cancer ${VOIE}` },
  {
    code: 'H360',
    libelle: `Peut nuire à la fertilité ou au fœtus <indiquer l'effet spécifique s'il est connu> ${VOIE}`,
  },
  { code: 'H360F', libelle: 'Peut nuire à la fertilité' },
  { code: 'H360D', libelle: 'Peut nuire au fœtus' },
  { code: 'H360FD', libelle: 'Peut nuire à la fertilité. Peut nuire au fœtus' },
  { code: 'H360Fd', libelle: 'Peut nuire à la fertilité. Susceptible de nuire au fœtus' },
  { code: 'H360Df', libelle: 'Peut nuire au fœtus. Susceptible de nuire à la fertilité' },
  {
    code: 'H361',
    libelle: `Susceptible de nuire à la fertilité ou au fœtus <indiquer l'effet s'il est connu> ${VOIE}`,
  },
  { code: 'H361f', libelle: 'Susceptible de nuire à la fertilité' },
  { code: 'H361d', libelle: 'Susceptible de nuire au fœtus' },
  {
    code: 'H361fd',
    libelle: 'Susceptible de nuire à la fertilité. Susceptible de nuire au fœtus',
  },
  { code: 'H362', libelle: 'Peut être nocif pour les bébés nourris au lait maternel' },
  { code: 'H370', libelle: `Risque avéré d'effets graves pour les organes ${ORGANES} ${VOIE}` },
  { code: 'H371', libelle: `Risque présumé d'effets graves pour les organes ${ORGANES} ${VOIE}` },
  {
    code: 'H372',
    libelle: `Risque avéré d'effets graves pour les organes <indiquer tous les organes affectés, s'ils sont connus> ${REPETEES} ${VOIE}`,
  },
  {
    code: 'H373',
    libelle: `Risque présumé d'effets graves pour les organes ${ORGANES} ${REPETEES} ${VOIE}`,
  },
  { code: 'H400', libelle: 'Très toxique pour les organismes aquatiques' },
  {
    code: 'H410',
    libelle:
      'Très toxique pour les organismes aquatiques, entraîne des effets néfastes à long terme',
  },
  {
    code: 'H411',
    libelle: 'Toxique pour les organismes aquatiques, entraîne des effets néfastes à long terme',
  },
  {
    code: 'H412',
    libelle: 'Nocif pour les organismes aquatiques, entraîne des effets néfastes à long terme',
  },
  {
    code: 'H413',
    libelle: 'Peut être nocif à long terme pour les organismes aquatiques',
  },
  {
    code: 'H420',
    libelle:
      "Nuit à la santé publique et à l'environnement en détruisant l'ozone dans la haute atmosphère",
  },
  { code: 'EUH014', libelle: "Réagit violemment au contact de l'eau" },
  {
    code: 'EUH018',
    libelle: "Lors de l'utilisation, formation possible de mélange vapeur-air inflammable/explosif",
  },
  { code: 'EUH019', libelle: 'Peut former des peroxydes explosifs' },
  { code: 'EUH029', libelle: "Au contact de l'eau, dégage des gaz toxiques" },
  { code: 'EUH031', libelle: "Au contact d'un acide, dégage un gaz toxique" },
  { code: 'EUH032', libelle: "Au contact d'un acide, dégage un gaz très toxique" },
  { code: 'EUH044', libelle: "Risque d'explosion si chauffé en ambiance confinée" },
  {
    code: 'EUH066',
    libelle: "L'exposition répétée peut provoquer dessèchement ou gerçures de la peau",
  },
  { code: 'EUH070', libelle: 'Toxique par contact oculaire' },
  { code: 'EUH071', libelle: 'Corrosif pour les voies respiratoires' },
  { code: 'EUH380', libelle: "Peut provoquer une perturbation endocrinienne chez l'être humain" },
  {
    code: 'EUH381',
    libelle: "Susceptible de provoquer une perturbation endocrinienne chez l'être humain",
  },
  { code: 'EUH430', libelle: "Peut provoquer une perturbation endocrinienne dans l'environnement" },
  {
    code: 'EUH431',
    libelle: "Susceptible de provoquer une perturbation endocrinienne dans l'environnement",
  },
  {
    code: 'EUH440',
    libelle:
      "S'accumule dans l'environnement et dans les organismes vivants, y compris chez l'être humain",
  },
  {
    code: 'EUH441',
    libelle:
      "S'accumule fortement dans l'environnement et dans les organismes vivants, y compris chez l'être humain",
  },
  {
    code: 'EUH450',
    libelle: 'Peut provoquer une contamination diffuse à long terme des ressources en eau',
  },
  {
    code: 'EUH451',
    libelle: 'Peut provoquer une contamination diffuse à très long terme des ressources en eau',
  },
  {
    code: 'EUH401',
    libelle:
      "Respectez les instructions d'utilisation pour éviter les risques pour la santé humaine et l'environnement",
  },
];

const BY_CODE = new Map(HAZARD_STATEMENTS.map((s) => [s.code, s]));

/** The statement of a code written as the CLP writes it (`H350i`, `H360FD`), if the table has it. */
export function hazardStatement(code: string): HazardStatement | undefined {
  return BY_CODE.get(code);
}
