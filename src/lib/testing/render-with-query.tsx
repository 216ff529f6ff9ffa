/**
 * The DOM tests' one React root (the `dom` vitest project, happy-dom): a container in the document and a
 * client root made before each test and unmounted after it, and a render under a fresh QueryClient, as
 * the app's components expect. Only *.dom.test.tsx files import it; it lives under src/ because those
 * files do (tsconfig.app.json compiles their JSX, the tests/ project has none).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface DomRoot {
  /** The element the root renders into (in document.body: portals and dialogs render beside it). */
  readonly container: HTMLElement;
  /** Renders `ui` under a fresh QueryClient (no retries: a failed fake answer shows at once), inside act. */
  render(ui: ReactNode): Promise<QueryClient>;
  /** A new root in the same container: the next render starts from nothing (state, queries). */
  remount(): Promise<void>;
}

export interface DomRootHooks {
  /** Runs before the root is made (fake timers, a session, the fake API transport). */
  before?: () => void;
  /** Runs after the root is unmounted (real timers again, the session cleared). */
  after?: () => void;
}

/** Registers the root's beforeEach and afterEach, with the test file's own set-up around them. */
export function setupDomRoot(hooks: DomRootHooks = {}): DomRoot {
  let container: HTMLElement | undefined;
  let root: Root | undefined;
  const mount = () => {
    root = createRoot(container!);
  };
  const unmount = async () => {
    const current = root;
    root = undefined;
    if (current) await act(async () => current.unmount());
  };

  beforeEach(() => {
    hooks.before?.();
    container = document.createElement('div');
    document.body.append(container);
    mount();
  });
  afterEach(async () => {
    await unmount();
    container?.remove();
    container = undefined;
    hooks.after?.();
  });

  return {
    get container() {
      if (!container) throw new Error('setupDomRoot: the container exists only inside a test');
      return container;
    },
    async render(ui) {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      await act(async () => root!.render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>));
      return client;
    },
    async remount() {
      await unmount();
      mount();
    },
  };
}
