/** The vt-pbf package ships no types: geojson-vt tiles (one per layer name) to a Mapbox Vector Tile. */
declare module 'vt-pbf' {
  import type { LegacyTile } from 'geojson-vt';

  const vtpbf: {
    fromGeojsonVt(layers: Record<string, LegacyTile>, options?: { version?: 1 | 2; extent?: number }): Uint8Array;
  };
  export default vtpbf;
}
