import { apiFetch } from '../../../lib/api-client.ts';
import type { CitySuggestion } from '../../../shared/schemas/location.ts';

/** GET /api/cities/nearest: reverse geocoding of a device position to the nearest gazetteer city (404 when none). */
export function fetchNearestCity(latitude: number, longitude: number, signal?: AbortSignal): Promise<CitySuggestion> {
  return apiFetch<CitySuggestion>('/api/cities/nearest', { query: { latitude, longitude }, signal });
}
