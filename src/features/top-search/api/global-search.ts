import { apiFetch } from '../../../lib/api-client.ts';
import type { SearchResult } from '../../../shared/schemas/catalog.ts';

/** POST /api/global-search; the caller's signal cancels it when a newer keystroke arrives. */
export async function globalSearch(search: string, signal: AbortSignal): Promise<SearchResult[]> {
  const data = await apiFetch<SearchResult[]>('/api/global-search', { method: 'POST', body: { search }, signal });
  return Array.isArray(data) ? data : [];
}
