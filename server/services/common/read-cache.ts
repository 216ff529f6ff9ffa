/**
 * In-process cache of public read answers (issue 17, Reads that scale).
 *
 * An answer is stored already serialised (through the route's response schema, as Fastify would),
 * with its ETag and its compressed forms, under a key and the versions of the scopes it depends
 * on (`cache_versions`, bumped by triggers in every writing transaction: migration 0014). Each
 * read asks the database for those versions first (one primary-key lookup): an answer cached
 * before any commit that changed what it shows is never served, in this process or any other
 * process on the same PostgreSQL. Time-dependent answers also carry a time bucket of the server
 * clock (`now()`, which the test clock drives) in their key.
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { now } from './clock.ts';
import { localeNow } from './locale-context.ts';
import { localizeNames } from './catalog-names.ts';
import { renderDeps } from './render-deps.ts';
import type { VersionFeed } from './version-feed.ts';

/** A body kept to be sent again: its forms, made once each (compressedBody, bodyBytes). */
export interface KeptBody {
  /** Weak validator of the body (the same for every encoding): made on first use (answerEtag). */
  etag?: string;
  gzip?: Buffer;
  br?: Buffer;
  /** The encodings whose form above was made at the first use's fast setting (compressedBody). */
  quick?: { gzip?: boolean; br?: boolean };
  /** The body's UTF-8 bytes: made on its first uncompressed use, or the only form kept of a page (page-cache.ts). */
  bytes?: Buffer;
  /** The text, when kept (an API answer: the renderer parses it); a kept page keeps only its bytes. */
  body?: string;
}

/** A public read's answer. */
export interface CachedAnswer extends KeptBody {
  /** The JSON body as the route's response schema serialises it. */
  body: string;
}

interface Entry {
  versions: string;
  answer: CachedAnswer;
}

export interface ReadSpec<T> {
  key: string;
  /** Version scopes the answer depends on: 'catalog', `doctor:<id>`. */
  scopes: [string] | [string, string];
  /** The server-clock bucket (ms) an answer lives in while no version moves: bounds what time alone changes. */
  ttlMs: number;
  schema: z.ZodType;
  /** The answer, or null for "not found" (not cached). */
  load: () => Promise<T | null>;
}

/** Below this a compressed form saves nothing worth the CPU (the compress plugin's threshold). */
const COMPRESS_MIN = 1024;

export const CATALOG_SCOPE = 'catalog';
/** Catalog answers are exact through their versions; the time bound only covers what the clock alone changes. */
export const CATALOG_TTL_MS = 60_000;
export const AVAILABILITY_TTL_MS = 5_000;
/**
 * Answers nothing in which follows the clock (a doctor's profile: no "today", no slot): exact through
 * their versions alone, so the bucket only bounds how long an unread answer is kept. With the minute
 * bucket every viewed profile was built again each minute, all at once at the turn of the minute.
 */
export const CLOCK_FREE_TTL_MS = 3_600_000;

export const doctorScope = (doctorId: number) => `doctor:${doctorId}`;

export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** The JSON answer of a read, its catalog names in the caller's language (issue 18). */
export function answerOf(schema: z.ZodType, payload: unknown): CachedAnswer {
  return { body: JSON.stringify(schema.encode(localizeNames(payload))) };
}

/**
 * The answer's ETag, hashed on its first use: a read a server render made is parsed, never sent, and
 * needs none (issue 40: three SHA-1s of 2-15 kB a doctor page not kept yet).
 */
export const answerEtag = (answer: KeptBody): string => (answer.etag ??= etagOf(answer.bytes ?? answer.body!));

/**
 * Brotli for an answer asked again: quality 3 with the body's size as a hint and a window no larger than the
 * body. The bench's CPU profile of doctor detail (3 000 doctors, each answer asked a few times) spent a tenth
 * of the server's time in quality 4 with the default 4 MiB window; these settings take half the time or less
 * for a body 2-4 % larger (a 6.6 KB doctor: 2 025 bytes instead of 1 946).
 */
function brotliParams(bytes: number, quality: number): Record<number, number> {
  const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_SIZE_HINT, BROTLI_PARAM_LGWIN, BROTLI_MIN_WINDOW_BITS, BROTLI_MAX_WINDOW_BITS } = zlib.constants;
  const window = Math.min(BROTLI_MAX_WINDOW_BITS, Math.max(BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 1))));
  return { [BROTLI_PARAM_QUALITY]: quality, [BROTLI_PARAM_SIZE_HINT]: bytes, [BROTLI_PARAM_LGWIN]: window };
}

/**
 * Settings of an answer's first compressed use, and of its next one. Issue 40: most answers of a large
 * catalog, and every freshly rendered doctor page, are sent once: brotli's quality 0 makes a 58 kB page's
 * form in ~0.1 ms, quality 3 in ~0.55 ms (a fifteenth of the page's CPU), for 14 % more bytes (11.3 kB
 * instead of 9.9 kB). An answer asked again in that encoding is worth its full compression: made then,
 * once, and kept for every later use, as before.
 */
const QUICK = { br: 0, gzip: 1 } as const;
const FULL = { br: 3, gzip: 6 } as const;

function compress(input: string | Buffer, bytes: number, encoding: 'br' | 'gzip', quality: number): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(input, { params: brotliParams(bytes, quality) }) : zlib.gzipSync(input, { level: quality });
}

/**
 * The body in `encoding`, compressed on its first use (most answers of a large catalog are asked once:
 * compressing every form up front would double their cost), quickly then and fully on the second use (above);
 * null when the body is too small to gain from it.
 */
export function compressedBody(answer: KeptBody, encoding: 'br' | 'gzip'): Buffer | null {
  if ((answer.body?.length ?? answer.bytes!.length) < COMPRESS_MIN) return null;
  const kept = answer[encoding];
  if (kept && !answer.quick?.[encoding]) return kept;
  // The bytes when already encoded (a kept page is): the text is not encoded to UTF-8 again, nor measured.
  const input = answer.bytes ?? answer.body!;
  const bytes = answer.bytes?.length ?? Buffer.byteLength(answer.body!);
  const form = compress(input, bytes, encoding, kept ? FULL[encoding] : QUICK[encoding]);
  answer[encoding] = form;
  (answer.quick ??= {})[encoding] = !kept;
  return form;
}

/** The body as bytes, encoded once per answer (a 100 kB page encoded per hit was a fifth of a hit's CPU). */
export const bodyBytes = (answer: KeptBody): Buffer => (answer.bytes ??= Buffer.from(answer.body!));

interface QueryClient {
  query<R>(text: string, params: unknown[]): Promise<{ rows: R[] }>;
}

const VERSIONS_SQL = 'select scope, version::text as version from cache_versions where scope = any($1::text[])';

/**
 * The driver under Drizzle (pg's pool or PGlite, both `query(text, params)`): the version reads go straight
 * to it; building the statement through Drizzle on every read was the profile's largest app-side cost.
 */
const driverOf = (db: Db) => (db as unknown as { $client: QueryClient }).$client;

/** Every version (at most `limit`), for the version feed's start (version-feed.ts). */
export const readAllVersions =
  (db: Db) =>
  async (limit: number): Promise<{ scope: string; version: string }[]> =>
    (await driverOf(db).query<{ scope: string; version: string }>('select scope, version::text as version from cache_versions limit $1', [limit])).rows;

interface Batch {
  scopes: Set<string>;
  /** The feed's epoch when the query was sent while versions were pushed (its answer may be kept), else null. */
  epoch: number | null;
  promise: Promise<Map<string, string>>;
  resolve: (found: Map<string, string>) => void;
  reject: (error: unknown) => void;
}

/**
 * Reads scope versions for every public read, one query at a time: reads that arrive while a query
 * runs share the next one, which starts after they arrived, so each still sees every commit made
 * before it asked (the exactness of the cache), while 10 concurrent readers cost about one query per
 * database round trip instead of ten (issue 17's CPU profile: the query's socket writes were the
 * largest cost of a cached read).
 *
 * With a feed (version-feed.ts: the versions pushed by the triggers' notifications) a read of scopes the
 * feed knows waits for one empty round trip on the feed's own connection and reads them from memory; the
 * table is read for the scopes it does not know yet (then kept) and for every read while the feed is not
 * listening.
 */
export class VersionReader {
  private running = false;
  private next: Batch | null = null;
  private readonly client: QueryClient;
  private readonly feed: VersionFeed | undefined;
  /** Queries sent so far (tests). */
  queries = 0;

  constructor(db: Db, feed?: VersionFeed) {
    this.feed = feed;
    // Straight to the driver (driverOf). An unnamed statement, parsed on each send (not through
    // auto-prepare.ts): naming it measured 10-25 µs of PostgreSQL CPU less, not worth a second path; with
    // the version feed listening it is sent only for scopes not seen yet.
    this.client = driverOf(db);
  }

  /** The current versions of `scopes`, as one comparable string (a scope never bumped counts 0). */
  async read(scopes: readonly string[]): Promise<string> {
    const feed = this.feed;
    const deps = renderDeps();
    if (feed?.live) {
      // A page render's reads share one round trip (render-deps.ts: `synced`), not one each.
      await (deps ? (deps.synced ??= feed.sync()) : feed.sync());
      const pushed = feed.peek(scopes);
      if (pushed !== null) return pushed;
    }
    if (!deps) return this.lookup(scopes);
    // A render's reads of the same scopes at once (a doctor page's profile and availability: the doctor's scope,
    // not known yet) share one table read: sent after the render began, it is as exact as the render's round trip.
    const key = scopes.join(',');
    let shared = deps.lookups.get(key);
    if (!shared) {
      shared = this.lookup(scopes);
      deps.lookups.set(key, shared);
    }
    return shared;
  }

  /** The versions from the table: a query sent after this call, shared with the calls waiting for the same one. */
  private async lookup(scopes: readonly string[]): Promise<string> {
    let batch = this.next;
    if (!batch) {
      let resolve!: Batch['resolve'];
      let reject!: Batch['reject'];
      const promise = new Promise<Map<string, string>>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      batch = { scopes: new Set(), epoch: null, promise, resolve, reject };
      this.next = batch;
    }
    for (const scope of scopes) batch.scopes.add(scope);
    if (!this.running) this.send();
    const found = await batch.promise;
    return scopes.map((scope) => found.get(scope) ?? '0').join(',');
  }

  /**
   * The versions as pushed so far, without the round trip `read` waits for: at most one notification
   * behind another process's commit (a fraction of a millisecond, a few on a loaded machine), never behind
   * this process's own writes (`VersionFeed.wrote`). For answers only anonymous visitors get (page-cache.ts),
   * which shared caches may keep for seconds anyway; every API read stays exact (`read`). The exact read
   * when the feed is not listening or does not know a scope yet.
   */
  pushed(scopes: readonly string[]): string | Promise<string> {
    const feed = this.feed;
    if (feed?.live && !feed.behind) {
      const pushed = feed.peek(scopes);
      if (pushed !== null) return pushed;
    }
    return this.read(scopes);
  }

  private send(): void {
    const batch = this.next;
    if (!batch) return;
    this.next = null;
    this.running = true;
    this.queries++;
    batch.epoch = this.feed?.readEpoch() ?? null;
    this.client
      .query<{ scope: string; version: string }>(VERSIONS_SQL, [[...batch.scopes]])
      .then(
        (result) => {
          const found = new Map(result.rows.map((row) => [row.scope, row.version]));
          this.feed?.learn(batch.epoch, batch.scopes, found);
          batch.resolve(found);
        },
        (error: unknown) => batch.reject(error),
      )
      .finally(() => {
        this.running = false;
        this.send();
      });
  }
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<CachedAnswer | null>>();
  hits = 0;
  misses = 0;

  /** Shared with the page cache (page-cache.ts), so pages and reads batch their version lookups together. */
  readonly versions: VersionReader;
  private readonly maxEntries: number;

  constructor(db: Db, maxEntries = 5000, feed?: VersionFeed) {
    this.versions = new VersionReader(db, feed);
    this.maxEntries = maxEntries;
  }

  async read<T>(spec: ReadSpec<T>): Promise<CachedAnswer | null> {
    const versions = await this.versions.read(spec.scopes);
    // Answers follow the clock too (past slots, "available today"): each lives in one aligned bucket
    // of the server clock, so a new minute (or 5 s for slots) starts fresh even when the clock jumps.
    // Answers carry words in the caller's language (slot and day labels, SEO copy: issue 18).
    const bucket = Math.floor(now().getTime() / spec.ttlMs);
    const key = `${bucket}|${localeNow()}|${spec.key}`;
    // A server render's call: its page is valid only while these versions and this bucket are (render-deps.ts).
    renderDeps()?.noteRead(spec.scopes, versions, (bucket + 1) * spec.ttlMs);
    const entry = this.entries.get(key);
    if (entry && entry.versions === versions) {
      this.hits++;
      return entry.answer;
    }
    this.misses++;
    // Concurrent misses of one key and version share one load.
    const loadKey = `${versions}|${key}`;
    const pending = this.loading.get(loadKey);
    if (pending) return pending;
    const promise = (async () => {
      const payload = await spec.load();
      if (payload === null) return null;
      const answer = answerOf(spec.schema, payload);
      this.store(key, { versions, answer });
      return answer;
    })().finally(() => this.loading.delete(loadKey));
    this.loading.set(loadKey, promise);
    return promise;
  }

  private store(key: string, entry: Entry): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
  }

  clear(): void {
    this.entries.clear();
  }
}
