// The one browser fetch wrapper: `api.call(endpoint, { params, query, body })`, everything typed by
// the endpoint's contract (lib/client/endpoint.ts). The next-auth session cookie (same origin)
// authenticates every call, so no token is handled here. Failures follow the spec's error catalogue: 401 signs out
// and goes to the login page, 403 says 'عدم دسترسی!', anything else shows the server's Persian
// messages (or a generic one) as error toasts; the promise still rejects so callers can stop.
import { toast } from "./toast";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { clearRoleHint } from "./role-hint";
import { buildPath, buildQuery, type AllOptional, type AnswerOf, type CallInput, type Endpoint } from "./endpoint";
import type { Contract } from "@/lib/http/contract";
import type { AnyCallCode } from "@/lib/http/openapi";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** How a call behaves, beside what its contract declares. */
export interface CallOptions {
  /** Anonymous calls (login, register…): a 401 there is a wrong answer to show, not an expired session. */
  anonymous?: boolean;
  /** False when the page shows the failure itself instead of toasts. */
  notify?: boolean;
  signal?: AbortSignal;
}

interface RequestOptions extends CallOptions {
  params?: Record<string, string | number | null | undefined>;
  query?: Parameters<typeof buildQuery>[0];
  /** JSON-serialised, or sent as is when FormData. */
  body?: unknown;
  responseType?: "json" | "blob";
}

export class ApiClientError<Code extends string = string> extends Error {
  constructor(
    readonly status: number,
    /** The Persian messages, to show. */
    readonly errors: string[],
    /** The stable codes (`seat_taken`, …; lib/http/errors.ts), to branch on: never branch on the wording. */
    readonly codes: readonly Code[] = [],
  ) {
    super(errors[0] ?? HTTP_MESSAGES.server);
    this.name = "ApiClientError";
  }
}

/** The codes a call of this contract may answer: its declared `errors`, the route wrapper's and any call's. */
export type CodesOf<C extends Contract> = C["errors"][number] | AnyCallCode;

/**
 * The failure of a call of `endpoint` with its codes typed from the contract, else null: comparing with a
 * code the contract does not declare (a typo, a code moved to another call) then fails `tsc`.
 */
export function callError<C extends Contract>(
  error: unknown,
  endpoint: Endpoint<C>,
): ApiClientError<CodesOf<C>> | null {
  void endpoint;
  // The server answers only the codes its contract declares (tests/api/contract-fuzz.int.test.ts holds it).
  return error instanceof ApiClientError ? (error as ApiClientError<CodesOf<C>>) : null;
}

export const GENERIC_ERROR = HTTP_MESSAGES.server;
export const FORBIDDEN_ERROR = HTTP_MESSAGES.forbidden;

/** A multipart contract's fields as the FormData the browser sends (it sets the boundary). */
function formOf(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorMessages(body: unknown): string[] {
  const errors = (body as { errors?: unknown } | null | undefined)?.errors;
  return Array.isArray(errors) ? errors.filter((e): e is string => typeof e === "string" && e.length > 0) : [];
}

function errorCodes(body: unknown): string[] {
  const codes = (body as { codes?: unknown } | null | undefined)?.codes;
  return Array.isArray(codes) ? codes.filter((c): c is string => typeof c === "string") : [];
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  showError: (message: string) => void;
  /** Ends the session and goes to /auth/login. */
  signOut: () => void | Promise<void>;
}

export function createApiClient(deps: ApiClientDeps) {
  let signingOut = false;

  async function fail(
    status: number,
    messages: string[],
    options: RequestOptions,
    codes: string[] = [],
  ): Promise<never> {
    if (status === 401 && !options.anonymous) {
      // Parallel calls may all answer 401: sign out once.
      if (!signingOut) {
        signingOut = true;
        await deps.signOut();
      }
      throw new ApiClientError(401, messages, codes);
    }
    if (options.notify !== false) {
      if (status === 403) deps.showError(FORBIDDEN_ERROR);
      else if (messages.length) messages.forEach((message) => deps.showError(message));
      else deps.showError(GENERIC_ERROR);
    }
    throw new ApiClientError(
      status,
      status === 403 ? [FORBIDDEN_ERROR] : messages.length ? messages : [GENERIC_ERROR],
      codes,
    );
  }

  async function request<T = unknown>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const url = buildPath(path, options.params, `${method} ${path}`) + buildQuery(options.query);
    const headers: Record<string, string> = { accept: "application/json" };
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["content-type"] = "application/json";
    }
    let response: Response;
    try {
      response = await deps.fetch(url, { method, headers, body, credentials: "same-origin", signal: options.signal });
    } catch (error) {
      if ((error as Error)?.name === "AbortError") throw error;
      return fail(0, [], options);
    }
    if (!response.ok) {
      const answer = await readBody(response);
      return fail(response.status, errorMessages(answer), options, errorCodes(answer));
    }
    if (options.responseType === "blob") return (await response.blob()) as T;
    return (await readBody(response)) as T;
  }

  /**
   * Calls one contract's route: the path, method, parameters, query, body and answer all come from the
   * contract (lib/client/endpoint.ts), e.g. `api.call(tours.editTourContract, { params: { tourId } })`.
   */
  function call<C extends Contract>(
    endpoint: Endpoint<C>,
    ...[input]: AllOptional<CallInput<C>> extends true
      ? [input?: CallInput<C> & CallOptions]
      : [input: CallInput<C> & CallOptions]
  ): Promise<AnswerOf<C>> {
    const { body, ...options } = (input ?? {}) as RequestOptions;
    const multipart = "multipart" in endpoint && endpoint.multipart && body && !(body instanceof FormData);
    return request<AnswerOf<C>>(endpoint.method, endpoint.path, {
      ...options,
      body: multipart ? formOf(body as Record<string, unknown>) : body,
      responseType: "produces" in endpoint && endpoint.produces === "file" ? "blob" : "json",
    });
  }

  return { call };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The browser instance every page uses. */
export const api: ApiClient = createApiClient({
  fetch: (...args) => fetch(...args),
  showError: (message) => toast.error(message, { toastId: message }),
  signOut: async () => {
    clearRoleHint();
    // Loaded only on a 401: public pages then do not ship next-auth's client.
    const { signOut } = await import("next-auth/react");
    await signOut({ redirect: false });
    window.location.assign("/auth/login");
  },
});
