import type { DoctorAccountProfile, PatientProfile, UserDetails } from '../../../src/shared/schemas/auth.ts';
import type { DoctorRow, UserRow } from './session-users.ts';

const yesNo = (value: boolean) => (value ? 'yes' : 'no') as 'yes' | 'no';
const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The signed-in user as verify-otp, social-login and my-profile answer it (000 §3). */
export function toUserDetails(user: UserRow, doctor?: DoctorRow | null): UserDetails {
  const firstName = user.firstName ?? (doctor?.firstName || null);
  const lastName = user.lastName ?? (doctor?.lastName || null);
  const details: UserDetails = {
    id: user.id,
    // An admin signs in by code on the patients' Login (routes/auth.ts) and goes to the verification console.
    user_role: user.role === 'doctor' ? 'doctor' : user.role === 'admin' ? 'admin' : 'user',
    first_name: firstName,
    last_name: lastName,
    name: [firstName, lastName].filter(Boolean).join(' '),
    email: user.email,
    phone: user.phone,
    country_code: user.countryCode,
    profile_image: user.profileImage ?? doctor?.profileImage ?? null,
    locale: user.locale ?? null,
  };
  if (user.role === 'doctor') {
    details.doctor_id = doctor?.id ?? null;
    details.verification_badge = yesNo(doctor?.verificationStatus === 'verified');
    details.registration_completed = yesNo(Boolean(doctor?.registrationCompleted));
  }
  return details;
}

/** GET my-profile for a patient: the user details of 001 §3. */
export function toPatientProfile(user: UserRow): PatientProfile {
  return {
    ...toUserDetails(user),
    dob: user.dob,
    blood_group: user.bloodGroup,
    gender: user.gender,
    weight: user.weight,
    marital_status: user.maritalStatus,
    email_verified_at: iso(user.emailVerifiedAt),
    phone_verified_at: iso(user.phoneVerifiedAt),
    sms_reminders: user.smsReminders,
    whatsapp_reminders: user.whatsappReminders,
    address: {
      address_one: user.addressOne,
      address_two: user.addressTwo,
      country: user.country,
      state: user.state,
      city: user.city,
      postal_code: user.postalCode,
      latitude: user.latitude,
      longitude: user.longitude,
    },
  };
}

/** GET my-profile for a doctor: user details plus the basics of their profile. */
export function toDoctorAccountProfile(user: UserRow, doctor: DoctorRow | null): DoctorAccountProfile {
  return {
    ...toUserDetails(user, doctor),
    email_verified_at: iso(user.emailVerifiedAt),
    phone_verified_at: iso(user.phoneVerifiedAt),
    doctor: doctor
      ? {
          id: doctor.id,
          slug: doctor.slug,
          first_name: doctor.firstName,
          last_name: doctor.lastName,
          profile_image: doctor.profileImage,
          verification_badge: yesNo(doctor.verificationStatus === 'verified'),
          registration_completed: yesNo(doctor.registrationCompleted),
        }
      : null,
  };
}
