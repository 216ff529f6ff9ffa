/**
 * What a server-rendered page was built from (issue 40, cached HTML): the read-cache scopes and the
 * versions its internal API calls saw, the earliest moment one of those answers leaves its clock
 * bucket, and whether every call was answered through the read cache at all. The page cache
 * (page-cache.ts) keeps a page only on that account, so the page is exactly as fresh as the API
 * answers it shows: the version rows that invalidate them invalidate it.
 *
 * The account is carried by an AsyncLocalStorage around the render: the renderer's reads
 * (public-read.ts, callPublicRead) run in the same async context, so the read cache sees it without
 * any read knowing about pages.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export type ReadPolicy = 'catalog' | 'availability';

export class RenderDeps {
  /** Scope → the version the render's reads saw ('0' for a scope never bumped). */
  readonly versions = new Map<string, string>();
  /** The server-clock time (ms) at which the first of the answers read leaves its bucket. */
  expiresAt: number;
  /** The strictest CDN policy of the answers read: a page showing availability is as short-lived as it. */
  policy: ReadPolicy = 'catalog';
  /** Set when something the page shows was not answered through the read cache (or moved mid-render). */
  uncacheable = false;
  /**
   * The version feed's round trip this render's reads share (read-cache.ts, VersionReader): sent after the
   * page request arrived, so every commit before that request is in the versions it leaves in memory. The
   * render's reads then see the versions as of its start, as if all had run at once then; a commit landing
   * mid-render is the next page view's (its lookup syncs again and finds the version moved).
   */
  synced: Promise<void> | undefined;
  /** The render's table reads of versions by their scopes (read-cache.ts, VersionReader): one per scope list. */
  readonly lookups = new Map<string, Promise<string>>();
  /** The server-clock time (ms) the render started: a clock set back before it (tests, ops) is not its time. */
  readonly startedAt: number;

  constructor(startedAt: number, expiresAt: number) {
    this.startedAt = startedAt;
    this.expiresAt = expiresAt;
  }

  /** A read cache lookup: `versions` is the comma-joined versions of `scopes`, read before the answer was. */
  noteRead(scopes: readonly string[], versions: string, bucketEnd: number): void {
    const seen = versions.split(',');
    scopes.forEach((scope, i) => this.noteVersion(scope, seen[i] ?? '0'));
    this.expiresAt = Math.min(this.expiresAt, bucketEnd);
  }

  noteVersion(scope: string, version: string): void {
    const before = this.versions.get(scope);
    // Two reads of one render saw different versions: a write landed mid-render, the page mixes both.
    if (before !== undefined && before !== version) this.uncacheable = true;
    this.versions.set(scope, version);
  }

  /** A public read answered the render (callPublicRead; anything else makes the page uncacheable there). */
  notePolicy(policy: ReadPolicy): void {
    if (policy === 'availability') this.policy = 'availability';
  }
}

const store = new AsyncLocalStorage<RenderDeps>();

/** Runs a page render with `deps` collecting what its API calls read. */
export const collectRenderDeps = <T>(deps: RenderDeps, render: () => Promise<T>): Promise<T> => store.run(deps, render);

/** The account of the page render this code runs for, if any. */
export const renderDeps = (): RenderDeps | undefined => store.getStore();
