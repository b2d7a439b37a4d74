import { setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';

// MapLibre's worker is a file of ours, not a blob: the content security policy stays worker-src 'self'.
setWorkerUrl(workerUrl);

/**
 * The basemap: the server's offline style, or the street map an operator set with MAP_STYLE_URL
 * (the server redirects to it).
 */
export const MAP_STYLE_URL = '/api/map/style';

/**
 * The offline style names its tiles by path, so it works behind any host; MapLibre fetches tiles
 * from a worker, where a path means nothing, so every path becomes an address on this origin.
 */
export function absoluteUrl(url: string) {
  return { url: new URL(url, window.location.href).href };
}

/** India, whole, on a phone or a desktop. */
export const INDIA_VIEW = { longitude: 80.5, latitude: 22.5, zoom: 3.4 };
