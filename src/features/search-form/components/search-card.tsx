import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { SpecialityDto } from '../../../shared/schemas/catalog.ts';
import type { CitySuggestion } from '../../../shared/schemas/location.ts';
import { getSavedLocation, setSavedLocation } from '../../../lib/location/saved-location.ts';
import { useVisitorLocation } from '../../../lib/location/visitor-location.ts';
import { cityToSavedLocation, hasErrors, searchCardTarget, validateSearchCard, type SearchCardErrors } from '../search-card-rules.ts';
import { onDemand } from '../../../lib/on-demand.ts';
import { useLocateMe } from '../use-locate-me.ts';
import type * as LiveExports from './search-card-live.tsx';
import { StillLocationField, StillSpecialityField } from './search-card-still.tsx';

const live = onDemand<typeof LiveExports>(() => import('./search-card-live.tsx'));

/** What the still fields hand to the comboboxes when they take over. */
interface Woken {
  /** The field that had the focus, which its combobox takes. */
  field: 'speciality' | 'location' | null;
  /** Typed in the still speciality field. */
  specialityText: string;
}

interface LocationState {
  /** Typed or picked; until then the field shows the saved address (000 §4). */
  touched: boolean;
  text: string;
  picked: CitySuggestion | null;
}

const NO_ERRORS: SearchCardErrors = { speciality: false, location: false };

/**
 * 'Find a Doctor Near You': speciality + location → the listing (000 §2, §4, §5).
 *
 * The two fields start still (search-card-still.tsx) and become react-aria comboboxes
 * (search-card-live.tsx) when either is first focused; hovering or touching the card fetches their
 * code ahead. Why (issue 17): the comboboxes' collection, listbox and popover code and their first
 * render were ~200 ms of a phone's main thread while home hydrated, for a card many visits never use.
 * Validation, submit and 'use my location' work on the still fields; what was typed, the selection
 * and the focus carry over in the same gesture (`flushSync`), as in the header search.
 */
export function SearchCard({ specialities, labelledBy }: { specialities: readonly SpecialityDto[]; labelledBy: string }) {
  const t = useT();
  const navigate = useNavigate();
  const saved = useVisitorLocation();
  const [specialityId, setSpecialityId] = useState<number | null>(null);
  const [location, setLocation] = useState<LocationState>({ touched: false, text: '', picked: null });
  const [errors, setErrors] = useState<SearchCardErrors>(NO_ERRORS);
  const shown = location.touched ? location.text : (saved?.address ?? '');

  const clearLocationError = () => setErrors((e) => (e.location ? { ...e, location: false } : e));
  const pick = useCallback((city: CitySuggestion) => {
    setLocation({ touched: true, text: city.city, picked: city });
    setErrors((e) => ({ ...e, location: false }));
  }, []);
  const onFound = useCallback(
    (city: CitySuggestion) => {
      pick(city);
      // The device position is where the visitor is: tiles and later pages use it too.
      setSavedLocation(cityToSavedLocation(city, getSavedLocation()));
    },
    [pick],
  );
  const { locating, locate } = useLocateMe(onFound);

  const stillSpeciality = useRef<HTMLInputElement | null>(null);
  const stillLocation = useRef<HTMLInputElement | null>(null);
  const liveSpeciality = useRef<HTMLInputElement | null>(null);
  const liveLocation = useRef<HTMLInputElement | null>(null);
  const [woken, setWoken] = useState<Woken | null>(null);
  // The focus handed over is the same focus: it must not clear an error set since (Enter pressed meanwhile).
  const handingOver = useRef(false);
  const takeOver = useCallback(() => {
    const speciality = stillSpeciality.current;
    const place = stillLocation.current;
    if (!speciality?.isConnected || !place || !live.loaded()) return;
    const active = document.activeElement;
    const field = active === speciality ? 'speciality' : active === place ? 'location' : null;
    const from = field === 'location' ? place : speciality;
    const start = from.selectionStart;
    const end = from.selectionEnd;
    flushSync(() => setWoken({ field, specialityText: speciality.value }));
    const next = field === 'location' ? liveLocation.current : field === 'speciality' ? liveSpeciality.current : null;
    if (!next) return;
    handingOver.current = true;
    try {
      next.focus();
    } finally {
      handingOver.current = false;
    }
    if (start !== null && end !== null) next.setSelectionRange(start, end);
  }, []);
  const wake = useCallback(() => live.whenLoaded(takeOver), [takeOver]);
  useEffect(() => {
    // Focused or typed into before the app ran. (After the effects' pass: flushSync cannot run inside one.)
    const active = document.activeElement;
    const early = active === stillSpeciality.current || active === stillLocation.current || stillSpeciality.current?.value;
    if (!woken && early) queueMicrotask(wake);
  }, [woken, wake]);
  const Live = woken ? live.loaded() : null;

  const onSpeciality = (id: number | null) => {
    setSpecialityId(id);
    if (id !== null) setErrors((e) => ({ ...e, speciality: false }));
  };
  const onType = (text: string) => {
    setLocation((current) => ({ touched: true, text, picked: current.picked?.city === text ? current.picked : null }));
    clearLocationError();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = location.touched ? location.text : '';
    const found = validateSearchCard({ specialityId, typed, savedAddress: saved?.address });
    setErrors(found);
    const speciality = specialities.find((s) => s.id === specialityId);
    if (hasErrors(found) || !speciality) return;
    const target = searchCardTarget({ speciality, typed, picked: location.picked, saved });
    if (target.save) setSavedLocation(target.save);
    void navigate({ href: target.href });
  };

  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={onSubmit}
      onPointerEnter={live.preload}
      onTouchStart={live.preload}
      className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)_auto] md:items-start"
    >
      {Live && woken ? (
        <>
          <Live.SpecialityCombo
            specialities={specialities}
            value={specialityId}
            onChange={onSpeciality}
            invalid={errors.speciality}
            inputRef={liveSpeciality}
            initialText={woken.specialityText}
          />
          <Live.LocationCombo
            value={shown}
            touched={location.touched}
            picked={location.picked}
            onType={onType}
            onPick={pick}
            onFocus={() => {
              if (!handingOver.current) clearLocationError();
            }}
            invalid={errors.location}
            locating={locating}
            onLocate={() => void locate()}
            inputRef={liveLocation}
            openForTyped={woken.field === 'location'}
          />
        </>
      ) : (
        <>
          <StillSpecialityField inputRef={stillSpeciality} invalid={errors.speciality} onFocus={wake} />
          <StillLocationField
            inputRef={stillLocation}
            invalid={errors.location}
            onFocus={() => {
              clearLocationError();
              wake();
            }}
            value={shown}
            touched={location.touched}
            onType={onType}
            locating={locating}
            onLocate={() => void locate()}
          />
        </>
      )}
      {/* Lines up with the inputs under their labels. */}
      <button type="submit" className={buttonClass('primary', 'lg', 'h-12 w-full md:mt-[1.625rem] md:w-auto md:px-8')}>
        <SearchIcon className="size-5" />
        {t('home.search.submit')}
      </button>
    </form>
  );
}
