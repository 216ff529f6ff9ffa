/**
 * Read-cache versions pushed to each process (issue 40, cached page hits): a cached read or page learns
 * whether it is current from memory, after one round trip shared by every read waiting, on a connection
 * of its own, instead of a version query per batch through the request pool.
 *
 * The bump triggers announce every new version on the 'cache_versions' channel at commit (migration
 * 0028); this process LISTENs on its own connection and keeps, per scope, the highest version it has
 * seen. Once listening it reads the whole table once (`readAll`): from then on a scope it has not seen
 * was never bumped (version 0), since any later bump arrives as a notification, and no read asks the
 * table (issue 40: a page of a doctor nobody had asked for sent a version query, one statement in five).
 * Until that read is back, or when the table holds more than MAX_KNOWN scopes, a scope not seen yet is
 * read from the table (VersionReader, read-cache.ts) and kept.
 *
 * Exact, as the table read was (a booking, cancellation, edit or moderation committed by any process, or
 * by a script, shows in the next read anywhere): before answering, a read waits for `sync`, an empty
 * query on the listening connection sent after the read arrived. PostgreSQL hands a listening session
 * the notifications of every commit made before its next query (the commit signals it before answering
 * its own client), so once that round trip is back the versions in memory include them. Without that wait
 * a notification arrives a fraction of a millisecond to several (a loaded machine) after the commit: the
 * two-process test that updates a doctor from a third connection and reads through B at once saw the old
 * profile. One round trip runs at a time; reads arriving meanwhile share the next one.
 *
 * The listening connection lost (restart, failover, network): every read goes back to the table, exact as
 * before, until listening again; what was kept is dropped, since notifications may have been missed.
 * Versions only grow, so the highest seen is the current one whatever the order a table answer and a
 * notification arrive in. PGlite runs in this process and hands a notification over before the committing
 * statement's own answer: nothing to wait for.
 */
import type { Database, Listening } from '../../db/client.ts';

export const VERSION_CHANNEL = 'cache_versions';

/** Scopes kept before the map starts over (each a short string and a number; re-read from the table on use). */
const MAX_KNOWN = 500_000;
const RETRY_MS = [250, 1_000, 5_000, 15_000];

/** Every row of the version table (`scope`, `version` as text), at most `limit` of them. */
export type ReadAllVersions = (limit: number) => Promise<{ scope: string; version: string }[]>;

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
  private inFlight: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  /** Writes this process answered (`wrote`), and how many of them a finished round trip covers. */
  private writes = 0;
  private writesSynced = 0;
  /**
   * Counts every time what is kept starts over (the channel lost, the map full): a table read sent
   * under an earlier epoch may predate a notification that was dropped, so it is not kept.
   */
  epoch = 0;
  /** The epoch in which the whole table was read: while it is the current one, a scope not kept is at 0. */
  private complete: number | null = null;

  private readonly database: Pick<Database, 'listen'>;
  private readonly log: FeedLog | undefined;
  private readonly readAll: ReadAllVersions | undefined;

  constructor(database: Pick<Database, 'listen'>, log?: FeedLog, readAll?: ReadAllVersions) {
    this.database = database;
    this.log = log;
    this.readAll = readAll;
  }

  /** Whether versions are being pushed now (else every read asks the table). */
  get live(): boolean {
    return this.listening !== null;
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
      void this.learnAll();
    } catch (error) {
      this.log?.warn({ err: { message: (error as Error).message } }, 'cannot listen for read-cache versions: reading them from the database');
      this.retry();
    }
  }

  /**
   * Reads the whole table, sent after LISTEN took effect: a bump committed before it is in the answer, any
   * later one is notified too (versions only grow, so their order does not matter). Kept only if nothing
   * was dropped meanwhile (the epoch); a failure leaves reads asking the table for scopes not seen, as before.
   */
  private async learnAll(): Promise<void> {
    if (!this.readAll) return;
    const epoch = this.epoch;
    try {
      const rows = await this.readAll(MAX_KNOWN);
      if (epoch !== this.epoch || !this.listening || rows.length >= MAX_KNOWN) return;
      for (const row of rows) this.raise(row.scope, Number(row.version));
      if (epoch === this.epoch) this.complete = epoch;
    } catch (error) {
      this.log?.warn({ err: { message: (error as Error).message } }, 'cannot read every read-cache version: reading them scope by scope');
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
    // After the whole table was read (and nothing dropped since), a scope not kept was never bumped.
    const unseen = this.complete === this.epoch ? 0 : undefined;
    if (scopes.length === 1) {
      const only = this.known.get(scopes[0]!) ?? unseen;
      return only === undefined ? null : String(only);
    }
    let joined = '';
    for (let i = 0; i < scopes.length; i++) {
      const version = this.known.get(scopes[i]!) ?? unseen;
      if (version === undefined) return null;
      joined += i === 0 ? String(version) : `,${version}`;
    }
    return joined;
  }

  /**
   * A write of this process was committed (public-read.ts: any answered request but GET, HEAD and OPTIONS): until a round
   * trip sent after it is back, `behind` is true, so this process's own reads without a round trip
   * (`VersionReader.pushed`) wait for one and see the write. Its own notification may still be on its way.
   */
  wrote(): void {
    this.writes++;
  }

  /** Whether this process committed a write after the start of the last round trip that came back. */
  get behind(): boolean {
    return this.writesSynced < this.writes;
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
    const writes = this.writes;
    const trip: Promise<void> = listening
      .sync()
      .then(() => {
        if (writes > this.writesSynced) this.writesSynced = writes;
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
