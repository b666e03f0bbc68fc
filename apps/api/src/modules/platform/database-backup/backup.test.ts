import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { image } from '../../../../test/helpers/photos.js';
import { openConfiguredDatabase } from '../../../db/client.js';
import { duerpDocuments, espaces, photos } from '../../../db/schema/index.js';
import { admin } from '../../../../test/helpers/admin-cli.js';
import { freshDatabaseEnv } from '../../../../test/helpers/database-env.js';

const dir = mkdtempSync(join(tmpdir(), 'duerp-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('backup and restore with the admin CLI', () => {
  it('restores exactly what was backed up (PGlite directory, or pg_dump/pg_restore)', async () => {
    const env = await freshDatabaseEnv('backup');
    await admin(env, 'allow-list', 'add', 'avant@exemple.fr');
    const file = join(dir, 'sauvegarde.bin');
    expect(await admin(env, 'backup', file)).toMatch(/^Sauvegarde (PGlite|PostgreSQL) écrite/);
    await admin(env, 'allow-list', 'add', 'apres@exemple.fr');
    expect((await admin(env, 'allow-list', 'list')).split('\n')).toEqual([
      'apres@exemple.fr',
      'avant@exemple.fr',
    ]);
    expect(await admin(env, 'restore', file)).toMatch(/restaurée/);
    expect(await admin(env, 'allow-list', 'list')).toBe('avant@exemple.fr');
  }, 120_000);

  it('carries the photos, bytes and all (issue 27)', async () => {
    const env = await freshDatabaseEnv('backup');
    const jpeg = await image(120, 90);
    const thumbnail = await image(32, 24);
    const withDatabase = async <T>(
      work: (db: Awaited<ReturnType<typeof open>>['db']) => Promise<T>,
    ) => {
      const handle = await open();
      try {
        return await work(handle.db);
      } finally {
        await handle.close();
      }
    };
    const open = () => openConfiguredDatabase(env as { DATA_DIR: string }, 'admin');
    const photoId = await withDatabase(async (db) => {
      const [espace] = await db.insert(espaces).values({ name: 'Atelier' }).returning();
      const [document] = await db
        .insert(duerpDocuments)
        .values({ espaceId: espace!.id, displayName: 'D', data: {} as never })
        .returning();
      const [photo] = await db
        .insert(photos)
        .values({
          espaceId: espace!.id,
          duerpDocumentId: document!.id,
          idUniteDeTravail: 'u1',
          idRisque: 'r1',
          legende: 'Avant la sauvegarde',
          mimeType: 'image/jpeg',
          byteSize: jpeg.length,
          width: 120,
          height: 90,
          sha256: 'x',
          data: jpeg,
          thumbnail,
        })
        .returning({ id: photos.id });
      return photo!.id;
    });
    const file = join(dir, 'sauvegarde-photos.bin');
    await admin(env, 'backup', file);
    await withDatabase((db) => db.delete(photos).where(eq(photos.id, photoId)));
    await admin(env, 'restore', file);
    const [restored] = await withDatabase((db) =>
      db.select().from(photos).where(eq(photos.id, photoId)),
    );
    expect(restored!.legende).toBe('Avant la sauvegarde');
    expect(restored!.data.equals(jpeg)).toBe(true);
    expect(restored!.thumbnail.equals(thumbnail)).toBe(true);
  }, 120_000);
});
