import './tenant-saved-page.css';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ICON_FAVORITE_BORDER } from '../../../components/common-icons';
import { EmptyState } from '../../../components/empty-state';
import { PageHeading } from '../../../components/layout/page-heading';
import { PlainAlert, PlainSkeleton } from '../../../components/plain-feedback';
import { ICON_SEARCH, type IconPaths, PlainIcon } from '../../../components/plain-icon';
import { useSavedHomes } from '../../../features/properties/api/favourites-api';
import { useDeleteSavedSearch, useSavedSearches } from '../../../features/properties/api/saved-searches-api';
import { FavouriteButton } from '../../../features/properties/components/favourite-button';
import { PropertyCard } from '../../../features/properties/components/property-card';
import { PropertyGrid } from '../../../features/properties/components/property-grid';
import { describeSavedSearch, savedSearchPath } from '../../../features/properties/saved-search';
import { errorMessageOf } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';

// i18n-ignore: SVG path data, not words (MUI's DeleteOutlined).
const ICON_DELETE_OUTLINED: IconPaths = ['M16 9v10H8V9zm-1.5-6h-5l-1 1H5v2h14V4h-3.5zM18 7H6v12c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2z'];

function SavedHomes() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useSavedHomes();
  return (
    <PropertyGrid
      list={list}
      errorMessage={t('Could not load your saved homes.')}
      empty={
        <EmptyState
          icon={<PlainIcon icon={ICON_FAVORITE_BORDER} />}
          title={t('No saved homes yet')}
          hint={t('Tap the heart on a home you like to keep it here.')}
        />
      }
      renderCard={(property) => (
        <PropertyCard
          property={property}
          variant="tenant"
          onOpen={(p) => navigate(`/tenant/search?${new URLSearchParams({ property: p.id })}`)}
          action={<FavouriteButton property={property} />}
        />
      )}
    />
  );
}

function SavedSearches() {
  const { t } = useTranslation();
  const searches = useSavedSearches();
  const remove = useDeleteSavedSearch();
  if (searches.isPending) return <PlainSkeleton shape="rounded" className="saved-searches-skeleton" />;
  if (searches.isError) return <PlainAlert severity="error">{t('Could not load your saved searches.')}</PlainAlert>;
  if (searches.data.length === 0) {
    return (
      <p className="type-secondary saved-searches-none">
        {t(
          "No saved searches. Search with a city or filters, then choose 'Save this search' to hear about new homes that match.",
        )}
      </p>
    );
  }
  return (
    <ul className="saved-searches">
      {searches.data.map((search) => {
        const label = describeSavedSearch(search);
        return (
          // The search's words first and its buttons after, wrapping below them on a narrow screen
          // instead of being drawn over them.
          <li key={search.id} className="saved-search">
            <span className="saved-search-label">{label}</span>
            <span className="saved-search-actions">
              <RouterLink to={savedSearchPath(search)} className="site-button site-button-text">
                <span className="site-button-icon">
                  <PlainIcon icon={ICON_SEARCH} />
                </span>
                {t('Show homes')}
              </RouterLink>
              <button
                type="button"
                className="site-icon-button"
                aria-label={t('Delete saved search {{search}}', { search: label })}
                disabled={remove.isPending && remove.variables === search.id}
                onClick={() =>
                  remove.mutate(search.id, {
                    onSuccess: () => notify.success(t('Saved search deleted.'), 'saved-search'),
                    onError: (error) => notify.error(errorMessageOf(error, t('Could not delete this search.')), 'saved-search'),
                  })
                }
              >
                <PlainIcon icon={ICON_DELETE_OUTLINED} />
              </button>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Saved: the tenant's saved homes and the searches they come back to. */
export default function TenantSavedPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('Saved')} />
      <h2 className="type-h5 saved-heading">{t('Saved searches')}</h2>
      <SavedSearches />
      <h2 className="type-h5 saved-heading saved-homes-heading">{t('Saved homes')}</h2>
      <SavedHomes />
    </>
  );
}
