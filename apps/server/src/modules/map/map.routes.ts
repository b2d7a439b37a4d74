import { mapTileParams } from '@rentease/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { basemapTile } from './basemap.service.js';
import { archiveStyle, basemapStyle, isPmtilesArchive } from './basemap-style.js';

type MapRoutesOptions = {
  /** An operator's MapLibre style or PMTiles archive; unset: the offline basemap. */
  styleUrl: string | undefined;
};

/** The map's basemap: the style the web app opens, and the offline basemap's vector tiles. */
export async function mapRoutes(app: FastifyInstance, { styleUrl }: MapRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/map/style', { schema: {}, config: { access: 'public' } }, async (_request, reply) => {
    // An hour: a changed MAP_STYLE_URL reaches browsers the same day.
    reply.header('cache-control', 'public, max-age=3600');
    if (!styleUrl) return basemapStyle();
    if (isPmtilesArchive(styleUrl)) return archiveStyle(styleUrl);
    return reply.redirect(styleUrl, 302);
  });

  api.get('/map/tiles/:z/:x/:y', { schema: { params: mapTileParams }, config: { access: 'public' } }, async (request, reply) => {
    const { z, x, y } = request.params;
    const tile = await basemapTile(z, x, y);
    // The tiles change only with the packaged data, i.e. with a release: a day, then revalidate.
    reply.header('cache-control', 'public, max-age=86400');
    if (!tile) return reply.code(204).send();
    return reply.type('application/vnd.mapbox-vector-tile').send(Buffer.from(tile.buffer, tile.byteOffset, tile.byteLength));
  });
}
