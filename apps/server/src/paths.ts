import path from 'node:path';

/**
 * apps/server, whether this runs from src/ (tsx, tests) or from the bundled dist/main.js: both sit
 * one level below it.
 */
export const serverRoot = path.resolve(import.meta.dirname, '..');
export const migrationsFolder = path.join(serverRoot, 'drizzle');
export const defaultWebDistDir = path.resolve(serverRoot, '../web/dist');
