import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { FileStore } from './file-store.ts';
import { databaseFileStore } from './file-store-database.ts';
import { diskFileStore } from './file-store-disk.ts';
import { s3FileStore } from './file-store-s3.ts';

/** The file store the configuration names (config.fileStore; loadConfig checks the S3 settings). */
export function fileStoreOf(config: Config, db: Db): FileStore {
  if (config.fileStore === 's3') {
    return s3FileStore({
      bucket: config.S3_BUCKET!,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    });
  }
  if (config.fileStore === 'database') return databaseFileStore(db);
  return diskFileStore(config.dataDir);
}
