import { useState } from 'react';
import { Button } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useOnline } from '../../../components/ui/offline-banner.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { calendarDate } from '../../../lib/date-labels.ts';
import { useFamilyMembers } from '../../../lib/family-members.ts';
import { useT } from '../../../lib/i18n.ts';
import { FAMILY_MEMBERS_MAX } from '../../../shared/constants.ts';
import type { FamilyMemberData } from '../../../shared/schemas/family.ts';
import { useRemoveFamilyMember } from '../api/remove-family-member.ts';
import { FamilyMemberDialog } from '../../../components/family/family-member-dialog.tsx';

/** Edit Profile's "Family Members" (issue 41): the people the account holder books for. */
export function FamilyMembersSection() {
  const t = useT();
  const members = useFamilyMembers();
  const remove = useRemoveFamilyMember();
  // The list is kept on the device (it reads offline); a change is a call: offline, the buttons wait and say why.
  const online = useOnline();
  // null: adding; a member: editing it; undefined: no dialog.
  const [editing, setEditing] = useState<FamilyMemberData | null | undefined>(undefined);
  const [removing, setRemoving] = useState<FamilyMemberData | null>(null);
  const list = members.data ?? [];
  const full = list.length >= FAMILY_MEMBERS_MAX;
  const nameOf = (member: FamilyMemberData) => `${member.first_name} ${member.last_name}`;

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: (message) => toast.success(message ?? t('family.removed')),
      onError: (failure) => toast.error(errorMessage(failure)),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <section aria-labelledby="family-members-title" className="mt-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="family-members-title" className="text-base font-semibold text-slate-900">{t('family.title')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('family.intro')}</p>
          {online ? null : <p className="mt-1 text-sm font-medium text-amber-800">{t('family.offline')}</p>}
        </div>
        <Button className={buttonClass('secondary', 'md')} onPress={() => setEditing(null)} isDisabled={full || !members.data || !online}>
          {t('family.add')}
        </Button>
      </div>
      {members.isError && !members.data ? (
        <p role="alert" className="text-sm text-red-700">{t('family.loadFailed')}</p>
      ) : members.data && list.length === 0 ? (
        <p className="text-sm text-slate-600">{t('family.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-busy={members.isPending}>
          {list.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900"><bdi>{nameOf(member)}</bdi></p>
                <p className="flex flex-wrap gap-x-3 text-sm text-slate-600">
                  <span>{t(`family.relation.${member.relation}`)}</span>
                  <span>{t(`ui.gender.${member.gender}`)}</span>
                  <span>{t('family.born', { date: calendarDate(member.dob) })}</span>
                </p>
              </div>
              <div className="flex gap-2">
                <Button className={buttonClass('ghost', 'sm')} aria-label={t('family.editLabel', { name: nameOf(member) })} onPress={() => setEditing(member)} isDisabled={!online}>
                  {t('family.edit')}
                </Button>
                <Button className={buttonClass('ghost', 'sm', 'text-red-700')} aria-label={t('family.removeLabel', { name: nameOf(member) })} onPress={() => setRemoving(member)} isDisabled={!online}>
                  {t('family.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {full ? <p className="text-sm text-slate-600">{t('family.limitReached', { max: FAMILY_MEMBERS_MAX })}</p> : null}
      {editing !== undefined ? <FamilyMemberDialog key={editing?.id ?? 'new'} member={editing} onClose={() => setEditing(undefined)} /> : null}
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && !remove.isPending && setRemoving(null)}
        title={t('family.removeTitle')}
        message={removing ? t('family.removeConfirm', { name: nameOf(removing) }) : ''}
        confirmLabel={t('family.remove')}
        onConfirm={confirmRemove}
        isPending={remove.isPending}
      />
    </section>
  );
}
