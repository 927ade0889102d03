import { z } from 'zod';
import { route } from '../../http/route';
import { json } from '../../http/dispatch';
import { runQuery } from './graphql';

const graphqlRequest = z.object({
  query: z.string().min(1, { error: 'A GraphQL query is required' }).max(10_000),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().max(100).nullish(),
});

/** Merchandise GraphQL endpoint (spec §7), mounted at /api/merchandise/graphql. */
export const routes = [
  route({
    method: 'POST', path: '/graphql', access: 'user', body: graphqlRequest,
    handler: async ({ body }) => {
      const result = await runQuery(body.query, body.variables ?? undefined, body.operationName ?? undefined);
      // Query errors (syntax, unknown fields) are the caller's: answer 400 as GraphQL over HTTP does.
      return json(result, result.errors && !result.data ? 400 : 200);
    },
  }),
];
