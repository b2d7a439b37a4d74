import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { englishCataloguesAsKeys, finishBuild } from './build-plugins.ts';
import { progressiveWebApp } from './pwa-plugins.ts';

// In development the API runs on its own port (npm run dev); Vite proxies /api and /uploads to it
// so the browser only ever talks to one origin, as it does in production.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), englishCataloguesAsKeys(), finishBuild(), progressiveWebApp()],
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
  },
});
