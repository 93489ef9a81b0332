// Zod compiles object parsers with `new Function` unless told not to; the server's Content-Security-Policy
// forbids eval. Imported first by main.tsx, before any module builds a schema.
import { config } from 'zod';

config({ jitless: true });
