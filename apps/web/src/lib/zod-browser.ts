import { config } from 'zod/v4/core';

/*
 * zod as the browser build loads it: vite.config.ts resolves every `from 'zod'` (the contract's
 * schemas as well as ours) to this module, so the setting below is made before any schema is built.
 *
 * Our Content-Security-Policy forbids eval. zod compiles object schemas with `new Function` when
 * it may, and it probes whether it may, itself a CSP violation, as soon as an object schema is
 * built: a module-level schema in a chunk that loads before the first form would already trip it.
 */
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
