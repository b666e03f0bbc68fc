import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { espaces } from '../../../db/schema/index.js';

/** The espace's service de prévention et de santé au travail (issue 42), kept on its row. */
export interface SpstSettingsRow {
  nom: string;
  adresse: string;
  email: string;
}

const settingsColumns = {
  nom: espaces.spstNom,
  adresse: espaces.spstAdresse,
  email: espaces.spstEmail,
};

export async function findSpstSettings(db: Executor, espaceId: string) {
  const [row] = await db.select(settingsColumns).from(espaces).where(eq(espaces.id, espaceId));
  return row ?? null;
}

export async function updateSpstSettings(db: Executor, espaceId: string, body: SpstSettingsRow) {
  const [row] = await db
    .update(espaces)
    .set({ spstNom: body.nom, spstAdresse: body.adresse, spstEmail: body.email })
    .where(eq(espaces.id, espaceId))
    .returning(settingsColumns);
  return row ?? null;
}
