import { z } from 'zod';
import { SUPPORT_DESCRIPTION_MAX, SUPPORT_SUBJECT_MAX } from '../constants.ts';
import { msg } from './message.ts';

/** POST /api/support. */
export const supportBody = z.object({
  subject: z.preprocess(
    (v) => (v ?? ''),
    z
      .string()
      .trim()
      .min(1, msg('support.subjectRequired'))
      .max(SUPPORT_SUBJECT_MAX, msg('support.subjectTooLong', { max: SUPPORT_SUBJECT_MAX })),
  ),
  description: z.preprocess(
    (v) => (v ?? ''),
    z
      .string()
      .trim()
      .min(1, msg('support.descriptionRequired'))
      .max(SUPPORT_DESCRIPTION_MAX, msg('support.descriptionTooLong', { max: SUPPORT_DESCRIPTION_MAX })),
  ),
});
export type SupportBody = z.input<typeof supportBody>;
