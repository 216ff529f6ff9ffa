import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '../../../lib/on-demand.ts';
import type { BookingFlow } from '../use-booking-flow.ts';

const { Component: Modals, preload: preloadModals } = lazyComponent(() =>
  import('./booking-flow-modals-live.tsx').then((m) => m.BookingFlowModalsLive),
);

/**
 * The modals after the selection: login (guests), details, confirmation, thank-you (000 §2 booking
 * modals), mounted from the first step past the time choice and kept from then on.
 *
 * Their code is fetched once a time is chosen, so Continue opens them at once, and not with the
 * page. Why (issue 17): the details form validates with the shared zod schema, and zod builds its
 * schemas as its modules run: the doctor page spent ~200 ms of a phone's main thread on them, and on
 * the closed modals, while it hydrated.
 */
export function BookingFlowModals({ flow }: { flow: BookingFlow }) {
  const [opened, setOpened] = useState(false);
  if (!opened && flow.step !== 'select') setOpened(true);
  const chosen = flow.selection.time !== null;
  useEffect(() => {
    if (chosen) preloadModals();
  }, [chosen]);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Modals flow={flow} />
    </Suspense>
  );
}
