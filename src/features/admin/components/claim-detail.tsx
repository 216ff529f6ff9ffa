import { Button } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import type { ClaimItem } from '../../../shared/schemas/admin-items.ts';
import { formatWhen } from '../admin-format.ts';
import { useDecideClaim } from '../api/claims.ts';
import { DecisionDialog } from './decision-dialog.tsx';
import { DecisionHistory, Facts, Section } from './detail-parts.tsx';
import { ProofViewer } from './proof-viewer.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useDecisionDialog } from './use-decision.ts';
import { useT } from '../../../lib/i18n.ts';

/** A claim or reclaim request beside the profile it claims, with Approve and Reject (issue 20). */
export function ClaimDetail({ claim }: { claim: ClaimItem }) {
  const t = useT();
  const decide = useDecideClaim();
  const dialog = useDecisionDialog<'approve' | 'reject'>();
  const nameOnRequest = `${claim.first_name} ${claim.last_name}`.trim();
  const claimant = claim.claimant;
  const newSignIn = (claimant.email_verified ? claimant.email : null) ?? (claimant.phone_verified ? claimant.phone : null);
  const mark = (verified: boolean) => `(${verified ? t('admin.verified') : t('admin.unverified')})`;
  const pending = claim.status === 'pending';

  return (
    <article aria-labelledby="claim-title" className="space-y-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="claim-title" className="text-xl font-bold text-slate-900">
            {t(`admin.claimType.${claim.claim_type}`)} · {claim.doctor.name}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <StatusBadge status={claim.status} />
            <span>#{claim.id}</span>
            <span>{t('admin.submitted', { when: formatWhen(claim.created_at) })}</span>
          </p>
        </div>
        {pending ? (
          <div className="flex gap-2">
            <Button className={buttonClass('secondary', 'md', 'text-red-800')} onPress={() => dialog.show('reject')}>
              {t('admin.reject')}
            </Button>
            <Button className={buttonClass('primary', 'md')} onPress={() => dialog.show('approve')}>
              {t('admin.approve')}
            </Button>
          </div>
        ) : null}
      </header>

      {claim.decision_reason ? (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
          <span className="font-semibold">{t('admin.field.note')}: </span>
          {claim.decision_reason}
        </p>
      ) : null}

      <div className="grid gap-4 xl:grid-cols-2">
        <Section title={t('admin.section.request')}>
          <Facts
            items={[
              [t('admin.field.requestType'), t(`admin.claimType.${claim.claim_type}`)],
              [t('admin.field.nameOnRequest'), nameOnRequest],
              [t('admin.field.licenceNo'), claim.license_proof_number],
              [t('admin.field.idNo'), claim.id_proof_number],
              [t('admin.field.email'), claimant.email ? `${claimant.email} ${mark(claimant.email_verified)}` : null],
              [t('admin.field.phone'), claimant.phone ? `${claimant.phone} ${mark(claimant.phone_verified)}` : null],
            ]}
          />
        </Section>
        <Section title={t('admin.section.claimedProfile')}>
          <Facts
            items={[
              [t('admin.field.name'), claim.doctor.name],
              [t('admin.field.registrationNo'), claim.doctor.registration_no],
              [t('admin.field.speciality'), claim.doctor.speciality],
              [t('admin.field.verification'), <StatusBadge key="status" status={claim.doctor.status as 'verified'} />],
              [t('admin.field.currentSignIn'), claim.doctor.current_sign_in ?? t('admin.noSignIn')],
            ]}
          />
        </Section>
      </div>

      <Section title={t('admin.section.proofs')}>
        <div className="grid gap-4 xl:grid-cols-2">
          <ProofViewer title={t('admin.proof.license')} number={claim.license_proof_number} url={claim.license_proof_url} mimeType={claim.license_proof_type} owner={nameOnRequest} />
          <ProofViewer title={t('admin.proof.identity')} number={claim.id_proof_number} url={claim.identity_proof_url} mimeType={claim.identity_proof_type} owner={nameOnRequest} />
        </div>
      </Section>

      <DecisionHistory decisions={claim.decisions} />

      <DecisionDialog
        isOpen={dialog.open === 'approve'}
        onOpenChange={dialog.onOpenChange}
        title={t('admin.confirmApproveClaim.title')}
        consequence={
          <>
            <p>{t('admin.confirmApproveClaim.body')}</p>
            <dl className="mt-3 space-y-1 rounded-lg bg-slate-50 p-3">
              <div>
                <dt className="inline font-semibold">{t('admin.confirmApproveClaim.newSignIn', { doctor: claim.doctor.name })} </dt>
                <dd className="inline">{newSignIn ?? t('admin.none')}</dd>
              </div>
              {claim.doctor.current_sign_in ? (
                <div>
                  <dt className="inline font-semibold">{t('admin.confirmApproveClaim.oldSignIn')} </dt>
                  <dd className="inline">{claim.doctor.current_sign_in}</dd>
                </div>
              ) : null}
            </dl>
          </>
        }
        confirmLabel={t('admin.approve')}
        tone="primary"
        isPending={decide.isPending}
        error={dialog.error}
        onConfirm={() => void dialog.run(() => decide.mutateAsync({ id: claim.id, action: 'approve' }))}
      />
      <DecisionDialog
        isOpen={dialog.open === 'reject'}
        onOpenChange={dialog.onOpenChange}
        title={t('admin.confirmRejectClaim.title')}
        consequence={<p>{t('admin.confirmRejectClaim.body')}</p>}
        confirmLabel={t('admin.reject')}
        tone="danger"
        reasonHelp={t('admin.reasonHelp.claim')}
        isPending={decide.isPending}
        error={dialog.error}
        onConfirm={(reason) => void dialog.run(() => decide.mutateAsync({ id: claim.id, action: 'reject', reason }))}
      />
    </article>
  );
}
