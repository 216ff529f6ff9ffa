import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { SpecialityDto } from '../../../shared/schemas/catalog.ts';
import type { CitySuggestion } from '../../../shared/schemas/location.ts';
import { getSavedLocation, setSavedLocation } from '../../../lib/location/saved-location.ts';
import { useVisitorLocation } from '../../../lib/location/visitor-location.ts';
import { cityToSavedLocation, hasErrors, searchCardTarget, validateSearchCard, type SearchCardErrors } from '../search-card-rules.ts';
import { useLocateMe } from '../use-locate-me.ts';
import { LocationCombo } from './location-combo.tsx';
import { SpecialityCombo } from './speciality-combo.tsx';

interface LocationState {
  /** Typed or picked; until then the field shows the saved address (000 §4). */
  touched: boolean;
  text: string;
  picked: CitySuggestion | null;
}

const NO_ERRORS: SearchCardErrors = { speciality: false, location: false };

/** 'Find a Doctor Near You': speciality + location → the listing (000 §2, §4, §5). */
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
      className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)_auto] md:items-start"
    >
      <SpecialityCombo specialities={specialities} value={specialityId} onChange={onSpeciality} invalid={errors.speciality} />
      <LocationCombo
        value={shown}
        touched={location.touched}
        picked={location.picked}
        onType={onType}
        onPick={pick}
        onFocus={clearLocationError}
        invalid={errors.location}
        locating={locating}
        onLocate={() => void locate()}
      />
      {/* Lines up with the inputs under their labels. */}
      <button type="submit" className={buttonClass('primary', 'lg', 'h-12 w-full md:mt-[1.625rem] md:w-auto md:px-8')}>
        <SearchIcon className="size-5" />
        {t('home.search.submit')}
      </button>
    </form>
  );
}
