import { describeValidationIssue } from '@rentease/contract';
import { config } from 'zod/v4/core';

/*
 * zod's messages for the browser, imported by every module that parses with zod (a test holds
 * them to it: zod-config-imported.test.ts) rather than by the app's entry, where they tied every
 * page's first load to zod's core and the catalogue of validation messages (~6 KB gzip) though
 * most pages never parse anything. (zod's other browser setting, jitless, is made where zod
 * itself is loaded: zod-browser.ts.)
 *
 * A field whose schema names no message of its own gets the same catalogue text the server sends
 * (not zod's developer English), so translateApiMessage can tell it in the reader's language.
 */
config({ customError: describeValidationIssue });
