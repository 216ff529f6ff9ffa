/**
 * In-process cache of server-rendered public pages for anonymous visitors (issue 40).
 *
 * A page is kept with the versions of every read-cache scope its render read (render-deps.ts), the
 * 'catalog' scope always (the head is built from catalog rows), and the end of the shortest clock
 * bucket among those reads. Each lookup compares them with the versions the database has pushed to this
 * process (version-feed.ts, VersionReader.pushed), so a booking, cancellation, profile edit or review
 * moderation committed by any process on the same database shows in the next page request once its
 * notification is in (milliseconds; this process's own writes at once). Unlike an API read, a hit does
 * not wait for a round trip to the database: that round trip was a quarter of a hit's CPU, and the page
 * is given only to anonymous visitors, whom a CDN may serve it for seconds anyway (CDN_POLICY). A render
 * reads exactly, as every API read does. A page showing availability (today's free
 * slots) lives no longer than the availability answer's 5 s bucket; any page at most PAGE_MAX_AGE_MS,
 * because a render may read the clock itself (date labels) where no version tracks it.
 *
 * A page whose time is up while nothing it read changed (its versions still current) is rendered again
 * by the first visitor after; visitors arriving during that render get the page as it was, up to
 * STALE_GRACE_MS past its time, instead of queueing behind it. At the bench's load a doctor page's 5 s
 * bucket ending held every connection for a whole render (~0.1–0.5 s) every 5 s: most of that row's p95.
 * Only the clock may be that late, never a booking, cancellation or edit: those change a version.
 */
import { now } from './clock.ts';
import { CATALOG_SCOPE, CATALOG_TTL_MS, etagOf, type KeptBody, type VersionReader } from './read-cache.ts';
import { RenderDeps, collectRenderDeps, type ReadPolicy } from './render-deps.ts';

export interface CachedPage {
  /** The page's bytes and compressed forms: not its text, which would hold twice the bytes on the JS heap. */
  answer: KeptBody & { bytes: Buffer; etag: string };
  policy: ReadPolicy;
}

interface Entry extends CachedPage {
  scopes: string[];
  versions: string;
  /** The server-clock window [validFrom, expiresAt) the page is good for (the read cache's buckets, likewise). */
  validFrom: number;
  expiresAt: number;
  bytes: number;
}

/** The longest a page is kept while nothing it read moves (a render may read the clock: "today", dates). */
export const PAGE_MAX_AGE_MS = CATALOG_TTL_MS;
/** How long past its time a page may still be given while its next render runs. */
export const STALE_GRACE_MS = 2_000;
/** Bytes of HTML kept (bodies; their compressed forms add about a fifth): about 600 doctor pages. */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<void>>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  private readonly versions: VersionReader;
  private readonly maxBytes: number;

  constructor(versions: VersionReader, maxBytes = DEFAULT_MAX_BYTES) {
    this.versions = versions;
    this.maxBytes = maxBytes;
  }

  /**
   * The page under `key` if every version it read is unchanged and its time is not up. On a miss the
   * caller renders and must call `release` when done; a lookup arriving while that render runs waits
   * for it and looks again (one render of a page at a time, not one per waiting visitor).
   */
  async lookup(key: string): Promise<{ page: CachedPage } | { release: () => void }> {
    let waited = false;
    for (;;) {
      const pending = this.rendering.get(key);
      if (pending && !waited) {
        const stale = await this.valid(key, STALE_GRACE_MS);
        if (stale) {
          this.hits++;
          return { page: stale };
        }
        waited = true;
        await pending;
      }
      const page = await this.valid(key);
      if (page) {
        this.hits++;
        return { page };
      }
      // Another visitor's miss claimed the page while we looked: theirs will do for us too.
      if (!waited && this.rendering.has(key)) continue;
      this.misses++;
      // After one wait a page that still misses (one that is never kept) renders beside the others.
      if (this.rendering.has(key)) return { release: () => undefined };
      let done!: () => void;
      const claim = new Promise<void>((resolve) => (done = resolve));
      this.rendering.set(key, claim);
      return {
        release: () => {
          if (this.rendering.get(key) === claim) this.rendering.delete(key);
          done();
        },
      };
    }
  }

  /** The page under `key` if its versions are current and the clock within its window (`graceMs` past its end). */
  private async valid(key: string, graceMs = 0): Promise<CachedPage | null> {
    const entry = this.entries.get(key);
    const time = now().getTime();
    if (!entry || time < entry.validFrom || time >= entry.expiresAt + graceMs) return null;
    // The versions pushed so far, without a round trip (VersionReader.pushed): a page is kept for anonymous
    // visitors only, whom shared caches serve for seconds (CDN_POLICY), so it may be one notification behind
    // another process's commit (milliseconds); this process's own writes are always seen.
    return (await this.versions.pushed(entry.scopes)) === entry.versions ? entry : null;
  }

  /** The account of a render starting now: the catalog version (the head reads catalog rows outside the read cache). */
  async begin(): Promise<RenderDeps> {
    const start = now().getTime();
    const deps = new RenderDeps(start, start + PAGE_MAX_AGE_MS);
    // Inside the render's account: this read's round trip to the version feed is the one its reads share.
    deps.noteVersion(CATALOG_SCOPE, await collectRenderDeps(deps, () => this.versions.read([CATALOG_SCOPE])));
    return deps;
  }

  /** Keeps `html` under `key` and returns it, if its render read only cached public answers (else null). */
  store(key: string, html: string, deps: RenderDeps): CachedPage | null {
    if (deps.uncacheable) return null;
    // Encoded once, then hashed and sent as bytes: hashing the text encoded a ~90 kB page a second time
    // (a two-byte string when it holds any non-Latin-1 character, as every page with ₹ or Arabic does).
    // Only the bytes are kept: the text (twice their size as a two-byte string) stayed on the JS heap with
    // every kept page, 3× the bytes counted below; at the bench's 300 new pages a second its copying and
    // marking made the collector's pauses most of the p99 (issue 40). Buffers live outside the heap.
    const bytes = Buffer.from(html);
    const page: CachedPage = { answer: { etag: etagOf(bytes), bytes }, policy: deps.policy };
    const scopes = [...deps.versions.keys()].sort();
    const entry: Entry = {
      ...page,
      scopes,
      versions: scopes.map((scope) => deps.versions.get(scope)).join(','),
      validFrom: deps.startedAt,
      expiresAt: deps.expiresAt,
      bytes: bytes.length,
    };
    this.remove(key);
    while (this.bytes + entry.bytes > this.maxBytes && this.entries.size > 0) this.remove(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    return page;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}
