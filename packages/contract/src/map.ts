import { z } from 'zod';

/** The offline basemap is cut down to this zoom; the map over-zooms beyond it. */
export const BASEMAP_MAX_ZOOM = 10;

export const MAP_TILE_MESSAGE = 'Ask for a map tile as zoom/x/y: whole numbers, zoom 0 to 10, x and y inside that zoom.';

const tileNumber = z.coerce.number({ error: MAP_TILE_MESSAGE }).int(MAP_TILE_MESSAGE).min(0, MAP_TILE_MESSAGE);

/** A basemap tile's address (`/api/map/tiles/{z}/{x}/{y}`); x and y must also fit the zoom (checked on use). */
export const mapTileParams = z.object({
  z: tileNumber.max(BASEMAP_MAX_ZOOM, MAP_TILE_MESSAGE),
  x: tileNumber,
  y: tileNumber,
});
