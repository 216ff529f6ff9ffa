import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { INSURANCE_NAME_MAX, INSURER_COUNTRIES, addInsurerBody, addNetworkBody } from '../../../shared/schemas/insurance.ts';
import { useAddToCatalog } from '../api/insurance.ts';

type Field = 'name' | 'name_ar' | 'name_hi' | 'country';
const NAME_FIELDS = [
  { field: 'name', label: 'admin.insurance.nameEn' },
  { field: 'name_ar', label: 'admin.insurance.nameAr' },
  { field: 'name_hi', label: 'admin.insurance.nameHi' },
] as const;

/**
 * Adds an insurer (with its country) or a network of `insurerId` to the catalog. Every entry is named
 * in all three languages here, since no translation file will name it later; the form checks the
 * request's own schema first, so the server's refusals are only the ones it alone can know (a name
 * already taken).
 */
export function CatalogEntryForm({ insurerId, title }: { insurerId?: number; title: string }) {
  const t = useT();
  const add = useAddToCatalog();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', name_ar: '', name_hi: '', country: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => ({ ...prev, [field]: undefined }));
  };
  const submit = () => {
    if (add.isPending) return;
    const { country, ...names } = values;
    const parsed = insurerId === undefined ? addInsurerBody.safeParse({ ...names, country }) : addNetworkBody.safeParse(names);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    const addition = insurerId === undefined
      ? { kind: 'insurer' as const, body: addInsurerBody.parse(parsed.data) }
      : { kind: 'network' as const, insurerId, body: addNetworkBody.parse(parsed.data) };
    add.mutate(addition, {
      onSuccess: (message) => {
        toast.success(message);
        setValues({ name: '', name_ar: '', name_hi: '', country: '' });
      },
    });
  };
  return (
    <form
      noValidate
      aria-label={title}
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {NAME_FIELDS.map(({ field, label }) => (
        <TextField
          key={field}
          label={t(label)}
          value={values[field]}
          onChange={(value) => set(field, value)}
          maxLength={INSURANCE_NAME_MAX}
          isRequired
          errorMessage={errors[field]}
        />
      ))}
      {insurerId === undefined ? (
        <SelectField
          label={t('admin.insurance.country')}
          placeholder={t('admin.insurance.country')}
          options={INSURER_COUNTRIES.map((id) => ({ id, label: t(`admin.insurance.country.${id}`) }))}
          value={values.country || null}
          onChange={(key) => set('country', key === null ? '' : String(key))}
          isRequired
          errorMessage={errors.country}
        />
      ) : null}
      {add.isError ? (
        <div className="sm:col-span-2">
          <FormAlert>{errorMessage(add.error)}</FormAlert>
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <SubmitButton busy={add.isPending} busyLabel={t('admin.insurance.add')} wide>
          {title}
        </SubmitButton>
      </div>
    </form>
  );
}
