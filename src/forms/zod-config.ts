import { config } from 'zod'

// Zod compiles object parsers with `new Function` unless told not to, and probes for it on first
// use. The site's Content-Security-Policy has no 'unsafe-eval' (nor should it), so in the browser
// the probe alone is a reported violation (Lighthouse's best practices). Imported, for this effect
// only, by every form schema module that a page can load first (fields.ts, tc.ts).
config({ jitless: true })
