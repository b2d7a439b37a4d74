import { Box, Button, Checkbox, FormControlLabel, Paper } from '@mui/material';
import type { Bbox } from '@rentease/contract';
import { type MapRef, Map as MapView, Marker, NavigationControl, type ViewStateChangeEvent } from '@vis.gl/react-maplibre';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Supercluster from 'supercluster';
import { formatRupeesCompact } from '../../lib/format';
import type { MapCamera } from '../../lib/map-view';
import { absoluteUrl, INDIA_VIEW, MAP_STYLE_URL } from './map-setup';

/** A listing as the map shows it: at its approximate spot (never the exact pin), with its rent. */
export type MapListing = { id: string; title: string; lat: number; lng: number; price: number };

type ListingProps = { id: string; title: string; price: number };
type ClusterProps = { minPrice: number };

export type ListingsMapProps = {
  /** The homes in view (the page asks for them with each view the map reports). */
  listings: MapListing[];
  /** Homes to frame when the map opens with no camera or area of its own (the list's first page). */
  fitTo: MapListing[];
  /** The area in view: at the start and after every move. */
  onViewChange: (area: Bbox) => void;
  /** Where the map looked last (from the URL); unset: the searched area, or the listings, or India. */
  camera: MapCamera | undefined;
  /** The area the search is limited to, if any. */
  area: Bbox | undefined;
  highlightedId: string | undefined;
  onHighlight: (id: string | undefined) => void;
  onOpen: (id: string) => void;
  onCameraChange: (camera: MapCamera) => void;
  onSearchArea: (area: Bbox) => void;
  searchAsMove: boolean;
  onSearchAsMoveChange: (value: boolean) => void;
};

function initialView(camera: MapCamera | undefined, area: Bbox | undefined, listings: MapListing[]) {
  if (camera) return { longitude: camera.lng, latitude: camera.lat, zoom: camera.zoom };
  if (area) {
    return { bounds: [area.minLng, area.minLat, area.maxLng, area.maxLat] as [number, number, number, number] };
  }
  if (listings.length === 0) return INDIA_VIEW;
  const lngs = listings.map((listing) => listing.lng);
  const lats = listings.map((listing) => listing.lat);
  return {
    bounds: [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)] as [number, number, number, number],
    fitBoundsOptions: { padding: 48, maxZoom: 13 },
  };
}

function areaOf(map: MapRef): Bbox {
  const bounds = map.getBounds();
  return { minLng: bounds.getWest(), minLat: bounds.getSouth(), maxLng: bounds.getEast(), maxLat: bounds.getNorth() };
}

const pill = (active: boolean) => ({
  // First: the shorthand resets the weight and size set below.
  font: 'inherit',
  px: 1,
  py: 0.25,
  borderRadius: 999,
  border: '1px solid',
  borderColor: active ? 'primary.main' : 'divider',
  bgcolor: active ? 'primary.main' : 'background.paper',
  color: active ? 'primary.contrastText' : 'text.primary',
  fontWeight: 700,
  fontSize: '0.8125rem',
  lineHeight: 1.6,
  whiteSpace: 'nowrap',
  boxShadow: 2,
  cursor: 'pointer',
  transform: active ? 'scale(1.1)' : undefined,
  transitionProperty: 'transform',
  transitionDuration: '120ms',
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
});

/**
 * The search's map: listings clustered by where they are, each with its rent; a cluster shows how
 * many and zooms in on a click. Moving the map offers 'Search this area' (or searches at once with
 * 'Search as I move the map'); the camera goes to the URL like every other part of the search.
 */
export function ListingsMap({
  listings,
  fitTo,
  onViewChange,
  camera,
  area,
  highlightedId,
  onHighlight,
  onOpen,
  onCameraChange,
  onSearchArea,
  searchAsMove,
  onSearchAsMoveChange,
}: ListingsMapProps) {
  const { t } = useTranslation();
  const mapRef = useRef<MapRef>(null);
  // The view at mount only: later changes of the listings must not throw the map around.
  const [startView] = useState(() => initialView(camera, area, fitTo));
  const [view, setView] = useState<{ bounds: [number, number, number, number]; zoom: number } | undefined>();
  const [moved, setMoved] = useState(false);

  const index = useMemo(() => {
    const clusters = new Supercluster<ListingProps, ClusterProps>({
      radius: 56,
      maxZoom: 16,
      map: (props) => ({ minPrice: props.price }),
      reduce: (into, props) => {
        into.minPrice = Math.min(into.minPrice, props.minPrice);
      },
    });
    clusters.load(
      listings.map((listing) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [listing.lng, listing.lat] },
        properties: { id: listing.id, title: listing.title, price: listing.price },
      })),
    );
    return clusters;
  }, [listings]);

  const features = useMemo(() => (view ? index.getClusters(view.bounds, Math.floor(view.zoom)) : []), [index, view]);

  const readView = () => {
    const map = mapRef.current;
    if (!map) return;
    const area = areaOf(map);
    setView({ bounds: [area.minLng, area.minLat, area.maxLng, area.maxLat], zoom: map.getZoom() });
    onViewChange(area);
  };

  const handleMoveEnd = (event: ViewStateChangeEvent) => {
    readView();
    const map = mapRef.current;
    if (!map) return;
    const { latitude, longitude, zoom } = event.viewState;
    onCameraChange({ lat: latitude, lng: longitude, zoom });
    // Only a move the person made (a drag, a zoom) searches or offers to; not the first fit.
    if (!event.originalEvent) return;
    if (searchAsMove) onSearchArea(areaOf(map));
    else setMoved(true);
  };

  return (
    <Box
      sx={{ position: 'relative', height: '100%', minHeight: 320, borderRadius: 2, overflow: 'hidden' }}
      data-testid="listings-map"
    >
      <MapView
        ref={mapRef}
        initialViewState={startView}
        mapStyle={MAP_STYLE_URL}
        transformRequest={absoluteUrl}
        // The first frame, not 'load': that waits for every tile, and the homes need only the view.
        onRender={() => view === undefined && readView()}
        onMoveEnd={handleMoveEnd}
        dragRotate={false}
        touchPitch={false}
        style={{ width: '100%', height: '100%' }}
      >
        <NavigationControl showCompass={false} position="top-right" />
        {features.map((feature) => {
          const [lng, lat] = feature.geometry.coordinates as [number, number];
          if ('cluster' in feature.properties && feature.properties.cluster) {
            const { cluster_id: clusterId, point_count: count, minPrice } = feature.properties;
            return (
              <Marker key={`cluster-${clusterId}`} longitude={lng} latitude={lat}>
                <Box
                  component="button"
                  type="button"
                  data-testid="map-cluster"
                  aria-label={t('{{count}} homes from {{price}} a month', { count, price: formatRupeesCompact(minPrice) })}
                  onClick={() => {
                    const zoom = Math.min(index.getClusterExpansionZoom(clusterId), 16);
                    mapRef.current?.easeTo({ center: [lng, lat], zoom });
                  }}
                  sx={{ ...pill(false), borderRadius: 999, px: 1.25 }}
                >
                  {t('{{count}} homes', { count })}
                </Box>
              </Marker>
            );
          }
          const { id, title, price } = feature.properties as ListingProps;
          const active = id === highlightedId;
          return (
            <Marker key={id} longitude={lng} latitude={lat} style={{ zIndex: active ? 2 : 1 }}>
              <Box
                component="button"
                type="button"
                data-testid="map-listing"
                data-listing-id={id}
                data-highlighted={active ? 'true' : undefined}
                aria-label={t('{{title}}, {{price}} a month', { title, price: formatRupeesCompact(price) })}
                onClick={() => onOpen(id)}
                onMouseEnter={() => onHighlight(id)}
                onMouseLeave={() => onHighlight(undefined)}
                onFocus={() => onHighlight(id)}
                onBlur={() => onHighlight(undefined)}
                sx={pill(active)}
              >
                {formatRupeesCompact(price)}
              </Box>
            </Marker>
          );
        })}
      </MapView>
      <Paper
        elevation={2}
        sx={{
          position: 'absolute',
          top: 10,
          left: 10,
          px: 1.25,
          py: 0.25,
          borderRadius: 2,
          display: 'flex',
          alignItems: 'center',
        }}
      >
        <FormControlLabel
          control={
            <Checkbox size="small" checked={searchAsMove} onChange={(event) => onSearchAsMoveChange(event.target.checked)} />
          }
          label={t('Search as I move the map')}
          slotProps={{ typography: { variant: 'body2' } }}
        />
      </Paper>
      {moved && !searchAsMove && (
        <Button
          variant="contained"
          onClick={() => {
            if (!mapRef.current) return;
            setMoved(false);
            onSearchArea(areaOf(mapRef.current));
          }}
          sx={{ position: 'absolute', top: 60, left: '50%', transform: 'translateX(-50%)', borderRadius: 999, boxShadow: 3 }}
        >
          {t('Search this area')}
        </Button>
      )}
    </Box>
  );
}
