import type { APIRoute } from 'astro';
import { dispatch } from '@/server/http/dispatch';
import { preflight, withCors } from '@/server/http/cors';

/** Mounts every reference service at /api/<service>/<the spec's path>, for this origin and the CORS_ORIGINS. */
export const ALL: APIRoute = async ({ request, params, locals }) =>
  preflight(request) ?? withCors(request, await dispatch(request, params.service ?? '', params.path ?? '', locals.ctx));
