import { useT } from '../../../lib/i18n.ts';
import { INSURER_COUNTRIES } from '../../../shared/schemas/insurance.ts';
import { useInsurers } from '../api/insurance.ts';
import { CatalogEntryForm } from './catalog-entry-form.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/**
 * The insurance catalog in the console (issue 41): every insurer by country with its networks, a
 * form to add an insurer and, under each insurer, one to add a network. Doctors only choose from it.
 */
export function InsurancePage() {
  const t = useT();
  const insurers = useInsurers();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-xl font-bold text-slate-900">{t('admin.insurance.title')}</h1>
        <p className="mt-1 max-w-prose text-sm text-slate-700">{t('admin.insurance.intro')}</p>
      </div>
      <section className="rounded-xl border border-slate-200 p-4">
        <CatalogEntryForm title={t('admin.insurance.addInsurer')} />
      </section>
      {insurers.isPending ? <Spinner size="sm" /> : null}
      {insurers.isError ? <FormAlert>{t('admin.insurance.loadFailed')}</FormAlert> : null}
      {INSURER_COUNTRIES.map((country) => (
        <section key={country} aria-labelledby={`insurers-${country}`}>
          <h2 id={`insurers-${country}`} className="mb-2 text-lg font-semibold text-slate-900">
            {t(`admin.insurance.country.${country}`)}
          </h2>
          <ul className="space-y-2">
            {(insurers.data ?? [])
              .filter((insurer) => insurer.country === country)
              .map((insurer) => (
                <li key={insurer.id} className="rounded-xl border border-slate-200 p-3">
                  <details>
                    <summary className="cursor-pointer font-semibold text-slate-900">
                      {insurer.name} <span className="font-normal text-slate-600">({insurer.networks.length})</span>
                    </summary>
                    <p className="mt-2 text-sm text-slate-700">{t('admin.insurance.networks', { insurer: insurer.name })}</p>
                    <ul className="mt-1 flex flex-wrap gap-2">
                      {insurer.networks.map((network) => (
                        <li key={network.id} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                          {network.name}
                        </li>
                      ))}
                    </ul>
                    <div className="mt-3">
                      <CatalogEntryForm insurerId={insurer.id} title={t('admin.insurance.addNetwork', { insurer: insurer.name })} />
                    </div>
                  </details>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
