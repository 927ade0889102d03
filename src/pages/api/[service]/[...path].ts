import type { APIRoute } from 'astro';
import { dispatch } from '@/server/http/dispatch';

/** Mounts every reference service at /api/<service>/<the spec's path>. */
export const ALL: APIRoute = ({ request, params, locals }) =>
  dispatch(request, params.service ?? '', params.path ?? '', locals.ctx);
