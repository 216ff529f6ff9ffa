import { useEffect, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useT } from '../../../lib/i18n.ts';
import { formatFee } from '../../../shared/format/money.ts';
import type { DoctorDetail } from '../../../shared/schemas/doctor.ts';

/** The id of the booking column's slot, which this bar watches and brings back. */
export const BOOKING_PANEL_ID = 'booking-panel';

/** The lowest fee the doctor asks, for the bar's 'Fees from ₹ …' ('AED …' in the UAE). */
const lowestFee = (doctor: Pick<DoctorDetail, 'online_fee' | 'offline_fee'>) => {
  const fees = [doctor.online_fee, doctor.offline_fee].filter((fee): fee is number => fee !== null);
  return fees.length ? Math.min(...fees) : null;
};

/**
 * Phones: the panel sits right under the profile card; once it scrolls out of view
 * (reading about, symptoms or reviews) this bar keeps booking one tap away and brings
 * the panel back. Hidden on large screens, where the panel stays in the right column.
 */
export function MobileBookBar({ doctor }: { doctor: DoctorDetail }) {
  const t = useT();
  const [panelVisible, setPanelVisible] = useState(true);

  useEffect(() => {
    const panel = document.getElementById(BOOKING_PANEL_ID);
    if (!panel || typeof IntersectionObserver === 'undefined') return;
    // A panel only peeking in at the bottom edge does not count as in view: 240px of it
    // (or half of a short one) must show. The steps make the observer report while scrolling.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        setPanelVisible(entry.intersectionRect.height >= Math.min(240, entry.boundingClientRect.height / 2));
      },
      { threshold: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1] },
    );
    observer.observe(panel);
    return () => observer.disconnect();
  }, []);

  const goToPanel = () => {
    const slot = document.getElementById(BOOKING_PANEL_ID);
    // The panel's own focusable section (it takes focus for Book Again the same way).
    const panel = slot?.querySelector<HTMLElement>('[tabindex="-1"]') ?? slot;
    if (!panel) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // Scroll the slot: its margin clears the taller two-row header of phones.
    (slot ?? panel).scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    panel.focus({ preventScroll: true });
  };

  const fee = lowestFee(doctor);
  return (
    <div
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur transition-transform motion-reduce:transition-none lg:hidden ${
        panelVisible ? 'pointer-events-none translate-y-full' : 'translate-y-0'
      }`}
      aria-hidden={panelVisible}
      inert={panelVisible}
      data-testid="mobile-book-bar"
    >
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-3">
        {fee !== null ? <p className="text-sm font-semibold whitespace-nowrap text-slate-900">{t('detail.feeFrom', { fee: formatFee(fee, doctor.currency) })}</p> : <span />}
        <button type="button" onClick={goToPanel} className={buttonClass('primary', 'md')}>
          {t('detail.bookingPanel')}
        </button>
      </div>
    </div>
  );
}
