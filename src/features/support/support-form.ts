import { supportBody, type SupportBody } from '../../shared/schemas/support.ts';

/** Field → first message, from the schema POST /api/support checks with. */
export function supportFormErrors(values: SupportBody): Partial<Record<'subject' | 'description', string>> {
  const result = supportBody.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<'subject' | 'description', string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as 'subject' | 'description';
    errors[field] ??= issue.message;
  }
  return errors;
}
