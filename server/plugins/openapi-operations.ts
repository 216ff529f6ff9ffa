/**
 * What the OpenAPI document (plugins/openapi.ts) says about each /api operation that its zod schemas
 * cannot (issue 39): a stable camelCase `operationId` for generated clients, a one-line `summary`, the
 * tag it is listed under, the failure statuses its handler and services really answer beyond those
 * derived from the route's options, and the media types of a file answer. Kept in one table, keyed by
 * `METHOD /api/path` as the route registers it, so the routes themselves stay as they are.
 *
 * Derived, not listed here (plugins/openapi.ts): 400 when the call takes input; 401 and 403 from the
 * route's guard; 409 and 422 from `config.idempotencyKey` (a key in flight, a key reused for another
 * request); 413 on every write (a body past the 1 MB limit) and 415 from a multipart form; 429 and 500 everywhere. A route missing from this table
 * fails tests/api/openapi.test.ts.
 */

export const TAGS = [
  { name: 'Directory', description: 'Public search and reads: the catalog, the doctor listing, a doctor, cities' },
  { name: 'SEO', description: 'Page titles, descriptions and listing copy for the server-rendered pages' },
  { name: 'Sign-in', description: 'One-time codes, social sign-in, sessions and the account' },
  { name: 'Booking', description: "Availability, booking, enquiries and the patient's own bookings, waitlist and proposals" },
  { name: 'Appointment links', description: "A reminder's one-tap links: the signed token in the link is the permission" },
  { name: 'Patient', description: "The patient's profile, family members, reviews, profile claims and support requests" },
  { name: 'Doctor portal', description: "A doctor's registration, profile, documents, availability and bookings" },
  { name: 'Consultations', description: 'Video consultation rooms and their WebRTC signalling' },
  { name: 'Admin', description: 'The verification console: claims, registrations, reviews and the audit trail' },
  { name: 'System', description: 'Health, and the demo and test servers’ own calls (`/api/dev/*`, absent in production)' },
] as const;

export type Tag = (typeof TAGS)[number]['name'];

export interface OperationInfo {
  /** Stable and unique: generated clients name their functions after it. */
  id: string;
  tag: Tag;
  summary: string;
  /** Failure statuses the handler or its services answer, beyond the derived ones. */
  errors?: readonly number[];
  /** The 200 answer is a file, in one of these media types. */
  files?: readonly string[];
  /** Public, but a session changes the answer (a patient's own held slot; which session logout ends). */
  optionalAuth?: true;
}

const PROOF_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

export const OPERATIONS: Record<string, OperationInfo> = {
  'GET /api/health': { id: 'getHealth', tag: 'System', summary: 'Health: which database answers' },
  'GET /api/dev/outbox': { id: 'devListOutbox', tag: 'System', summary: 'Demo outbox: messages sent to an address (demo and test servers)' },
  'POST /api/dev/clock': { id: 'devSetClock', tag: 'System', summary: "Move the test server's clock (test servers only)" },
  'POST /api/dev/run-jobs': { id: 'devRunJobs', tag: 'System', summary: 'Run the due jobs now (test servers only)' },
  'POST /api/dev/sign-in': { id: 'devSignIn', tag: 'System', summary: 'Open a session without a code (test servers only)', errors: [403] },

  'GET /api/home': { id: 'getHome', tag: 'Directory', summary: 'Specialities with specializations, services and languages' },
  'POST /api/global-search': { id: 'globalSearch', tag: 'Directory', summary: 'Search specialities, doctors and services' },
  'GET /api/insurers': { id: 'listInsurers', tag: 'Directory', summary: 'Insurers of the UAE and India with their networks and plans' },
  'GET /api/cities': { id: 'searchCities', tag: 'Directory', summary: 'City suggestions from the gazetteer' },
  'GET /api/cities/nearest': { id: 'getNearestCity', tag: 'Directory', summary: 'The nearest city to a position', errors: [404] },
  'GET /api/ip-location': { id: 'getIpLocation', tag: 'Directory', summary: "The visitor's city from their address" },
  'POST /api/doctors': { id: 'listDoctors', tag: 'Directory', summary: 'The doctor listing, filtered, sorted and paginated' },
  'GET /api/doctor-detail': { id: 'getDoctorDetail', tag: 'Directory', summary: 'One doctor with clinics, timings, ratings and reviews', errors: [404] },

  'POST /api/all-seos': { id: 'getPageSeo', tag: 'SEO', summary: "A page's SEO title and description" },
  'POST /api/speciality-description': { id: 'getSpecialityDescription', tag: 'SEO', summary: 'Listing copy for a speciality and city', errors: [404] },
  'POST /api/doctor-seo-data': { id: 'getDoctorSeo', tag: 'SEO', summary: "A doctor page's title, description and canonical URL", errors: [404] },

  'POST /api/send-otp': { id: 'sendOtp', tag: 'Sign-in', summary: 'Send a one-time sign-in code' },
  'POST /api/send-doctor-otp': { id: 'sendDoctorOtp', tag: 'Sign-in', summary: "Send a doctor's one-time sign-in code" },
  'POST /api/verify-otp': { id: 'verifyOtp', tag: 'Sign-in', summary: 'Sign in with the one-time code', errors: [401, 403] },
  'GET /api/auth-config': { id: 'getAuthConfig', tag: 'Sign-in', summary: 'Which social sign-ins are configured' },
  'POST /api/social-login': { id: 'socialLogin', tag: 'Sign-in', summary: 'Sign in with a Google or Microsoft ID token', errors: [401] },
  'POST /api/logout': { id: 'logout', tag: 'Sign-in', summary: 'Sign out: end this session', optionalAuth: true },
  'POST /api/logout-all': { id: 'logoutAll', tag: 'Sign-in', summary: 'Sign out everywhere: end every session of the account' },
  'GET /api/my-profile': { id: 'getMyProfile', tag: 'Sign-in', summary: "The caller's own profile" },
  'POST /api/language': { id: 'setLanguage', tag: 'Sign-in', summary: "Save the account's language" },

  'POST /api/doctor-availability': { id: 'getDoctorAvailability', tag: 'Booking', summary: "A doctor's day strip, clinics, fees and free slots", errors: [404], optionalAuth: true },
  'POST /api/add-appointment': { id: 'addAppointment', tag: 'Booking', summary: 'Book a slot', errors: [404, 409, 422] },
  'POST /api/send-appointment-enquiry': { id: 'sendAppointmentEnquiry', tag: 'Booking', summary: 'Enquire with a preferred date and time', errors: [404] },
  'POST /api/my-appointments': { id: 'listMyAppointments', tag: 'Booking', summary: "The patient's upcoming and past bookings and enquiries" },
  'GET /api/appointments/{id}/calendar.ics': { id: 'getAppointmentCalendar', tag: 'Booking', summary: 'One own booking as a calendar entry (.ics)', errors: [404, 409], files: ['text/calendar'] },
  'POST /api/change-appointment-status': { id: 'changeAppointmentStatus', tag: 'Booking', summary: 'Cancel a booking, or (doctor) complete it or mark a no-show', errors: [404, 409] },
  'POST /api/reschedule-appointment': { id: 'rescheduleAppointment', tag: 'Booking', summary: 'Move an own booking to another free slot', errors: [404, 409] },
  'POST /api/waitlist': { id: 'joinWaitlist', tag: 'Booking', summary: 'Wait for an earlier slot of a doctor', errors: [404, 422] },
  'GET /api/waitlist': { id: 'listWaitlist', tag: 'Booking', summary: "The patient's waiting entries" },
  'DELETE /api/waitlist/{id}': { id: 'leaveWaitlist', tag: 'Booking', summary: 'Leave the waitlist', errors: [404] },
  'POST /api/proposals/{id}/accept': { id: 'acceptProposal', tag: 'Booking', summary: "Accept the doctor's proposed time", errors: [404, 409, 410] },
  'POST /api/proposals/{id}/decline': { id: 'declineProposal', tag: 'Booking', summary: "Decline the doctor's proposed time", errors: [404, 409, 410] },

  'GET /api/appointment-link': { id: 'previewAppointmentLink', tag: 'Appointment links', summary: "A one-tap link's booking and action", errors: [403, 409, 410] },
  'GET /api/appointment-link/choices': { id: 'getAppointmentLinkChoices', tag: 'Appointment links', summary: "A reminder SMS's short link: the booking and its one-tap links", errors: [409, 410] },
  'POST /api/appointment-link/confirm': { id: 'confirmByLink', tag: 'Appointment links', summary: 'Confirm attendance by link', errors: [403, 409, 410] },
  'POST /api/appointment-link/cancel': { id: 'cancelByLink', tag: 'Appointment links', summary: 'Cancel by link', errors: [403, 409, 410] },
  'POST /api/appointment-link/reschedule': { id: 'rescheduleByLink', tag: 'Appointment links', summary: 'Reschedule by link', errors: [403, 409, 410] },
  'POST /api/appointment-link/accept': { id: 'acceptProposalByLink', tag: 'Appointment links', summary: "Accept the doctor's proposed time by link", errors: [403, 409, 410] },

  'POST /api/update-profile': { id: 'updateProfile', tag: 'Patient', summary: "Update the patient's profile and photo", errors: [409] },
  'POST /api/send-profile-otp': { id: 'sendProfileOtp', tag: 'Patient', summary: 'Send a code to verify a new email or phone', errors: [409] },
  'POST /api/verify-profile-otp': { id: 'verifyProfileOtp', tag: 'Patient', summary: 'Verify a new email or phone with its code', errors: [409] },
  'GET /api/family-members': { id: 'listFamilyMembers', tag: 'Patient', summary: "The account holder's family members" },
  'POST /api/family-members': { id: 'addFamilyMember', tag: 'Patient', summary: 'Add a family member to book for', errors: [413, 415, 422] },
  'PUT /api/family-members/{id}': { id: 'updateFamilyMember', tag: 'Patient', summary: 'Edit an own family member', errors: [404, 413, 415] },
  'DELETE /api/family-members/{id}': { id: 'removeFamilyMember', tag: 'Patient', summary: 'Remove an own family member', errors: [404, 409] },
  'GET /api/patient-insurance': { id: 'listPatientInsurance', tag: 'Patient', summary: "Each person's saved insurance of the account" },
  'PUT /api/patient-insurance': { id: 'savePatientInsurance', tag: 'Patient', summary: "Save the account holder's or a family member's insurance", errors: [404] },
  'DELETE /api/patient-insurance/{id}': { id: 'removePatientInsurance', tag: 'Patient', summary: 'Remove a saved insurance and its card photo', errors: [404] },
  'POST /api/patient-insurance/{id}/card': { id: 'uploadInsuranceCard', tag: 'Patient', summary: "Upload a saved insurance's card photo (private)", errors: [404] },
  'GET /api/patient-insurance/{id}/card': { id: 'getInsuranceCard', tag: 'Patient', summary: "A saved insurance's own card photo", errors: [404], files: PROOF_TYPES },
  'GET /api/patient-insurance/coverage': { id: 'getInsuranceCoverage', tag: 'Patient', summary: 'Whether a doctor takes each saved insurance of the account' },
  'POST /api/add-review': { id: 'addReview', tag: 'Patient', summary: 'Review a past booking', errors: [404, 409] },
  'DELETE /api/reviews/{id}': { id: 'deleteReview', tag: 'Patient', summary: 'Delete an own review', errors: [404] },
  'POST /api/delete-review': { id: 'deleteReviewByBody', tag: 'Patient', summary: 'Delete an own review (the id in the body)', errors: [404] },
  'GET /api/my-reviews': { id: 'listMyReviews', tag: 'Patient', summary: "The ids of the patient's own reviews of a doctor" },
  'POST /api/add-claim': { id: 'addClaim', tag: 'Patient', summary: 'Claim a doctor profile with private proofs', errors: [404, 409] },
  'POST /api/support': { id: 'sendSupportRequest', tag: 'Patient', summary: 'Send a support request' },

  'POST /api/geocode': { id: 'geocodeAddress', tag: 'Doctor portal', summary: 'Street and city to coordinates' },
  'GET /api/doctor/registration': { id: 'getDoctorRegistration', tag: 'Doctor portal', summary: "The registering doctor's profile and status", errors: [404] },
  'POST /api/doctor/register': { id: 'registerDoctor', tag: 'Doctor portal', summary: 'Finish registration (step 4 of the wizard)', errors: [404, 409] },
  'GET /api/doctor/profile': { id: 'getDoctorProfile', tag: 'Doctor portal', summary: "The doctor's own profile", errors: [404] },
  'POST /api/doctor/update-personal': { id: 'updateDoctorPersonal', tag: 'Doctor portal', summary: 'Save personal information', errors: [404] },
  'POST /api/doctor/update-contactinfo': { id: 'updateDoctorContact', tag: 'Doctor portal', summary: 'Save contact information', errors: [404] },
  'POST /api/doctor/update-professionalinfo': { id: 'updateDoctorProfessional', tag: 'Doctor portal', summary: 'Save professional information and proofs', errors: [404] },
  'GET /api/doctor/documents/{kind}': { id: 'getDoctorDocument', tag: 'Doctor portal', summary: "The doctor's own licence or ID proof", errors: [404], files: PROOF_TYPES },
  'GET /api/doctor-timings': { id: 'listDoctorTimings', tag: 'Doctor portal', summary: "The doctor's availability configurations" },
  'GET /api/doctor/timing-detail': { id: 'getDoctorTiming', tag: 'Doctor portal', summary: 'One availability configuration', errors: [404] },
  'POST /api/doctor/add-timings': { id: 'saveDoctorTiming', tag: 'Doctor portal', summary: 'Create or edit an availability configuration', errors: [404] },
  'POST /api/doctor/delete-timing': { id: 'deleteDoctorTiming', tag: 'Doctor portal', summary: 'Remove an availability configuration', errors: [404] },
  'POST /api/doctor/my-appointments': { id: 'listDoctorAppointments', tag: 'Doctor portal', summary: "The doctor's booking list" },
  'GET /api/doctor/day': { id: 'getDoctorDay', tag: 'Doctor portal', summary: "Today's and tomorrow's bookings and the no-show rate" },
  'GET /api/doctor/insurance': { id: 'getDoctorInsurance', tag: 'Doctor portal', summary: 'The networks each of my clinics accepts, and video cover' },
  'POST /api/doctor/insurance': { id: 'saveDoctorInsurance', tag: 'Doctor portal', summary: 'Set the networks my clinics accept, and video cover', errors: [404] },
  'GET /api/doctor/bookings/{id}/insurance-card': { id: 'getBookingInsuranceCard', tag: 'Doctor portal', summary: "The card photo of the insurance a booking used", errors: [404], files: PROOF_TYPES },
  'POST /api/doctor/propose-time': { id: 'proposeTime', tag: 'Doctor portal', summary: 'Propose another time for a booking', errors: [404, 409] },

  'GET /api/consultations/{room}': { id: 'getConsultationRoom', tag: 'Consultations', summary: 'A video room: who, when, the window and ICE servers', errors: [404] },
  'POST /api/consultations/{room}/signals': { id: 'postConsultationSignal', tag: 'Consultations', summary: 'Send a WebRTC signal to the other side', errors: [404, 409, 413] },
  'GET /api/consultations/{room}/signals': { id: 'listConsultationSignals', tag: 'Consultations', summary: 'Wait for the WebRTC signals of the other side', errors: [404, 409] },

  'GET /api/admin/claims': { id: 'adminListClaims', tag: 'Admin', summary: 'The queue of profile claims' },
  'GET /api/admin/claims/{id}': { id: 'adminGetClaim', tag: 'Admin', summary: 'One claim', errors: [404] },
  'GET /api/admin/claims/{id}/proof/{kind}': { id: 'adminGetClaimProof', tag: 'Admin', summary: "A claim's proof file", errors: [404], files: PROOF_TYPES },
  'POST /api/admin/claims/{id}/approve': { id: 'adminApproveClaim', tag: 'Admin', summary: 'Approve a claim', errors: [404, 409] },
  'POST /api/admin/claims/{id}/reject': { id: 'adminRejectClaim', tag: 'Admin', summary: 'Reject a claim', errors: [404, 409] },
  'GET /api/admin/doctors': { id: 'adminListDoctors', tag: 'Admin', summary: 'The queue of doctor registrations' },
  'GET /api/admin/doctors/{id}': { id: 'adminGetDoctor', tag: 'Admin', summary: 'One registration', errors: [404] },
  'GET /api/admin/doctors/{id}/proof/{kind}': { id: 'adminGetDoctorProof', tag: 'Admin', summary: "A registration's proof file", errors: [404], files: PROOF_TYPES },
  'POST /api/admin/doctors/{id}/verify': { id: 'adminVerifyDoctor', tag: 'Admin', summary: 'Verify a doctor', errors: [404, 409] },
  'POST /api/admin/doctors/{id}/reject': { id: 'adminRejectDoctor', tag: 'Admin', summary: 'Reject a registration', errors: [404, 409] },
  'GET /api/admin/reviews': { id: 'adminListReviews', tag: 'Admin', summary: 'Reviews to moderate' },
  'POST /api/admin/reviews/{id}/hide': { id: 'adminHideReview', tag: 'Admin', summary: 'Hide a review', errors: [404, 409] },
  'POST /api/admin/reviews/{id}/unhide': { id: 'adminUnhideReview', tag: 'Admin', summary: 'Show a hidden review again', errors: [404, 409] },
  'POST /api/admin/insurers': { id: 'adminAddInsurer', tag: 'Admin', summary: 'Add an insurer to the insurance catalog', errors: [409] },
  'POST /api/admin/insurers/{id}/networks': { id: 'adminAddInsuranceNetwork', tag: 'Admin', summary: 'Add a network or plan to an insurer', errors: [404, 409] },
  'GET /api/admin/audit': { id: 'adminListAudit', tag: 'Admin', summary: "The admins' decisions, newest first" },
};
