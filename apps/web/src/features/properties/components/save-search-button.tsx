import './search-bar.css';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '../../../components/plain-icon';
import { errorMessageOf } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { type SaveSearchBody, useSaveSearch } from '../api/saved-searches-api';
import type { SearchState } from '../hooks/use-search-filters';
import { ICON_NOTIFICATIONS_ACTIVE_OUTLINED } from './search-icons';

/** The search page's filters as a saved search: the chosen city, or the typed text, and the place searched around. */
function toSavedSearch(state: SearchState): SaveSearchBody {
  const number = (value: string) => (value ? Number(value) : undefined);
  return {
    q: state.city || state.q.trim() || undefined,
    near: state.near || undefined,
    radiusKm: state.near ? number(state.radiusKm) : undefined,
    nearName: state.near ? state.nearName || undefined : undefined,
    type: state.type || undefined,
    minPrice: number(state.minPrice),
    maxPrice: number(state.maxPrice),
    bedrooms: number(state.minBedrooms),
  };
}

/** 'Save this search': new homes that match are announced in the bell and by email. */
export function SaveSearchButton({ state }: { state: SearchState }) {
  const { t } = useTranslation();
  const save = useSaveSearch();
  // isPending shows only after React renders again; a double-click's second click comes sooner.
  const inFlight = useRef(false);
  const onClick = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    save.mutate(toSavedSearch(state), {
      onSuccess: () => notify.success(t('Search saved. We will tell you when new homes match it.'), 'saved-search'),
      onError: (error) => notify.error(errorMessageOf(error, t('Could not save this search. Try again.')), 'saved-search'),
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };
  return (
    <button type="button" className="site-button site-button-text search-nowrap" onClick={onClick} disabled={save.isPending}>
      <span className="site-button-icon">
        <PlainIcon icon={ICON_NOTIFICATIONS_ACTIVE_OUTLINED} />
      </span>
      {save.isPending ? t('Saving…') : t('Save this search')}
    </button>
  );
}
