/**
 * Where uploaded files live (DESIGN §1 "Past one machine"). Keys are
 * '<public|private>/<area>/<random>.<ext>', made and checked by uploads.ts;
 * a store never sees a key from a request that uploads.ts has not validated.
 *
 * - disk:     DATA_DIR/uploads/<key> (PGlite, one process; the default there)
 * - database: the stored_files table (PostgreSQL without S3_BUCKET), so every
 *             process behind the load balancer reads what another wrote
 * - s3:       an S3-compatible bucket (S3_BUCKET, S3_ENDPOINT, …); the bucket
 *             stays private: files reach clients only through this server
 */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface FileStore {
  kind: 'disk' | 'database' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under that key. */
  get(key: string): Promise<StoredObject | null>;
  /** Deletes the file; a missing one is not an error. */
  remove(key: string): Promise<void>;
}
