/**
 * Tests of what a page looks like whatever stores its data (axe scans, translations read on screen, text
 * that fits, rows that do not move, CSP reports): `npm test` runs them on PGlite only, everything else on
 * PGlite and on PostgreSQL (scripts/test.mjs).
 */
export const PRESENTATION = { tag: '@presentation' };
