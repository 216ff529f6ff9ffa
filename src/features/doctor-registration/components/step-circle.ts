/** A step's state as the wizard's indicator and the registration's status page draw it. */
export type StepState = 'done' | 'current' | 'failed' | 'todo';

const LOOK: Record<StepState, string> = {
  current: 'border-teal-700 bg-teal-700 text-white',
  done: 'border-teal-700 bg-teal-50 text-teal-800',
  failed: 'border-amber-600 bg-amber-50 text-amber-800',
  todo: 'border-slate-300 bg-white text-slate-600',
};

/** The numbered circle of a step: one look for the wizard's steps and the status page's. */
export const stepCircleClass = (state: StepState) =>
  `flex size-9 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${LOOK[state]}`;
