import { MAP_TILE_MESSAGE } from '@rentease/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The names of a vector tile's layers: each is a plain string in the protobuf (field 1 of a layer). */
const layerNames = (tile: Buffer) => ['land', 'states', 'cities'].filter((name) => tile.includes(name));

describe('GET /api/map/style', () => {
  it('is the offline basemap with no network beyond the app: relative tiles, no glyphs, sprites or other hosts', async () => {
    const res = await get('/api/map/style');
    expect(res.statusCode).toBe(200);
    const style = res.json();
    expect(style.version).toBe(8);
    expect(style.sources.basemap.tiles).toEqual(['/api/map/tiles/{z}/{x}/{y}']);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(style.layers.map((layer: { id: string }) => layer.id)).toEqual([
      'sea',
      'land',
      'states',
      'state-lines',
      'cities',
      'city-names',
    ]);
    expect(res.body).not.toMatch(/https?:\/\//);
  });
});

describe('GET /api/map/tiles/:z/:x/:y', () => {
  it("cuts a vector tile of India's land, states and cities from the packaged data", async () => {
    // Zoom 4, x 11, y 6: from the Arabian Sea to Bengal, Delhi included.
    const res = await get('/api/map/tiles/4/11/6');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(layerNames(res.rawPayload)).toEqual(['land', 'states', 'cities']);
    expect(res.rawPayload.includes('Delhi')).toBe(true);
  });

  it('has land but no Indian states far from India', async () => {
    // Zoom 4, x 8, y 5: Europe and North Africa.
    const res = await get('/api/map/tiles/4/8/5');
    expect(res.statusCode).toBe(200);
    expect(layerNames(res.rawPayload)).toEqual(['land']);
  });

  it('answers the open sea with an empty 204, drawn as background', async () => {
    // Zoom 5, x 23, y 21: the southern Indian Ocean.
    const res = await get('/api/map/tiles/5/23/21');
    expect(res.statusCode).toBe(204);
    expect(res.rawPayload.length).toBe(0);
  });

  it.each([
    ['11/0/0', 'z'],
    ['-1/0/0', 'z'],
    ['4/16/0', 'x'],
    ['4/0/16', 'y'],
    ['4/1.5/0', 'x'],
    ['a/0/0', 'z'],
  ])('refuses the tile %s with a 400 on %s', async (address, field) => {
    const res = await get(`/api/map/tiles/${address}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[field]).toBe(MAP_TILE_MESSAGE);
  });
});

describe('with MAP_STYLE_URL', () => {
  let hosted: TestContext;
  beforeAll(async () => {
    hosted = await createTestApp({ mapStyleUrl: 'https://tiles.example.in/india/style.json' });
  });
  afterAll(() => hosted.close());

  it("sends the map to the operator's style", async () => {
    const res = await hosted.app.inject({ method: 'GET', url: '/api/map/style' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://tiles.example.in/india/style.json');
  });

  it("allows that host, and only it, in the content security policy; without it, only 'self'", async () => {
    const withHost = String((await hosted.app.inject({ url: '/api/map/style' })).headers['content-security-policy']);
    expect(withHost).toContain("connect-src 'self' https://tiles.example.in");
    expect(withHost).toContain("img-src 'self' data: blob: https://tiles.example.in");
    const offline = String((await get('/api/map/style')).headers['content-security-policy']);
    expect(offline).toContain("connect-src 'self' blob:;");
    expect(offline).not.toContain('example.in');
  });
});

describe('with MAP_STYLE_URL naming a PMTiles archive', () => {
  const archive = 'https://tiles.example.in/india.pmtiles';
  let hosted: TestContext;
  beforeAll(async () => {
    hosted = await createTestApp({ mapStyleUrl: archive });
  });
  afterAll(() => hosted.close());

  it("draws the archive with Protomaps' layers: streets and labels, no glyph or sprite file from anywhere", async () => {
    const res = await hosted.app.inject({ method: 'GET', url: '/api/map/style' });
    expect(res.statusCode).toBe(200);
    const style = res.json();
    expect(style.sources).toEqual({ protomaps: expect.objectContaining({ type: 'vector', url: `pmtiles://${archive}` }) });
    expect(style.sources.protomaps.attribution).toContain('OpenStreetMap');
    expect(style).not.toHaveProperty('glyphs');
    expect(style).not.toHaveProperty('sprite');
    const layers: { id: string; type: string; source?: string; layout?: Record<string, unknown> }[] = style.layers;
    const sourceLayers = new Set(layers.map((layer) => (layer as { 'source-layer'?: string })['source-layer']));
    for (const name of ['earth', 'water', 'roads', 'places']) expect(sourceLayers).toContain(name);
    expect(layers.filter((layer) => layer.type === 'symbol').length).toBeGreaterThan(5);
    for (const layer of layers) {
      if (layer.type !== 'background') expect(layer.source).toBe('protomaps');
      expect(Object.keys(layer.layout ?? {}).filter((property) => property.startsWith('icon-'))).toEqual([]);
    }
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("connect-src 'self' https://tiles.example.in");
  });
});
