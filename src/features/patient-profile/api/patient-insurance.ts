import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchEnvelope } from '../../../lib/api-client.ts';
import { patientInsuranceKey } from '../../../lib/patient-insurance.ts';
import type { PatientInsuranceItem, SavePatientInsuranceBody } from '../../../shared/schemas/patient-insurance.ts';
import { CARD_PHOTO_FIELD } from '../../../shared/schemas/patient-insurance.ts';

/**
 * PUT /api/patient-insurance, then (with a chosen file) POST /api/patient-insurance/:id/card: one
 * person's insurance and its card photo. The photo is sent only once the insurance row exists.
 */
export async function savePatientInsurance({ body, card }: { body: SavePatientInsuranceBody; card: File | null }) {
  const saved = await apiFetchEnvelope<PatientInsuranceItem>('/api/patient-insurance', { method: 'PUT', body });
  if (!card) return { item: saved.data, message: saved.message };
  const form = new FormData();
  form.append(CARD_PHOTO_FIELD, card);
  const uploaded = await apiFetchEnvelope<PatientInsuranceItem>(`/api/patient-insurance/${saved.data.id}/card`, { method: 'POST', form });
  return { item: uploaded.data, message: saved.message };
}

/** DELETE /api/patient-insurance/:id: the insurance and its card photo. */
export async function removePatientInsurance(id: number): Promise<string | undefined> {
  return (await apiFetchEnvelope<{ id: number }>(`/api/patient-insurance/${id}`, { method: 'DELETE' })).message;
}

export function useSavePatientInsurance() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePatientInsurance, onSettled: () => queryClient.invalidateQueries({ queryKey: patientInsuranceKey }) });
}

export function useRemovePatientInsurance() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removePatientInsurance, onSettled: () => queryClient.invalidateQueries({ queryKey: patientInsuranceKey }) });
}
