/*
 * The server's Content-Security-Policy forbids eval. Zod compiles object schemas with
 * `new Function` when it may, probing for it as each schema is defined, and the browser reports
 * even the caught probe as a CSP violation; the interpreted path validates the same. Zod reads
 * this global configuration once, when it loads (zod/v4/core/core.js). The bundle defines the
 * contract schemas before any code of main.tsx runs, so this plain script, which Vite copies
 * unchanged and index.html runs before the module scripts, is the one place early enough.
 */
globalThis.__zod_globalConfig = { jitless: true };
