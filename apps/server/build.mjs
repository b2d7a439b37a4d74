// Bundles the server into dist/main.js, the gazetteer's worker thread into dist/gazetteer.worker.js,
// and the backup and restore commands into dist/backup.js. npm packages stay external (installed
// next to it); the workspace contract package is TypeScript source, so it is bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@rentease/'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    'gazetteer.worker': 'src/modules/places/gazetteer.worker.ts',
    backup: 'src/backup-cli.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'zod'],
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
