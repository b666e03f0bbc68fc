/** French messages of the spreadsheet import. */
export const IMPORT_MESSAGES = {
  notSpreadsheet:
    "Ce fichier n'est pas un tableur lisible : envoyez un classeur Excel (.xlsx) ou un fichier CSV.",
  tooLarge: 'Le fichier dépasse la taille maximale de 10 Mo.',
  tooManyRows: 'Le fichier compte plus de 5 000 lignes : découpez-le en plusieurs imports.',
  zipBomb:
    'Ce classeur est anormalement volumineux une fois décompressé : il a été refusé par sécurité.',
  macros:
    'Les classeurs contenant des macros ne sont pas acceptés : enregistrez-le au format .xlsx sans macros.',
  encrypted:
    'Ce classeur est protégé par un mot de passe ou au format Excel 97-2003 (.xls) : enregistrez-le au format .xlsx, sans protection.',
  empty: 'Le fichier ne contient aucune ligne à importer.',
  missingColumn: (header: string) =>
    `La colonne « ${header} » est introuvable dans la première ligne du fichier (voir le modèle).`,
  unitRequired: "L'unité de travail est requise",
  unitTooLong: "Le nom de l'unité de travail dépasse 200 caractères",
  categoryTooLong: 'Le nom de la catégorie dépasse 300 caractères',
  risqueTooLong: 'Le nom du risque dépasse 300 caractères',
  textTooLong: (label: string) => `Le champ « ${label} » dépasse 5 000 caractères`,
  unknownRating: (criterion: string, value: string, labels: string) =>
    `${criterion} « ${value} » inconnue : indiquez une note de 1 à 4 ou un libellé (${labels})`,
  partialRating: 'Cotez les trois critères G, F et M, ou laissez-les tous vides',
  formulaWithoutValue:
    'Formule sans valeur calculée : ouvrez le fichier dans votre tableur, enregistrez-le, puis réessayez',
  tooManyUnits: 'Un DUERP ne peut pas compter plus de 300 unités de travail.',
  tooManyRisks: (unit: string) => `L'unité « ${unit} » dépasserait 2 000 risques.`,
  nothingToImport: 'Aucune ligne valide à importer.',
  csvUnreadableCharacter: (line: number) =>
    `Ligne ${line}, le fichier contient un caractère illisible : enregistrez-le au format « CSV UTF-8 », puis réessayez.`,
  csvUnclosedQuote: (line: number) =>
    `Le guillemet ouvert ligne ${line} n'est jamais fermé : corrigez le fichier, puis réessayez.`,
  csvMisplacedQuote: (line: number) =>
    `Guillemet mal placé ligne ${line} : un texte entre guillemets doit finir au séparateur, et un guillemet dans un texte s'écrit "".`,
  revisionRequired:
    "La confirmation d'un import doit indiquer la révision de son aperçu (en-tête If-Match) : relancez l'aperçu.",
  staleFile: 'Le document a changé depuis l’aperçu : relancez l’aperçu avant d’importer.',
} as const;
