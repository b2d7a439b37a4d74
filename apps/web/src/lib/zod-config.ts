import { describeValidationIssue } from '@rentease/contract';
import { config } from 'zod/v4/core';

/*
 * zod's settings for the browser, imported by every module that uses zod at run time (a test holds
 * them to it: zod-config-imported.test.ts) rather than by the app's entry, where they tied every
 * page's first load to zod's core and the catalogue of validation messages (~6 KB gzip) though
 * most pages never parse anything.
 *
 * Our Content-Security-Policy forbids eval. zod compiles object schemas with `new Function` when
 * it may, and probing whether it may is itself reported as a CSP violation; jitless skips both.
 * A field whose schema names no message of its own gets the same catalogue text the server sends
 * (not zod's developer English), so translateApiMessage can tell it in the reader's language.
 */
config({ jitless: true, customError: describeValidationIssue });
