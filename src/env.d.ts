/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    ctx: import('./server/request-context').RequestContext;
    /** What a refused form posted (post-redirect-get), see src/server/form-actions.ts. */
    formInput?: { action: string; values: Record<string, string> };
  }
}
