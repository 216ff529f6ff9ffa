/**
 * The first element of every query key, in one place (DESIGN §3: a query is invalidated through
 * its own key, never a retyped string). Each feature's api file builds its keys on its root;
 * whatever another feature changes is invalidated by root; the persister keeps roots by name.
 */
export const queryRoots = {
  home: 'home',
  listing: 'listing',
  /** The public doctor page: ['doctor', 'detail', id], ['doctor', 'seo', id], ['doctor', id, 'availability', …]. */
  doctor: 'doctor',
  myProfile: 'my-profile',
  myReviews: 'my-reviews',
  myAppointments: 'my-appointments',
  doctorBookings: 'doctor-bookings',
  doctorSchedule: 'doctor-schedule',
  doctorPortalProfile: 'doctor-portal-profile',
  doctorRegistration: 'doctor-registration',
  consultation: 'consultation',
  authConfig: 'auth-config',
  cities: 'cities',
} as const;
