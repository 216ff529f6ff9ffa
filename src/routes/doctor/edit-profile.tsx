import { createFileRoute } from '@tanstack/react-router';
import { EditProfilePage } from '../../features/doctor-portal-profile/components/edit-profile-page.tsx';

export const Route = createFileRoute('/doctor/edit-profile')({
  component: EditProfilePage,
});
