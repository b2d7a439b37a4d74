import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Operation = { description?: string; security?: unknown[] };
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');
/** The reference itself and its UI are not operations of the API; the WebSocket is described in the info. */
const isDocs = (url: string) => url.startsWith('/api/docs') || url === '/api/openapi.json' || url === '/api/ws';

describe('API reference', () => {
  it('documents every registered route with who may call it', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const spec = res.json() as OpenApi;
    expect(spec.openapi).toBe('3.1.0');
    expect((spec as unknown as { info: { description: string } }).info.description).toContain('/api/ws');
    const missing: string[] = [];
    for (const route of t.app.apiRoutes.filter((r) => !isDocs(r.url))) {
      const operation = spec.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        missing.push(`${route.method} ${route.url}`);
        continue;
      }
      expect(operation.description, `${route.method} ${route.url}`).toMatch(/^Access: /);
      expect(Boolean(operation.security), `${route.method} ${route.url}`).toBe(route.access !== 'public');
    }
    expect(missing).toEqual([]);
  });

  it('states the roles of a private route and the body schema from its zod contract', async () => {
    const spec = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const block = spec.paths['/api/user/block'].patch;
    expect(block.description).toContain('admin');
    const body = block.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties).sort()).toEqual(['blocked', 'email', 'role']);
  });

  it('serves a browsable reference at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
