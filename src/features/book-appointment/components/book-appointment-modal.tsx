import { useT } from '../../../lib/i18n.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { doctorFullName, type DoctorNameParts } from '../booking-summary.ts';
import { useBookingFlow } from '../use-booking-flow.ts';
import { BookingFlowModals } from './booking-flow-modals.tsx';
import { BookingPicker } from './booking-picker.tsx';

export interface BookAppointmentModalProps {
  doctor: DoctorNameParts;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * 'Book Appointment' as a modal (000 §2): tabs VIRTUAL and DOCTOR VISIT and the
 * "for enquiry" messages, for booking started outside the detail panel
 * (small screens, cards). Closing it resets date, time, slots, fees and clinic.
 */
export function BookAppointmentModal({ doctor, isOpen, onClose }: BookAppointmentModalProps) {
  // Mounted only while open: closing drops the whole selection, and a closed modal fetches nothing.
  return isOpen ? <OpenBookAppointmentModal doctor={doctor} onClose={onClose} /> : null;
}

function OpenBookAppointmentModal({ doctor, onClose }: Omit<BookAppointmentModalProps, 'isOpen'>) {
  const t = useT();
  const flow = useBookingFlow(doctor);
  return (
    <>
      <Modal
        isOpen={flow.step === 'select'}
        onOpenChange={(open) => {
          if (open) return;
          flow.reset();
          onClose();
        }}
        title={t('booking.bookAppointment')}
      >
        <p className="-mt-2 mb-4 text-sm font-medium text-slate-600">{t('booking.doctorName', { name: doctorFullName(doctor) })}</p>
        <BookingPicker flow={flow} wording="enquiry" />
      </Modal>
      <BookingFlowModals flow={flow} />
    </>
  );
}
