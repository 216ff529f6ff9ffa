import { useT } from '../../../lib/i18n.ts';
import type { MessageKey } from '../../../shared/i18n/en.ts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { STEPS, canOpenStep, type Step } from '../wizard-rules.ts';
import { stepCircleClass } from './step-circle.ts';

const LABELS: Record<Step, MessageKey> = {
  1: 'registration.step.login',
  2: 'registration.step.personal',
  3: 'registration.step.contact',
  4: 'registration.step.credentials',
};

/** The wizard's step indicator (001 §2): reached steps are buttons that reopen them. */
export function StepIndicator({ current, furthest, onOpen }: { current: Step; furthest: Step; onOpen: (step: Step) => void }) {
  const t = useT();
  return (
    <nav aria-label={t('registration.steps')} className="mb-6">
      <ol className="grid grid-cols-4 gap-2">
        {STEPS.map((step) => {
          const done = step < furthest || (step === 1 && current > 1);
          const active = step === current;
          const clickable = canOpenStep(step, current, furthest);
          const circle = stepCircleClass(active ? 'current' : done ? 'done' : 'todo');
          const body = (
            <>
              <span className={circle} aria-hidden="true">
                {done && !active ? <CheckIcon width={16} height={16} /> : step}
              </span>
              <span className={`text-center text-xs font-medium sm:text-sm ${active ? 'text-teal-900' : 'text-slate-700'}`}>
                {t(LABELS[step])}
                <span className="sr-only">{done ? ` (${t('registration.stepDone')})` : ''}</span>
              </span>
            </>
          );
          return (
            <li key={step} className="relative flex flex-col items-center">
              {step > 1 ? (
                <span aria-hidden="true" className={`absolute top-[21px] end-1/2 h-0.5 w-full ${step <= furthest ? 'bg-teal-600' : 'bg-slate-200'}`} />
              ) : null}
              {clickable ? (
                <button
                  type="button"
                  onClick={() => onOpen(step)}
                  className="relative z-10 flex flex-col items-center gap-1.5 rounded-xl p-1 outline-none hover:bg-teal-50 focus-visible:ring-2 focus-visible:ring-teal-600"
                >
                  {body}
                </button>
              ) : (
                <span aria-current={active ? 'step' : undefined} className="relative z-10 flex flex-col items-center gap-1.5 p-1">
                  {body}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
