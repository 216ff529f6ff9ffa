import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useOnline } from '../../../components/ui/offline-banner.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useT, type Translate } from '../../../lib/i18n.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import type { TimingItem } from '../../../shared/schemas/timings.ts';
import { useDeleteTiming } from '../api/delete-timing.ts';
import { clinicLine, createdDate, timingDays, timingFee, typeLabelKey } from '../timing-format.ts';
import { EditIcon, EyeIcon, TrashIcon } from './schedule-icons.tsx';

const actionClass =
  'inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-600 outline-none transition-colors hover:bg-slate-100 hover:text-teal-800 ' +
  'focus-visible:ring-2 focus-visible:ring-teal-600 data-[hovered]:bg-slate-100 data-[focus-visible]:ring-2 data-[focus-visible]:ring-teal-600';

function Actions({ item, number, onDelete }: { item: TimingItem; number: number; onDelete: (item: TimingItem) => void }) {
  const t = useT();
  // Edit and Delete are sent straight to the server: offline they wait (the page says why).
  const online = useOnline();
  const params = { type: item.timing_type, id: String(item.id) };
  return (
    <div className="flex items-center gap-1">
      <Link
        to="/doctor/edit-appointment/$type/$id"
        params={params}
        disabled={!online}
        aria-label={t('schedule.edit', { number })}
        title={online ? t('schedule.edit', { number }) : t('offline.changesNeedConnection')}
        className={`${actionClass} aria-disabled:cursor-not-allowed aria-disabled:opacity-40`}
      >
        <EditIcon width={18} height={18} />
      </Link>
      <Link to="/doctor/view-appointment/$type/$id" params={params} aria-label={t('schedule.view', { number })} title={t('schedule.view', { number })} className={actionClass}>
        <EyeIcon width={18} height={18} />
      </Link>
      <Button
        onPress={() => onDelete(item)}
        isDisabled={!online}
        aria-label={t('schedule.delete', { number })}
        className={`${actionClass} hover:text-red-700 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-40`}
      >
        <TrashIcon width={18} height={18} />
      </Button>
    </div>
  );
}

const cells = (item: TimingItem, t: Translate) => ({
  type: t(typeLabelKey[item.timing_type]),
  // Two Doctor Visit configurations are told apart by where they are.
  clinic: item.clinic ? clinicLine(item.clinic, t) : null,
  fee: timingFee(item),
  days: timingDays(item, t),
  created: createdDate(item.created_at),
});

/**
 * The configuration table of 001 §2 (S No., Configuration Type, Fee, Days,
 * created date, Actions). Below the md breakpoint each row becomes a card, so
 * nothing scrolls sideways on a phone.
 */
export function TimingsTable({ items }: { items: TimingItem[] }) {
  const t = useT();
  const [deleting, setDeleting] = useState<TimingItem | null>(null);
  const remove = useDeleteTiming();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { timingId: deleting.id, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (message) => {
          toast.success(message ?? t('timings.deleted'));
          setDeleting(null);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  const th = 'whitespace-nowrap px-4 py-3 text-start text-sm font-semibold text-slate-700';
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={th}>{t('schedule.col.sno')}</th>
              <th scope="col" className={th}>{t('schedule.col.type')}</th>
              <th scope="col" className={th}>{t('schedule.col.fee')}</th>
              <th scope="col" className={th}>{t('schedule.col.days')}</th>
              <th scope="col" className={th}>{t('schedule.col.created')}</th>
              <th scope="col" className={th}>{t('schedule.col.actions')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((item, index) => {
              const c = cells(item, t);
              return (
                <tr key={item.id} className="text-slate-800">
                  <td className="px-4 py-3 tabular-nums">{index + 1}</td>
                  <td className="px-4 py-3">
                    {c.type}
                    {c.clinic ? <span className="block text-xs text-slate-600">{c.clinic}</span> : null}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 tabular-nums">{c.fee}</td>
                  <td className="px-4 py-3">{c.days}</td>
                  <td className="whitespace-nowrap px-4 py-3 tabular-nums">{c.created}</td>
                  <td className="px-2 py-1.5">
                    <Actions item={item} number={index + 1} onDelete={setDeleting} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 md:hidden">
        {items.map((item, index) => {
          const c = cells(item, t);
          return (
            <li key={item.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="timing-card">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    <span className="me-2 text-slate-500 tabular-nums">{index + 1}.</span>
                    {c.type}
                  </p>
                  {c.clinic ? <p className="mt-0.5 break-words text-sm text-slate-600">{c.clinic}</p> : null}
                </div>
                <Actions item={item} number={index + 1} onDelete={setDeleting} />
              </div>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
                <dt className="text-slate-600">{t('schedule.col.fee')}</dt>
                <dd className="font-medium text-slate-900 tabular-nums">{c.fee}</dd>
                <dt className="text-slate-600">{t('schedule.col.days')}</dt>
                <dd className="break-words text-slate-900">{c.days}</dd>
                <dt className="text-slate-600">{t('schedule.col.created')}</dt>
                <dd className="text-slate-900 tabular-nums">{c.created}</dd>
              </dl>
            </li>
          );
        })}
      </ul>

      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setDeleting(null);
        }}
        title={t('schedule.deleteTitle')}
        message={t('schedule.deleteText')}
        confirmLabel={t('schedule.deleteConfirm')}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
      />
    </>
  );
}
