import type { ApiContract, HttpMethod, PathParams, QueryValues } from '../../core/api/contract';

/** The fallback message when a failed answer carries neither a `message` field nor a status text. */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

/** A non-OK answer from the API: `message` is what the user may read, `status` the HTTP status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly details: {
      /** What the reader probably meant (an unknown book's nearest books), as the server suggested. */
      suggestions?: readonly string[];
      /** False when the answer carried no message of its own and `message` is a stand-in. */
      fromServer?: boolean;
    } = {},
  ) {
    super(message);
  }

  get suggestions(): readonly string[] {
    return this.details.suggestions ?? [];
  }
}

/** The server's own sentence for a failed call, or undefined when it gave none (or the call never answered). */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.details.fromServer !== false ? error.message : undefined;
}

/**
 * The message to show for a failed call: the server's own sentence, else the screen's own default
 * ("Failed to delete setting"), never an HTTP status text such as "Internal Server Error".
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.details.fromServer === false ? fallback : error.message;
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * Reads the user-facing message of a failed answer: its `message` field (and `suggestions`), else the
 * general fallback, marked as not the server's so that a screen may put its own default instead.
 */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let message: unknown;
  let suggestions: unknown;
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body) message = body.message;
    if (body && typeof body === 'object' && 'suggestions' in body) suggestions = body.suggestions;
  } catch {
    // Not JSON (a proxy's error page): no message of the server's.
  }
  const listed = Array.isArray(suggestions)
    ? suggestions.filter((item): item is string => typeof item === 'string').slice(0, 5)
    : [];
  if (typeof message === 'string' && message.trim()) {
    return new ApiError(message, response.status, {
      fromServer: true,
      ...(listed.length ? { suggestions: listed } : {}),
    });
  }
  return new ApiError(UNEXPECTED_ERROR_MESSAGE, response.status, { fromServer: false });
}

/** How a client reaches the server: the browser's `fetch`, or on the server the app's own routes (decision 276). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

type Params<Contract> =
  Contract extends ApiContract<HttpMethod, infer Path>
    ? keyof PathParams<Path> extends never
      ? { params?: undefined }
      : { params: PathParams<Path> }
    : never;

type Query<Contract> = Contract extends { types?: { query: infer Names } }
  ? Names extends QueryValues
    ? object extends Names
      ? { query?: Names }
      : { query: Names }
    : { query?: undefined }
  : never;

type Body<Contract> = Contract extends { types?: { body: infer Sent } }
  ? [Sent] extends [undefined]
    ? { body?: undefined }
    : { body: Sent }
  : never;

/** What a call names beyond its contract: the path's parameters, the query, the body. */
export type CallInput<Contract extends ApiContract> = Params<Contract> & Query<Contract> & Body<Contract>;

/** The input is optional when the contract needs none. */
type InputArgs<Contract extends ApiContract> =
  object extends CallInput<Contract> ? [input?: CallInput<Contract>] : [input: CallInput<Contract>];

/** What a call's address needs: the path's parameters and the query. */
type AddressInput<Contract extends ApiContract> = Params<Contract> & Query<Contract>;
type AddressArgs<Contract extends ApiContract> =
  object extends AddressInput<Contract> ? [input?: AddressInput<Contract>] : [input: AddressInput<Contract>];

export type AnswerOf<Contract> = Contract extends { types?: { answer: infer Answer } } ? Answer : never;

/**
 * The address of a call: each `:name` of the path replaced by its parameter, encoded; the query's defined
 * values after it in the order given, encoded as a form (as `URLSearchParams` writes it). For what a screen
 * does not send through the client: a link to a download, an upload that reports progress, a report that must
 * outlive the page.
 */
export function urlOf<Contract extends ApiContract>(
  contract: Contract,
  ...[input]: AddressArgs<Contract>
): string {
  const params = (input?.params ?? {}) as Record<string, string | number>;
  const path = contract.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${contract.path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((input?.query ?? {}) as QueryValues)) {
    if (value !== undefined) query.append(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Calls the API through a transport; what screens reach with `useApi()` (web/api/context.ts). */
export interface ApiClient {
  /** Sends the call and returns its typed answer; a non-OK answer throws an `ApiError`. */
  call<Contract extends ApiContract>(
    contract: Contract,
    ...input: InputArgs<Contract>
  ): Promise<AnswerOf<Contract>>;
  /** Sends the call and returns the raw response, for answers that are not JSON (audio). */
  send<Contract extends ApiContract>(contract: Contract, ...input: InputArgs<Contract>): Promise<Response>;
}

/**
 * A client over `transport`, with cookies and JSON. State-changing calls always send a JSON body (`{}` when
 * there is none) because the server only accepts writes declared as `application/json`; the uploads' calls
 * send a multipart form.
 */
export function createApiClient(transport: ApiTransport): ApiClient {
  function send<Contract extends ApiContract>(
    contract: Contract,
    ...args: InputArgs<Contract>
  ): Promise<Response> {
    const [input] = args;
    const url = urlOf(contract, ...(args as unknown as AddressArgs<Contract>));
    // A form (an uploaded file) goes as multipart, with the boundary the browser writes into its type.
    if (input?.body instanceof FormData) {
      return transport(url, {
        method: contract.method,
        credentials: 'include',
        headers: { Accept: 'application/json' },
        body: input.body,
      });
    }
    const sendsBody = contract.method !== 'GET';
    return transport(url, {
      method: contract.method,
      credentials: 'include',
      headers: sendsBody
        ? { 'Content-Type': 'application/json', Accept: 'application/json' }
        : { Accept: 'application/json' },
      body: sendsBody ? JSON.stringify(input?.body ?? {}) : undefined,
    });
  }
  return {
    send,
    async call<Contract extends ApiContract>(contract: Contract, ...args: InputArgs<Contract>) {
      const response = await send(contract, ...args);
      if (!response.ok) throw await errorFromResponse(response);
      if (response.status === 204) return undefined as AnswerOf<Contract>;
      const text = await response.text();
      return (text ? JSON.parse(text) : undefined) as AnswerOf<Contract>;
    },
  };
}

/** The browser's client: `fetch` as it is when the call is made (so a test may stub it). */
export const browserApiClient = createApiClient((url, init) => fetch(url, init));
