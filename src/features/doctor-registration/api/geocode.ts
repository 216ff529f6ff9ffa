import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { GeocodeInput, GeocodeResult } from '../../../shared/schemas/doctor-forms.ts';

/** POST /api/geocode: step 3 continues only when the typed street address geocodes (001 §4). */
export const geocodeAddress = (body: GeocodeInput) => apiFetch<GeocodeResult>('/api/geocode', { method: 'POST', body });

export const useGeocode = () => useMutation({ mutationFn: geocodeAddress });
