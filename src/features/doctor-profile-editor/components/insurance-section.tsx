import { useState, type FormEvent } from 'react';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useT } from '../../../lib/i18n.ts';
import { insurerCountryOf, useInsurers } from '../../../lib/insurers.ts';
import type { DoctorInsurance, Insurer } from '../../../shared/schemas/insurance.ts';
import { useDoctorInsurance, useSaveDoctorInsurance } from '../api/doctor-insurance.ts';
import { SaveButton } from './save-button.tsx';

function Tick({ children }: { children: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="flex h-5 w-5 shrink-0 items-center justify-center rounded border border-slate-400 bg-white group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-teal-600 group-data-[selected]:border-teal-700 group-data-[selected]:bg-teal-700"
      >
        <CheckIcon width={14} height={14} className="hidden text-white group-data-[selected]:block" />
      </span>
      {children}
    </>
  );
}

const checkboxClass = 'group flex cursor-pointer items-center gap-2 text-sm text-slate-800';

/**
 * Edit Profile's Insurance section (issue 41). Here rather than in the timing form: a doctor thinks
 * of insurance as part of what they offer (beside Professional Info), and one clinic serves several
 * timings, so its networks would otherwise be repeated in each. Per clinic, because in the UAE a
 * network contract is the facility's; only the clinic's country's insurers are offered.
 */
export function InsuranceSection() {
  const t = useT();
  const mine = useDoctorInsurance();
  const catalog = useInsurers();
  if (mine.isPending || catalog.isPending) return <Spinner size="sm" />;
  if (mine.isError || catalog.isError) return <p role="alert" className="text-sm text-red-800">{t('doctorInsurance.loadError')}</p>;
  return <InsuranceForm key={JSON.stringify(mine.data)} saved={mine.data} insurers={catalog.data} />;
}

function InsuranceForm({ saved, insurers }: { saved: DoctorInsurance; insurers: Insurer[] }) {
  const t = useT();
  const save = useSaveDoctorInsurance();
  const [chosen, setChosen] = useState(() => new Map(saved.clinics.map((c) => [c.id, c.network_ids.map(String)])));
  const [video, setVideo] = useState(saved.video_insurance);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const clinics = saved.clinics.map((c) => ({ clinic_id: c.id, network_ids: (chosen.get(c.id) ?? []).map(Number) }));
    save.mutate({ clinics, video_insurance: video }, { onSuccess: ({ message }) => toast.success(message), onError: (error) => toast.error(error.message) });
  };
  return (
    <form noValidate onSubmit={submit}>
      <p className="text-sm text-slate-700">{t('doctorInsurance.intro')}</p>
      {saved.clinics.length === 0 ? <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t('doctorInsurance.noClinics')}</p> : null}
      {saved.clinics.map((clinic) => {
        const country = insurerCountryOf(clinic.country);
        const offered = insurers.filter((insurer) => !country || insurer.country === country);
        const selected = chosen.get(clinic.id) ?? [];
        return (
          <fieldset key={clinic.id} className="mt-5 rounded-xl border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-slate-900">{t('doctorInsurance.clinicNetworks', { clinic: clinic.clinic_name })}</legend>
            <p className="text-xs text-slate-600" aria-live="polite">{t('doctorInsurance.selected', { count: selected.length })}</p>
            <div className="mt-3 grid gap-4 sm:grid-cols-2">
              {offered.map((insurer) => (
                <CheckboxGroup
                  key={insurer.id}
                  value={selected.filter((id) => insurer.networks.some((n) => String(n.id) === id))}
                  onChange={(ids) => {
                    const others = selected.filter((id) => !insurer.networks.some((n) => String(n.id) === id));
                    setChosen((prev) => new Map(prev).set(clinic.id, [...others, ...ids]));
                  }}
                  className="space-y-1.5"
                >
                  <Label className="text-sm font-semibold text-slate-800">{insurer.name}</Label>
                  {insurer.networks.map((network) => (
                    <Checkbox key={network.id} value={String(network.id)} className={checkboxClass}>
                      <Tick>{network.name}</Tick>
                    </Checkbox>
                  ))}
                </CheckboxGroup>
              ))}
            </div>
          </fieldset>
        );
      })}
      <Checkbox isSelected={video} onChange={setVideo} className={`${checkboxClass} mt-5 font-medium`}>
        <Tick>{t('doctorInsurance.video')}</Tick>
      </Checkbox>
      <SaveButton pending={save.isPending} />
    </form>
  );
}
