import { BASEMAP_MAX_ZOOM } from '@rentease/contract';

/** Where the offline basemap's tiles are served: relative, so the style works behind any host. */
export const BASEMAP_TILES_PATH = '/api/map/tiles/{z}/{x}/{y}';

/**
 * The MapLibre style of the offline basemap: a pale sea, the land, India's states with their
 * lines, and dots for cities (bigger cities from further out). It has no text layers, so it needs
 * no glyphs; the app draws its own labels (rents, counts) as HTML.
 */
export function basemapStyle() {
  return {
    version: 8,
    name: 'RentEase offline',
    sources: {
      basemap: {
        type: 'vector',
        tiles: [BASEMAP_TILES_PATH],
        minzoom: 0,
        maxzoom: BASEMAP_MAX_ZOOM,
        // The data's sources, shown in the map's corner (GeoNames' licence asks for it).
        attribution: 'Natural Earth · geojson-india · GeoNames',
      },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#d6e6ee' } },
      { id: 'land', type: 'fill', source: 'basemap', 'source-layer': 'land', paint: { 'fill-color': '#eeebe4' } },
      { id: 'states', type: 'fill', source: 'basemap', 'source-layer': 'states', paint: { 'fill-color': '#fbfaf6' } },
      {
        id: 'state-lines',
        type: 'line',
        source: 'basemap',
        'source-layer': 'states',
        paint: { 'line-color': '#b8b0a2', 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.6, 9, 1.6] },
      },
      {
        id: 'cities',
        type: 'circle',
        source: 'basemap',
        'source-layer': 'cities',
        // From afar only the million-plus cities; closer in, every town of 100,000.
        filter: ['>=', ['get', 'population'], ['step', ['zoom'], 1_000_000, 5, 300_000, 7, 0]],
        paint: {
          'circle-color': '#9c9286',
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 3, 1.5, 10, 4],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1,
        },
      },
    ],
  };
}
