import { describe, expect, it } from 'vitest';
import type { Db, Listening } from '../../db/client.ts';
import { VersionReader } from './read-cache.ts';
import { VersionFeed } from './version-feed.ts';
import { RenderDeps, collectRenderDeps } from './render-deps.ts';

/**
 * A database whose table answers when the test says (the versions committed when the query was sent),
 * and whose listening channel the test drives: notify, lose, count syncs.
 */
function fakeDatabase() {
  const table = new Map<string, number>();
  const sent: { answer: () => void }[] = [];
  const channel = { onMessage: (_payload: string) => {}, onLost: (_error: unknown) => {}, listens: 0, syncs: 0, fail: false, held: null as null | (() => void) };
  const client = {
    query: (_text: string, params: unknown[]) =>
      new Promise<{ rows: { scope: string; version: string }[] }>((resolve) => {
        const rows = (params[0] as string[]).filter((s) => table.has(s)).map((scope) => ({ scope, version: String(table.get(scope)) }));
        sent.push({ answer: () => resolve({ rows }) });
      }),
  };
  const database = {
    listen: async (_name: string, onMessage: (payload: string) => void, onLost: (error: unknown) => void): Promise<Listening> => {
      if (channel.fail) throw new Error('no connection');
      channel.listens++;
      Object.assign(channel, { onMessage, onLost });
      return {
        // Answers at once, or when the test releases it (`hold`): what a slow round trip looks like.
        sync: () => {
          channel.syncs++;
          return channel.held ? new Promise<void>((resolve) => (channel.held = resolve)) : Promise.resolve();
        },
        close: async () => undefined,
      };
    },
  };
  /** A commit: the table moves and the notification is sent (delivered when `deliver` is called). */
  const commit = (scope: string) => {
    table.set(scope, (table.get(scope) ?? 0) + 1);
    const payload = `${scope} ${table.get(scope)}`;
    return { deliver: () => channel.onMessage(payload) };
  };
  return { db: { $client: client } as unknown as Db, database, table, sent, channel, commit };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** `read`, which must have sent the `sent`-th table query: that query is answered and the read's answer returned. */
async function answeredByTable(fake: ReturnType<typeof fakeDatabase>, read: Promise<string>, sent: number): Promise<string> {
  await settle();
  expect(fake.sent).toHaveLength(sent);
  fake.sent[sent - 1]!.answer();
  return read;
}

/** A feed started on `fake` (listening unless its channel fails) and a reader that uses it. */
async function listening(fake: ReturnType<typeof fakeDatabase>) {
  const feed = new VersionFeed(fake.database);
  await feed.start();
  return { feed, reader: new VersionReader(fake.db, feed) };
}

describe('VersionFeed', () => {
  it('a scope is read from the table once, then from the notifications alone', async () => {
    const fake = fakeDatabase();
    fake.table.set('catalog', 3);
    const { reader } = await listening(fake);
    const first = reader.read(['catalog', 'doctor:7']);
    await settle();
    expect(fake.sent).toHaveLength(1);
    fake.sent[0]!.answer();
    await expect(first).resolves.toBe('3,0');
    await expect(reader.read(['catalog', 'doctor:7'])).resolves.toBe('3,0');
    fake.commit('doctor:7').deliver();
    await expect(reader.read(['doctor:7', 'catalog'])).resolves.toBe('1,3');
    expect(reader.queries).toBe(1);
  });

  it('a notification that overtakes the table read wins: versions only grow', async () => {
    const fake = fakeDatabase();
    fake.table.set('catalog', 1);
    const { reader } = await listening(fake);
    const read = reader.read(['catalog']);
    await settle();
    // The table answers what it held when asked (1), but a commit (2) was announced before that answer came.
    fake.commit('catalog').deliver();
    fake.sent[0]!.answer();
    await expect(read).resolves.toBe('1');
    await expect(reader.read(['catalog'])).resolves.toBe('2');
  });

  it('a read waits for a round trip sent after it arrived: a commit announced before that answer is seen', async () => {
    const fake = fakeDatabase();
    const { reader } = await listening(fake);
    const first = reader.read(['catalog']);
    await settle();
    fake.sent[0]!.answer();
    await expect(first).resolves.toBe('0');
    const before = fake.channel.syncs;
    fake.channel.held = () => undefined;
    // A round trip is under way; a commit lands, then a read arrives: the trip sent before it cannot vouch for it.
    const early = reader.read(['catalog']);
    await settle();
    const commit = fake.commit('catalog');
    const late = reader.read(['catalog']);
    const alsoLate = reader.read(['catalog']);
    await settle();
    expect(fake.channel.syncs - before).toBe(1);
    const releaseFirst = fake.channel.held;
    releaseFirst();
    await expect(early).resolves.toBe('0');
    await settle();
    // The late reads share the next round trip; the notification comes before its answer, as PostgreSQL sends it.
    expect(fake.channel.syncs - before).toBe(2);
    commit.deliver();
    fake.channel.held();
    await expect(Promise.all([late, alsoLate])).resolves.toEqual(['1', '1']);
    expect(reader.queries).toBe(1);
  });

  it("a page render's reads share its first round trip; reads outside a render each wait for their own", async () => {
    const fake = fakeDatabase();
    fake.table.set('catalog', 2);
    const { reader } = await listening(fake);
    const first = reader.read(['catalog', 'doctor:7']);
    await settle();
    fake.sent[0]!.answer();
    await first;

    // The page request arrived before its render's first read, whose round trip brings every commit before it.
    const commit = fake.commit('doctor:7');
    commit.deliver();
    const before = fake.channel.syncs;
    const deps = new RenderDeps(0, 60_000);
    const seen = await collectRenderDeps(deps, async () => [
      await reader.read(['catalog']),
      await reader.read(['catalog', 'doctor:7']),
      await reader.read(['doctor:7']),
    ]);
    expect(seen).toEqual(['2', '2,1', '1']);
    expect(fake.channel.syncs - before).toBe(1);

    // Outside a render (a browser's API call) each read still waits for a round trip sent after it arrived.
    await reader.read(['catalog']);
    await reader.read(['catalog']);
    expect(fake.channel.syncs - before).toBe(3);
    // Another render: a round trip of its own, not the earlier render's.
    await collectRenderDeps(new RenderDeps(0, 60_000), () => reader.read(['catalog']));
    expect(fake.channel.syncs - before).toBe(4);
  });

  it("a render's reads of a scope not known yet, at once, share one table read; a browser's each send their own", async () => {
    const fake = fakeDatabase();
    fake.table.set('catalog', 2);
    const { reader } = await listening(fake);
    // A doctor page: the profile and the availability ask for the doctor's scope together.
    const both = collectRenderDeps(new RenderDeps(0, 60_000), () =>
      Promise.all([reader.read(['catalog', 'doctor:9']), reader.read(['catalog', 'doctor:9'])]),
    );
    await settle();
    expect(fake.sent).toHaveLength(1);
    fake.sent[0]!.answer();
    await expect(both).resolves.toEqual(['2,0', '2,0']);
    expect(reader.queries).toBe(1);

    // Two API calls at once: the second asked after the first query was sent, so it waits for one of its own.
    const calls = Promise.all([reader.read(['catalog', 'doctor:8']), reader.read(['catalog', 'doctor:8'])]);
    await settle();
    fake.commit('doctor:8');
    fake.sent[1]!.answer();
    await settle();
    fake.sent[2]!.answer();
    await expect(calls).resolves.toEqual(['2,0', '2,1']);
    expect(reader.queries).toBe(3);
  });

  it('the whole table read once listening: a scope never bumped is 0, later bumps arrive pushed, no read asks the table', async () => {
    const fake = fakeDatabase();
    fake.table.set('catalog', 3);
    fake.table.set('doctor:7', 2);
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const feed = new VersionFeed(fake.database, undefined, async () => {
      // The table as it was when the read was sent, answered when the test says.
      const rows = [...fake.table].map(([scope, version]) => ({ scope, version: String(version) }));
      await answered;
      return rows;
    });
    await feed.start();
    const reader = new VersionReader(fake.db, feed);
    // Until it is back, a scope not seen yet is read from the table, as before.
    await expect(answeredByTable(fake, reader.read(['doctor:5']), 1)).resolves.toBe('0');
    // A bump committed and announced while the table read is on its way: the notification wins, versions only grow.
    fake.commit('doctor:7').deliver();
    release();
    await settle();
    await expect(reader.read(['catalog', 'doctor:7', 'doctor:99'])).resolves.toBe('3,3,0');
    await expect(reader.read(['doctor:98'])).resolves.toBe('0');
    fake.commit('doctor:99').deliver();
    await expect(reader.read(['doctor:99', 'catalog'])).resolves.toBe('1,3');
    expect(reader.pushed(['doctor:97'])).toBe('0');
    expect(reader.queries).toBe(1);

    // The channel lost: nothing kept counts, a scope not seen is read from the table again (exact).
    fake.channel.onLost(new Error('gone'));
    await expect(answeredByTable(fake, reader.read(['doctor:96']), 2)).resolves.toBe('0');
    expect(reader.queries).toBe(2);
    await feed.close();
  });

  it('a whole-table read that fails leaves reads asking the table for scopes not seen', async () => {
    const fake = fakeDatabase();
    const feed = new VersionFeed(fake.database, undefined, async () => {
      throw new Error('statement timeout');
    });
    await feed.start();
    await settle();
    const reader = new VersionReader(fake.db, feed);
    await expect(answeredByTable(fake, reader.read(['doctor:3']), 1)).resolves.toBe('0');
  });

  it('a lost channel drops what was kept: reads ask the table (exact) until listening again', async () => {
    const fake = fakeDatabase();
    fake.table.set('catalog', 5);
    const { feed, reader } = await listening(fake);
    const warm = reader.read(['catalog']);
    await settle();
    fake.sent[0]!.answer();
    await warm;
    // The channel goes; a commit made meanwhile is never announced.
    fake.channel.onLost(new Error('connection reset'));
    expect(feed.live).toBe(false);
    fake.commit('catalog');
    const cold = reader.read(['catalog']);
    expect(fake.sent).toHaveLength(2);
    fake.sent[1]!.answer();
    await expect(cold).resolves.toBe('6');
    // The table read sent while not listening is not kept: the next one asks again.
    const again = reader.read(['catalog']);
    await settle();
    expect(fake.sent).toHaveLength(3);
    fake.sent[2]!.answer();
    await again;
    await feed.close();
  });

  it('a table read sent before the channel was lost is not kept when it answers after', async () => {
    const fake = fakeDatabase();
    fake.table.set('catalog', 1);
    const { feed, reader } = await listening(fake);
    const read = reader.read(['catalog']);
    await settle();
    fake.channel.onLost(new Error('gone'));
    fake.sent[0]!.answer();
    await read;
    // Listening again (the retry): the scope is unknown, so it is read from the table once more.
    await feed.start();
    expect(feed.live).toBe(true);
    fake.commit('catalog');
    const fresh = reader.read(['catalog']);
    await settle();
    expect(fake.sent).toHaveLength(2);
    fake.sent[1]!.answer();
    await expect(fresh).resolves.toBe('2');
    await feed.close();
  });

  it('without a channel (none offered, or it cannot connect) every read asks the table', async () => {
    const fake = fakeDatabase();
    fake.channel.fail = true;
    const feed = new VersionFeed(fake.database);
    await feed.start();
    expect(feed.live).toBe(false);
    const reader = new VersionReader(fake.db, feed);
    const read = reader.read(['catalog']);
    fake.sent[0]!.answer();
    await expect(read).resolves.toBe('0');
    await feed.close();
  });

  it('pushed answers from memory without a round trip, one notification behind another process at most', async () => {
    const fake = fakeDatabase();
    fake.table.set('catalog', 4);
    const { feed, reader } = await listening(fake);
    // Unknown yet: the exact read (round trip and table).
    const first = reader.pushed(['catalog']);
    await settle();
    fake.sent[0]!.answer();
    await expect(first).resolves.toBe('4');
    const syncs = fake.channel.syncs;
    expect(reader.pushed(['catalog'])).toBe('4');
    // Another process commits: until its notification is in, the old version; then the new one.
    const commit = fake.commit('catalog');
    expect(reader.pushed(['catalog'])).toBe('4');
    commit.deliver();
    expect(reader.pushed(['catalog'])).toBe('5');
    expect(fake.channel.syncs).toBe(syncs);
    await feed.close();
  });

  it("after this process's own write, pushed waits for a round trip sent after it, so the write shows at once", async () => {
    const fake = fakeDatabase();
    fake.table.set('catalog', 1);
    const { feed, reader } = await listening(fake);
    const warm = reader.read(['catalog']);
    await settle();
    fake.sent[0]!.answer();
    await warm;
    // A round trip is under way when the write commits: it cannot vouch for the write.
    fake.channel.held = () => undefined;
    const before = reader.read(['catalog']);
    await settle();
    const commit = fake.commit('catalog');
    feed.wrote();
    expect(feed.behind).toBe(true);
    const own = reader.pushed(['catalog']);
    expect(own).toBeInstanceOf(Promise);
    const syncs = fake.channel.syncs;
    fake.channel.held();
    await before;
    await settle();
    // The next trip, sent after the write: its notification comes first, as PostgreSQL sends it.
    expect(fake.channel.syncs).toBe(syncs + 1);
    commit.deliver();
    fake.channel.held();
    await expect(own).resolves.toBe('2');
    expect(feed.behind).toBe(false);
    expect(reader.pushed(['catalog'])).toBe('2');
    await feed.close();
  });

  it('pushed is the exact read while not listening', async () => {
    const fake = fakeDatabase();
    fake.channel.fail = true;
    const { feed, reader } = await listening(fake);
    const read = reader.pushed(['catalog']);
    expect(read).toBeInstanceOf(Promise);
    fake.sent[0]!.answer();
    await expect(read).resolves.toBe('0');
    await feed.close();
  });
});
