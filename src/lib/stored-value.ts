/**
 * One value kept in localStorage as JSON and shared by every component that
 * reads it: `get` is synchronous (guards and loaders read it before React
 * renders), `subscribe` fits useSyncExternalStore, and a change made in
 * another tab arrives through the storage event. When storage is full or
 * blocked (private mode) the value still lives for this tab.
 */
export interface StoredValue<T> {
  get(): T | null;
  set(value: T): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function storedValue<T>(key: string, isValid: (value: unknown) => value is T): StoredValue<T> {
  const listeners = new Set<() => void>();
  const read = (): T | null => {
    try {
      const raw = localStorage.getItem(key);
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      return isValid(parsed) ? parsed : null;
    } catch {
      return null;
    }
  };
  let current: T | null = typeof localStorage === 'undefined' ? null : read();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const write = (raw: string | null) => {
    try {
      if (raw === null) localStorage.removeItem(key);
      else localStorage.setItem(key, raw);
    } catch {
      // Full or blocked: this tab keeps `current`.
    }
  };

  return {
    get: () => current,
    set(value) {
      current = value;
      write(JSON.stringify(value));
      emit();
    },
    clear() {
      current = null;
      write(null);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key && event.key !== null) return; // null: another tab cleared all storage
        current = read();
        listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}
