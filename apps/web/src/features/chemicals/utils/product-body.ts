import { formatMegabytes } from '@duerp/domain/photos';
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

/** A file's size as a person reads it: kilo-octets under a mega-octet (never « 0 Mo »). */
export function formatFileSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} Ko`
    : formatMegabytes(bytes);
}
