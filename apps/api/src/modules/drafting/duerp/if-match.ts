import { badRequest } from '../../../errors.js';

/** If-Match: <revision> on whole-list writes (DESIGN §3); undefined when absent. */
export function expectedRevision(header: string | string[] | undefined): number | undefined {
  if (header === undefined) return undefined;
  const value = Number(String(header).replace(/"/g, ''));
  if (!Number.isInteger(value) || value < 0) {
    throw badRequest("L'en-tête If-Match doit être un numéro de révision.");
  }
  return value;
}
