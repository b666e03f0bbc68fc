/**
 * The simulated people of bench/editors.bench.ts, written straight into the database before the
 * server starts: creating thousands through the API (captcha, password hashing, a dozen writes
 * each) took longer than the measures themselves (250 people a minute).
 */
import { hash } from '@node-rs/argon2';
import type { DuerpData } from '@duerp/domain/duerp';
import { eq } from 'drizzle-orm';
import { openConfiguredDatabase } from '../../apps/api/src/db/client.js';
import { duerpDocuments, espaceMembers } from '../../apps/api/src/db/schema/index.js';
import { insertAccount } from '../../apps/api/src/modules/identity/auth/auth.repository.js';
import { largeDuerpData } from '../fixtures/large-document.js';
import { insertVipDocument } from './seed-document.js';

export const EDITOR_PASSWORD = 'Motdepasse1!';

/** One person in 10 makes the generations (10 times as often as the average person would). */
export const GENERATING_ONE_IN = 10;

export interface SeededPerson {
  email: string;
  documentId: string;
  /** The espace the document belongs to, named in the X-Espace-Id header of every call. */
  espaceId: string;
  /** Generates versions during the run. */
  generates: boolean;
}

/** 8 units, 60 evaluated risks, 8 actions: the document of a small employer, about 20 kB. */
export const EDITOR_DATA: DuerpData = (() => {
  const data = largeDuerpData({ units: 8, risksPerUnit: 8, actions: 8, seed: 7 });
  const unitesDeTravail = data.unitesDeTravail.map((unite, index) => {
    const risques = index < 4 ? unite.risques.slice(0, 7) : unite.risques;
    // A category left without a risk would make the document incomplete (no version).
    const categorieDeRisques = unite.categorieDeRisques.filter((c) =>
      risques.some((r) => r.idCategorie === c.idCategorie),
    );
    return { ...unite, risques, categorieDeRisques };
  });
  return {
    ...data,
    entreprise: { ...data.entreprise!, nombreEmployes: 25 },
    unitesDeTravail,
  };
})();

/**
 * `count` accounts (one password hash shared by all: hashing is the server's cost at sign-in, not
 * here). Each group of `shareBy` people works on one document: the first person's, in their
 * personal espace (VIP), which the others join as Éditeurs (1: everyone on their own document).
 */
export async function seedEditors(
  env: { DATABASE_URL?: string; DATA_DIR: string },
  count: number,
  shareBy = 1,
): Promise<SeededPerson[]> {
  const database = await openConfiguredDatabase(env, 'admin');
  try {
    await database.migrate();
    const { db } = database;
    const passwordHash = await hash(EDITOR_PASSWORD);
    const people: SeededPerson[] = [];
    let shared = { documentId: '', espaceId: '' };
    for (let i = 0; i < count; i++) {
      const email = `editeur-${i + 1}@exemple.fr`;
      if (i % shareBy === 0) {
        const documentId = await insertVipDocument(db, email, passwordHash, EDITOR_DATA);
        const [doc] = await db
          .select({ espaceId: duerpDocuments.espaceId })
          .from(duerpDocuments)
          .where(eq(duerpDocuments.id, documentId));
        shared = { documentId, espaceId: doc!.espaceId };
      } else {
        const account = await insertAccount(db, email, passwordHash);
        await db
          .insert(espaceMembers)
          .values({ espaceId: shared.espaceId, accountId: account!.id, role: 'editeur' });
      }
      people.push({ email, ...shared, generates: i % GENERATING_ONE_IN === 0 });
    }
    return people;
  } finally {
    await database.close();
  }
}
