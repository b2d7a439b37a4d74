import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { englishCataloguesAsKeys } from './build-plugins.ts';

/**
 * The server's build of the app (`npm run build` makes it after the browser's): one module,
 * src/app/server-render.tsx, that the API server imports to render the search and listing pages.
 * Everything is bundled, npm packages too, and built for production whatever NODE_ENV the server
 * runs with: MUI's class names must come out exactly as the browser's production build makes them
 * (in development they carry labels), or the browser could not adopt the server's markup and styles.
 */
export default defineConfig({
  plugins: [react(), englishCataloguesAsKeys()],
  publicDir: false,
  mode: 'production',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/app/server-render.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    minify: false,
    // One file: a rebuilt app is imported afresh by the running server (page-renderer.ts), and a
    // chunk shared by name between the old and new build would mix two copies of React Router.
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
