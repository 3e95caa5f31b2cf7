/**
 * Bounds on one request's query string. Postgres recurses once per nesting level while it analyses a
 * query, and in PGlite that recursion runs on V8's stack, which a few hundred levels exhaust; these
 * keep every request far below that, and far below plans that cost more to build than to run.
 */

/** Steps of one JSON path: `data->a->>b` has two. */
export const MAX_JSON_PATH_STEPS = 20
/** Embeds nested inside embeds in `select`: `a(b(c))` is three deep. */
export const MAX_EMBED_DEPTH = 8
/** and/or groups nested inside one another: `or=(a.eq.1,and(b.eq.2))` is two deep. */
export const MAX_LOGIC_DEPTH = 8
/** Conditions in one request: filter parameters, and every condition inside and/or groups. */
export const MAX_FILTERS = 100
