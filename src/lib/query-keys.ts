/*
 * The first element of every query key, in one place (DESIGN §3: a query is invalidated through
 * its own key, never a retyped string). Each feature's api file builds its keys on its root;
 * whatever another feature changes is invalidated by root; the persister keeps roots by name.
 * Import as a namespace (`import * as queryRoots`): single constants let the bundler inline
 * them, so no chunk of key names is added to the first load.
 */
export const home = 'home';
export const listing = 'listing';
/** The public doctor page: ['doctor', 'detail', id], ['doctor', 'seo', id], ['doctor', id, 'availability', …]. */
export const doctor = 'doctor';
export const myProfile = 'my-profile';
export const myReviews = 'my-reviews';
export const myAppointments = 'my-appointments';
export const doctorBookings = 'doctor-bookings';
export const doctorSchedule = 'doctor-schedule';
export const doctorPortalProfile = 'doctor-portal-profile';
export const doctorRegistration = 'doctor-registration';
export const consultation = 'consultation';
export const authConfig = 'auth-config';
export const cities = 'cities';
export const myWaitlist = 'my-waitlist';
/** The account holder's family members (issue 41): ['family-members']. */
export const familyMembers = 'family-members';
/** A patient's saved insurance (issue 41): ['patient-insurance'], ['patient-insurance', 'coverage', doctorId]. */
export const patientInsurance = 'patient-insurance';
/** A reminder's one-tap link: ['appointment-link', token]. */
export const appointmentLink = 'appointment-link';
export const admin = 'admin';
