import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/shared-state.ts';
import type { FileStore } from './file-store.ts';

/**
 * Files in the stored_files table: what PostgreSQL deployments use when no
 * bucket is configured. Uploads are small (profile photos, proofs of a few
 * MB), which bytea holds well; a busy site should prefer S3.
 */
export function databaseFileStore(db: Db): FileStore {
  return {
    kind: 'database',
    async put(key, body, contentType) {
      await db.insert(storedFiles).values({ key, body, contentType });
    },
    async get(key) {
      const [row] = await db
        .select({ body: storedFiles.body, contentType: storedFiles.contentType })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      return row ?? null;
    },
    async remove(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
  };
}
