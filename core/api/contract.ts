/**
 * A request contract: one call of the API, written once beside its answer's schema (decision 275). The web's
 * typed client (`web/api/client.ts`) reads the method and path from it; the types carry the path's parameters,
 * the query's names, the body and the answer, so a screen cannot ask with a name the server does not read.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The names of a path's `:name` segments (Fastify's spelling, so a route may register the same string). */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<Path extends string> = { [Name in ParamNames<Path>]: string | number };

/** A query's values: an undefined one is left out of the address. */
export type QueryValues = Record<string, string | number | boolean | undefined>;

export interface ApiContract<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Query extends QueryValues | undefined = QueryValues | undefined,
  Body = unknown,
  Answer = unknown,
> {
  readonly method: Method;
  readonly path: Path;
  /** Types only: never set, read by the typed client's signature. */
  readonly types?: { query: Query; body: Body; answer: Answer };
}

interface ContractBuilder<
  Method extends HttpMethod,
  Path extends string,
  Query extends QueryValues | undefined,
  Body,
> {
  /** The query's names and values. */
  query<Names extends QueryValues>(): ContractBuilder<Method, Path, Names, Body>;
  /** The JSON body a write sends. */
  body<Sent>(): ContractBuilder<Method, Path, Query, Sent>;
  /** The answer's type (from the area's schema), which ends the contract. */
  answer<Answer>(): ApiContract<Method, Path, Query, Body, Answer>;
}

/** Starts a contract: `call('GET', '/api/bible/:version').answer<BooksResponse>()`. */
export function call<Method extends HttpMethod, Path extends string>(
  method: Method,
  path: Path,
): ContractBuilder<Method, Path, undefined, undefined> {
  const contract: ApiContract<Method, Path, undefined, undefined, never> = { method, path };
  const builder = {
    query: () => builder,
    body: () => builder,
    answer: () => contract,
  };
  return builder as unknown as ContractBuilder<Method, Path, undefined, undefined>;
}
