import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from './file-store.ts';
import { CONTENT_TYPES } from './upload-types.ts';

/** Files under DATA_DIR/uploads; private ones readable by the server's user only. */
export function diskFileStore(dataDir: string): FileStore {
  const root = path.join(dataDir, 'uploads');
  const fileOf = (key: string) => path.join(root, ...key.split('/'));
  return {
    kind: 'disk',
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body, { flag: 'wx', mode: key.startsWith('private/') ? 0o600 : 0o644 });
    },
    async get(key) {
      try {
        const body = await fs.readFile(fileOf(key));
        return { body, contentType: CONTENT_TYPES[path.extname(key).slice(1)] ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
