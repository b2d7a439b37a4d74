import './search-bar.css';
import { SEARCH_RADIUS_KM_DEFAULT } from '@rentease/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainAlert } from '../../../components/plain-feedback';
import { PlainIcon } from '../../../components/plain-icon';
import { SEARCH_RADII_KM } from '../hooks/use-search-filters';
import { FilterChip } from './filter-chip';
import { ICON_MY_LOCATION } from './search-icons';

/** A search around a point: nearest first, and no other area (a map area or a city) alongside. */
export function searchAround(lat: number, lng: number) {
  return { near: `${lat.toFixed(5)},${lng.toFixed(5)}`, sort: 'distance' as const, bbox: '' };
}

/**
 * 'Use my location': the browser asks for the position only when this is clicked, and a refusal or
 * a failure is said in words, not left as a button that did nothing.
 */
export function UseMyLocationButton({ onLocated }: { onLocated: (lat: number, lng: number) => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'locating' | 'denied' | 'failed'>('idle');
  if (typeof navigator !== 'undefined' && !('geolocation' in navigator)) return null;
  return (
    <>
      <button
        type="button"
        className="site-button site-button-outlined search-nowrap"
        disabled={state === 'locating'}
        onClick={() => {
          setState('locating');
          navigator.geolocation.getCurrentPosition(
            (position) => {
              setState('idle');
              onLocated(position.coords.latitude, position.coords.longitude);
            },
            (error) => setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed'),
            { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
          );
        }}
      >
        <span className="site-button-icon">
          <PlainIcon icon={ICON_MY_LOCATION} />
        </span>
        {state === 'locating' ? t('Finding you...') : t('Use my location')}
      </button>
      {(state === 'denied' || state === 'failed') && (
        <PlainAlert severity="warning" onClose={() => setState('idle')} className="search-row-alert">
          {state === 'denied'
            ? t('Location is turned off for this site. Allow it in the browser, or type a place instead.')
            : t('We could not find where you are. Type a place instead.')}
        </PlainAlert>
      )}
    </>
  );
}

/** 'Near Koramangala' (or 'Near you') with how far around it, and a way back to the whole search. */
export function NearChip({
  name,
  radiusKm,
  onRadiusChange,
  onDelete,
}: {
  name: string;
  radiusKm: string;
  onRadiusChange: (radiusKm: string) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="search-near">
      <FilterChip label={name ? t('Near {{place}}', { place: name }) : t('Near you')} onDelete={onDelete} />
      <select
        className="search-near-distance"
        aria-label={t('Distance')}
        value={radiusKm || String(SEARCH_RADIUS_KM_DEFAULT)}
        onChange={(event) => onRadiusChange(event.target.value)}
      >
        {SEARCH_RADII_KM.map((km) => (
          <option key={km} value={String(km)}>
            {t('Within {{count}} km', { count: km })}
          </option>
        ))}
      </select>
    </div>
  );
}
