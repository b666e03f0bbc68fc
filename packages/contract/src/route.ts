import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One route as the API registers it and the web calls it: a renamed path or field fails the
 * typecheck of both sides. `response` is the JSON answer; a route that answers a file or an
 * event stream has none (the web reads it with its own helper, still from `path`).
 */
export interface RouteContract {
  method: HttpMethod;
  /** With `:name` parameters, filled from `params`. */
  path: `/api/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  /** The status of a success when it is not 200. */
  status?: 201 | 204;
}

/** Keeps the literal types of a route (its path, its schemas) for both sides to infer from. */
export const route = <const R extends RouteContract>(definition: R): R => definition;

/** The routes under `/api/public/` are called without a token. */
export const isPublicPath = (path: string): boolean => path.startsWith('/api/public/');
