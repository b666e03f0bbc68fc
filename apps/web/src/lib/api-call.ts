import type { z } from 'zod';
import type { RouteContract } from '@duerp/contract';
import { apiRequest, type RequestOptions } from './api-client';
import { apiDownload } from './api-download';
import { apiEventStream } from './api-event-stream';

/** A part of the call (params, query, body) as the route's zod schema takes it in. */
type Part<R, K extends 'params' | 'query' | 'body'> = R extends {
  [key in K]: infer S extends z.ZodType;
}
  ? undefined extends z.input<S>
    ? { [key in K]?: z.input<S> }
    : { [key in K]: z.input<S> }
  : { [key in K]?: never };

export type CallInput<R extends RouteContract> = Part<R, 'params'> &
  Part<R, 'query'> &
  Part<R, 'body'> &
  RequestOptions;

/** What the route answers, typed by its contract's response schema. */
export type Answer<R extends RouteContract> = R extends { response: infer S extends z.ZodType }
  ? z.output<S>
  : never;

/** The input can be left out when the route has neither params nor a required body. */
type Args<R extends RouteContract> =
  object extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/** The route's path with its `:params` filled in (encoded) and its query appended. */
export function pathOf<R extends RouteContract>(route: R, ...[input]: Args<R>): string {
  const params = (input?.params ?? {}) as Record<string, string | number | boolean | undefined>;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path} : paramètre ${name} manquant`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  type Value = string | number | boolean | null | undefined;
  for (const [key, value] of Object.entries<Value>(input?.query ?? {})) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Calls a route of the contract (`call(contract.duerp.get, { params: { id } })`): the path is
 * built from its params, the body sent as JSON, and the answer typed by its response schema.
 * The answer is not parsed again here (docs/decisions.md): the API's serializer already holds it
 * to that schema.
 */
export function call<R extends RouteContract & { response: z.ZodType }>(
  route: R,
  ...[input]: Args<R>
): Promise<Answer<R>> {
  const { params: _params, query: _query, body, ...options } = (input ?? {}) as CallInput<R>;
  return apiRequest<Answer<R>>(route.method, pathOf(route, ...([input] as Args<R>)), body, options);
}

/** A file answered by a route of the contract (a PDF, an export, an archive). */
export function download<R extends RouteContract>(route: R, ...[input]: Args<R>) {
  const { body, headers } = (input ?? {}) as CallInput<R> & { body?: unknown };
  return apiDownload(
    pathOf(route, ...([input] as Args<R>)),
    body,
    headers ? { headers } : undefined,
  );
}

/** The event stream of a route of the contract, until `signal` aborts it. */
export function eventStream<R extends RouteContract>(
  route: R,
  input: CallInput<R>,
  onEvent: (event: string, data: unknown) => void,
  signal: AbortSignal,
): Promise<void> {
  return apiEventStream(pathOf(route, ...([input] as Args<R>)), onEvent, signal);
}
