import { z } from 'zod';
import { errorAnswer } from '@/domain/schemas/answers';
import { allRoutes, type MountedRoute } from './mounted-routes';
import { answersOf, openApiPath, routeId, type DocumentedAnswer } from './answers';

type JsonSchema = Record<string, unknown>;

const ACCESS: Record<MountedRoute['access'], string> = {
  public: 'Anyone (no session needed)',
  user: 'Any signed-in customer',
  business: 'Signed-in business customers only',
  consumer: 'Signed-in consumers only (not business customers)',
};

function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parameters(schema: z.core.$ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const required = new Set((object.required as string[] | undefined) ?? []);
  return Object.entries((object.properties ?? {}) as Record<string, JsonSchema>).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

function response(answer: DocumentedAnswer): JsonSchema {
  const { body, description } = answer;
  if (body === 'error') return { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  if (body instanceof z.core.$ZodType) return { description, content: { 'application/json': { schema: jsonSchema(body, 'output') } } };
  if ('file' in body) return { description, content: { [body.file]: {} } };
  return { description, headers: Object.fromEntries(body.headers.map((name) => [name, { schema: { type: 'string' } }])) };
}

function operation(route: MountedRoute): JsonSchema {
  const body = route.body;
  return {
    operationId: routeId(route),
    summary: route.summary,
    description: `Access: ${ACCESS[route.access]}.`,
    tags: [route.service],
    'x-access': route.access,
    security: route.access === 'public' ? [] : [{ session: [] }, { bearer: [] }],
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
    ...(body
      ? {
          requestBody: {
            required: !body.safeParse(undefined).success,
            content: { 'application/json': { schema: jsonSchema(body, 'input') } },
          },
        }
      : {}),
    responses: Object.fromEntries(answersOf(route).map((answer) => [String(answer.status), response(answer)])),
  };
}

/**
 * The OpenAPI 3.1 document of the services, made from their route tables: of every service with
 * paths as this instance mounts them (`/api/<service>/…`), or of one service with paths below its own base.
 */
export function openApiDocument(options: { origin: string; service?: string; serviceBase?: string }): JsonSchema {
  const routes = allRoutes.filter((r) => !options.service || r.service === options.service);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = options.service ? openApiPath(route.path) : `/api/${route.service}${openApiPath(route.path)}`;
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: options.service ? `Photo account area: ${options.service} service` : 'Photo account area services',
      version: '1.0.0',
      description:
        'Generated from the route tables of the reference services (src/server/services/<service>/routes.ts). ' +
        'Every refusal answers JSON with a message (refusals of the tus protocol itself answer plain text). Browsers on the origins in CORS_ORIGINS call the services with credentials (cookies).',
    },
    servers: [{ url: options.service ? (options.serviceBase ?? `${options.origin}/api/${options.service}`) : options.origin }],
    tags: [...new Set(routes.map((r) => r.service))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: jsonSchema(errorAnswer, 'output') },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'access_token',
          description: 'The session cookie set by signing in (refreshed by the refresh_token cookie)',
        },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The same access token as a bearer token (apps, embedded mode)',
        },
      },
    },
  };
}

/** Names of the services, as mounted. */
export const serviceNames = () => [...new Set(allRoutes.map((r) => r.service))];
