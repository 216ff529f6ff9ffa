import { notFound } from '@tanstack/react-router';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { ApiError, isApiError } from '../../../lib/api-client.ts';
import { cacheRestored } from '../../../lib/cache-restored.ts';
import { t } from '../../../shared/i18n/format.ts';
import type { DoctorDetail } from '../../../shared/schemas/doctor.ts';
import { doctorDetailQueryOptions } from './doctor-detail.ts';
import { doctorSeoQueryOptions } from './doctor-seo-data.ts';

/** Offline: the profile kept in the query cache, else the copy saved with 'Recently viewed' (lib/recent-doctors.ts). */
async function offlineCopy(queryClient: QueryClient, doctorId: number): Promise<DoctorDetail | undefined> {
  const key = doctorDetailQueryOptions(doctorId).queryKey;
  const cached = queryClient.getQueryData(key);
  if (cached) return cached;
  // Loaded on demand (only offline or on a failed fetch): it is not part of the first page's budget.
  const { savedDoctor } = await import('../../../lib/recent-doctors.ts');
  const saved = await savedDoctor(doctorId);
  if (!saved) return undefined;
  queryClient.setQueryData(key, saved.doctor, { updatedAt: saved.viewedAt });
  return saved.doctor;
}

/**
 * Route loaders' shared step: warms the profile and its SEO copy together (the copy is
 * optional: the page has a fallback). An unknown id is the not-found page. Offline it does
 * not wait for the network (an offlineFirst query would pause until it returns) but opens
 * the saved profile, or fails with the offline error the route's error page explains.
 */
export async function loadDoctor(queryClient: QueryClient, doctorId: number): Promise<DoctorDetail> {
  if (!onlineManager.isOnline()) {
    // The persisted cache may still be on its way from IndexedDB at start.
    await cacheRestored;
    const copy = await offlineCopy(queryClient, doctorId);
    if (copy) return copy;
    throw new ApiError(0, t('common.offline'));
  }
  // A loader must never pause: when the API turns out unreachable midway (lib/connectivity.ts),
  // its retries end in the offline copy below instead of waiting for the network.
  const detailOptions = { ...doctorDetailQueryOptions(doctorId), networkMode: 'always' as const };
  const seo = queryClient.query(doctorSeoQueryOptions(doctorId)).catch(() => undefined);
  try {
    const doctor = await queryClient.query(detailOptions);
    await seo;
    return doctor;
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    const copy = await offlineCopy(queryClient, doctorId);
    if (copy) return copy;
    throw error;
  }
}
