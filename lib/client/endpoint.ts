// A call as the browser knows it: the method and path of one contract (lib/client/endpoints/*, generated
// from the contracts by scripts/client-endpoints.ts), carrying the contract's type but none of its zod
// schemas. From that type come what a call takes (`params`, `query`, `body`) and what it answers, so a
// caller no longer restates a path or a type: a route renamed, removed or given another body breaks the
// type check of every caller (docs/api-contract.md, "Typed client"). Dependency-free, so the tour page's
// islands can build a URL with it without the client.
import type { Contract } from "@/lib/http/contract";
import type { z, ZodType } from "@/lib/validation/z";
import type { ResponseOf } from "./response-of";

type Flag<C, K extends "multipart" | "produces", Skip> = C extends { [P in K]: infer V }
  ? V extends Skip
    ? unknown
    : { readonly [P in K]: V }
  : unknown;

/** One contract's method and path (and `multipart`/`produces` where they change the call); `contract` is never set: it carries the type. */
export type Endpoint<C extends Contract = Contract> = {
  readonly method: C["method"];
  readonly path: C["path"];
  readonly contract?: C;
} & Flag<C, "multipart", false | undefined> &
  Flag<C, "produces", "json" | undefined>;

type ParamValue = string | number;
type Scalar = string | number | boolean;

/** A query value as the caller gives it: a date may be a Date or its ISO string; null or undefined leave the key out. */
type QueryField<T> = T extends Date
  ? Date | string
  : T extends readonly (infer U)[]
    ? readonly QueryField<U>[]
    : T extends Scalar
      ? T
      : Scalar;

/** A multipart field: a file as any Blob, a number or flag as its text too. */
type MultipartField<T> = T extends Blob
  ? Blob
  : T extends number | boolean
    ? T | string
    : T extends string
      ? T
      : string | Blob;

type Output<S> = S extends ZodType ? z.output<S> : never;
type Input<S> = S extends ZodType ? z.input<S> : never;
/** True when every key of T may be left out (then the argument holding it may be too). */
export type AllOptional<T> = Partial<T> extends T ? true : false;
type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];

/** Every key of the path is required; a null or undefined value (a query not yet enabled) stops the call at run time. */
type ParamsPart<C> = C extends { params: ZodType }
  ? { params: { [K in keyof Output<C["params"]>]: ParamValue | null | undefined } }
  : { params?: never };

type QueryPart<C> = C extends { query: ZodType }
  ? { query?: { [K in keyof Output<C["query"]>]?: QueryField<Output<C["query"]>[K]> | null } }
  : { query?: never };

type MultipartBody<O> = { [K in RequiredKeys<O>]: MultipartField<O[K]> } & {
  [K in Exclude<keyof O, RequiredKeys<O>>]?: MultipartField<O[K]>;
};

type ContractBody<C> = C extends { body: ZodType }
  ? C extends { multipart: true }
    ? MultipartBody<Output<C["body"]>>
    : Input<C["body"]>
  : never;

type BodyPart<C> = C extends { body: ZodType }
  ? AllOptional<ContractBody<C>> extends true
    ? { body?: ContractBody<C> }
    : { body: ContractBody<C> }
  : { body?: never };

/** What a call takes: the path's parameters, the query and the body, each as its contract declares it. */
export type CallInput<C> = ParamsPart<C> & QueryPart<C> & BodyPart<C>;

type ContractOf<E> = E extends { readonly contract?: infer C } ? C : never;

/** An endpoint's body, for a function that passes one through: `(body: BodyOf<typeof tours.createTourContract>) => …`. */
export type BodyOf<E> = ContractBody<ContractOf<E>>;

/** An endpoint's query, likewise. */
export type QueryOf<E> = NonNullable<QueryPart<ContractOf<E>>["query"]>;

/** What a call answers: the contract's response on the wire; a file as a Blob. */
export type AnswerOf<C> = C extends { produces: "file" }
  ? Blob
  : C extends { response: ZodType }
    ? ResponseOf<C>
    : unknown;

/** Where a call goes, for a link or a redirect rather than a fetch (exports, payment pages). */
export type UrlInput<C> = ParamsPart<C> & QueryPart<C>;

export class MissingParameterError extends Error {
  constructor(name: string, call: string) {
    super(`Required parameter ${name} was null or undefined when calling ${call}`);
    this.name = "MissingParameterError";
  }
}

type LooseQuery = Record<string, Scalar | Date | null | undefined | readonly Scalar[]>;

/** Fills `{name}` segments (URI-encoded); throws MissingParameterError for an absent value. */
export function buildPath(
  template: string,
  params: Record<string, ParamValue | null | undefined> = {},
  call = template,
): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === null || value === undefined || value === "") throw new MissingParameterError(name, call);
    return encodeURIComponent(String(value));
  });
}

/** Query string without empty values; arrays repeat the key; dates go as ISO strings. */
export function buildQuery(query: LooseQuery = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === "") continue;
    if (Array.isArray(value)) value.forEach((item) => search.append(key, String(item)));
    else search.append(key, value instanceof Date ? value.toISOString() : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The URL of a call: its path with the parameters filled in, and its query. */
export function urlOf<C extends Contract>(
  endpoint: Endpoint<C>,
  ...[input]: AllOptional<UrlInput<C>> extends true ? [input?: UrlInput<C>] : [input: UrlInput<C>]
): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, ParamValue>; query?: LooseQuery };
  return buildPath(endpoint.path, params, `${endpoint.method} ${endpoint.path}`) + buildQuery(query);
}
