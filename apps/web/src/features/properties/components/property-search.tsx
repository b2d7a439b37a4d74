import '../../../components/plain-card.css';
import { type Property, parseBbox } from '@rentease/contract';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapListing } from '../../../components/map/listings-map';
import { PlainAlert, PlainSkeleton } from '../../../components/plain-feedback';
import { PlainIcon } from '../../../components/plain-icon';
import { canDrawMaps } from '../../../lib/can-draw-maps';
import { lazyWithMuiTheme } from '../../../lib/lazy-with-mui-theme';
import { formatArea, formatCamera, parseCamera } from '../../../lib/map-view';
import { useIsClient } from '../../../lib/use-is-client';
import { type PropertyScope, useMapListings, useProperty, usePropertyList } from '../api/properties-api';
import { hasActiveFilter, toApiFilters, useSearchFilters } from '../hooks/use-search-filters';
import { CitySearchBox } from './city-search-box';
import { FavouriteButton } from './favourite-button';
import { FilterChip } from './filter-chip';
import { coverPriority, PropertyCard, type PropertyVariant } from './property-card';
import { PropertyGrid } from './property-grid';
import { SaveSearchButton } from './save-search-button';
import { SearchFilters } from './search-filters';
import { ICON_SEARCH_OFF } from './search-icons';
import { NearChip, searchAround, UseMyLocationButton } from './search-near-controls';
import { ViewToggle } from './search-view-toggle';

type SearchVariant = Exclude<PropertyVariant, 'landlord'>;

// The dialog, strip and gallery load when a listing is first opened, not with the search page; they
// and the map are drawn with MUI, so they bring our theme along (the public search page has none).
const PropertyDetailDialog = lazyWithMuiTheme(async () => (await import('./property-detail-dialog')).PropertyDetailDialog);
// Save, share and open its page: above the dialog's photos, loaded with it.
const ListingToolbar = lazy(async () => ({ default: (await import('./listing-toolbar')).ListingToolbar }));
// MapLibre (about 300 KB compressed) loads when the map is first opened: the list's first load stays as it was.
const ListingsMap = lazyWithMuiTheme(async () => (await import('../../../components/map/maps')).ListingsMap);

const SCOPES: Record<SearchVariant, PropertyScope> = {
  public: { kind: 'public' },
  tenant: { kind: 'tenant' },
  admin: { kind: 'admin' },
};

/**
 * The city box's text: shown at once, sent to the URL (and so the server) once typing pauses.
 * The URL only overwrites the box when it changed from elsewhere (Back, a shared link), never
 * with an older value of what is being typed.
 */
function useTypedText(fromUrl: string, commit: (text: string) => void) {
  const [text, setTextState] = useState(fromUrl);
  const committed = useRef(fromUrl);
  const timer = useRef<number | undefined>(undefined);
  // The timer calls the commit of the latest render, not the one it was set in: a listing opened
  // while typing is in the URL only the later renders know.
  const latestCommit = useRef(commit);
  useLayoutEffect(() => {
    latestCommit.current = commit;
  }, [commit]);

  useEffect(() => {
    if (fromUrl !== committed.current) {
      committed.current = fromUrl;
      setTextState(fromUrl);
    }
  }, [fromUrl]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const cancelPending = useCallback(() => window.clearTimeout(timer.current), []);
  const typeText = useCallback((value: string) => {
    setTextState(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      committed.current = value;
      latestCommit.current(value);
    }, 250);
  }, []);
  const setText = useCallback((value: string) => {
    committed.current = value;
    setTextState(value);
  }, []);
  return { text, setText: typeText, resetText: setText, cancelPending };
}

/** The listings of a search that have a place, as the map shows them (their approximate spot). */
function toMapListings(items: Property[]): MapListing[] {
  return items.flatMap((item) =>
    item.approximate_position
      ? [
          {
            id: item.id,
            title: item.title,
            price: item.price,
            lat: item.approximate_position.lat,
            lng: item.approximate_position.lng,
          },
        ]
      : [],
  );
}

function EmptyResults({ term }: { term: string }) {
  const { t } = useTranslation();
  return (
    <div className="plain-card search-empty">
      <PlainIcon icon={ICON_SEARCH_OFF} className="search-empty-icon" />
      <p className="search-empty-title">{term ? t('No properties found for "{{term}}"', { term }) : t('No properties found')}</p>
      <p className="search-empty-hint">{t('Try another city or fewer filters.')}</p>
    </div>
  );
}

/**
 * Search Properties in its public, tenant and admin variants: city box with suggestions,
 * filters, a growing grid of listings and the detail dialog, all kept in the URL.
 */
export function PropertySearch({
  variant,
  renderActions,
  renderSections,
}: {
  variant: SearchVariant;
  renderActions?: (property: Property) => ReactNode;
  /** Sections of the detail dialog below the description (the listing's reviews). */
  renderSections?: (property: Property) => ReactNode;
}) {
  const { t } = useTranslation();
  const { state, update, clearFilters } = useSearchFilters();
  const commitText = useCallback((q: string) => update({ q }), [update]);
  const { text, setText, resetText, cancelPending } = useTypedText(state.q, commitText);

  const filters = useMemo(() => toApiFilters(state), [state]);
  const list = usePropertyList(SCOPES[variant], filters);
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);

  const loaded = items.find((item) => item.id === state.property);
  const opened = useProperty(state.property && !loaded ? state.property : undefined);
  const dialogProperty = loaded ?? opened.data;

  const term = state.city || state.q.trim();
  const closeDialog = () => update({ property: '' });

  // Both asked only when the map is wanted. In the list view (the default) the search is not drawn
  // again once hydrated, so its grid keeps hydrating in slices (below); and the probe makes a WebGL
  // context, tens of milliseconds of a phone's main thread that the list has no use for.
  const isClient = useIsClient(state.view !== 'list');
  const mapUndrawable = isClient && !canDrawMaps();
  const showsMap = state.view !== 'list' && !mapUndrawable;
  const showsList = state.view !== 'map' || mapUndrawable;
  // The map shows the homes in its view (with the search's other filters), whatever the list has
  // paged to; a searched area (bbox) limits the list, the view limits the markers.
  const [visibleArea, setVisibleArea] = useState<string | undefined>();
  const mapFilters = useMemo(() => ({ ...filters, bbox: visibleArea ?? filters.bbox }), [filters, visibleArea]);
  const mapList = useMapListings(SCOPES[variant], mapFilters, showsMap && isClient && visibleArea !== undefined);
  const mapListings = useMemo(() => toMapListings(mapList.data?.items ?? []), [mapList.data]);
  const firstPlaced = useMemo(() => toMapListings(items), [items]);
  const [highlightedId, setHighlightedId] = useState<string | undefined>();
  const [searchAsMove, setSearchAsMove] = useState(false);

  const mapPanel = showsMap && (
    <div className={state.view === 'both' ? 'search-map-panel is-beside' : 'search-map-panel'}>
      {isClient && (list.data || list.isError) ? (
        <Suspense fallback={<PlainSkeleton shape="rounded" className="search-map-skeleton" />}>
          {mapList.data?.next && (
            <PlainAlert severity="info" className="search-map-note">
              {t('The map shows {{count}} of the homes here. Zoom in to see them all.', {
                count: mapListings.length,
              })}
            </PlainAlert>
          )}
          {mapList.isError && (
            <PlainAlert severity="error" className="search-map-note">
              {t('Could not load properties.')}
            </PlainAlert>
          )}
          <ListingsMap
            listings={mapListings}
            fitTo={firstPlaced}
            onViewChange={(area) => setVisibleArea(formatArea(area))}
            camera={parseCamera(state.map)}
            area={parseBbox(state.bbox)}
            highlightedId={highlightedId}
            onHighlight={setHighlightedId}
            onOpen={(id) => update({ property: id }, { push: true })}
            onCameraChange={(camera) => update({ map: formatCamera(camera) })}
            onSearchArea={(area) => update({ bbox: formatArea(area) })}
            searchAsMove={searchAsMove}
            onSearchAsMoveChange={setSearchAsMove}
          />
        </Suspense>
      ) : (
        <PlainSkeleton shape="rounded" className="search-map-skeleton" />
      )}
    </div>
  );

  // A boundary of its own: the browser adopts the header, the search bar and the filters in one task,
  // then the cards in short slices at a low priority (most of a search page's elements), so the main
  // thread is never blocked for long; a tap on a card not yet adopted makes React adopt them first.
  // Nothing in it suspends. Drawing the search again before then (isClient above) would adopt them all at once.
  const grid = (
    <Suspense>
      <PropertyGrid
        list={list}
        errorMessage={t('Could not load properties.')}
        empty={<EmptyResults term={term} />}
        columns={state.view === 'both' ? { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } : undefined}
        renderCard={(property, index) => (
          // biome-ignore lint/a11y/noStaticElementInteractions: pointing at a card only lights its pin on the map; the card's button is the control
          <div
            className="property-card-slot"
            onMouseEnter={() => setHighlightedId(property.id)}
            onMouseLeave={() => setHighlightedId(undefined)}
            data-highlighted={showsMap && highlightedId === property.id ? 'true' : undefined}
          >
            <PropertyCard
              property={property}
              variant={variant}
              onOpen={(p) => update({ property: p.id }, { push: true })}
              imagePriority={coverPriority(index)}
              action={variant === 'admin' ? undefined : <FavouriteButton property={property} />}
            />
          </div>
        )}
      />
    </Suspense>
  );

  return (
    <div>
      <h1 className="search-title">{t('Search Properties')}</h1>
      <div className="search-bar">
        <div className="search-bar-row">
          <CitySearchBox
            text={text}
            onTextChange={setText}
            onChooseCity={(city) => {
              cancelPending();
              resetText('');
              update({ city, q: '', near: '', nearName: '', radiusKm: '' });
            }}
            onChoosePlace={(place) => {
              cancelPending();
              resetText('');
              update({ ...searchAround(place.lat, place.lng), nearName: place.name, city: '', q: '' });
            }}
          />
          <UseMyLocationButton
            onLocated={(lat, lng) => {
              cancelPending();
              resetText('');
              update({ ...searchAround(lat, lng), nearName: '', city: '', q: '' });
            }}
          />
          {state.near && (
            <NearChip
              name={state.nearName}
              radiusKm={state.radiusKm}
              onRadiusChange={(radiusKm) => update({ radiusKm })}
              onDelete={() =>
                update({ near: '', nearName: '', radiusKm: '', sort: state.sort === 'distance' ? 'newest' : state.sort })
              }
            />
          )}
          {state.city && <FilterChip label={t('City: {{city}}', { city: state.city })} onDelete={() => update({ city: '' })} />}
          {state.bbox && <FilterChip label={t('In the map area')} onDelete={() => update({ bbox: '' })} />}
          <ViewToggle view={state.view} onChange={(view) => update({ view })} />
        </div>
        <SearchFilters
          state={state}
          onChange={(changes) => update(changes)}
          extra={
            hasActiveFilter(state) ? (
              <>
                <button
                  type="button"
                  className="site-button site-button-text search-nowrap"
                  onClick={() => {
                    cancelPending();
                    resetText('');
                    clearFilters();
                  }}
                >
                  {t('Clear Filter')}
                </button>
                {variant === 'tenant' && <SaveSearchButton state={state} />}
              </>
            ) : null
          }
        />
      </div>

      {mapUndrawable && (
        <PlainAlert severity="info" className="search-map-unavailable">
          {t('This browser cannot draw the map, so the homes are shown as a list.')}
        </PlainAlert>
      )}
      {state.view === 'both' && showsMap ? (
        <div className="search-split">
          <div className="search-split-list">{grid}</div>
          {mapPanel}
        </div>
      ) : (
        <>
          {mapPanel}
          {showsList && grid}
        </>
      )}

      {dialogProperty && (
        <Suspense fallback={null}>
          <PropertyDetailDialog
            property={dialogProperty}
            variant={variant}
            open={Boolean(state.property)}
            onClose={closeDialog}
            actions={renderActions ? renderActions(dialogProperty) : undefined}
            toolbar={<ListingToolbar property={dialogProperty} withSave={variant !== 'admin'} />}
            sections={renderSections?.(dialogProperty)}
          />
        </Suspense>
      )}
    </div>
  );
}
