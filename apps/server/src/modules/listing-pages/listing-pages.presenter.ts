import { ownerVerificationMessages, type Property } from '@rentease/contract';
import { escapeHtml } from '../../lib/html.js';
import { formatInr, rupeesToPaise } from '../../lib/money.js';

/**
 * What a shared /homes/{id} link shows before any JavaScript runs: the head tags search engines
 * and chat apps read (title, description, canonical URL, Open Graph, Twitter card, JSON-LD), and
 * the sitemap and robots.txt that point crawlers at those pages. Every listing text is written by
 * its landlord, so all of it is escaped for where it lands (HTML text, attribute, or script JSON).
 */

const SITE_NAME = 'RentEase';
const DESCRIPTION_MAX = 200;

/** Rent in rupees (the contract's unit) as the app shows it. */
const formatRupees = (rupees: number) => formatInr(rupeesToPaise(rupees));

/**
 * JSON inside <script type="application/ld+json">: `</script>` or `<!--` in a title must not end or
 * change the script, so <, > and & are written as JSON escapes (the JSON reads the same).
 */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

const absolute = (publicUrl: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${publicUrl}${url}`);

/** The canonical address of a listing's page. */
export const listingPageUrl = (publicUrl: string, id: string) => `${publicUrl}/homes/${id}`;

const typeWord = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

/** "Sea-facing 2BHK · Mumbai · ₹45,000/month" — the page title and the preview's headline. */
export function listingTitle(listing: Property): string {
  return `${listing.title} · ${listing.city} · ${formatRupees(listing.price)}/month`;
}

/** One line of facts (with 'Verified owner.' when RentEase checked the landlord), then the start of the landlord's description, cut at a word. */
export function listingDescription(listing: Property): string {
  const facts = `${typeWord(listing.property_type)} for rent in ${listing.location || listing.city}: ${listing.bedrooms} bedroom${
    listing.bedrooms === 1 ? '' : 's'
  }, ${listing.bathrooms} bathroom${listing.bathrooms === 1 ? '' : 's'}, ${listing.area.toLocaleString('en-IN')} sq ft, ${formatRupees(listing.price)} a month.${
    listing.owner_verified ? ` ${ownerVerificationMessages.badge}.` : ''
  }`;
  const text = `${facts} ${listing.description.replace(/\s+/g, ' ').trim()}`.trim();
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), facts.length))}…`;
}

/** schema.org Accommodation with its monthly rent as an Offer in INR. */
function structuredData(listing: Property, url: string, images: string[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Accommodation',
    '@id': url,
    name: listing.title,
    description: listing.description,
    url,
    image: images,
    accommodationCategory: typeWord(listing.property_type),
    numberOfBedrooms: listing.bedrooms,
    numberOfBathroomsTotal: listing.bathrooms,
    floorSize: { '@type': 'QuantitativeValue', value: listing.area, unitCode: 'FTK' },
    address: {
      '@type': 'PostalAddress',
      streetAddress: listing.address || undefined,
      addressLocality: listing.city,
      addressCountry: 'IN',
    },
    ...(listing.rating_count > 0 && listing.rating_average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: listing.rating_average,
            reviewCount: listing.rating_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: listing.price.toFixed(2),
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      availabilityStarts: listing.available_date,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: listing.price.toFixed(2),
        priceCurrency: 'INR',
        unitCode: 'MON',
      },
    },
  };
}

/** The head tags of a listing's page, every value escaped. */
export function listingHead(listing: Property, publicUrl: string): string {
  const url = listingPageUrl(publicUrl, listing.id);
  const title = escapeHtml(listingTitle(listing));
  const description = escapeHtml(listingDescription(listing));
  const images = listing.images.map((image) => absolute(publicUrl, image));
  const cover = images[0] ?? `${publicUrl}/placeholder-property.svg`;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${content}" />`;
  return [
    `<title>${title} — ${SITE_NAME}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:url', escapeHtml(url)),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:image', escapeHtml(cover)),
    meta('property', 'og:image:alt', escapeHtml(`${listing.title}, ${listing.city}`)),
    meta('property', 'og:locale', 'en_IN'),
    meta('name', 'twitter:card', images.length > 0 ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', escapeHtml(cover)),
    `<script type="application/ld+json">${scriptJson(structuredData(listing, url, images))}</script>`,
  ].join('\n    ');
}

/** The head of the not-found answer: a page no crawler should keep. */
export function notFoundHead(): string {
  return [`<title>Page not found — ${SITE_NAME}</title>`, '<meta name="robots" content="noindex" />'].join('\n    ');
}

/**
 * The app's HTML with `head` in place of its own title and description (the shell's other head
 * tags — charset, viewport, icons, scripts — stay).
 */
export function withHead(shell: string, head: string): string {
  const stripped = shell.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const at = stripped.search(/<\/head>/i);
  if (at === -1) return `<!doctype html><html lang="en-IN"><head>${head}</head><body>${stripped}</body></html>`;
  return `${stripped.slice(0, at)}  ${head}\n  ${stripped.slice(at)}`;
}

export type SitemapEntry = { path: string; lastmod?: Date };

/** A <urlset> of absolute URLs (sitemaps.org 0.9). */
export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeHtml(`${publicUrl}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A <sitemapindex> pointing at each part. */
export function sitemapIndexXml(publicUrl: string, parts: readonly string[]): string {
  const items = parts.map((part) => `<sitemap><loc>${escapeHtml(`${publicUrl}${part}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** Crawlers may read the public site; the signed-in areas and the API are not for them. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /tenant',
    'Disallow: /landlord',
    'Disallow: /admin',
    'Disallow: /api',
    'Disallow: /checkout',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
