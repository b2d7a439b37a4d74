import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { beforeAppScripts, downshiftHooksTreeShakable, englishCataloguesAsKeys, finishBuild } from './build-plugins.ts';
import { progressiveWebApp } from './pwa-plugins.ts';

// In development the API runs on its own port (npm run dev); Vite proxies /api and /uploads to it
// so the browser only ever talks to one origin, as it does in production.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

/** The styling engine, and the MUI components nearly every page drawn with MUI uses (see ui-core below). */
const UI_CORE_PACKAGES = [
  '@emotion',
  '@mui/system',
  '@mui/utils',
  '@mui/styled-engine',
  '@mui/private-theming',
  'clsx',
  'stylis',
  '@babel/runtime',
  'hoist-non-react-statics',
  'react-is',
];
const UI_CORE_MATERIAL = [
  'styles',
  'utils',
  'internal',
  'colors',
  'transitions',
  'zero-styled',
  'useLazyRipple',
  'DefaultPropsProvider',
  'GlobalStyles',
  'CssBaseline',
  'AppBar',
  'Toolbar',
  'Container',
  'Box',
  'Stack',
  'Paper',
  'Typography',
  'Link',
  'SvgIcon',
  'List',
  'ListItemButton',
  'ListItemIcon',
  'ListItemText',
  'ButtonBase',
  'Button',
  'ButtonGroup',
  'IconButton',
  'CircularProgress',
  'Card',
  'CardContent',
  'Avatar',
  'FormControl',
  'InputBase',
  'OutlinedInput',
  'InputAdornment',
  'useMediaQuery',
];
const uiCoreModule = (id: string) => {
  const path = id.replaceAll('\\', '/');
  return (
    UI_CORE_PACKAGES.some((name) => path.includes(`/node_modules/${name}/`)) ||
    UI_CORE_MATERIAL.some((name) => path.includes(`/node_modules/@mui/material/${name}/`))
  );
};

export default defineConfig({
  plugins: [
    react(),
    beforeAppScripts(),
    englishCataloguesAsKeys(),
    downshiftHooksTreeShakable(),
    finishBuild(),
    progressiveWebApp(),
  ],
  // zod with its browser setting made before any schema is built (see the module).
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('src/lib/zod-browser.ts', import.meta.url)) }] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, ws: true },
      '/uploads': apiTarget,
    },
  },
  build: {
    // dist/.vite/manifest.json maps source modules to chunks; the benchmark reads it for per-route bundle sizes.
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // The automatic split left MUI and Emotion in hundreds of small shared chunks: a route's first
    // load was 50–130 files, and on HTTP/1.1 (six at a time) each wave waits for the one before.
    // So the UI kit goes in two chunks, and React in its own:
    // - ui-core: the styling engine and the components nearly every page drawn with MUI uses
    //   (boxes, typography, buttons, cards, inputs). Every page drawn with MUI loads it; the pages
    //   drawn without (home, and the entry's header, footer and error screen) do not.
    // - ui-kit: the rest of MUI that six or more chunks share (fields, selects, menus, dialogs,
    //   tooltips, tables). Only pages with forms or dialogs load it.
    // A module a group captures brings the modules it imports along (rolldown's default), which
    // is why React has a group of its own: without it react-dom followed MUI's portals into
    // ui-kit and every page loaded ui-kit. If an MUI import reaches the entry or the home page
    // again, the bench's web-budgets row shows it as ~57 KB more on "/".
    rolldownOptions: {
      // react-is is CommonJS, which the bundler runs wherever it is imported even if nothing of it is
      // used: downshift imports it for its Downshift component, which we do not use, and so the
      // search page loaded it. It has no side effects; MUI, which uses it, still gets it (ui-core).
      treeshake: { moduleSideEffects: (id: string) => (/node_modules[\\/]react-is[\\/]/.test(id) ? false : undefined) },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', priority: 3, test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Babel's helpers and prop-types serve MUI and the city box's combobox (downshift) alike:
            // in ui-core, they made the search page load the styling engine for a few functions.
            {
              name: 'shared-helpers',
              priority: 4,
              test: /node_modules[\\/](@babel[\\/]runtime|prop-types)[\\/]/,
            },
            { name: 'ui-core', priority: 2, test: uiCoreModule },
            {
              name: 'ui-kit',
              priority: 1,
              test: /node_modules[\\/](@mui[\\/]material|react-transition-group|@popperjs)[\\/]/,
              minShareCount: 6,
            },
          ],
        },
      },
    },
  },
});
