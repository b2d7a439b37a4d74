import { config } from 'zod/v4/core';

// Our Content-Security-Policy forbids eval. zod compiles object schemas with `new Function` when
// it may, and probing whether it may is itself reported as a CSP violation; jitless skips both.
config({ jitless: true });
