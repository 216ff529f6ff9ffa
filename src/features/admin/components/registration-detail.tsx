import { Button } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import type { RegistrationDetail as Detail } from '../../../shared/schemas/admin-items.ts';
import { formatWhen } from '../admin-format.ts';
import { useDecideRegistration } from '../api/registrations.ts';
import { DecisionDialog } from './decision-dialog.tsx';
import { DecisionHistory, Facts, Section } from './detail-parts.tsx';
import { PlacePin } from './place-pin.tsx';
import { ProofViewer } from './proof-viewer.tsx';
import { StatusBadge } from './status-badge.tsx';
import { GENDERS } from '../../../shared/constants.ts';
import { useDecisionDialog } from './use-decision.ts';
import { type Translate, useT } from '../../../lib/i18n.ts';

/** A stored gender the catalogs name (the column is free text; anything else is shown as stored). */
const isGender = (value: string | null): value is (typeof GENDERS)[number] => (GENDERS as readonly (string | null)[]).includes(value);

const verifiedMark = (verified: boolean, t: Translate) => `(${verified ? t('admin.verified') : t('admin.unverified')})`;

/** One registration in full, with Approve and Reject (issue 20). */
export function RegistrationDetail({ detail }: { detail: Detail }) {
  const t = useT();
  const decide = useDecideRegistration();
  const dialog = useDecisionDialog<'verify' | 'reject'>();
  const name = `${detail.first_name} ${detail.last_name}`.trim();
  const account = detail.account;
  const doc = (kind: 'license_proof' | 'id_proof') => detail.documents.find((item) => item.document_description === kind);
  const licence = doc('license_proof');
  const identity = doc('id_proof');
  const canApprove = detail.registration_completed && detail.verification_status !== 'verified';
  const canReject = detail.verification_status !== 'rejected';

  return (
    <article aria-labelledby="registration-title" className="space-y-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="registration-title" className="text-xl font-bold text-slate-900">{name}</h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <StatusBadge status={detail.verification_status} />
            <span>#{detail.id}</span>
            <span>{t('admin.submitted', { when: formatWhen(detail.submitted_at) })}</span>
          </p>
        </div>
        <div className="flex gap-2">
          {canReject ? (
            <Button className={buttonClass('secondary', 'md', 'text-red-800')} onPress={() => dialog.show('reject')}>
              {t('admin.reject')}
            </Button>
          ) : null}
          {canApprove ? (
            <Button className={buttonClass('primary', 'md')} onPress={() => dialog.show('verify')}>
              {t('admin.approve')}
            </Button>
          ) : null}
        </div>
      </header>

      {detail.verification_note ? (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
          <span className="font-semibold">{t('admin.field.note')}: </span>
          {detail.verification_note}
        </p>
      ) : null}

      <Section title={t('admin.section.proofs')}>
        <div className="grid gap-4 xl:grid-cols-2">
          <ProofViewer title={t('admin.proof.license')} number={licence?.document_number ?? ''} url={licence?.url ?? null} mimeType={licence?.mime_type ?? null} owner={name} />
          <ProofViewer title={t('admin.proof.identity')} number={identity?.document_number ?? ''} url={identity?.url ?? null} mimeType={identity?.mime_type ?? null} owner={name} />
        </div>
      </Section>

      <div className="grid gap-4 xl:grid-cols-2">
        <Section title={t('admin.section.account')}>
          <Facts
            items={[
              [t('admin.field.email'), account?.email ? `${account.email} ${verifiedMark(account.email_verified, t)}` : null],
              [t('admin.field.phone'), account?.phone ? `${account.country_code ?? ''}${account.phone} ${verifiedMark(account.phone_verified, t)}` : null],
            ]}
          />
        </Section>
        <Section title={t('admin.section.personal')}>
          <Facts
            items={[
              [t('admin.field.name'), name],
              [t('admin.field.gender'), isGender(detail.gender) ? t(`ui.gender.${detail.gender}`) : detail.gender],
              [t('admin.field.dob'), detail.dob],
            ]}
          />
        </Section>
        <Section title={t('admin.section.contact')}>
          <Facts
            items={[
              [t('admin.field.contactEmail'), detail.contact_email],
              [t('admin.field.contactPhone'), detail.contact_phone],
            ]}
          />
        </Section>
        <Section title={t('admin.section.professional')}>
          <Facts
            items={[
              [t('admin.field.speciality'), detail.speciality],
              [t('admin.field.specializations'), detail.specializations.join(', ')],
              [t('admin.field.registrationNo'), detail.registration_no],
              [t('admin.field.licenceNo'), licence?.document_number],
              [t('admin.field.idNo'), identity?.document_number],
              [t('admin.field.experience'), t('admin.years', { count: detail.experience_years })],
              [t('admin.field.degree'), detail.degree],
            ]}
          />
        </Section>
      </div>

      <Section title={t('admin.section.clinic')}>
        <div className="grid gap-3 sm:grid-cols-2">
          {detail.places.map((place, index) => (
            <PlacePin key={`${place.label}-${index}`} {...place} />
          ))}
        </div>
      </Section>

      <DecisionHistory decisions={detail.decisions} />

      <DecisionDialog
        isOpen={dialog.open === 'verify'}
        onOpenChange={dialog.onOpenChange}
        title={t('admin.confirmApproveDoctor.title')}
        consequence={<p>{t('admin.confirmApproveDoctor.body', { name })}</p>}
        confirmLabel={t('admin.approve')}
        tone="primary"
        isPending={decide.isPending}
        error={dialog.error}
        onConfirm={() => void dialog.run(() => decide.mutateAsync({ id: detail.id, action: 'verify', expectedStatus: detail.verification_status }))}
      />
      <DecisionDialog
        isOpen={dialog.open === 'reject'}
        onOpenChange={dialog.onOpenChange}
        title={t('admin.confirmRejectDoctor.title')}
        consequence={<p>{t('admin.confirmRejectDoctor.body', { name })}</p>}
        confirmLabel={t('admin.reject')}
        tone="danger"
        reasonHelp={t('admin.reasonHelp.doctor')}
        isPending={decide.isPending}
        error={dialog.error}
        onConfirm={(reason) => void dialog.run(() => decide.mutateAsync({ id: detail.id, action: 'reject', expectedStatus: detail.verification_status, reason }))}
      />
    </article>
  );
}
