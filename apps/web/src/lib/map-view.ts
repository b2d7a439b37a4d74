import type { Bbox } from '@rentease/contract';

/** Where the map looks: its centre and zoom, as the search URL's `map` parameter carries it. */
export type MapCamera = { lat: number; lng: number; zoom: number };

const NUMBER = String.raw`-?\d{1,3}(?:\.\d+)?`;

/** `lat,lng,zoom` as a camera, or undefined when it is not one (a hand-edited or old URL). */
export function parseCamera(text: string): MapCamera | undefined {
  if (!new RegExp(`^${NUMBER},${NUMBER},${NUMBER}$`).test(text)) return undefined;
  const [lat, lng, zoom] = text.split(',').map(Number) as [number, number, number];
  if (Math.abs(lat) > 85 || Math.abs(lng) > 180 || zoom < 0 || zoom > 22) return undefined;
  return { lat, lng, zoom };
}

/** A camera as the URL keeps it: five decimals of a degree are a metre, two of a zoom are plenty. */
export function formatCamera({ lat, lng, zoom }: MapCamera): string {
  return `${lat.toFixed(5)},${lng.toFixed(5)},${zoom.toFixed(2)}`;
}

/** An area as the search sends it: clamped to the globe (a zoomed-out map shows more than one). */
export function formatArea({ minLng, minLat, maxLng, maxLat }: Bbox): string {
  const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value)).toFixed(5);
  return [clamp(minLng, 180), clamp(minLat, 90), clamp(maxLng, 180), clamp(maxLat, 90)].join(',');
}
