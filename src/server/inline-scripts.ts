import { createHash } from 'node:crypto';

/**
 * Every inline script the pages render, and their CSP hashes: the one list the Content-Security-Policy
 * allows on every page (astro.config.mjs reads it at build time; a hash added while a page streams
 * would be too late for the policy).
 */

/** Sends the visitor to /enable-cookies when the browser blocks site data (spec §2). */
export const STORAGE_CHECK_SCRIPT =
  "try{localStorage.setItem('__storage_check','1');localStorage.removeItem('__storage_check')}" +
  "catch(e){if(location.pathname!=='/enable-cookies')location.replace('/enable-cookies')}";

/**
 * Marks a thumbnail's box (`.thumb`) loaded or failed as its image settles, also before the islands
 * hydrate (their onLoad and onError miss what happened earlier). Capture on the document: load and
 * error do not bubble, and an image's load never reaches window.
 */
export const THUMB_STATE_SCRIPT =
  'document.addEventListener("load",thumbState,true);document.addEventListener("error",thumbState,true);' +
  'function thumbState(e){var b=e.target.tagName==="IMG"&&e.target.closest(".thumb");' +
  'if(b)b.setAttribute("data-state",e.type==="error"?"failure":"success")}';

const hashOf = (code: string) => `sha256-${createHash('sha256').update(code).digest('base64')}` as const;

export const INLINE_SCRIPT_HASHES = [STORAGE_CHECK_SCRIPT, THUMB_STATE_SCRIPT].map(hashOf);
