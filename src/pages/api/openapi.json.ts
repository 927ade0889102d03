import type { APIRoute } from 'astro';
import { json } from '@/server/http/dispatch';
import { withCors } from '@/server/http/cors';
import { openApiDocument } from '@/server/http/openapi';

/** GET /api/openapi.json: the OpenAPI 3.1 contract of every service, generated from the route tables. */
export const GET: APIRoute = ({ url, request }) => withCors(request, json(openApiDocument({ origin: url.origin })));
