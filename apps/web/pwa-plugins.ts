import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appShellChunks, OFFLINE_PAGE } from './build-plugins.ts';
import { BRAND, PAGE_BACKGROUND } from './src/lib/brand-colors.ts';

type AppIcon = {
  file: string;
  size: number;
  /**
   * Full bleed: the brand square fills the whole image and the house sits inside the middle 80 %
   * circle, so a launcher that crops the icon to its own shape (maskable) or rounds its corners
   * itself (iOS) never cuts into the glyph. Otherwise the logo as it is, with its rounded corners.
   */
  fullBleed: boolean;
  purpose?: 'any' | 'maskable';
};

const APP_ICONS: AppIcon[] = [
  { file: 'icons/icon-192.png', size: 192, fullBleed: false, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, fullBleed: false, purpose: 'any' },
  { file: 'icons/icon-maskable-192.png', size: 192, fullBleed: true, purpose: 'maskable' },
  { file: 'icons/icon-maskable-512.png', size: 512, fullBleed: true, purpose: 'maskable' },
  { file: 'icons/apple-touch-icon.png', size: 180, fullBleed: true },
  { file: 'icons/favicon-32.png', size: 32, fullBleed: false },
];

/**
 * The app icons, drawn at build time from the one logo (public/favicon.svg) so that no binary
 * image lives in the repository and the icons never drift from the logo.
 */
export function appIcons(): Plugin {
  let root = '';
  let isSsrBuild = false;
  return {
    name: 'rentease:app-icons',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      isSsrBuild = Boolean(config.build.ssr);
    },
    async generateBundle() {
      if (isSsrBuild) return;
      const logo = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');
      for (const icon of APP_ICONS) {
        const svg = icon.fullBleed ? fullBleedLogo(logo) : logo;
        // The logo's viewBox is 64 units wide: render it at the icon's own resolution, not scaled up.
        const density = Math.ceil((72 * icon.size) / 64);
        const source = await sharp(Buffer.from(svg), { density })
          .resize(icon.size, icon.size)
          .png({ compressionLevel: 9 })
          .toBuffer();
        this.emitFile({ type: 'asset', fileName: icon.file, source });
      }
    },
  };
}

function fullBleedLogo(logo: string): string {
  const square = logo.replace(/<rect([^>]*?) rx="[\d.]+"/, '<rect$1');
  // The house spans 36 of the 64 units; at 0.8 it fits the maskable safe circle (radius 40 %) with room to spare.
  const inset = square.replace(/(<path[^>]*\/>)/, '<g transform="translate(32 33) scale(0.8) translate(-32 -33)">$1</g>');
  if (inset === logo || !inset.includes('<g transform'))
    throw new Error('app icons: public/favicon.svg is not the rect + path logo.');
  return inset;
}

/**
 * The web app manifest, the service worker and the icons. The worker (Workbox) precaches the app
 * shell — the code every page starts with, styles, fonts —, the icons and the offline page. A
 * navigation always goes to the network, so a page is never stale; only when the network fails
 * does it get the offline page. It never touches /api or /uploads: API answers carry a person's
 * token and data, and uploads include private documents, so none of it may sit in a cache another
 * person on the same phone could read.
 */
export function progressiveWebApp(): Plugin[] {
  let outDir = '';
  return [
    appIcons(),
    {
      name: 'rentease:pwa-out-dir',
      apply: 'build',
      configResolved(config) {
        outDir = path.resolve(config.root, config.build.outDir);
      },
    },
    ...VitePWA({
      strategies: 'generateSW',
      // A new version waits until the person chooses to reload (app/service-worker.ts asks them).
      registerType: 'prompt',
      // main.tsx registers the worker itself, once the app has started.
      injectRegister: false,
      // The icons are emitted by appIcons(); the manifest lists them, the precache takes them from the build.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'RentEase',
        short_name: 'RentEase',
        description:
          'Find or list your perfect rental property. Browse verified homes, chat with owners, book a move-in date and pay securely.',
        lang: 'en-IN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: BRAND,
        background_color: PAGE_BACKGROUND,
        categories: ['lifestyle', 'business'],
        icons: APP_ICONS.filter((icon) => icon.purpose).map((icon) => ({
          src: `/${icon.file}`,
          sizes: `${icon.size}x${icon.size}`,
          type: 'image/png',
          purpose: icon.purpose,
        })),
      },
      workbox: {
        globPatterns: ['assets/**/*.{js,css,woff2,woff}', 'icons/*.png', 'favicon.svg', OFFLINE_PAGE, 'offline-page.js'],
        // Of the scripts, only the app shell's: each area's code (the admin's, a landlord's) is
        // fetched when it is first used and kept by the browser's own cache (hashed names, a
        // year), so a phone never downloads screens its owner will not open.
        manifestTransforms: [
          (entries) => {
            const shell = appShellChunks(outDir);
            return {
              manifest: entries.filter(
                (entry) => !entry.url.endsWith('.js') || !entry.url.startsWith('assets/') || shell.has(entry.url),
              ),
              warnings: [],
            };
          },
        ],
        // No app shell answers navigations from the cache: each one goes to the network (below).
        navigateFallback: null,
        // The page's request starts while the worker boots, so going through it costs no time.
        navigationPreload: true,
        inlineWorkboxRuntime: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Serialised into the worker as it is: it can use nothing from this file.
            urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/(api|uploads)(\/|$)/.test(url.pathname),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: `/${OFFLINE_PAGE}` } },
          },
        ],
      },
    }),
  ];
}
