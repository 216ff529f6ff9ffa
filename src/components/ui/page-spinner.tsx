import { Spinner } from './spinner.tsx';

/** Shown while a slow route (code chunk or loader) is on its way. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[40dvh] items-center justify-center text-teal-700">
      <Spinner size="lg" />
    </div>
  );
}
