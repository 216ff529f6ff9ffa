import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { t } from '../../lib/i18n.ts';
import type { CitySuggestion } from '../../shared/schemas/location.ts';
import { fetchNearestCity } from './api/nearest-city.ts';
import { devicePosition, GeolocationFailure, reverseGeocodeErrorKey } from './geolocation.ts';

/**
 * "Use my location": the device position, reverse geocoded to the nearest gazetteer
 * city, with every toast of 000 §8. `locating` is true while either step runs.
 */
export function useLocateMe(onFound: (city: CitySuggestion) => void) {
  const [locating, setLocating] = useState(false);
  const mounted = useRef(true);
  const found = useRef(onFound);
  useEffect(() => {
    found.current = onFound;
  }, [onFound]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const locate = useCallback(async () => {
    setLocating(true);
    try {
      let coords: GeolocationCoordinates;
      try {
        coords = await devicePosition();
      } catch (error) {
        toast.error(t(error instanceof GeolocationFailure ? error.key : 'location.error'));
        return;
      }
      let city: CitySuggestion;
      try {
        city = await fetchNearestCity(coords.latitude, coords.longitude);
      } catch (error) {
        toast.error(t(reverseGeocodeErrorKey(error)));
        return;
      }
      if (!mounted.current) return;
      found.current(city);
      toast.success(t('location.found', { city: city.city }));
    } finally {
      if (mounted.current) setLocating(false);
    }
  }, []);

  return { locating, locate };
}
