import { z } from 'zod';
import { route } from '../../http/route';
import { json } from '../../http/json';
import { runQuery } from './graphql';

const graphqlRequest = z.object({
  query: z.string().min(1, { error: 'A GraphQL query is required' }).max(10_000),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().max(100).nullish(),
});

/** A GraphQL result: data, errors or both. */
const graphqlResult = z.object({
  data: z.record(z.string(), z.unknown()).nullish(),
  errors: z.array(z.object({ message: z.string() }).loose()).optional(),
});

/** Merchandise GraphQL endpoint (spec §7), mounted at /api/merchandise/graphql. */
export const routes = [
  route({
    method: 'POST',
    path: '/graphql',
    access: 'user',
    summary: 'Catalogue queries (GraphQL over HTTP); a query that cannot run answers 400 with its errors',
    response: { 200: graphqlResult, 400: graphqlResult },
    body: graphqlRequest,
    handler: async ({ body }) => {
      const result = await runQuery(body.query, body.variables ?? undefined, body.operationName ?? undefined);
      // Query errors (syntax, unknown fields) are the caller's: answer 400 as GraphQL over HTTP does.
      return json(result, result.errors && !result.data ? 400 : 200);
    },
  }),
];
