import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchResult } from '../../shared/schemas/catalog.ts';
import { globalSearch } from './api/global-search.ts';
import { visibleResults } from './search-target.ts';

export interface GlobalSearchState {
  results: SearchResult[];
  /** The text the current results answer; '' before any answer. */
  answeredFor: string;
  loading: boolean;
}

/**
 * The top search asks the server on every keystroke (000 §4). Each new request
 * aborts the previous one, so an older, slower answer can never replace a newer one.
 */
export function useGlobalSearch() {
  const [state, setState] = useState<GlobalSearchState>({ results: [], answeredFor: '', loading: false });
  const inflight = useRef<AbortController | null>(null);

  const search = useCallback((text: string) => {
    inflight.current?.abort();
    const term = text.trim();
    if (!term) {
      inflight.current = null;
      setState({ results: [], answeredFor: '', loading: false });
      return;
    }
    const controller = new AbortController();
    inflight.current = controller;
    setState((previous) => ({ ...previous, loading: true }));
    globalSearch(term, controller.signal)
      .then((results) => {
        if (controller.signal.aborted) return;
        setState({ results: visibleResults(results), answeredFor: term, loading: false });
      })
      .catch(() => {
        // Aborted by a newer keystroke, or offline: the newer request (if any) owns the state.
        if (controller.signal.aborted) return;
        setState({ results: [], answeredFor: term, loading: false });
      });
  }, []);

  const reset = useCallback(() => {
    inflight.current?.abort();
    inflight.current = null;
    setState({ results: [], answeredFor: '', loading: false });
  }, []);

  useEffect(() => () => inflight.current?.abort(), []);

  return { ...state, search, reset };
}
