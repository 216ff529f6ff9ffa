import { z } from 'zod';

/** What the verification console reads (issue 20): the answers of the /api/admin calls. */

export const decisionItem = z.object({
  id: z.number().int(),
  subject_type: z.enum(['doctor', 'claim', 'review']),
  subject_id: z.number().int(),
  action: z.enum(['verify', 'reject', 'approve', 'hide', 'unhide']),
  reason: z.string().nullable(),
  actor: z.string(),
  created_at: z.string(),
});
export type DecisionItem = z.infer<typeof decisionItem>;

const account = z
  .object({
    id: z.number().int(),
    email: z.string().nullable(),
    email_verified: z.boolean(),
    phone: z.string().nullable(),
    country_code: z.string().nullable(),
    phone_verified: z.boolean(),
  })
  .nullable();

const documentItem = z.object({
  document_description: z.enum(['license_proof', 'id_proof']),
  document_number: z.string(),
  has_file: z.boolean(),
  mime_type: z.string().nullable(),
  /** Only answers with the admin's session. */
  url: z.string().nullable(),
});

/** A row of the registrations queue (kept compatible with the first console's list). */
export const registrationItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  verification_status: z.enum(['unverified', 'pending', 'verified', 'rejected']),
  verification_note: z.string().nullable(),
  registration_completed: z.boolean(),
  registration_no: z.string().nullable(),
  experience_years: z.number().int(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  speciality: z.string().nullable(),
  updated_at: z.string(),
  /** When the registration was submitted (an approval does not move it). */
  submitted_at: z.string(),
  account,
  documents: z.array(documentItem),
});
export type RegistrationItem = z.infer<typeof registrationItem>;

const place = z.object({
  label: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export const registrationDetail = registrationItem.extend({
  gender: z.string().nullable(),
  dob: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  degree: z.string().nullable(),
  specializations: z.array(z.string()),
  places: z.array(place),
  decisions: z.array(decisionItem),
});
export type RegistrationDetail = z.infer<typeof registrationDetail>;

export const queueCounts = z.record(z.string(), z.number().int());

export const claimItem = z.object({
  id: z.number().int(),
  claim_type: z.enum(['claim', 'reclaim']),
  status: z.enum(['pending', 'approved', 'rejected']),
  first_name: z.string(),
  last_name: z.string(),
  license_proof_number: z.string(),
  id_proof_number: z.string(),
  license_proof_url: z.string(),
  identity_proof_url: z.string(),
  /** How the console shows each proof (image or PDF), from the stored file's checked type. */
  license_proof_type: z.string().nullable(),
  identity_proof_type: z.string().nullable(),
  decision_reason: z.string().nullable(),
  created_at: z.string(),
  doctor: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    status: z.string(),
    user_id: z.number().int().nullable(),
    registration_no: z.string().nullable(),
    speciality: z.string().nullable(),
    city: z.string().nullable(),
    /** The address that signs in to the profile today, if any. */
    current_sign_in: z.string().nullable(),
  }),
  claimant: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    email_verified: z.boolean(),
    phone: z.string().nullable(),
    phone_verified: z.boolean(),
  }),
  decisions: z.array(decisionItem),
});
export type ClaimItem = z.infer<typeof claimItem>;

export const reviewItem = z.object({
  id: z.number().int(),
  doctor: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), avg_rating: z.number(), reviews_count: z.number().int() }),
  reviewer_name: z.string(),
  stars: z.number().int(),
  review: z.string(),
  is_recommended: z.boolean(),
  created_at: z.string(),
  hidden_at: z.string().nullable(),
  hidden_reason: z.string().nullable(),
  decisions: z.array(decisionItem),
});
export type ReviewItem = z.infer<typeof reviewItem>;

/** A listing with the tab counts beside the page. */
export const queuePage = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.literal(true),
    message: z.string().optional(),
    data: z.array(item),
    counts: queueCounts,
    last_page: z.number().int(),
    total: z.number().int(),
  });

export const decisionResult = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.record(z.string(), z.union([z.number(), z.string(), z.null()])),
});
