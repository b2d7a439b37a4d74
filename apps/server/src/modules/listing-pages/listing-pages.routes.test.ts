import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, users } from '../../db/schema/index.js';
import { buildLandlord, buildProperty, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { listingPagesRoutes } from './listing-pages.routes.js';
import { countSitemapListings } from './listing-pages.service.js';

const PUBLIC_URL = 'https://rentease.example';
// The built app's index.html as Vite writes it: its own title and description, replaced per listing.
const SHELL = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="RentEase — find or list your perfect rental property." />
    <title>RentEase — Find or List Your Perfect Rental Property</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let t: TestContext;
let webDir: string;
let landlord: TestUser;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'rentease-listing-pages-'));
  writeFileSync(path.join(webDir, 'index.html'), SHELL);
  t = await createTestApp({ webDistDir: webDir, publicUrl: PUBLIC_URL });
  landlord = await buildLandlord(t.db);
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url });

/** The content of every <meta> with this name or property (a plain client reads them the same way). */
function metaContent(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:name|property)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)" />`, 'g');
  return [...html.matchAll(pattern)].map((match) => match[1] ?? '');
}

const decode = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

function structuredData(html: string): Record<string, unknown> {
  const [, json] = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html) ?? [];
  if (json === undefined) throw new Error('no JSON-LD in the page');
  return JSON.parse(json) as Record<string, unknown>;
}

describe('GET /homes/{id}', () => {
  it("answers the app's HTML with the listing's title, description, canonical URL, Open Graph, Twitter card and JSON-LD", async () => {
    const listing = await buildProperty(t.db, landlord, { title: 'Sea-facing 2BHK', city: 'Mumbai', rupees: 45_000.5 });
    const response = await page(`/homes/${listing.id}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    const url = `${PUBLIC_URL}/homes/${listing.id}`;
    expect(html).toContain('<title>Sea-facing 2BHK · Mumbai · ₹45,000.50/month — RentEase</title>');
    // The shell's own title and description are replaced, not repeated; the rest of it stays.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(metaContent(html, 'description')).toHaveLength(1);
    expect(metaContent(html, 'description')[0]).toMatch(
      /^Apartment for rent in 1 Test Road, Mumbai: 2 bedrooms, 1 bathroom, 900 sq ft/,
    );
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('src="/assets/index-abc123.js"');
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(metaContent(html, 'og:url')).toEqual([url]);
    expect(metaContent(html, 'og:type')).toEqual(['website']);
    expect(metaContent(html, 'og:title')).toEqual(['Sea-facing 2BHK · Mumbai · ₹45,000.50/month']);
    const [image] = metaContent(html, 'og:image');
    expect(image).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/[0-9a-f-]{36}-full\\.webp$`));
    expect(metaContent(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaContent(html, 'twitter:image')).toEqual([image]);

    const data = structuredData(html);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Accommodation',
      name: 'Sea-facing 2BHK',
      url,
      numberOfBedrooms: 2,
      address: { '@type': 'PostalAddress', addressLocality: 'Mumbai', addressCountry: 'IN' },
      offers: { '@type': 'Offer', price: '45000.50', priceCurrency: 'INR' },
    });
    expect(data.image).toEqual([image, expect.stringMatching(/-full\.webp$/)]);
  });

  it("says 'Verified owner.' in the description of a verified owner's listing, and only there", async () => {
    const owner = await buildLandlord(t.db);
    const listing = await buildProperty(t.db, owner, { title: 'Checked 1BHK', city: 'Pune' });
    const before = metaContent((await page(`/homes/${listing.id}`)).body, 'description')[0];
    expect(before).not.toContain('Verified owner');
    await t.db.update(users).set({ ownerVerifiedAt: new Date() }).where(eq(users.id, owner.id));
    const after = metaContent((await page(`/homes/${listing.id}`)).body, 'description')[0];
    expect(after).toMatch(/a month\. Verified owner\. /);
    expect(metaContent((await page(`/homes/${listing.id}`)).body, 'og:description')).toEqual([after]);
  });

  it('keeps every listing text as text in the head: a title that closes the title or the script stays inert', async () => {
    const hostile = `</title><script>alert(1)</script>"'&<!--`;
    const listing = await buildProperty(t.db, landlord, { title: hostile, city: 'Pune' });
    await t.db
      .update(properties)
      .set({ description: '</script><script>alert(2)</script> "quoted" & more' })
      .where(eq(properties.id, listing.id));

    const html = (await page(`/homes/${listing.id}`)).body;

    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('</title><script>');
    // The only scripts are the shell's module and the JSON-LD.
    expect(html.match(/<script\b/g)).toHaveLength(2);
    expect(decode(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '')).toBe(`${hostile} · Pune · ₹20,000/month — RentEase`);
    expect(decode(metaContent(html, 'og:title')[0] ?? '')).toBe(`${hostile} · Pune · ₹20,000/month`);
    expect(decode(metaContent(html, 'description')[0] ?? '')).toContain('</script><script>alert(2)</script> "quoted" & more');
    const data = structuredData(html);
    expect(data.name).toBe(hostile);
    expect(data.description).toBe('</script><script>alert(2)</script> "quoted" & more');
  });

  it('answers 404 with the not-found page, kept out of search engines, for an unknown, malformed, deleted or hidden listing', async () => {
    const deleted = await buildProperty(t.db, landlord);
    await t.db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, deleted.id));
    const hidden = await buildProperty(t.db, landlord);
    await t.db
      .update(properties)
      .set({ hiddenAt: new Date(), hiddenReason: 'Reported as a scam' })
      .where(eq(properties.id, hidden.id));

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-listing', deleted.id, hidden.id]) {
      const response = await page(`/homes/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.headers['content-type'], id).toMatch(/^text\/html/);
      expect(response.body, id).toContain('<title>Page not found — RentEase</title>');
      expect(metaContent(response.body, 'robots'), id).toEqual(['noindex']);
      expect(response.body, id).toContain('<div id="root"></div>');
      expect(response.body, id).not.toContain('og:title');
    }
  });

  it('answers HEAD like GET, without a body (link checkers)', async () => {
    const listing = await buildProperty(t.db, landlord);
    const response = await t.app.inject({ method: 'HEAD', url: `/homes/${listing.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });
});

describe('robots.txt and the sitemap', () => {
  it('lets crawlers read the public site, keeps the signed-in areas and the API out, and names the sitemap', async () => {
    const response = await page('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    for (const line of [
      'User-agent: *',
      'Allow: /',
      'Disallow: /tenant',
      'Disallow: /landlord',
      'Disallow: /admin',
      'Disallow: /api',
    ]) {
      expect(lines).toContain(line);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it("lists the public pages and every live listing's page with its date, and no deleted or hidden one", async () => {
    const live = await buildProperty(t.db, landlord, { createdAt: new Date('2026-03-04T05:06:07.000Z') });
    const gone = await buildProperty(t.db, landlord);
    await t.db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, gone.id));
    const hidden = await buildProperty(t.db, landlord);
    await t.db.update(properties).set({ hiddenAt: new Date(), hiddenReason: 'x' }).where(eq(properties.id, hidden.id));

    const response = await page('/sitemap.xml');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const xml = response.body;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml).toContain(`<url><loc>${PUBLIC_URL}/</loc></url>`);
    expect(xml).toContain(`<url><loc>${PUBLIC_URL}/browse</loc></url>`);
    expect(xml).toContain(`<url><loc>${PUBLIC_URL}/homes/${live.id}</loc><lastmod>2026-03-04T05:06:07.000Z</lastmod></url>`);
    expect(xml).not.toContain(gone.id);
    expect(xml).not.toContain(hidden.id);
    expect(xml).not.toMatch(/\/(tenant|landlord|admin|api)\b/);
    expect(xml.match(/<url>/g)).toHaveLength(6 + (await countSitemapListings(t.db)));
  });

  it('becomes an index of parts when the listings outgrow one sitemap, each part listing its own, every listing once', async () => {
    for (let i = 0; i < 4; i++) await buildProperty(t.db, landlord);
    const max = 3;
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(listingPagesRoutes, {
      db: t.db,
      storage: t.storage,
      clock: t.clock,
      appUrl: () => PUBLIC_URL,
      webDistDir: webDir,
      sitemapMaxUrls: max,
    });
    try {
      const listings = await countSitemapListings(t.db);
      const parts = Math.ceil(listings / max);
      const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const locations = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      expect(locations).toEqual([
        `${PUBLIC_URL}/sitemaps/pages.xml`,
        ...Array.from({ length: parts }, (_, i) => `${PUBLIC_URL}/sitemaps/homes-${i + 1}.xml`),
      ]);

      const pages = await app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
      expect(pages.body.match(/<url>/g)).toHaveLength(6);
      const seen: string[] = [];
      for (let part = 1; part <= parts; part++) {
        const body = (await app.inject({ method: 'GET', url: `/sitemaps/homes-${part}.xml` })).body;
        const ids = [...body.matchAll(/\/homes\/([0-9a-f-]{36})</g)].map((match) => match[1] ?? '');
        expect(ids.length).toBeLessThanOrEqual(max);
        seen.push(...ids);
      }
      expect(seen).toHaveLength(listings);
      expect(new Set(seen).size).toBe(listings);
      expect((await app.inject({ method: 'GET', url: `/sitemaps/homes-${parts + 1}.xml` })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
