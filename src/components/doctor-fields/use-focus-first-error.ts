import { useEffect, type RefObject } from 'react';

/**
 * When a check fails, take the user to the first flagged field (it may be
 * below the fold on a phone): focus an invalid input, or bring a message into
 * view. Focusing alone scrolls only as far as the field's edge, which can
 * leave it under the sticky header; centring it keeps it clear of the header.
 */
export function useFocusFirstError(container: RefObject<HTMLElement | null>, errors: object): void {
  useEffect(() => {
    if (!Object.values(errors).some(Boolean)) return;
    const target = container.current?.querySelector<HTMLElement>('input[aria-invalid="true"], textarea[aria-invalid="true"], [role="alert"]');
    if (!target) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
    if (target.matches('input, textarea')) target.focus({ preventScroll: true });
  }, [container, errors]);
}
