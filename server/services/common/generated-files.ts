/**
 * Large generated files (sitemaps, the SMART bulk feed: issue 40), made once per change and kept
 * in this process. Each file is stored under a key with a stamp: the version rows (`cache_versions`,
 * read-cache.ts) and, where the file follows the clock, the time window it was made for. A request
 * whose stamp matches gets the stored file; otherwise it is built again (concurrent requests for
 * one key and stamp share one build).
 *
 * Bodies are kept gzipped only: a sitemap of 50 000 URLs is ~25 MB of XML and a Slot file ~30 MB of
 * NDJSON, which compress 15-30 times; clients that do not take gzip get it inflated on the way out.
 * The store is bounded by compressed bytes, the least recently used file going first.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { now } from './clock.ts';

const gzip = promisify(zlib.gzip);

/** Compressed bytes kept per store: beyond this the least recently used files are dropped (and rebuilt if asked for again). */
export const GENERATED_FILES_MAX_BYTES = 256 * 1024 * 1024;

export interface GeneratedFile {
  gzip: Buffer;
  /** Length of the uncompressed body. */
  bytes: number;
  /** Weak validator: a hash of the uncompressed body. */
  etag: string;
  lastModified: Date;
  /** When this body was built (server clock). */
  builtAt: Date;
}

export interface Built {
  body: string;
  /**
   * When what the body shows last changed. Without it: the build's time, unless the body is the same
   * as the one it replaces (then that one's): never older than a change it shows, so a client's
   * If-Modified-Since cannot hide a change from it.
   */
  lastModified?: Date;
}

interface Entry {
  stamp: string;
  file: GeneratedFile;
}

export const weakEtag = (content: string) => `W/"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;

export class GeneratedFiles {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<GeneratedFile>>();
  private bytes = 0;
  /** Bodies built so far (tests: a second request for an unchanged file builds nothing). */
  builds = 0;

  private readonly maxBytes: number;

  constructor(maxBytes = GENERATED_FILES_MAX_BYTES) {
    this.maxBytes = maxBytes;
  }

  /** The file under `key` for `stamp`: the stored one when its stamp matches, else built now. */
  async get(key: string, stamp: string, build: () => Promise<Built>): Promise<GeneratedFile> {
    const entry = this.entries.get(key);
    if (entry && entry.stamp === stamp) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.file;
    }
    const loadKey = `${stamp}|${key}`;
    const pending = this.loading.get(loadKey);
    if (pending) return pending;
    const promise = this.make(key, stamp, build).finally(() => this.loading.delete(loadKey));
    this.loading.set(loadKey, promise);
    return promise;
  }

  private async make(key: string, stamp: string, build: () => Promise<Built>): Promise<GeneratedFile> {
    const builtAt = now();
    const { body, lastModified } = await build();
    this.builds++;
    const etag = weakEtag(body);
    const previous = this.entries.get(key)?.file;
    const file: GeneratedFile = {
      gzip: await gzip(body),
      bytes: Buffer.byteLength(body),
      etag,
      lastModified: lastModified ?? (previous?.etag === etag ? previous.lastModified : builtAt),
      builtAt,
    };
    this.store(key, { stamp, file });
    return file;
  }

  private store(key: string, entry: Entry): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.file.gzip.length;
    }
    while (this.entries.size && this.bytes + entry.file.gzip.length > this.maxBytes) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.entries.delete(oldestKey);
      this.bytes -= oldest.file.gzip.length;
    }
    this.entries.set(key, entry);
    this.bytes += entry.file.gzip.length;
  }
}
