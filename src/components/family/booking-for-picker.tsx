import { useEffect, useState } from 'react';
import { Button, Label, Radio, RadioGroup } from 'react-aria-components';
import { FamilyMemberForm } from './family-member-form.tsx';
import { buttonClass } from '../ui/button-styles.ts';
import { useFamilyMembers } from '../../lib/family-members.ts';
import { useLocale, useT } from '../../lib/i18n.ts';
import { FAMILY_MEMBERS_MAX } from '../../shared/constants.ts';
import { loadCatalog } from '../../shared/i18n/catalogs.ts';

const MYSELF = 'me';
const chipClass =
  'cursor-pointer rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-teal-600 data-[hovered]:bg-slate-50 data-[selected]:border-teal-700 data-[selected]:bg-teal-50 data-[selected]:text-teal-900';

/**
 * "Who is this appointment for?" (issue 41) on the booking details step: Myself, each family member
 * (the persisted list, so it reads offline too), or "Add a family member" right here with the same
 * form and call as Edit Profile; a member added here is chosen at once. `value`: a member's id, or
 * null for the account holder. Rendered beside the details form, never inside it (one form each).
 * Shared: the booking details step and the waitlist's "Notify me" ask the same question.
 */
export function BookingForPicker({ value, onChange }: { value: number | null; onChange: (memberId: number | null) => void }) {
  const t = useT();
  const locale = useLocale();
  const { data: members } = useFamilyMembers();
  const [adding, setAdding] = useState(false);
  // The relation words and the add form are the `family` namespace (out of the first download).
  const [catalogReady, setCatalogReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadCatalog('family', locale).then(() => live && setCatalogReady(true));
    return () => {
      live = false;
    };
  }, [locale]);
  // A link's person ('Book again', a waitlist offer) who is no longer on the list: back to Myself, so
  // the choice shown is the one sent.
  const unknown = value !== null && members !== undefined && !members.some((member) => member.id === value);
  useEffect(() => {
    if (unknown) onChange(null);
  }, [unknown, onChange]);
  if (!catalogReady) return null;

  const list = members ?? [];
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
      <RadioGroup
        value={value === null ? MYSELF : String(value)}
        onChange={(next) => onChange(next === MYSELF ? null : Number(next))}
        orientation="horizontal"
      >
        <Label className="mb-2 block text-sm font-semibold text-slate-900">{t('family.bookFor.title')}</Label>
        <div className="flex flex-wrap gap-2">
          <Radio value={MYSELF} className={chipClass}>
            {t('family.bookFor.myself')}
          </Radio>
          {list.map((member) => (
            <Radio key={member.id} value={String(member.id)} className={chipClass}>
              {t('family.bookFor.option', { name: `${member.first_name} ${member.last_name}`, relation: t(`family.relation.${member.relation}`) })}
            </Radio>
          ))}
          {!adding && list.length < FAMILY_MEMBERS_MAX ? (
            <Button onPress={() => setAdding(true)} className={buttonClass('ghost', 'sm', 'rounded-full text-teal-800')}>
              + {t('family.bookFor.add')}
            </Button>
          ) : null}
        </div>
      </RadioGroup>
      {adding ? (
        <FamilyMemberForm
          compact
          member={null}
          onCancel={() => setAdding(false)}
          onSaved={(saved) => {
            setAdding(false);
            onChange(saved.id);
          }}
        />
      ) : null}
    </div>
  );
}
