import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '../../../lib/api-client.ts';
import type { ConsultationRoom } from '../../../shared/schemas/consultation.ts';
import * as queryRoots from '../../../lib/query-keys.ts';

/** A room as fetched, with when it arrived (to set the server clock offset against). */
export interface LoadedRoom extends ConsultationRoom {
  received_at: number;
}

/** Not persisted (src/lib/query-persister.ts lists the persisted roots): a room is only useful live. */
export const consultationRoomKey = (room: string) => [queryRoots.consultation, room] as const;

/** GET /api/consultations/:room */
export async function fetchConsultationRoom(room: string, signal?: AbortSignal): Promise<LoadedRoom> {
  const data = await apiFetch<ConsultationRoom>(`/api/consultations/${encodeURIComponent(room)}`, { signal });
  return { ...data, received_at: Date.now() };
}

export const consultationRoomQueryOptions = (room: string) =>
  queryOptions({
    queryKey: consultationRoomKey(room),
    queryFn: ({ signal }) => fetchConsultationRoom(room, signal),
    // 401/404 will not change by asking again; the network may.
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
    staleTime: 60_000,
  });

export const useConsultationRoom = (room: string) => useQuery(consultationRoomQueryOptions(room));
