import { SelectField } from '../../../components/ui/select-field.tsx';
import { useFamilyMembers } from '../../../lib/family-members.ts';
import { useT } from '../../../lib/i18n.ts';
import type { BookingsSearch } from '../bookings-search.ts';

const EVERYONE = 'all';

/**
 * My Bookings by person (issue 41): everyone's, the account holder's own, or one family member's;
 * in the URL (`?person=me`, `?person=7`) like every filter. Only shown once the account has family members.
 */
export function PersonFilter({ search, onSearch }: { search: BookingsSearch; onSearch: (next: BookingsSearch) => void }) {
  const t = useT();
  const { data: members } = useFamilyMembers();
  if (!members?.length || search.tab === 'enquiries') return null;
  const options = [
    { id: EVERYONE, label: t('bookings.person.everyone') },
    { id: 'me', label: t('bookings.person.me') },
    ...members.map((member) => ({ id: String(member.id), label: `${member.first_name} ${member.last_name}` })),
  ];
  return (
    <SelectField
      label={t('bookings.person.label')}
      placeholder={t('bookings.person.everyone')}
      options={options}
      value={search.person || EVERYONE}
      onChange={(key) => onSearch({ ...search, person: key === null || key === EVERYONE ? '' : String(key), page: 1 })}
      className="mb-4 max-w-xs"
    />
  );
}
