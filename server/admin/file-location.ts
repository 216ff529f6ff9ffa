import path from 'node:path';
import type { Config } from '../config.ts';
import { storedKey } from '../services/files/uploads.ts';

/**
 * Where an admin finds a private proof: the file's path with the disk store;
 * with the database or S3 store, the store and key (read it through the admin
 * API, GET /api/admin/claims/:id/proof/:kind, or the bucket's own tools).
 */
export function fileLocation(config: Pick<Config, 'fileStore' | 'dataDir' | 'S3_BUCKET'>, relative: string): string {
  const key = storedKey('private', relative);
  if (!key) return relative;
  if (config.fileStore === 'disk') return path.join(config.dataDir, 'uploads', ...key.split('/'));
  return config.fileStore === 's3' ? `s3://${config.S3_BUCKET}/${key}` : `stored_files ${key}`;
}
