import type { APIRoute } from 'astro';
import { json } from '@/server/http/dispatch';
import { withCors } from '@/server/http/cors';
import { openApiDocument, serviceNames } from '@/server/http/openapi';
import { absoluteServiceBase } from '@/server/http/service-urls';

/** GET /api/<service>/openapi.json: the OpenAPI 3.1 contract of one service, paths below its own base URL. */
export const GET: APIRoute = ({ url, params, request }) => {
  const service = params.service ?? '';
  if (!serviceNames().includes(service)) return json({ message: 'Not found' }, 404);
  return withCors(request, json(openApiDocument({ origin: url.origin, service, serviceBase: absoluteServiceBase(service, url.origin) })));
};
