import { notFound } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client.ts';
import { savedDoctor } from '../../../lib/offline-db.ts';
import type { DoctorDetail } from '../../../shared/schemas/doctor.ts';
import { doctorDetailQueryOptions } from './doctor-detail.ts';
import { doctorSeoQueryOptions } from './doctor-seo-data.ts';

/**
 * Route loaders' shared step: warms the profile and its SEO copy together (the copy is
 * optional: the page has a fallback). An unknown id is the not-found page; any other
 * failure (offline) falls back to a profile kept in the cache, then to the copy saved with
 * 'Recently viewed' (Dexie), before giving up.
 */
export async function loadDoctor(queryClient: QueryClient, doctorId: number): Promise<DoctorDetail> {
  const detailOptions = doctorDetailQueryOptions(doctorId);
  const seo = queryClient.query(doctorSeoQueryOptions(doctorId)).catch(() => undefined);
  try {
    const doctor = await queryClient.query(detailOptions);
    await seo;
    return doctor;
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    const cached = queryClient.getQueryData(detailOptions.queryKey);
    if (cached) return cached;
    const saved = await savedDoctor(doctorId);
    if (saved) {
      queryClient.setQueryData(detailOptions.queryKey, saved.doctor, { updatedAt: saved.viewedAt });
      return saved.doctor;
    }
    throw error;
  }
}
