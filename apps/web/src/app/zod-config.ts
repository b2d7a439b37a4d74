import { describeValidationIssue } from '@rentease/contract';
import { config } from 'zod/v4/core';

// Our Content-Security-Policy forbids eval. zod compiles object schemas with `new Function` when
// it may, and probing whether it may is itself reported as a CSP violation; jitless skips both.
// A field whose schema names no message of its own gets the same catalogue text the server sends
// (not zod's developer English), so translateApiMessage can tell it in the reader's language.
config({ jitless: true, customError: describeValidationIssue });
