/**
 * Tests of what a page looks like whatever stores its data (axe scans, translations read on screen, text
 * that fits, rows that do not move, CSP reports): `npm test` runs them on PGlite only, everything else on
 * PGlite and on PostgreSQL (scripts/test.mjs).
 */
export const PRESENTATION = { tag: '@presentation' };

/**
 * Specs of what the photo pages and the phone layouts do in the browser (keys, gestures, menus, the upload
 * window, selection and preview): the photo islands reach storage only through the services' HTTP API, which
 * the API specs call on both databases, and the run on PostgreSQL checks that every route of the contract was
 * called (CONTRACT_COVERAGE). With E2E_STORAGE_RUN=1 (`npm test` on PostgreSQL) they are left out. The photo
 * specs that depend on the database stay: the large library, activation (its import job) and uploads (quota).
 */
export const BROWSER_ONLY_SPECS = [
  /\.mobile\.spec\.ts$/,
  /photos\/photos-(first|scrubber|upload-goes-on|justified|library|preview|albums-picker|timeline|trash|info|gestures)\.spec\.ts$/,
  /shop\/shop-rough-edges\.spec\.ts$/,
];
