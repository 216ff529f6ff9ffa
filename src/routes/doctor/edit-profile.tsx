import { createFileRoute } from '@tanstack/react-router';
import { SignOutEverywhere } from '../../features/auth/components/sign-out-everywhere.tsx';
import { EditProfilePage } from '../../features/doctor-profile-editor/components/edit-profile-page.tsx';

export const Route = createFileRoute('/doctor/edit-profile')({
  component: DoctorEditProfile,
});

/** The portal's Edit Profile, with Sign out everywhere under it (the two features meet here). */
function DoctorEditProfile() {
  return (
    <>
      <EditProfilePage />
      <SignOutEverywhere />
    </>
  );
}
