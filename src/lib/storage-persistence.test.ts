import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module per test: the answer is kept per page load. */
async function load() {
  vi.resetModules();
  return import('./storage-persistence.ts');
}

function stubStorage(initially: boolean, grant: boolean) {
  let persisted = initially;
  const storage = {
    persisted: vi.fn(async () => persisted),
    persist: vi.fn(async () => {
      persisted = grant;
      return grant;
    }),
  };
  vi.stubGlobal('navigator', { storage });
  return storage;
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('requestPersistentStorage', () => {
  it('asks the browser once and reports a grant', async () => {
    const storage = stubStorage(false, true);
    const { requestPersistentStorage } = await load();
    expect(await requestPersistentStorage()).toBe('persisted');
    expect(await requestPersistentStorage()).toBe('persisted');
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('reports a refusal, which the pages with saved bookings mention', async () => {
    stubStorage(false, false);
    const { requestPersistentStorage } = await load();
    expect(await requestPersistentStorage()).toBe('not-persisted');
  });

  it('does not ask again when storage is already persistent', async () => {
    const storage = stubStorage(true, true);
    const { requestPersistentStorage } = await load();
    expect(await requestPersistentStorage()).toBe('persisted');
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('says nothing in a browser without the API, or when asking fails', async () => {
    vi.stubGlobal('navigator', {});
    let module = await load();
    expect(await module.requestPersistentStorage()).toBe('unknown');
    vi.stubGlobal('navigator', { storage: { persisted: () => Promise.reject(new Error('blocked')), persist: vi.fn() } });
    module = await load();
    expect(await module.requestPersistentStorage()).toBe('unknown');
  });
});
