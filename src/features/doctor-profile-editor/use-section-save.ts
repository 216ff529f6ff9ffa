import { useMutation } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast.ts';
import { isApiError } from '../../lib/api-client.ts';
import { postSection, useProfileSaved } from './api/portal-profile.ts';

/**
 * One section's save call (doctor/update-personal, -contactinfo or
 * -professionalinfo): success toasts the server's message and refreshes the
 * profile everywhere; a refusal names its fields (shown inline) or is toasted.
 */
export function useSectionSave(path: string, onFieldErrors: (errors: Record<string, string>) => void) {
  const saved = useProfileSaved();
  return useMutation({
    mutationFn: (form: FormData) => postSection(path, form),
    onSuccess: async ({ message, profile }) => {
      toast.success(message);
      await saved(profile);
    },
    onError: (error) => {
      const fields = isApiError(error) ? error.errors : undefined;
      if (fields && Object.keys(fields).length) onFieldErrors(fields);
      toast.error(error.message);
    },
  });
}

/** A FormData of plain text fields. */
export function formOf(fields: Record<string, string | number | null | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value === null || value === undefined ? '' : String(value));
  return form;
}
