import type { RouteContract } from '@duerp/contract';

/** What a route adds to its contract for the OpenAPI description. */
interface Described {
  tags: string[];
  summary?: string;
  description?: string;
  consumes?: string[];
  /** Left out of the OpenAPI description (e.g. a webhook of a provider not in use). */
  hide?: boolean;
}

type Part<R, K extends keyof RouteContract, As extends string = K> = R extends {
  [key in K]: infer S;
}
  ? { [key in As]: S }
  : object;

type Answer<R> = R extends { response: infer S }
  ? { response: { [status in R extends { status: infer C extends number } ? C : 200]: S } }
  : object;

export type ContractSchema<R extends RouteContract> = Described &
  Part<R, 'params'> &
  Part<R, 'query', 'querystring'> &
  Part<R, 'body'> &
  Answer<R>;

/**
 * A route's method, url and schemas, all taken from its contract entry so that the API cannot
 * drift from what the web calls: `app.route({ ...fromContract(contract.x.y, { tags }), config,
 * handler })`. The handler's params, body and answer are typed by the same zod schemas.
 */
export function fromContract<const R extends RouteContract>(
  entry: R,
  described: Described,
): { method: R['method']; url: R['path']; schema: ContractSchema<R> } {
  const schema: Record<string, unknown> = { ...described };
  if (entry.params) schema.params = entry.params;
  if (entry.query) schema.querystring = entry.query;
  if (entry.body) schema.body = entry.body;
  if (entry.response) schema.response = { [entry.status ?? 200]: entry.response };
  return { method: entry.method, url: entry.path, schema: schema as ContractSchema<R> };
}
