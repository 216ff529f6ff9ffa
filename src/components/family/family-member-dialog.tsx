import { Modal } from '../ui/modal.tsx';
import { useT } from '../../lib/i18n.ts';
import type { FamilyMemberData } from '../../shared/schemas/family.ts';
import { FamilyMemberForm } from './family-member-form.tsx';

/** Add (member null) or edit one family member in a dialog (Edit Profile); closes once the server saved it. */
export function FamilyMemberDialog({ member, onClose }: { member: FamilyMemberData | null; onClose: () => void }) {
  const t = useT();
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} title={t(member ? 'family.form.editTitle' : 'family.form.addTitle')}>
      <FamilyMemberForm member={member} onSaved={onClose} onCancel={onClose} />
    </Modal>
  );
}
