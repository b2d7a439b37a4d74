import { namedFlavor, layers as protomapsLayers } from '@protomaps/basemaps';
import { BASEMAP_MAX_ZOOM } from '@rentease/contract';

/** Where the offline basemap's tiles are served: relative, so the style works behind any host. */
export const BASEMAP_TILES_PATH = '/api/map/tiles/{z}/{x}/{y}';

/**
 * The MapLibre style of the offline basemap: a pale sea, the land, India's states with their
 * lines, and cities as dots with their names (bigger cities from further out). It names no glyphs:
 * MapLibre then draws the names with the device's own fonts, so no font file is needed from us or
 * anyone. The app draws its own labels (rents, counts) as HTML.
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
      {
        id: 'city-names',
        type: 'symbol',
        source: 'basemap',
        'source-layer': 'cities',
        // Names a step behind the dots: from afar only the largest cities are named.
        filter: ['>=', ['get', 'population'], ['step', ['zoom'], 3_000_000, 4.5, 1_000_000, 6, 300_000, 8, 0]],
        layout: {
          'text-field': ['get', 'name'],
          // A CSS font family: with no glyphs, MapLibre draws with the device's fonts.
          'text-font': ['Noto Sans Regular'],
          'text-size': ['interpolate', ['linear'], ['zoom'], 4, 11, 10, 14],
          'text-anchor': 'top',
          'text-offset': [0, 0.5],
          'symbol-sort-key': ['-', ['get', 'population']],
        },
        paint: { 'text-color': '#6f675c', 'text-halo-color': '#fbfaf6', 'text-halo-width': 1.2 },
      },
    ],
  };
}

/** Whether `MAP_STYLE_URL` names a PMTiles archive (the style is then ours, drawing the archive) rather than a style. */
export function isPmtilesArchive(url: string): boolean {
  return new URL(url).pathname.toLowerCase().endsWith('.pmtiles');
}

/**
 * The style for an operator's PMTiles archive of the Protomaps basemap (e.g. an extract of India,
 * see the README): Protomaps' own light layers over the archive, read by the browser a range at a
 * time through the `pmtiles://` protocol (the web app registers it). It names no glyphs or sprite,
 * so nothing is loaded from any other host: MapLibre draws the labels with the device's own fonts
 * (it does so for any style without glyphs), and the layers' icons (points of interest, road
 * shields) are left out, since there is no sprite to draw them from.
 */
export function archiveStyle(archiveUrl: string) {
  const layers = protomapsLayers('protomaps', namedFlavor('light'), { lang: 'en' }).map((layer) => {
    if (!('layout' in layer) || !layer.layout) return layer;
    const layout = Object.fromEntries(Object.entries(layer.layout).filter(([property]) => !property.startsWith('icon-')));
    return { ...layer, layout };
  });
  return {
    version: 8,
    name: 'RentEase street map',
    sources: {
      protomaps: {
        type: 'vector',
        url: `pmtiles://${archiveUrl}`,
        attribution: '<a href="https://protomaps.com">Protomaps</a> © <a href="https://openstreetmap.org">OpenStreetMap</a>',
      },
    },
    layers,
  };
}
