import { Spinner } from './spinner.tsx';

/**
 * Shown while a slow route (code chunk or loader) is on its way. It fills the screen below the header:
 * a short spinner let the footer into the first screen, and the page arriving pushed it out again (a
 * layout shift of 0.39 on a listing opened on a slow phone network).
 */
export function PageSpinner() {
  return (
    <div className="flex min-h-[calc(100dvh-7rem)] items-center justify-center text-teal-700">
      <Spinner size="lg" />
    </div>
  );
}
