import { Link } from '@tanstack/react-router';
import { Button } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { CheckIcon, WarningIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { MessageKey } from '../../../shared/i18n/en.ts';
import { localizedDateFormat } from '../../../shared/i18n/intl.ts';
import type { RegistrationState } from '../../../shared/schemas/doctor-profile-data.ts';
import { statusStage, type StatusStage } from '../wizard-rules.ts';
import { stepCircleClass, type StepState } from './step-circle.ts';

const HEADINGS: Record<StatusStage, MessageKey> = {
  submitted: 'registrationStatus.heading.submitted',
  review: 'registrationStatus.heading.review',
  rejected: 'registrationStatus.heading.rejected',
  verified: 'registrationStatus.heading.verified',
};

const when = (iso: string | null) =>
  iso ? localizedDateFormat({ day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso)) : null;

interface Step {
  label: MessageKey;
  detail: string;
  state: StepState;
}

/**
 * The status page of a finished registration (issue 42): where it stands (submitted, opened
 * by a verifier, decided) with the times, the reason of a rejection and the way to resubmit,
 * or the way into the portal once verified. A pending doctor who signs in lands here.
 */
export function RegistrationStatus({ state, onResubmit, onOpenPortal }: { state: RegistrationState; onResubmit: () => void; onOpenPortal: () => void }) {
  const t = useT();
  const stage = statusStage(state);
  const decided = stage === 'rejected' || stage === 'verified';
  const steps: Step[] = [
    { label: 'registrationStatus.step.submitted', detail: when(state.submitted_at) ?? '', state: 'done' },
    {
      label: 'registrationStatus.step.review',
      detail: when(state.review_started_at) ?? (decided ? '' : t('registrationStatus.waitingReview')),
      state: stage === 'submitted' ? 'current' : 'done',
    },
    {
      label: stage === 'rejected' ? 'registrationStatus.step.rejected' : stage === 'verified' ? 'registrationStatus.step.verified' : 'registrationStatus.step.decision',
      detail: decided ? (when(state.decided_at) ?? '') : t('registrationStatus.waitingDecision'),
      state: stage === 'rejected' ? 'failed' : stage === 'verified' ? 'done' : stage === 'review' ? 'current' : 'todo',
    },
  ];

  return (
    <div data-testid="registration-status" data-stage={stage}>
      <h2 className="text-lg font-semibold text-slate-900" aria-live="polite">
        {t(HEADINGS[stage])}
      </h2>
      <p className="mt-1.5 text-sm text-slate-600">
        {t(stage === 'verified' ? 'registrationStatus.verifiedIntro' : stage === 'rejected' ? 'registrationStatus.rejectedIntro' : 'registrationStatus.pendingIntro')}
      </p>
      {stage === 'rejected' && state.rejection_reason ? (
        <div role="status" className="mt-4 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <WarningIcon width={20} height={20} className="mt-0.5 shrink-0 text-amber-700" />
          <p>
            <strong className="font-semibold">{t('registrationStatus.reason')}</strong> <bdi>{state.rejection_reason}</bdi>
          </p>
        </div>
      ) : null}
      <ol className="mt-6 space-y-0" aria-label={t('registrationStatus.progress')}>
        {steps.map((step, index) => (
          <li key={step.label} className="relative flex gap-3 pb-6 last:pb-0" aria-current={step.state === 'current' ? 'step' : undefined}>
            {index < steps.length - 1 ? (
              <span aria-hidden="true" className={`absolute top-9 bottom-0 start-[17px] w-0.5 ${step.state === 'done' ? 'bg-teal-600' : 'bg-slate-200'}`} />
            ) : null}
            <span aria-hidden="true" className={stepCircleClass(step.state)}>
              {step.state === 'done' ? <CheckIcon width={16} height={16} /> : step.state === 'failed' ? <WarningIcon width={16} height={16} /> : index + 1}
            </span>
            <div className="min-w-0 pt-1.5">
              <p className="text-sm font-semibold text-slate-900">{t(step.label)}</p>
              {step.detail ? <p className="text-sm text-slate-600">{step.detail}</p> : null}
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-8 flex flex-wrap items-center justify-end gap-3 border-t border-slate-100 pt-5">
        {stage === 'rejected' ? (
          <Button onPress={onResubmit} className={buttonClass('primary', 'md', 'min-w-32')}>
            {t('registrationStatus.resubmit')}
          </Button>
        ) : stage === 'verified' ? (
          <Button onPress={onOpenPortal} className={buttonClass('primary', 'md', 'min-w-32')}>
            {t('registrationStatus.openPortal')}
          </Button>
        ) : (
          <Link to="/" className={buttonClass('secondary')}>
            {t('registrationStatus.home')}
          </Link>
        )}
      </div>
    </div>
  );
}
