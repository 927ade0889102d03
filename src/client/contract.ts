import { serviceClient, type HttpOptions, type RequestOptions } from './http';
import { pathOf, successAnswer, type Contract, type InputOf, type SuccessOf } from '@/domain/contracts/contract';

/**
 * A client of one service that calls routes by their contracts (decision 0016): the method, the path and its
 * parameters, the query and body types and the answer's schema all come from the contract the route table
 * serves, so a client cannot call what the service does not answer.
 */
export function contractClient(service: string, options: HttpOptions) {
  const api = serviceClient(service, options);
  return async <C extends Contract>(def: C, input: InputOf<C>): Promise<SuccessOf<C>> => {
    const { params, query, body } = input as { params?: Record<string, string | number>; query?: RequestOptions['query']; body?: unknown };
    const path = pathOf(def, params);
    const init = { method: def.method as RequestOptions['method'], query, body };
    const answer = successAnswer(def);
    return (answer ? await api.request(path, answer, init) : await api.send(path, init)) as SuccessOf<C>;
  };
}
