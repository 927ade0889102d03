/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    ctx: import('./server/request-context').RequestContext;
    /** What a refused form posted and the messages at its fields (post-redirect-get), see src/server/form-actions.ts. */
    formInput?: { action: string; values: Record<string, string>; fields?: Record<string, string> };
    /** Set by an action that refuses its form at fields (refuseAtFields), for the redirect's form state. */
    refusedAt?: Record<string, string>;
  }
}
