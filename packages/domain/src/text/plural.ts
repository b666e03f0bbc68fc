import { formatNumber } from './numbers.js';

/** "risque" or "risques": French uses the singular up to 1. */
export function pluralWord(n: number, singular: string, pluralForm = `${singular}s`): string {
  return Math.abs(n) >= 2 ? pluralForm : singular;
}

/**
 * "0 risque", "1 risque", "3 risques", "1 200 actions". The number is grouped French style (with
 * the narrow no-break space of fr-FR).
 */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatNumber(n)} ${pluralWord(n, singular, pluralForm)}`;
}
