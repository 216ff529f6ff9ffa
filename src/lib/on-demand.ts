import { lazy, type ComponentType, type KeyboardEvent } from 'react';

/**
 * A module fetched once and kept once in, so a component can render it without suspending again
 * (the still controls that wake on first use, issue 17). A failed fetch is tried again next time.
 */
export function onDemand<T>(load: () => Promise<T>) {
  let module: T | null = null;
  let loading: Promise<T> | null = null;
  const get = (): Promise<T> => {
    loading ??= load().then(
      (loaded) => (module = loaded),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return {
    get,
    loaded: () => module,
    /** On a hover or focus: fetch it ahead of the press. */
    preload: () => void get().catch(() => undefined),
    /** Runs `then` at once when the module is in (a press can swap it in within its own gesture), else once it arrives. */
    whenLoaded: (then: () => void) => {
      if (module) then();
      else
        void get().then(
          () => then(),
          () => undefined,
        );
    },
  };
}

/**
 * A component in its own chunk: `Component` suspends until the chunk is in, `preload` fetches it ahead
 * of use (a hover, touch or focus of what opens it, a likely next step) and swallows a failure, which
 * `Component` meets again and reports when it renders. The browser keeps one copy of the module.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return {
    Component: lazy(() => load().then((component) => ({ default: component }))),
    preload: () => void load().catch(() => undefined),
  };
}

/** A still menu button opens on ArrowDown and ArrowUp as react-aria's does (click covers Enter and Space). */
export function onArrowOpen(open: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    open();
  };
}
