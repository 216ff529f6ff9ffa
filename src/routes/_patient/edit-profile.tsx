import { createFileRoute } from '@tanstack/react-router';
import { PageContainer, PageHeader } from '../../components/layout/page.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { ProfileFormSkeleton } from '../../components/ui/skeletons-account.tsx';
import { NotSavedNote, useNotSaved } from '../../components/ui/not-saved.tsx';
import { FamilyMembersSection } from '../../features/patient-profile/components/family-members-section.tsx';
import { InsuranceSection } from '../../features/patient-profile/components/insurance-section.tsx';
import { ProfileFormView } from '../../features/patient-profile/components/profile-form-view.tsx';
import { SignOutEverywhere } from '../../features/auth/components/sign-out-everywhere.tsx';
import { usePatientProfile } from '../../features/patient-profile/api/patient-profile.ts';
import { useFamilyMembers } from '../../lib/family-members.ts';
import { getLocale, useT } from '../../lib/i18n.ts';
import { usePatientInsurance } from '../../lib/patient-insurance.ts';
import { loadCatalog } from '../../shared/i18n/catalogs.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

export const Route = createFileRoute('/_patient/edit-profile')({
  // The family members' messages are their own namespace, out of the first download.
  loader: () => loadCatalog('family', getLocale()),
  component: EditProfilePage,
});

function EditProfilePage() {
  const t = useT();
  usePageMeta(t('meta.pageTitle', { title: t('page.editProfile.title') }));
  const profile = usePatientProfile();
  // Offline with no saved copy: say so rather than 'could not be loaded' (issue 42).
  const notSaved = useNotSaved(profile);
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title={t('page.editProfile.title')} />
      {profile.data ? (
        <>
          <ProfileFormView key={profile.data.id} profile={profile.data} />
          <FamilyMembersSection />
          <InsuranceSection countryCode={profile.data.country_code} />
          <SignOutEverywhere />
        </>
      ) : notSaved ? (
        <>
          <NotSavedNote />
          <SavedFamilyAndInsurance />
        </>
      ) : profile.isError ? (
        <div role="alert" className="rounded-2xl border border-slate-200 bg-white p-6 text-center">
          <p className="text-slate-700">{t('profile.form.loadFailed')}</p>
          <button type="button" onClick={() => void profile.refetch()} className={buttonClass('secondary', 'md', 'mt-4')}>
            {t('profile.form.retry')}
          </button>
        </div>
      ) : (
        <ProfileFormSkeleton />
      )}
    </PageContainer>
  );
}

/**
 * Offline, the profile form is not kept on the device (['my-profile'] is not persisted) but the family
 * list and their saved insurance are (query-persister.ts, issue 41): whom this account books for still
 * shows, under the note. Nothing when the list was never loaded here either.
 */
function SavedFamilyAndInsurance() {
  const members = useFamilyMembers();
  // Never loaded here, the insurance list would read 'No insurance saved' for everyone: left out.
  const insurance = usePatientInsurance();
  if (!members.data) return null;
  return (
    <>
      <FamilyMembersSection />
      {insurance.data ? <InsuranceSection countryCode={null} /> : null}
    </>
  );
}
