import type { Product, ProductBody } from '@duerp/domain/chemicals';

/** The form a product was saved with: what a `PUT` sends back with one field changed. */
export function productBodyOf(product: Product): ProductBody {
  return {
    nomCommercial: product.nomCommercial,
    fournisseur: product.fournisseur,
    usage: product.usage,
    quantite: product.quantite,
    frequence: product.frequence,
    unitesDeTravail: product.unitesDeTravail,
    utilisateurs: product.utilisateurs,
    pictogrammes: product.pictogrammes,
    mentionsDanger: product.mentionsDanger,
    fdsDateRevision: product.fdsDateRevision,
  };
}

/** A zod failure as one message per field (its first), keyed by the field's name. */
export function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}
