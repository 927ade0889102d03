import { createHash } from 'node:crypto';

/** Sends the visitor to /enable-cookies when the browser blocks site data (spec §2). */
export const STORAGE_CHECK_SCRIPT =
  "try{localStorage.setItem('__storage_check','1');localStorage.removeItem('__storage_check')}" +
  "catch(e){if(location.pathname!=='/enable-cookies')location.replace('/enable-cookies')}";

/** Its CSP hash (an inline script runs only with its hash listed), computed once when the server starts. */
export const STORAGE_CHECK_HASH = `sha256-${createHash('sha256').update(STORAGE_CHECK_SCRIPT).digest('base64')}` as const;
