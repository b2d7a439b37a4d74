import { setWorkerUrl } from 'maplibre-gl';
import styleUrl from 'maplibre-gl/dist/maplibre-gl.css?url';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

// MapLibre's worker is a file of ours, not a blob: the content security policy stays worker-src 'self'.
setWorkerUrl(workerUrl);

// MapLibre's styles as a stylesheet the map chunk adds itself: a CSS import would make every page
// that can open a map carry Vite's preloading code for it.
if (!document.querySelector(`link[href="${styleUrl}"]`)) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = styleUrl;
  document.head.append(link);
}

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
