import { config } from 'zod/v4/core';

// The page's CSP allows no eval. Without `jitless`, zod probes `new Function` once on the first object it
// parses, and the browser reports the refused probe as a CSP violation (Lighthouse best practices). Forms
// validate small objects, so the interpreter is as fast here; the server keeps zod's compiled parsers.
if (!import.meta.env.SSR) config({ jitless: true });
