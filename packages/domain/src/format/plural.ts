const count = new Intl.NumberFormat('fr-FR');

/**
 * "0 risque", "1 risque", "3 risques", "1 200 actions": French uses the singular up to 1. The
 * number is grouped French style (with the narrow no-break space of fr-FR).
 */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count.format(n)} ${Math.abs(n) >= 2 ? pluralForm : singular}`;
}
