import { useState } from 'react';
import { Button } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useOnline } from '../../../components/ui/offline-banner.tsx';
import { IsolatedMessage, slot } from '../../../components/ui/isolated-message.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useFamilyMembers } from '../../../lib/family-members.ts';
import { useT } from '../../../lib/i18n.ts';
import { cardPhotoUrl, usePatientInsurance } from '../../../lib/patient-insurance.ts';
import type { PatientInsuranceItem } from '../../../shared/schemas/patient-insurance.ts';
import { useRemovePatientInsurance } from '../api/patient-insurance.ts';
import { countryOfDialCode } from '../insurance-form.ts';
import { InsuranceDialog } from './insurance-dialog.tsx';

interface Person {
  familyMemberId: number | null;
  name: string;
}

/** Edit Profile's "My Insurance" (issue 41): each person of the account, with their saved insurance. */
export function InsuranceSection({ countryCode }: { countryCode: string | null }) {
  const t = useT();
  const saved = usePatientInsurance();
  const members = useFamilyMembers();
  const remove = useRemovePatientInsurance();
  // Read offline from the kept cache; a change is a call: offline, the buttons wait and say why.
  const online = useOnline();
  const [editing, setEditing] = useState<Person | null>(null);
  const [removing, setRemoving] = useState<{ person: Person; item: PatientInsuranceItem } | null>(null);
  const people: Person[] = [
    { familyMemberId: null, name: t('myInsurance.you') },
    ...(members.data ?? []).map((member) => ({ familyMemberId: member.id, name: `${member.first_name} ${member.last_name}` })),
  ];
  const itemOf = (person: Person) => saved.data?.find((item) => item.family_member_id === person.familyMemberId);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.item.id, {
      onSuccess: (message) => toast.success(message ?? t('myInsurance.removed')),
      onError: (failure) => toast.error(errorMessage(failure)),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <section aria-labelledby="my-insurance-title" className="mt-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8" data-testid="my-insurance">
      <div>
        <h2 id="my-insurance-title" className="text-base font-semibold text-slate-900">{t('myInsurance.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('myInsurance.intro')}</p>
        {online ? null : <p className="mt-1 text-sm font-medium text-amber-800">{t('myInsurance.offline')}</p>}
      </div>
      {saved.isError && !saved.data ? (
        <p role="alert" className="text-sm text-red-700">{t('myInsurance.loadError')}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-busy={saved.isPending}>
          {people.map((person) => {
            const item = itemOf(person);
            return (
              <li key={person.familyMemberId ?? 'holder'} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900"><bdi>{person.name}</bdi></p>
                  {item ? (
                    <p className="flex flex-wrap gap-x-3 text-sm text-slate-600">
                      <span>
                        <IsolatedMessage message={t('myInsurance.summary', { insurer: slot(0), network: slot(1) })} values={[item.insurer_name, item.network_name]} />
                      </span>
                      <span>
                        <IsolatedMessage message={t('myInsurance.member', { number: slot(0) })} values={[item.member_number]} />
                      </span>
                      {item.has_card ? (
                        <a href={cardPhotoUrl(item.id)} target="_blank" rel="noopener" className="font-medium text-teal-800 underline">{t('myInsurance.viewCard')}</a>
                      ) : null}
                    </p>
                  ) : (
                    <p className="text-sm text-slate-600">{t('myInsurance.none')}</p>
                  )}
                </div>
                <div className="flex gap-2">
                  <Button
                    className={buttonClass(item ? 'ghost' : 'secondary', 'sm')}
                    aria-label={t(item ? 'myInsurance.editLabel' : 'myInsurance.addLabel', { name: person.name })}
                    onPress={() => setEditing(person)}
                    isDisabled={!saved.data || !online}
                  >
                    {t(item ? 'myInsurance.edit' : 'myInsurance.add')}
                  </Button>
                  {item ? (
                    <Button className={buttonClass('ghost', 'sm', 'text-red-700')} aria-label={t('myInsurance.removeLabel', { name: person.name })} onPress={() => setRemoving({ person, item })} isDisabled={!online}>
                      {t('myInsurance.remove')}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editing ? (
        <InsuranceDialog
          key={editing.familyMemberId ?? 'holder'}
          familyMemberId={editing.familyMemberId}
          personName={editing.name}
          item={itemOf(editing)}
          country={countryOfDialCode(countryCode)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && !remove.isPending && setRemoving(null)}
        title={t('myInsurance.removeTitle')}
        message={removing ? t('myInsurance.removeConfirm', { name: removing.person.name }) : ''}
        confirmLabel={t('myInsurance.remove')}
        onConfirm={confirmRemove}
        isPending={remove.isPending}
      />
    </section>
  );
}
