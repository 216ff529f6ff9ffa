import { useEffect, type RefObject } from 'react';

/**
 * When a check fails, take the user to the first flagged field (it may be
 * below the fold on a phone): focus an invalid input, or bring a message into view.
 */
export function useFocusFirstError(container: RefObject<HTMLElement | null>, errors: object): void {
  useEffect(() => {
    if (!Object.values(errors).some(Boolean)) return;
    const target = container.current?.querySelector<HTMLElement>('input[aria-invalid="true"], textarea[aria-invalid="true"], [role="alert"]');
    if (!target) return;
    if (target.matches('input, textarea')) target.focus();
    else target.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [container, errors]);
}
