import { config } from 'zod/v4/core';

// The app runs under a Content-Security-Policy without 'unsafe-eval' (docs/decisions/0015). Zod
// compiles fast object parsers with `new Function` when it may, and its probe for that is itself a
// policy violation. The web build resolves `zod` to this module (vite.config.ts), so the setting is
// made before any module that builds a schema runs, whichever chunk the bundler puts it in.
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
