/**
 * Imported first by main.tsx, before any module that builds a zod schema. zod 4 tries
 * `new Function("")` when it builds an object schema (to compile faster parsers); the site's
 * Content-Security-Policy refuses eval, so every page would report a policy violation. zod takes its
 * global config from this object when it loads, and `jitless` keeps it from trying.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> }
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true }

export {}
