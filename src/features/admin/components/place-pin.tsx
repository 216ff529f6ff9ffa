import { mapLink } from '../admin-format.ts';
import { useT } from '../../../lib/i18n.ts';

/**
 * Where the clinic was geocoded: its coordinates and a link to the pin on a
 * public map (no map tiles are loaded into the console itself).
 */
export function PlacePin({ label, address, latitude, longitude }: { label: string; address: string; latitude: number | null; longitude: number | null }) {
  const t = useT();
  const located = latitude !== null && longitude !== null;
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm">
      {label ? <p className="font-semibold text-slate-900">{label}</p> : null}
      {address ? <p className="text-slate-700">{address}</p> : null}
      {located ? (
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-mono text-slate-800 tabular-nums">
            <span className="sr-only">{t('admin.field.coordinates')}: </span>
            {latitude.toFixed(5)}, {longitude.toFixed(5)}
          </span>
          <a href={mapLink(latitude, longitude)} target="_blank" rel="noopener noreferrer" className="font-medium text-teal-800 underline underline-offset-2">
            {t('admin.openMap')}
          </a>
        </p>
      ) : (
        <p className="mt-1 text-slate-600">{t('admin.noCoordinates')}</p>
      )}
    </div>
  );
}
