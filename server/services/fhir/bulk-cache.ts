/**
 * The SMART bulk feed's files, made once per change (issue 40: a Slot file of 200 doctors is ~30 MB
 * and took 7-12 s to make, on every request).
 *
 * - Which Slot files there are, the doctors in each and their regions: once per 'catalog' version
 *   (cache_versions, migration 0014; doctors, clinics and availability bump it).
 * - Location and Schedule files: once per 'catalog' version (nothing in them follows the clock).
 * - A Slot file: once per 'catalog' version, per version of each of its doctors (`doctor:<id>`,
 *   bumped by their bookings and waitlist holds) and per FEED_WINDOW_MS of the server clock, since
 *   past slots leave it as time goes by.
 *
 * The feed's time is the start of the current window: the manifest's `transactionTime`, and the
 * instant every Slot file's 14 days start from. Every file holds every change made before that
 * instant (a file is kept only while no version it depends on moved), so a client that asks
 * `_since=<transactionTime>` next misses nothing.
 */
import type { Db } from '../../db/client.ts';
import { now } from '../common/clock.ts';
import type { GeneratedFile, GeneratedFiles } from '../common/generated-files.ts';
import { CATALOG_SCOPE, doctorScope, type VersionReader } from '../common/read-cache.ts';
import { feedChangedAt, feedRegions, locationLines, scheduleLines, slotFileDoctors, slotLines, type FeedRegions, type SlotFile } from './bulk-publish.ts';

/** The feed's time window: a Slot file is at most this old in what the clock alone changes (slots that went by). */
export const FEED_WINDOW_MS = 60_000;

export interface FeedLayout {
  files: SlotFile[];
  /** The doctors of each Slot file, in the order of `files`. */
  doctors: number[][];
  regions: FeedRegions;
}

async function text(lines: AsyncGenerator<string>): Promise<string> {
  const chunks: string[] = [];
  for await (const chunk of lines) chunks.push(chunk);
  return chunks.join('');
}

export class BulkFeed {
  private layoutMemo: { stamp: string; promise: Promise<FeedLayout> } | null = null;

  private readonly db: Db;
  private readonly versions: VersionReader;
  private readonly files: GeneratedFiles;

  constructor(db: Db, versions: VersionReader, files: GeneratedFiles) {
    this.db = db;
    this.versions = versions;
    this.files = files;
  }

  /** Builds so far (tests). */
  get builds(): number {
    return this.files.builds;
  }

  /** The feed's time: the start of the current window of the server clock. */
  windowStart(): Date {
    return new Date(Math.floor(now().getTime() / FEED_WINDOW_MS) * FEED_WINDOW_MS);
  }

  /** The Slot files of the current catalog, with their doctors and regions. */
  async layout(): Promise<FeedLayout> {
    const stamp = await this.versions.read([CATALOG_SCOPE]);
    if (this.layoutMemo?.stamp !== stamp) {
      const promise = (async () => {
        const split = await slotFileDoctors(this.db);
        const files = split.map((part) => part.file);
        return { files, doctors: split.map((part) => part.doctors), regions: await feedRegions(this.db, files) };
      })();
      this.layoutMemo = { stamp, promise };
      promise.catch(() => {
        if (this.layoutMemo?.promise === promise) this.layoutMemo = null;
      });
    }
    return this.layoutMemo.promise;
  }

  /** Location.ndjson or Schedule.ndjson for `origin`, without `_since`. */
  async directoryFile(type: 'Location' | 'Schedule', origin: string): Promise<GeneratedFile> {
    const stamp = await this.versions.read([CATALOG_SCOPE]);
    return this.files.get(`${type}|${origin}`, stamp, async () => {
      const lines = type === 'Location' ? locationLines(this.db, origin, undefined) : scheduleLines(this.db, origin, undefined);
      return { body: await text(lines), lastModified: await feedChangedAt(this.db, now()) };
    });
  }

  /** One Slot file (index `index` of the layout) for `origin`, without `_since`. */
  async slotFile(origin: string, layout: FeedLayout, index: number): Promise<GeneratedFile> {
    const file = layout.files[index]!;
    const at = this.windowStart();
    const versions = await this.versions.read([CATALOG_SCOPE, ...layout.doctors[index]!.map(doctorScope)]);
    return this.files.get(`Slot|${origin}|${file.fromDoctor}-${file.toDoctor}`, `${at.getTime()}|${versions}`, async () => {
      const body = await text(slotLines(this.db, origin, file, at, undefined));
      // Past slots leave the file as its window moves: it is at least as new as the window.
      const changed = await feedChangedAt(this.db, now());
      return { body, lastModified: changed > at ? changed : at };
    });
  }
}
