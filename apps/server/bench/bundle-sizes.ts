import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's dist/.vite/manifest.json, keyed by source path relative to apps/web. */
type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** `themed`: the route loads our MUI theme beside its page (route-table.tsx's `page`, not `plainPage`). */
type RouteModules = { path: string; page: string; layout: string | undefined; themed: boolean };

/** The module that wraps a page drawn with MUI in our theme; route-table.tsx imports it beside each such page. */
const THEME_MODULE = 'src/lib/mui-theme.tsx';
/** The tenant and landlord areas' layout, which route-table.tsx's `userArea` loads (drawn without MUI). */
const USER_AREA_LAYOUT = 'src/app/routes/user-area/user-area-layout.tsx';

export type RouteBundle = {
  route: string;
  page: string;
  layout: string | undefined;
  files: number;
  rawKb: number;
  gzipKb: number;
};

export type BundleReport = {
  entry: { file: string; rawKb: number; gzipKb: number };
  routes: RouteBundle[];
  css: { files: number; rawKb: number; gzipKb: number };
};

const KB = 1024;

/**
 * JavaScript a first visit to each route downloads: the entry chunk and its static imports, the
 * area layout (tenant, landlord, admin) with its imports, the page chunk with its imports, and our
 * MUI theme's module for a page drawn with MUI.
 * Each file is gzipped on its own, as a server sends it.
 */
export function measureBundles(webDir: string): BundleReport {
  const distDir = path.join(webDir, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const sizeOf = fileSizer(distDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry chunk.');
  const entryFiles = staticClosure(manifest, [entryKey]);

  const routes = routeModules(readFileSync(path.join(webDir, 'src/app/route-table.tsx'), 'utf8')).map((route) => {
    const keys = [entryKey, ...(route.layout ? [route.layout] : []), route.page, ...(route.themed ? [THEME_MODULE] : [])];
    const files = staticClosure(manifest, keys);
    const size = sumSizes([...files], sizeOf);
    return { route: route.path, page: route.page, layout: route.layout, files: files.size, ...size };
  });
  routes.sort((a, b) => a.route.localeCompare(b.route));

  const cssFiles = unique(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  const entryChunk = manifest[entryKey];
  return {
    entry: { file: entryChunk?.file ?? entryKey, ...sumSizes([...entryFiles], sizeOf) },
    routes,
    css: { files: cssFiles.length, ...sumSizes(cssFiles, sizeOf) },
  };
}

/** Output files of `keys` and everything they import statically (dynamic imports load later, on demand). */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visited = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no chunk for ${key}.`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

function fileSizer(distDir: string): (file: string) => { raw: number; gzip: number } {
  const cache = new Map<string, { raw: number; gzip: number }>();
  return (file) => {
    let size = cache.get(file);
    if (!size) {
      const bytes = readFileSync(path.join(distDir, file));
      size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      cache.set(file, size);
    }
    return size;
  };
}

function sumSizes(files: string[], sizeOf: (file: string) => { raw: number; gzip: number }): { rawKb: number; gzipKb: number } {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const size = sizeOf(file);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { rawKb: raw / KB, gzipKb: gzip / KB };
}

type RouteFrame = { segment: string | undefined; module: string | undefined; themed: boolean };

/**
 * Route path → page module and area layout, read from route-table.tsx's object literals: every `{`
 * opens a route frame, `path:`/`index:` and `import('./…')` (directly or through a `const x =
 * page(() => import(…))`) fill it, and a frame with a module becomes a route when its `}` closes.
 * A frame with a module and children is an area layout (tenant, landlord, admin). A page loaded with
 * `page` (or inside a layout loaded so) is themed; one loaded with `plainPage` is not, nor are the areas'
 * layouts, which are drawn without MUI.
 */
export function routeModules(routerSource: string): RouteModules[] {
  const namedLoaders = new Map(
    [...routerSource.matchAll(/const (\w+) = (page|plainPage)\(\(\) => import\('\.\/([^']+)'\)\)/g)].map((m) => [
      m[1] ?? '',
      { module: m[3] ?? '', themed: m[2] === 'page' },
    ]),
  );
  const start = routerSource.indexOf('export const routes');
  if (start < 0) throw new Error('route-table.tsx: export const routes not found.');
  const body = routerSource.slice(start);
  const tokens =
    /\{|\}|path: '([^']*)'|index: true|lazy: (page|plainPage)\(\(\) => import\('\.\/([^']+)'\)\)|lazy: userArea\(|lazy: (\w+)/g;
  const stack: RouteFrame[] = [];
  const routes: RouteModules[] = [];
  for (const match of body.matchAll(tokens)) {
    const [token, pathSegment, loader, importedModule, loaderName] = match;
    const frame = stack.at(-1);
    const named = loaderName ? namedLoaders.get(loaderName) : undefined;
    if (token === '{') stack.push({ segment: undefined, module: undefined, themed: false });
    else if (token === '}') {
      const closed = stack.pop();
      if (closed?.module && !isLayout(closed, routes)) routes.push(routeFor(closed, stack));
    } else if (frame && pathSegment !== undefined) frame.segment = pathSegment;
    else if (frame && token === 'index: true') frame.segment = '';
    else if (frame && importedModule) Object.assign(frame, { module: sourceKey(importedModule), themed: loader === 'page' });
    else if (frame && token === 'lazy: userArea(') Object.assign(frame, { module: USER_AREA_LAYOUT, themed: false });
    else if (frame && named) Object.assign(frame, { module: sourceKey(named.module), themed: named.themed });
  }
  return routes;
}

/** A frame whose routes were already emitted as its children is a layout, not a page. */
function isLayout(frame: RouteFrame, routes: RouteModules[]): boolean {
  return routes.some((route) => route.layout === frame.module);
}

function routeFor(frame: RouteFrame, ancestors: RouteFrame[]): RouteModules {
  const segments = [...ancestors.map((a) => a.segment), frame.segment].filter((s): s is string => Boolean(s));
  const layoutFrame = ancestors.findLast((a) => a.module);
  return {
    path: `/${segments.join('/')}`,
    page: frame.module ?? '',
    layout: layoutFrame?.module,
    themed: frame.themed || Boolean(layoutFrame?.themed),
  };
}

/** './routes/public/home-page' (relative to src/app) → 'src/app/routes/public/home-page.tsx', the manifest key. */
function sourceKey(relative: string): string {
  return path.posix.join('src/app', `${relative}.tsx`);
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
