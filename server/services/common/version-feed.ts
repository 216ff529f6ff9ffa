/**
 * Read-cache versions pushed to each process (issue 40, cached page hits), so a cached read or page
 * needs no database round trip to know it is current.
 *
 * The bump triggers announce every new version on the 'cache_versions' channel at commit (migration
 * 0028); this process LISTENs on a connection of its own and keeps, per scope, the highest version
 * it has seen. A scope it has not seen yet is read from the table once (VersionReader, read-cache.ts)
 * and kept from then on, since any later bump arrives as a notification.
 *
 * How current that is:
 * - a write made by this process (a request, a job, a script on its pool): the next read after it first
 *   syncs (`sync`, one round trip on the listening connection, shared by the reads waiting), so it shows
 *   the write, as before; a write request's answer waits for that sync too (public-read.ts), which puts
 *   its notification in every other listening process at about the same moment;
 * - a write by another process (or a script): seen as soon as the notification arrives, which PostgreSQL
 *   sends at the commit, before that process has even answered its client; and before a hit is served the
 *   event loop polls once (`settled`), so a notification already on the socket is applied first;
 * - the listening connection lost (restart, failover, network): every read goes back to the table, exact
 *   as before, until listening again; what was kept is dropped, since notifications may have been missed.
 * Versions only grow, so the highest seen is the current one whatever the order a query answer and a
 * notification arrive in.
 */
import type { Database, Listening } from '../../db/client.ts';

export const VERSION_CHANNEL = 'cache_versions';

/** Scopes kept before the map starts over (each a short string and a number; re-read from the table on use). */
const MAX_KNOWN = 500_000;
const RETRY_MS = [250, 1_000, 5_000, 15_000];

export interface FeedLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export class VersionFeed {
  private readonly known = new Map<string, number>();
  private listening: Listening | null = null;
  private closed = false;
  private retries = 0;
  private timer: NodeJS.Timeout | undefined;
  /** The current attempt at listening: a lost channel of an earlier one changes nothing. */
  private attempt: object = {};
  private turn: Promise<void> | null = null;
  private inFlight: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  /**
   * Counts every time what is kept starts over (the channel lost, the map full): a table read sent
   * under an earlier epoch may predate a notification that was dropped, so it is not kept.
   */
  epoch = 0;

  private readonly database: Pick<Database, 'listen' | 'writes'>;
  private readonly log: FeedLog | undefined;
  /** The database's write count the last finished sync was sent after. */
  private synced = 0;

  constructor(database: Pick<Database, 'listen' | 'writes'>, log?: FeedLog) {
    this.database = database;
    this.log = log;
  }

  /** Whether versions are being pushed now (else every read asks the table). */
  get live(): boolean {
    return this.listening !== null;
  }

  /** Whether this process wrote since the last sync: its notifications may still be on their way. */
  get dirty(): boolean {
    return (this.database.writes?.() ?? 0) > this.synced;
  }

  /** Waits what a read must before `peek`: a sync after this process's own writes, else one poll of the event loop. */
  ready(): Promise<void> {
    return this.dirty ? this.sync() : this.settled();
  }

  /** Starts listening; resolves when listening (or when the first try failed: reads use the table meanwhile). */
  async start(): Promise<void> {
    if (!this.database.listen || this.closed) return;
    const attempt = (this.attempt = {});
    try {
      const listening = await this.database.listen(VERSION_CHANNEL, (payload) => this.notified(payload), (error) => this.lost(attempt, error));
      if (this.closed || attempt !== this.attempt) {
        await listening.close();
        return;
      }
      this.listening = listening;
      if (this.retries > 0) this.log?.info({}, 'read-cache versions pushed again');
      this.retries = 0;
    } catch (error) {
      this.log?.warn({ err: { message: (error as Error).message } }, 'cannot listen for read-cache versions: reading them from the database');
      this.retry();
    }
  }

  private retry(): void {
    if (this.closed || this.timer !== undefined) return;
    const delay = RETRY_MS[Math.min(this.retries++, RETRY_MS.length - 1)]!;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.start();
    }, delay);
    this.timer.unref();
  }

  private lost(attempt: object, error: unknown): void {
    if (this.closed || attempt !== this.attempt) return;
    this.attempt = {};
    this.log?.warn({ err: { message: (error as Error)?.message } }, 'read-cache version channel lost: reading versions from the database until it is back');
    this.reset();
    const gone = this.listening;
    this.listening = null;
    void gone?.close();
    this.retry();
  }

  private reset(): void {
    this.known.clear();
    this.epoch++;
  }

  private notified(payload: string): void {
    const space = payload.lastIndexOf(' ');
    const version = Number(payload.slice(space + 1));
    if (space <= 0 || !Number.isFinite(version)) return;
    this.raise(payload.slice(0, space), version);
  }

  private raise(scope: string, version: number): void {
    const before = this.known.get(scope);
    if (before === undefined && this.known.size >= MAX_KNOWN) this.reset();
    if (before === undefined || version > before) this.known.set(scope, version);
  }

  /** The comma-joined versions of `scopes` when every one is known and pushed, else null (ask the table). */
  peek(scopes: readonly string[]): string | null {
    if (!this.listening) return null;
    if (scopes.length === 1) {
      const only = this.known.get(scopes[0]!);
      return only === undefined ? null : String(only);
    }
    let joined = '';
    for (let i = 0; i < scopes.length; i++) {
      const version = this.known.get(scopes[i]!);
      if (version === undefined) return null;
      joined += i === 0 ? String(version) : `,${version}`;
    }
    return joined;
  }

  /** The epoch a table read starts in, when what it answers may be kept (listening now), else null. */
  readEpoch(): number | null {
    return this.listening ? this.epoch : null;
  }

  /** Keeps a table read's answer (scopes absent from the table count 0), if sent while listening in this epoch. */
  learn(epoch: number | null, scopes: Iterable<string>, found: ReadonlyMap<string, string>): void {
    if (epoch === null || epoch !== this.epoch || !this.listening) return;
    for (const scope of scopes) this.raise(scope, Number(found.get(scope) ?? 0));
  }

  /**
   * Resolves after one turn of the event loop's poll phase, shared by every read waiting on it: a
   * notification that reached the socket before the request is applied before the request is answered.
   */
  settled(): Promise<void> {
    return (this.turn ??= new Promise<void>((resolve) =>
      setImmediate(() => {
        this.turn = null;
        resolve();
      }),
    ));
  }

  /**
   * Resolves once every version committed before the call is applied here (at once when not listening).
   * One round trip at a time: callers arriving while one runs share the next one (theirs may have been
   * sent before their commit).
   */
  sync(): Promise<void> {
    if (!this.listening) return Promise.resolve();
    if (!this.inFlight) return this.roundTrip();
    return (this.queued ??= this.inFlight.then(() => {
      this.queued = null;
      return this.roundTrip();
    }));
  }

  private roundTrip(): Promise<void> {
    const listening = this.listening;
    if (!listening) return Promise.resolve();
    const upTo = this.database.writes?.() ?? 0;
    const trip: Promise<void> = listening
      .sync()
      .then(() => {
        this.synced = Math.max(this.synced, upTo);
      })
      .catch((error: unknown) => {
        // The channel is failing: drop what was kept now (not when its 'error' event comes), reads ask the table.
        if (this.listening === listening) this.lost(this.attempt, error);
      })
      .finally(() => {
        if (this.inFlight === trip) this.inFlight = null;
      });
    this.inFlight = trip;
    return trip;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    const listening = this.listening;
    this.listening = null;
    await listening?.close();
  }
}
