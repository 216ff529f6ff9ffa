import { Suspense, act, use } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, dehydrate, useIsRestoring } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PersistProvider } from './persist-provider.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function fakePersister(restored: Promise<PersistedClient | undefined>) {
  return {
    persistClient: vi.fn<Persister['persistClient']>(async () => undefined),
    restoreClient: vi.fn<Persister['restoreClient']>(() => restored),
    removeClient: vi.fn<Persister['removeClient']>(async () => undefined),
  } satisfies Persister;
}

const never = new Promise<never>(() => undefined);

/** Shows 'restoring' while the saved cache is coming back; afterwards it suspends for good. */
function SuspendsOnceRestored() {
  const restoring = useIsRestoring();
  if (!restoring) use(never);
  return <p>restoring</p>;
}

function ShowsRestoring() {
  return <p>{useIsRestoring() ? 'restoring' : 'restored'}</p>;
}

let container: HTMLElement;
let root: Root;
let client: QueryClient;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  client = new QueryClient();
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  client.clear();
});

describe('PersistProvider', () => {
  it('ends the restore as a transition: what is shown stays while React renders the restored tree', async () => {
    const restore = deferred<PersistedClient | undefined>();
    const persister = fakePersister(restore.promise);
    const onSuccess = vi.fn();
    await act(async () =>
      root.render(
        <PersistProvider client={client} persistOptions={{ persister }} onSuccess={onSuccess} yieldToHydration>
          <Suspense fallback={<p>fallback</p>}>
            <SuspendsOnceRestored />
          </Suspense>
        </PersistProvider>,
      ),
    );
    expect(container.textContent).toBe('restoring');
    await act(async () => restore.resolve(undefined));
    expect(onSuccess).toHaveBeenCalledTimes(1);
    // A plain setState would have swapped the page for its fallback (and, on a server-rendered page,
    // hydrated everything still waiting in one blocking task). A transition keeps the page.
    expect(container.textContent).toBe('restoring');
  });

  it('on a page the browser renders itself, the end of the restore is an ordinary update', async () => {
    const restore = deferred<PersistedClient | undefined>();
    const persister = fakePersister(restore.promise);
    await act(async () =>
      root.render(
        <PersistProvider client={client} persistOptions={{ persister }}>
          <Suspense fallback={<p>fallback</p>}>
            <SuspendsOnceRestored />
          </Suspense>
        </PersistProvider>,
      ),
    );
    await act(async () => restore.resolve(undefined));
    // React hides the suspended content and shows the fallback beside it.
    expect(container.textContent).toContain('fallback');
  });

  it('saves the cache from the end of the restore, even while React has not yet shown it', async () => {
    const restore = deferred<PersistedClient | undefined>();
    const persister = fakePersister(restore.promise);
    await act(async () =>
      root.render(
        <PersistProvider client={client} persistOptions={{ persister }} yieldToHydration>
          <Suspense fallback={<p>fallback</p>}>
            <SuspendsOnceRestored />
          </Suspense>
        </PersistProvider>,
      ),
    );
    client.setQueryData(['before'], 1);
    await act(async () => undefined);
    expect(persister.persistClient).not.toHaveBeenCalled();
    await act(async () => restore.resolve(undefined));
    await act(async () => client.setQueryData(['after'], 2));
    expect(persister.persistClient).toHaveBeenCalled();
    const saved = persister.persistClient.mock.calls.at(-1)?.[0];
    expect(saved?.clientState.queries.map((query) => query.queryKey)).toEqual(expect.arrayContaining([['after']]));
  });

  it("saves a server-rendered page's data once the restore ends, with no later change to the cache", async () => {
    const restore = deferred<PersistedClient | undefined>();
    const persister = fakePersister(restore.promise);
    // main.tsx puts the server's data in the cache before React mounts.
    client.setQueryData(['listing', 'doctors'], ['Dr. A']);
    await act(async () =>
      root.render(
        <PersistProvider client={client} persistOptions={{ persister }} yieldToHydration>
          <ShowsRestoring />
        </PersistProvider>,
      ),
    );
    await act(async () => restore.resolve(undefined));
    await vi.waitFor(() => expect(persister.persistClient).toHaveBeenCalled());
    const saved = persister.persistClient.mock.calls.at(-1)?.[0];
    expect(saved?.clientState.queries.map((query) => query.queryKey)).toEqual([['listing', 'doctors']]);
  });

  it('restores a saved cache once, and stops saving when it unmounts', async () => {
    const earlier = new QueryClient();
    earlier.setQueryData(['saved'], 'kept');
    const persister = fakePersister(Promise.resolve({ timestamp: Date.now(), buster: '', clientState: dehydrate(earlier) }));
    await act(async () =>
      root.render(
        <PersistProvider client={client} persistOptions={{ persister }}>
          <ShowsRestoring />
        </PersistProvider>,
      ),
    );
    expect(container.textContent).toBe('restored');
    expect(client.getQueryData(['saved'])).toBe('kept');
    expect(persister.restoreClient).toHaveBeenCalledTimes(1);

    await act(async () => root.render(<p>gone</p>));
    persister.persistClient.mockClear();
    client.setQueryData(['later'], 3);
    await act(async () => undefined);
    expect(persister.persistClient).not.toHaveBeenCalled();
  });

  it('a failed restore calls onError, and the app still leaves restoring', async () => {
    // TanStack's restore reports the failure on the console; the test wants only its outcome.
    const quiet = [vi.spyOn(console, 'error').mockImplementation(() => undefined), vi.spyOn(console, 'warn').mockImplementation(() => undefined)];
    const persister = fakePersister(Promise.reject(new Error('IndexedDB is unavailable')));
    const onSuccess = vi.fn();
    const onError = vi.fn();
    await act(async () =>
      root.render(
        <PersistProvider client={client} persistOptions={{ persister }} onSuccess={onSuccess} onError={onError}>
          <ShowsRestoring />
        </PersistProvider>,
      ),
    );
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('restored');
    for (const spy of quiet) spy.mockRestore();
  });
});
