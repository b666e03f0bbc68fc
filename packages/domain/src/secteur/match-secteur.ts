import { normalizeSearchText } from '../search/normalize.js';
import { SECTEUR_SUGGESTIONS, type SecteurCategorie, type SecteurSuggestion } from './secteurs.js';

function keywordList(...lists: string[]): string[] {
  return lists.flatMap((list) => list.split(',').map((keyword) => keyword.trim()));
}

/**
 * Keywords per sector, comma-separated, written as normalised word prefixes ("hopit" matches
 * "hôpital" and "hôpitaux"). A keyword of several words matches consecutive words of the text.
 */
const SECTEUR_KEYWORDS: Readonly<Record<SecteurCategorie, readonly string[]>> = {
  VETERINAIRE: keywordList(
    'veterin, veto, clinique veterinaire, hopital veterinaire, asv, animal, animaux',
    'animalerie, chenil, fourriere, toilett, pension canine, pension feline, canin, felin',
    'equin, zoo',
  ),
  OPTICIEN: keywordList(
    'opticien, optique, lunet, optometr, verres correcteurs, lentilles de contact',
  ),
  PHARMA: keywordList(
    'pharmac, parapharmac, officine, medicament, preparatoire, herboris',
    'grossiste repartiteur',
  ),
  SCOLAIRE: keywordList(
    'scolaire, periscolaire, ecole, ecole de commerce, college, lycee, enseign, education',
    'universit, maternelle, creche, petite enfance, garderie, cfa, centre de loisirs',
    'instituteur, professeur, academie, internat',
  ),
  SANTE: keywordList(
    'sante, hopit, hospital, clinique, ehpad, maison de retraite, residence senior, medic',
    'medecin, infirm, soin, soign, aide a domicile, aide soignant, ssiad, dentaire',
    'dentiste, kine, radiolog, laboratoire d analyses, biologie medicale, ambulanc',
    'transport sanitaire, psychiatr, sage femme, maternite, handicap, esat',
    'foyer d accueil, centre de reeducation',
  ),
  TRANSPORT: keywordList(
    'transport, transport scolaire, logisti, livraison, livreur, messagerie, routier',
    'fret, demenag, taxi, vtc, coursier, chauffeur, conducteur, poids lourd, autocar',
    'entrepot, entreposage, plateforme logistique, auto ecole',
  ),
  BTP: keywordList(
    'btp, batiment, travaux publics, travaux, conducteur de travaux, chantier',
    'construction, genie civil, maconn, charpent, couvreur, couverture, zingu, plomb',
    'chauffagiste, electricien, menuis, platr, plaquiste, carrel, peintre, terrass',
    'demolition, renovation, voirie, canalisation, etancheite, echafaud, second oeuvre',
    'gros oeuvre',
  ),
  COMMERCE: keywordList(
    'commerc, magasin, boutique, vente, vendeu, supermarche, hypermarche, superette',
    'grande distribution, epicerie, boulang, patisserie, boucherie, charcuterie',
    'poissonnerie, primeur, fleuriste, librairie, bricolage, jardinerie, negoce',
    'grossiste, detail, retail, restaurant, restauration, hotel, cafe',
  ),
  BUREAU: keywordList(
    'bureau, bureau d etudes, administr, tertiaire, secretariat, comptab',
    'expert comptable, assurance, banque, bancaire, informatique, numerique, conseil',
    'avocat, notaire, juridique, agence, immobili, mairie, hotel de ville, collectivite',
    'prefecture, ministere, centre d appels, call center, siege social',
    'ressources humaines, communication, architecte',
  ),
};

/** Between keywords of as many words, the more specific sector wins ("Magasin d'optique" → OPTICIEN). */
const PRIORITY: readonly SecteurCategorie[] = [
  'VETERINAIRE',
  'OPTICIEN',
  'PHARMA',
  'SCOLAIRE',
  'SANTE',
  'TRANSPORT',
  'BTP',
  'COMMERCE',
  'BUREAU',
];

function toWords(text: string): string[] {
  return normalizeSearchText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((word) => word !== '');
}

const COMPILED = PRIORITY.map((secteur) => ({
  secteur,
  keywords: SECTEUR_KEYWORDS[secteur].map(toWords),
}));

function containsKeyword(words: readonly string[], keyword: readonly string[]): boolean {
  return words.some((_, start) =>
    keyword.every((prefix, offset) => words[start + offset]?.startsWith(prefix) ?? false),
  );
}

/**
 * The sector category of a free-text "secteur d'activité", or null when nothing is recognised.
 * Case- and accent-insensitive and tolerant of extra words ("Cabinet vétérinaire" → VETERINAIRE).
 * A keyword of several words beats a single word ("transport scolaire" → TRANSPORT); otherwise
 * the most specific sector wins.
 */
export function matchSecteur(text: string | null | undefined): SecteurCategorie | null {
  if (!text) return null;
  const words = toWords(text);
  let best: { secteur: SecteurCategorie; size: number } | null = null;
  for (const { secteur, keywords } of COMPILED) {
    for (const keyword of keywords) {
      if (best && keyword.length <= best.size) continue;
      if (containsKeyword(words, keyword)) best = { secteur, size: keyword.length };
    }
  }
  return best?.secteur ?? null;
}

/** A copy of the suggestions sorted by label in French alphabetical order. */
export function sortSecteurSuggestions(
  list: readonly SecteurSuggestion[] = SECTEUR_SUGGESTIONS,
): SecteurSuggestion[] {
  return [...list].sort((a, b) => a.label.localeCompare(b.label, 'fr'));
}

/** The suggestions whose label contains the query, ignoring case and accents, sorted. */
export function filterSecteurSuggestions(
  query: string | null | undefined,
  list: readonly SecteurSuggestion[] = SECTEUR_SUGGESTIONS,
): SecteurSuggestion[] {
  const needle = normalizeSearchText(query ?? '');
  return sortSecteurSuggestions(
    list.filter((suggestion) => normalizeSearchText(suggestion.label).includes(needle)),
  );
}
