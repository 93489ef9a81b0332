// Zod compiles object parsers with `new Function` unless told not to; the site's Content-Security-Policy
// forbids eval, so the browser reports a violation (a console issue, and Lighthouse's best-practices
// score drops). Imported first by app/start.tsx; the build puts it in the chunk that holds zod (vite.config.ts), so it
// runs before any other chunk builds a schema (object schemas decide at creation whether to compile).
import { config } from 'zod';

config({ jitless: true });
