import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPageRenderer, type PageRenderer } from './page-renderer.js';

const SHELL =
  '<!doctype html><html lang="en-IN"><head><title>RentEase</title><script type="module" crossorigin src="/assets/index-x.js"></script></head><body><div id="root"></div></body></html>';
const SHELL_HI = SHELL.replace('en-IN', 'hi-IN');

/**
 * A stand-in for the web app's server build (apps/web/src/app/server-render.tsx): it renders
 * /browse from GET /api/property, counts its drawings and keeps them in the cache it is given,
 * keyed by the answer, as the real one does.
 */
const moduleSource = (version: string) => `
let drawings = 0;
export const APP_SCRIPTS_TEMPLATE_ID = 'app-scripts';
export function isServerRendered(pathname) { return pathname === '/browse'; }
export async function renderPage(url, language, fetchApi, drawn) {
  const answer = await fetchApi('/api/property');
  if (answer.status !== 200) return undefined;
  if (answer.body.includes('throw')) throw new Error('render failed');
  const key = language + ' ' + url + ' ' + answer.body;
  const known = drawn.get(key);
  if (known) return known;
  drawings += 1;
  const page = {
    route: '/browse',
    // A listing with photos is drawn with its cover marked as the page's largest paint.
    html: '<h1>${version} ' + language + ' drawing ' + drawings + '</h1>' +
      (answer.body.includes('"images"') ? '<img src="/uploads/a-card.webp" fetchPriority="high" alt="">' : ''),
    styles: '<style data-emotion="css a">.css-a{color:red}</style>',
    state: JSON.stringify({ body: answer.body, total: answer.headers.get('x-total-count') }),
    photoFirst: answer.body.includes('"images"'),
  };
  drawn.set(key, page);
  return page;
}
`;

let webDir: string;
let api: FastifyInstance;
let listings: string;
let render: PageRenderer;

function writeModule(version: string, mtime: Date) {
  const file = path.join(webDir, '..', 'dist-ssr', 'server-render.js');
  writeFileSync(file, moduleSource(version));
  utimesSync(file, mtime, mtime);
}

beforeEach(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'rentease-render-'));
  webDir = path.join(root, 'dist');
  mkdirSync(path.join(webDir, 'prerendered'), { recursive: true });
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(webDir, 'index.html'), SHELL);
  writeFileSync(path.join(webDir, 'prerendered/shell.hi.html'), SHELL_HI);
  writeFileSync(path.join(webDir, 'prerendered/routes.json'), JSON.stringify({ '*': { hi: 'prerendered/shell.hi.html' } }));
  writeFileSync(
    path.join(webDir, 'prerendered/server-rendered.json'),
    JSON.stringify({ '/browse': { scripts: ['assets/browse-x.js'], styles: ['assets/browse-x.css'] } }),
  );
  writeModule('v1', new Date(2026, 0, 1));
  listings = '[{"title":"</script><script>alert(1)</script>"}]';
  api = Fastify();
  api.get('/api/property', async (_request, reply) => reply.header('x-total-count', '1').type('application/json').send(listings));
  api.get<{ Querystring: { as?: string } }>(
    '/browse',
    async (request) => (await render(request, request.query.as === 'hi' ? 'hi' : 'en')) ?? 'shell',
  );
  api.get('/contact', async (request) => (await render(request, 'en')) ?? 'shell');
  render = createPageRenderer(api, webDir);
  await api.ready();
});

afterEach(async () => {
  await api.close();
  rmSync(path.dirname(webDir), { recursive: true, force: true });
});

describe('server-rendered pages', () => {
  it('puts the drawn page, its styles, its chunks, its stylesheets and its data into the shell', async () => {
    const html = (await api.inject('/browse')).body;
    expect(html).toContain('<div id="root" data-rendered="server" data-language="en"><h1>v1 en drawing 1</h1></div>');
    expect(html).toContain('<style data-emotion="css a">.css-a{color:red}</style>');
    expect(html).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/browse-x.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/browse-x.css">');
    expect(html).toContain('<link rel="alternate" hreflang="hi" href="/browse?lang=hi">');
    // A search's alternates are that search in each language.
    const search = (await api.inject('/browse?city=Pune&sort=price_asc')).body;
    expect(search).toContain('<link rel="alternate" hreflang="hi" href="/browse?city=Pune&amp;sort=price_asc&amp;lang=hi">');
    // Drawn already, the page needs its scripts after what it shows.
    expect(html).toContain('<script type="module" crossorigin fetchpriority="low" src="/assets/index-x.js">');
    // The data is JSON the page reads, never markup: a landlord's '</script>' cannot end the element.
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(JSON.parse(data).body)).toEqual(JSON.parse(listings));
    expect(JSON.parse(data).total).toBe('1');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it('holds the script tags of a page drawn with a photo inert, for the page to add once the photo is painted', async () => {
    expect((await api.inject('/browse')).body).not.toContain('<template');
    listings = '[{"title":"With a photo","images":["/uploads/a.webp"]}]';
    const html = (await api.inject('/browse')).body;
    const template = /<template id="app-scripts">(.*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(template).toContain('<script type="module" crossorigin fetchpriority="low" src="/assets/index-x.js"></script>');
    expect(template).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/browse-x.js">');
    const outside = html.replace(template, '');
    expect(outside).not.toMatch(/<script type="module"|rel="modulepreload"/);
  });

  it("uses the language's own shell", async () => {
    const html = (await api.inject('/browse?as=hi')).body;
    expect(html).toContain('<html lang="hi-IN">');
    expect(html).toContain('data-language="hi"');
  });

  it('draws a page once per answer: the same data is not drawn again, new data is', async () => {
    expect((await api.inject('/browse')).body).toContain('drawing 1');
    expect((await api.inject('/browse')).body).toContain('drawing 1');
    listings = '[{"title":"Another"}]';
    expect((await api.inject('/browse')).body).toContain('drawing 2');
  });

  it('leaves pages it does not render, and pages it could not render, to the app shell', async () => {
    expect((await api.inject('/contact')).body).toBe('shell');
    listings = '[{"title":"throw"}]';
    expect((await api.inject('/browse')).body).toBe('shell');
  });

  it('takes up a new build without a restart, drawing afresh with it', async () => {
    expect((await api.inject('/browse')).body).toContain('v1 en drawing 1');
    writeModule('v2', new Date(2026, 0, 2));
    expect((await api.inject('/browse')).body).toContain('v2 en drawing 1');
  });

  it('without a server build, every page is the shell', async () => {
    rmSync(path.join(webDir, '..', 'dist-ssr'), { recursive: true });
    expect((await api.inject('/browse')).body).toBe('shell');
  });
});
