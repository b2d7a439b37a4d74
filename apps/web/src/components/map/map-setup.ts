import { addProtocol, setWorkerUrl } from 'maplibre-gl';
import styleUrl from 'maplibre-gl/dist/maplibre-gl.css?url';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Protocol } from 'pmtiles';

// MapLibre's worker is a file of ours, not a blob: the content security policy stays worker-src 'self'.
setWorkerUrl(workerUrl);

// MapLibre's styles as a stylesheet the map chunk adds itself: a CSS import would make every page
// that can open a map carry Vite's preloading code for it.
if (!document.querySelector(`link[href="${styleUrl}"]`)) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = styleUrl;
  // Ours after it: the attribution's links (MapLibre, the map data's sources) sit in a line of text
  // and MapLibre tells them apart by colour alone, which not everyone can see (WCAG 1.4.1).
  const ours = document.createElement('style');
  ours.textContent = '.maplibregl-ctrl-attrib a { text-decoration: underline; }';
  document.head.append(link, ours);
}

// An operator's PMTiles archive (MAP_STYLE_URL=…/india.pmtiles): the server's style names it as
// pmtiles://…, and the browser reads the tiles out of it a byte range at a time.
addProtocol('pmtiles', new Protocol().tile);

/**
 * The basemap: the server's offline style, or the street map an operator set with MAP_STYLE_URL
 * (the server redirects to a style, or draws an archive with its own).
 */
export const MAP_STYLE_URL = '/api/map/style';

/**
 * The offline style names its tiles by path, so it works behind any host; MapLibre fetches tiles
 * from a worker, where a path means nothing, so every path becomes an address on this origin.
 */
export function absoluteUrl(url: string) {
  // Only a path: an address with a scheme (https://, pmtiles://https://…) is already whole, and a
  // URL parser would mangle pmtiles' URL within a URL.
  if (!url.startsWith('/')) return { url };
  return { url: new URL(url, window.location.href).href };
}

/** India, whole, on a phone or a desktop. */
export const INDIA_VIEW = { longitude: 80.5, latitude: 22.5, zoom: 3.4 };
