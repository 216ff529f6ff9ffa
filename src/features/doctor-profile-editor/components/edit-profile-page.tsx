import { useState, type ReactNode } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { PageHeader } from '../../../components/layout/page.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { ChangesNeedConnection, NotSavedNote, useNotSaved } from '../../../components/ui/not-saved.tsx';
import { ProfileFormSkeleton } from '../../../components/ui/skeletons-account.tsx';
import { useT } from '../../../lib/i18n.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePortalProfile } from '../api/portal-profile.ts';
import { ContactSection } from './contact-section.tsx';
import { PersonalSection } from './personal-section.tsx';
import { ProfessionalSection } from './professional-section.tsx';
import { InsuranceSection } from './insurance-section.tsx';
import { ProfileSummary } from './profile-summary.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Disclosure id={id} className="group rounded-2xl border border-slate-200 bg-white shadow-sm">
      <Heading level={2} className="m-0">
        <Button
          slot="trigger"
          className="flex w-full items-center justify-between gap-3 rounded-2xl px-5 py-4 text-start text-base font-semibold text-slate-900 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-teal-600"
        >
          {title}
          <ChevronDownIcon width={20} height={20} className="shrink-0 text-slate-500 transition-transform group-data-[expanded]:rotate-180" />
        </Button>
      </Heading>
      <DisclosurePanel className="px-5 group-data-[expanded]:pb-5">{children}</DisclosurePanel>
    </Disclosure>
  );
}

/** /doctor/edit-profile (001 §2): four collapsible sections (the fourth, Insurance, issue 41), one open at a time, each saved on its own. */
export function EditProfilePage() {
  const t = useT();
  usePageMeta(t('meta.pageTitle', { title: t('portal.editProfile') }));
  // The 1-second entry loader (001 §9) is the portal frame's; this skeleton covers only the request.
  const profile = usePortalProfile();
  const notSaved = useNotSaved(profile);
  // The sections take their values once. A copy restored from this device and already stale (it
  // may predate a save just before a reload) is not put in them while the server's copy is on its
  // way: online, the form waits for that one fetch; offline (paused) it shows what was saved.
  const [restoredStale] = useState(() => profile.isStale && profile.data !== undefined);
  const awaitingFresh = restoredStale && !profile.isFetchedAfterMount && profile.fetchStatus !== 'paused' && !profile.isError;

  let body: ReactNode;
  if (notSaved) body = <NotSavedNote />;
  else if (profile.isPending || awaitingFresh) body = <ProfileFormSkeleton />;
  else if (profile.isError) {
    body = (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-sm text-red-900">
        <p>{profile.error.message || t('portalProfile.loadError')}</p>
        <Button onPress={() => void profile.refetch()} className={buttonClass('secondary', 'sm', 'mt-3')}>
          {t('portalProfile.retry')}
        </Button>
      </div>
    );
  } else {
    const data = profile.data;
    body = (
      <>
        <ProfileSummary profile={data} />
        {/* Keyed by the profile id: a fresh sign-in never shows the last doctor's edits. */}
        <DisclosureGroup key={data.id} defaultExpandedKeys={['personal']} className="space-y-4">
          <Section id="personal" title={t('portalProfile.personal')}>
            <PersonalSection profile={data} />
          </Section>
          <Section id="contact" title={t('portalProfile.contact')}>
            <ContactSection profile={data} />
          </Section>
          <Section id="professional" title={t('portalProfile.professional')}>
            <ProfessionalSection profile={data} />
          </Section>
          <Section id="insurance" title={t('doctorInsurance.title')}>
            <InsuranceSection />
          </Section>
        </DisclosureGroup>
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('portal.editProfile')} />
      {notSaved ? null : <ChangesNeedConnection />}
      {body}
    </>
  );
}
