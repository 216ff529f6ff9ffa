import { z } from 'zod';
import { dbId } from './db-values.ts';
import { CANCEL_DESCRIPTION_MAX, CANCEL_REASON_MAX } from '../constants.ts';
import { t } from '../i18n/format.ts';
import { msg } from './message.ts';
import { bookingStatus, statusWord } from './booking-status.ts';

const id = dbId();

/** The cancellation modal (001 §2, §5); the same rules run on the server. */
export const cancellationForm = z.object({
  cancel_reason: z.string().trim().min(1, msg('cancel.reasonRequired')).max(CANCEL_REASON_MAX, msg('profile.fieldTooLong', { max: CANCEL_REASON_MAX })),
  cancel_description: z
    .string()
    .trim()
    .min(1, msg('cancel.descriptionRequired'))
    .max(CANCEL_DESCRIPTION_MAX, msg('profile.fieldTooLong', { max: CANCEL_DESCRIPTION_MAX })),
});

const optionalText = (max: number) =>
  z.preprocess((value) => (value === null || value === undefined ? '' : String(value)), z.string().trim().max(max, msg('profile.fieldTooLong', { max })));

/**
 * POST /api/change-appointment-status (001 §7). A cancellation needs a reason
 * (every role); the patient's form also requires the description, checked by
 * the service so a doctor's cancel may leave it empty.
 */
export const changeStatusBody = z
  .object({
    appointment_id: id,
    booking_status: z.preprocess(statusWord, z.enum(bookingStatus.options, msg('status.invalid'))),
    cancel_reason: optionalText(CANCEL_REASON_MAX),
    cancel_description: optionalText(CANCEL_DESCRIPTION_MAX),
  })
  .superRefine((body, ctx) => {
    if (body.booking_status === 'cancelled' && !body.cancel_reason) {
      ctx.addIssue({ code: 'custom', path: ['cancel_reason'], message: t('cancel.reasonRequired') });
    }
  });
export type ChangeStatusBody = z.input<typeof changeStatusBody>;
export type ChangeStatusInput = z.output<typeof changeStatusBody>;

/** The answer of a status change: the booking as it now stands, and whether this call changed it. */
export const changeStatusData = z.object({
  appointment: z.object({
    id: z.number().int(),
    booking_status: bookingStatus,
    cancel_reason: z.string().nullable(),
    cancel_description: z.string().nullable(),
    cancelled_by: z.enum(['user', 'doctor']).nullable(),
    status_changed_at: z.string().nullable(),
  }),
  changed: z.boolean(),
});
export type ChangeStatusData = z.infer<typeof changeStatusData>;
