import { z } from 'zod';

// The app runs under a Content-Security-Policy without 'unsafe-eval' (docs/decisions/0015). Zod
// compiles fast object parsers with `new Function` when it may; its probe for that is itself a
// policy violation. Imported first by main.tsx, before any schema is built: parsing stays interpreted.
z.config({ jitless: true });
