/** The 27 EU member states offered in billing profiles, French names, FR first by default. */
export const EU_COUNTRIES = [
  { code: 'DE', name: 'Allemagne' },
  { code: 'AT', name: 'Autriche' },
  { code: 'BE', name: 'Belgique' },
  { code: 'BG', name: 'Bulgarie' },
  { code: 'CY', name: 'Chypre' },
  { code: 'HR', name: 'Croatie' },
  { code: 'DK', name: 'Danemark' },
  { code: 'ES', name: 'Espagne' },
  { code: 'EE', name: 'Estonie' },
  { code: 'FI', name: 'Finlande' },
  { code: 'FR', name: 'France' },
  { code: 'GR', name: 'Grèce' },
  { code: 'HU', name: 'Hongrie' },
  { code: 'IE', name: 'Irlande' },
  { code: 'IT', name: 'Italie' },
  { code: 'LV', name: 'Lettonie' },
  { code: 'LT', name: 'Lituanie' },
  { code: 'LU', name: 'Luxembourg' },
  { code: 'MT', name: 'Malte' },
  { code: 'NL', name: 'Pays-Bas' },
  { code: 'PL', name: 'Pologne' },
  { code: 'PT', name: 'Portugal' },
  { code: 'CZ', name: 'République tchèque' },
  { code: 'RO', name: 'Roumanie' },
  { code: 'SK', name: 'Slovaquie' },
  { code: 'SI', name: 'Slovénie' },
  { code: 'SE', name: 'Suède' },
] as const;

export type EuCountryCode = (typeof EU_COUNTRIES)[number]['code'];
export const DEFAULT_COUNTRY: EuCountryCode = 'FR';
const CODES = new Set<string>(EU_COUNTRIES.map((c) => c.code));

/** A stored country as a code: 'France' (any case) → FR; unknown values stay as they are. */
export function normalizeCountry(value: string): string {
  const trimmed = value.trim();
  const byName = EU_COUNTRIES.find((c) => c.name.toLowerCase() === trimmed.toLowerCase());
  if (byName) return byName.code;
  return trimmed.toUpperCase();
}

export function isEuCountryCode(value: string): value is EuCountryCode {
  return CODES.has(value);
}

export function countryName(code: string): string {
  return EU_COUNTRIES.find((c) => c.code === code)?.name ?? code;
}
