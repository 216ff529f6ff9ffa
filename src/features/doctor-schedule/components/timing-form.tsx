import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button, Label, Radio, RadioGroup } from 'react-aria-components';
import { buttonClass, labelClass } from '../../../components/ui/button-styles.ts';
import { useOnline } from '../../../components/ui/offline-banner.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useT } from '../../../lib/i18n.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { POSTAL_CODE_MAX_CHARS, SLOT_DURATIONS } from '../../../shared/constants.ts';
import { TIMING_TYPES, type TimingItem, type TimingType } from '../../../shared/schemas/timings.ts';
import { useSaveTiming } from '../api/save-timing.ts';
import * as rules from '../schedule-form.ts';
import { dayLabelKey, typeLabelKey } from '../timing-format.ts';
import { DaySlots, type DaySlotsHandlers } from './day-slots.tsx';
import { FormField } from './form-field.tsx';

const CLINIC_FIELDS = [
  ['clinic_name', 'schedule.form.clinicName'],
  ['address_one', 'schedule.form.addressOne'],
  ['address_two', 'schedule.form.addressTwo'],
  ['city', 'schedule.form.city'],
  ['state', 'schedule.form.state'],
  ['country', 'schedule.form.country'],
  ['postal_code', 'schedule.form.postalCode'],
] as const;

const sectionClass = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';
const headingClass = 'mb-4 text-base font-semibold text-slate-900';
const radioClass =
  'flex h-11 cursor-pointer items-center justify-center rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 outline-none transition-colors ' +
  'data-[selected]:border-teal-700 data-[selected]:bg-teal-50 data-[selected]:text-teal-900 data-[focus-visible]:ring-2 data-[focus-visible]:ring-teal-600 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60';

/**
 * Add or edit one appointment configuration (001 §2, §4, §5). Every change
 * goes through the pure rules of schedule-form.ts; Save runs the shared
 * ordered checks and shows the first failing one as a toast, and the server
 * answers (e.g. an overlap with another configuration) the same way.
 */
export function TimingForm({ item, onSaved }: { item?: TimingItem; onSaved: (type: TimingType) => void }) {
  const t = useT();
  // Saved straight on the server: offline, Save waits (the page says why).
  const online = useOnline();
  const [form, setForm] = useState(() => (item ? rules.formFromItem(item) : rules.emptyForm()));
  // Once Save was pressed, slots with a time missing are marked where they are.
  const [saveTried, setSaveTried] = useState(false);
  const save = useSaveTiming();
  const editing = form.timingId !== null;
  const visit = form.timingType === 'offline';

  const handlers: DaySlotsHandlers = {
    onToggle: (day, on) => setForm((f) => rules.toggleDay(f, day, on)),
    onAdd: (day) => setForm((f) => rules.addSlot(f, day)),
    onRemove: (day, key) => setForm((f) => rules.removeSlot(f, day, key)),
    onTime: (day, key, field, value) => setForm((f) => rules.setSlotTime(f, day, key, field, value)),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const check = rules.checkForm(form);
    if (!check.ok) {
      // Which day, when the check is about one of its slots ("Monday: Start Time is Required*").
      const day = rules.failedDay(form, check.field);
      toast.error(day ? t('timings.onDay', { day: t(dayLabelKey[day]), message: check.message }) : check.message);
      // A slot marked invalid may be far down the list on a phone: marked now, then focused.
      const formElement = event.currentTarget;
      flushSync(() => setSaveTried(true));
      if (check.field.startsWith('slots')) formElement.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus();
      return;
    }
    save.mutate(
      { body: rules.toSaveBody(form), idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: ({ message, item: saved }) => {
          toast.success(message ?? t(editing ? 'timings.updated' : 'timings.created'));
          onSaved(saved.timing_type);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  const durationOptions = SLOT_DURATIONS.map((minutes) => ({ id: String(minutes), label: t('schedule.form.minutes', { minutes }) }));

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <section className={sectionClass}>
        <RadioGroup
          value={form.timingType}
          onChange={(value) => setForm((f) => rules.setType(f, value === 'offline' ? 'offline' : 'online'))}
          isDisabled={editing}
          orientation="horizontal"
        >
          <Label className={labelClass}>{t('schedule.form.typeLabel')}</Label>
          <div className="grid grid-cols-2 gap-2 sm:max-w-md">
            {TIMING_TYPES.map((type) => (
              <Radio key={type} value={type} className={radioClass}>
                {t(typeLabelKey[type])}
              </Radio>
            ))}
          </div>
        </RadioGroup>
      </section>

      {visit ? (
        <section className={sectionClass} aria-labelledby="clinic-heading">
          <h2 id="clinic-heading" className={headingClass}>
            {t('schedule.form.clinicHeading')}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {CLINIC_FIELDS.map(([field, labelKey]) => (
              <FormField
                key={field}
                name={field}
                label={t(labelKey)}
                value={form.clinic[field]}
                onChange={(value) => setForm((f) => rules.setClinicField(f, field, value))}
                maxLength={field === 'postal_code' ? POSTAL_CODE_MAX_CHARS : 255}
                isRequired
              />
            ))}
          </div>
        </section>
      ) : null}

      <section className={sectionClass} aria-labelledby="fees-heading">
        <h2 id="fees-heading" className={headingClass}>
          {t('schedule.form.feesHeading')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {rules.showsVirtualFee(form) ? (
            <FormField
              name="online_consultation_fee"
              label={t('schedule.form.virtualFee')}
              placeholder={t('schedule.form.feePlaceholder')}
              inputMode="numeric"
              value={form.onlineFee}
              onChange={(value) => setForm((f) => rules.setFee(f, 'onlineFee', value))}
              isRequired
            />
          ) : null}
          {visit ? (
            <FormField
              name="offline_consultation_fee"
              label={t('schedule.form.visitFee')}
              placeholder={t('schedule.form.feePlaceholder')}
              inputMode="numeric"
              value={form.offlineFee}
              onChange={(value) => setForm((f) => rules.setFee(f, 'offlineFee', value))}
              isRequired
            />
          ) : null}
          <SelectField
            name="slot_duration"
            label={t('ui.slotDuration')}
            placeholder={t('ui.slotDuration.placeholder')}
            options={durationOptions}
            value={form.slotDuration || null}
            onChange={(value) => setForm((f) => rules.setSlotDuration(f, value === null ? '' : String(value)))}
            isRequired
          />
        </div>
      </section>

      <section className={sectionClass} aria-labelledby="days-heading">
        <h2 id="days-heading" className={headingClass}>
          {t('schedule.form.daysHeading')}
        </h2>
        <DaySlots form={form} handlers={handlers} showMissing={saveTried} />
      </section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to="/doctor/appointments-list" search={{ type: form.timingType }} className={buttonClass('secondary', 'md', 'sm:min-w-28')}>
          {t('common.cancel')}
        </Link>
        <Button type="submit" isDisabled={save.isPending || !online} className={buttonClass('primary', 'md', 'sm:min-w-28')}>
          {save.isPending ? <Spinner size="sm" decorative /> : null}
          {save.isPending ? t('schedule.form.saving') : t('schedule.form.save')}
        </Button>
      </div>
    </form>
  );
}
