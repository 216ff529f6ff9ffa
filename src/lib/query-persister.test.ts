import { QueryClient } from '@tanstack/react-query';
import { dehydrate } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { persistQueryClientSubscribe, type PersistedClient } from '@tanstack/react-query-persist-client';
import {
  createPersistOptions,
  forgetCachedQueries,
  forgetEarlierSnapshots,
  PERSISTED_CACHE_KEY,
  serializePersisted,
  shouldPersistQuery,
} from './query-persister.ts';

/** Which answers the persister keeps, for the queries the pages really make. */
function persisted(key: readonly unknown[]): boolean {
  const client = new QueryClient();
  client.setQueryData(key, { any: 'data' });
  return shouldPersistQuery(client.getQueryCache().find({ queryKey: key, exact: true })!);
}

describe('shouldPersistQuery', () => {
  it('keeps every signed-in page visited online: bookings, Booking List, Configure Appointment, Edit Profile', () => {
    expect(persisted(['my-appointments', { type: 'Past', page: 1 }])).toBe(true);
    expect(persisted(['doctor-bookings', 'list', { tab: 'upcoming' }])).toBe(true);
    expect(persisted(['doctor-schedule', 'list', 7, 'online'])).toBe(true);
    expect(persisted(['doctor-schedule', 'detail', 12])).toBe(true);
    expect(persisted(['doctor-portal-profile'])).toBe(true);
    // The waiting lists shown under My Bookings open offline with them.
    expect(persisted(['my-waitlist'])).toBe(true);
    // The family list of Edit Profile (issue 41), read offline.
    expect(persisted(['family-members'])).toBe(true);
  });

  it('keeps public pages and the doctor profile', () => {
    expect(persisted(['home', 'data'])).toBe(true);
    expect(persisted(['doctor', 'detail', 7])).toBe(true);
  });

  it('never keeps free slots, which change by the minute', () => {
    expect(persisted(['doctor', 7, 'availability', 'online', null, null])).toBe(false);
    expect(persisted(['doctor', 7, 'availability', 'offline', '2026-11-25', 3])).toBe(false);
  });

  it("keeps nothing else (another person's data, search suggestions)", () => {
    expect(persisted(['my-profile'])).toBe(false);
    expect(persisted(['city-suggestions', 'dub'])).toBe(false);
  });
});

describe('serializePersisted', () => {
  it('writes a snapshot taken before a sign-out without its queries, and later ones whole', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    try {
      const client = new QueryClient();
      client.setQueryData(['my-appointments', { page: 1 }], { items: [{ id: 28 }] });
      // Taken just before sign-out and still waiting in the persister's throttle.
      const before = { buster: 'b', timestamp: Date.now(), clientState: dehydrate(client) };
      vi.advanceTimersByTime(5);
      forgetEarlierSnapshots();
      expect(serializePersisted(before)).not.toContain('my-appointments');
      expect(JSON.parse(serializePersisted(before))).toMatchObject({ buster: 'b', clientState: { queries: [], mutations: [] } });
      vi.advanceTimersByTime(5);
      const after = { buster: 'b', timestamp: Date.now(), clientState: dehydrate(client) };
      expect(serializePersisted(after)).toContain('my-appointments');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('forgetCachedQueries (sign-out)', () => {
  it('leaves no snapshot that keeps the bookings, even when the clock moves between removals', () => {
    // Each read of the clock is a millisecond later: the worst case for a mark taken around clear().
    let now = Date.parse('2026-11-26T10:00:00Z');
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => (now += 1));
    const client = new QueryClient();
    // What the real persister does: the throttle's leading call serialises at once, later calls when they run.
    const written: string[] = [];
    const taken: PersistedClient[] = [];
    const persister = {
      persistClient: (snapshot: PersistedClient) => {
        written.push(serializePersisted(snapshot));
        taken.push(snapshot);
      },
      restoreClient: async () => undefined,
      removeClient: async () => undefined,
    };
    const unsubscribe = persistQueryClientSubscribe({
      queryClient: client,
      persister,
      dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
    });
    try {
      client.setQueryData(['home', 'data'], { specialities: [] });
      client.setQueryData(['my-appointments', { page: 1 }], { items: [{ id: 28 }] });
      client.setQueryData(['my-waitlist'], { items: [{ id: 3 }] });
      client.setQueryData(['doctor-bookings', 'list', { tab: 'upcoming' }], { items: [{ id: 9 }] });
      expect(written.at(-1)).toContain('my-appointments');
      const before = written.length;
      forgetCachedQueries(client);
      const during = written.slice(before);
      expect(during.length).toBeGreaterThan(0);
      for (const snapshot of during) expect(snapshot).not.toMatch(/my-appointments|my-waitlist|doctor-bookings/);
      // Serialised after sign-out: every snapshot taken so far, the ones from before it included.
      for (const snapshot of taken) expect(serializePersisted(snapshot)).not.toMatch(/my-appointments|my-waitlist|doctor-bookings/);
      expect(client.getQueryCache().getAll()).toHaveLength(0);
      // What is saved from now on is whole again (public pages only: the cache is empty of the rest).
      client.setQueryData(['home', 'data'], { specialities: [1] });
      expect(written.at(-1)).toContain('"home"');
    } finally {
      unsubscribe();
      clock.mockRestore();
    }
  });
});

describe('createPersistOptions().flush (the page is leaving)', () => {
  /**
   * A client whose cache the persister saves to an async store like idb-keyval's, which records each
   * write in order; `run` gets them with the persist options, and the subscription ends after it.
   */
  async function withPersister(
    run: (setup: {
      client: QueryClient;
      options: ReturnType<typeof createPersistOptions>;
      writes: string[];
      store: Map<string, string>;
    }) => Promise<void>,
  ) {
    const writes: string[] = [];
    const store = new Map<string, string>();
    const options = createPersistOptions({
      getItem: async (key) => store.get(key),
      setItem: async (key, value) => {
        writes.push(value);
        store.set(key, value);
      },
      removeItem: async (key) => void store.delete(key),
    });
    const client = new QueryClient();
    const unsubscribe = persistQueryClientSubscribe({ ...options, queryClient: client });
    try {
      await run({ client, options, writes, store });
    } finally {
      unsubscribe();
    }
  }

  it('writes at once the snapshot the 1 s throttle still holds, and only once', () =>
    withPersister(async ({ client, options, writes, store }) => {
      client.setQueryData(['home', 'data'], { specialities: [] });
      await vi.waitFor(() => expect(writes).toHaveLength(1));
      // The doctor's bookings arrive inside the throttle's second: without a flush, nothing writes them yet.
      client.setQueryData(['doctor-bookings', 'list', { tab: 'upcoming' }], { items: [{ id: 9 }] });
      await new Promise((done) => setTimeout(done, 20));
      expect(store.get(PERSISTED_CACHE_KEY)).not.toContain('doctor-bookings');
      await options.flush();
      expect(store.get(PERSISTED_CACHE_KEY)).toContain('doctor-bookings');
      const afterFlush = writes.length;
      // Nothing new since: a second flush writes nothing.
      await options.flush();
      expect(writes).toHaveLength(afterFlush);
    }));

  it('writes nothing when the throttle has already written the newest snapshot', () =>
    withPersister(async ({ client, options, writes }) => {
      // Adding a query is two cache events (added, then updated with its data): the throttle's
      // leading write has the first, its trailing write a second later the second.
      client.setQueryData(['home', 'data'], { specialities: [1] });
      await vi.waitFor(() => expect(writes).toHaveLength(2), { timeout: 2_000 });
      expect(writes[1]).toContain('"specialities":[1]');
      await options.flush();
      expect(writes).toHaveLength(2);
    }));

  it('keeps sign-out whole: a snapshot from before it is flushed without its queries', () =>
    withPersister(async ({ client, options, writes }) => {
      client.setQueryData(['home', 'data'], { specialities: [] });
      await vi.waitFor(() => expect(writes).toHaveLength(1));
      client.setQueryData(['my-appointments', { page: 1 }], { items: [{ id: 28 }] });
      await new Promise((done) => setTimeout(done, 5));
      forgetEarlierSnapshots();
      await options.flush();
      expect(writes.at(-1)).not.toContain('my-appointments');
    }));

  it('saved() resolves only once the newest snapshot is in the store, after a write already under way', async () => {
    const writes: string[] = [];
    const store = new Map<string, string>();
    // A slow store that answers reads after the writes queued before them, as IndexedDB does.
    let queue: Promise<unknown> = Promise.resolve();
    const inOrder = <T,>(work: () => Promise<T>): Promise<T> => {
      const next = queue.then(work);
      queue = next.catch(() => undefined);
      return next;
    };
    const options = createPersistOptions({
      getItem: (key) => inOrder(async () => store.get(key)),
      setItem: (key, value) =>
        inOrder(async () => {
          await new Promise((done) => setTimeout(done, 30));
          writes.push(value);
          store.set(key, value);
        }),
      removeItem: (key) => inOrder(async () => void store.delete(key)),
    });
    const client = new QueryClient();
    const unsubscribe = persistQueryClientSubscribe({ ...options, queryClient: client });
    try {
      client.setQueryData(['home', 'data'], { specialities: [] });
      await vi.waitFor(() => expect(writes).toHaveLength(1));
      client.setQueryData(['doctor-bookings', 'list', { tab: 'upcoming' }], { items: [{ id: 4 }] });
      await new Promise((done) => setTimeout(done, 5));
      await options.saved();
      expect(store.get(PERSISTED_CACHE_KEY)).toContain('"id":4');
    } finally {
      unsubscribe();
    }
  });
});
