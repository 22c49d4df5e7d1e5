// Every setting the app reads from the environment, in one zod schema: the only reader of
// `process.env` outside scripts/ and tests (ESLint's no-restricted-properties enforces it).
//
// Adding a variable: add it to `schema` below with its default (or `.optional()`), a comment on
// what it does, and a check in `superRefine` if it depends on another one; then read `env.NAME`.
// `npm start` (scripts/start.ts) calls `assertEnv()` and the server's start-up hook (instrumentation.ts)
// `settleEnv()`, so a wrong value stops the app at start with the variable's name and the reason.
//
// Values are parsed from process.env on each access until the server settles them: tests change
// process.env, the server never does once started, and one parse of every variable costs more than
// the rest of a cached page's proxy work (docs/benchmarks.md, "Reservation CPU").
import { z } from "zod";

const text = () => z.string().trim().min(1).optional();
const flag = () => z.enum(["0", "1"], { error: (i) => `must be 0 or 1, not ${JSON.stringify(i.input)}` }).default("0");
const oneOf = <const T extends readonly [string, ...string[]]>(
  name: string,
  values: T,
  fallback: T[number],
  what = name,
) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() || undefined : value),
    z
      .enum(values, { error: (i) => `unknown ${what} ${JSON.stringify(i.input)} (${values.join(" or ")})` })
      .default(fallback),
  );
/** Megabytes for a V8 heap flag: 0 (Node's own size) or min..max; unset or blank: `fallback`. */
const megabytes = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && !v.trim() ? undefined : v),
    z
      .string()
      .trim()
      .regex(/^\d+$/, { error: (i) => `must be a whole number of megabytes, not ${JSON.stringify(i.input)}` })
      .transform(Number)
      .refine((n) => n === 0 || (n >= min && n <= max), `must be 0 (Node's own size) or ${min} to ${max} megabytes`)
      .default(fallback),
  );
const wholeNumber = (unit: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: (i) => `must be a whole number of ${unit}, not ${JSON.stringify(i.input)}` })
    .int()
    .min(min)
    .max(max)
    .default(fallback);

const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: (i) => `must be a positive whole number, not ${JSON.stringify(i.input)}` })
    .int()
    .positive()
    .default(fallback);

const schema = z
  .object({
    /** Set by Next: "development" under next dev (the CSP then allows its refresh runtime). */
    NODE_ENV: z.enum(["development", "production", "test"]).optional(),
    /** PostgreSQL connection string (npm start sets it for the embedded cluster). */
    DATABASE_URL: text(),
    /** Connections in the pool of this process. */
    DATABASE_POOL_SIZE: positiveInt(10),
    /** Signs sessions, tokens and OTP hashes (npm start creates one under the data folder). */
    AUTH_SECRET: text(),
    /** next-auth's name for the same secret; AUTH_SECRET wins. */
    NEXTAUTH_SECRET: text(),
    /** Uploads, the embedded database and the auth secret live here. */
    HAMSAFAR_DATA_DIR: z.string().trim().min(1).default(".data"),
    /** Next's build folder (next.config.mjs distDir); the build leaves openapi.json there too. */
    NEXT_DIST_DIR: z.string().trim().min(1).default(".next"),
    /** The platform's own domain (sale websites on its sub-domains); default: PUBLIC_URL's host name. */
    ROOT_DOMAIN: z.string().trim().toLowerCase().optional(),
    /** The address people reach the app at (links in SMS, gateway callbacks). */
    PUBLIC_URL: z.url({ error: (i) => `must be an absolute URL, not ${JSON.stringify(i.input)}` }).optional(),
    PORT: positiveInt(3000),
    /** The address the server listens on (server/main.ts); default: every interface. */
    HOSTNAME: z.string().trim().min(1).optional(),
    /**
     * Set by the front door (server/main.ts) to a fresh random value in each process before Next loads, never by
     * hand: the mark that proves a client-address stamp was made by this process (lib/http/client-address.ts).
     */
    HAMSAFAR_CLIENT_MARK: z.string().min(16).optional(),
    /** "off" keeps the pg-boss worker (payment sweep, tour events) out of this process. */
    HAMSAFAR_JOBS: oneOf("HAMSAFAR_JOBS", ["on", "off"], "on"),
    SMS_PROVIDER: oneOf("SMS_PROVIDER", ["console", "kavenegar"], "console"),
    /** 1: the console SMS and mail providers print nothing (tests). */
    SMS_SILENT: flag(),
    MAIL_SILENT: flag(),
    /** Toman charged to a leader per group SMS message (CostOfGroupSMS); 0 while SMS cost nothing. */
    GROUP_SMS_PRICE_TOMAN: z.coerce
      .number({ error: (i) => `must be a whole number of toman, not ${JSON.stringify(i.input)}` })
      .int()
      .min(0)
      .default(0),
    KAVENEGAR_API_KEY: text(),
    KAVENEGAR_SENDER: text(),
    KAVENEGAR_OTP_TEMPLATE: text(),
    /** console: mails go to the server log; smtp: through SMTP_URL (lib/mail/smtp-provider.ts). */
    MAIL_PROVIDER: oneOf("MAIL_PROVIDER", ["console", "smtp"], "console"),
    /** The mail server for MAIL_PROVIDER=smtp: smtp://user:password@host:587 (STARTTLS) or smtps://…:465. */
    SMTP_URL: z
      .string()
      .trim()
      .regex(/^smtps?:\/\/[^\s/]+/, { error: (i) => `must be smtp://… or smtps://…, not ${JSON.stringify(i.input)}` })
      .optional(),
    /** The sender of every mail, e.g. "همسفر <no-reply@hamsafar.example>"; needed with MAIL_PROVIDER=smtp. */
    MAIL_FROM: text(),
    PAYMENT_GATEWAY: oneOf("PAYMENT_GATEWAY", ["sandbox", "zarinpal"], "sandbox", "payment gateway"),
    ZARINPAL_MERCHANT_ID: text(),
    /** 1: ZarinPal's own sandbox host. */
    ZARINPAL_SANDBOX: flag(),
    STORAGE_DRIVER: oneOf("STORAGE_DRIVER", ["local", "s3"], "local"),
    S3_ENDPOINT: text(),
    S3_BUCKET: text(),
    S3_REGION: z.string().trim().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: text(),
    S3_SECRET_ACCESS_KEY: text(),
    /**
     * The card buyers transfer to when paying card-to-card. Unset (or blank): card-to-card is not
     * offered at all. No default: the demo (scripts/start.ts on a seeded demo database) sets its own.
     */
    C2C_CARD_NUMBER: z.preprocess(
      (value) => (typeof value === "string" ? value.replace(/\D/g, "") || (value.trim() ? value : undefined) : value),
      z
        .string()
        .regex(/^\d{16}$/, { error: "must have 16 digits" })
        .optional(),
    ),
    /** The card holder's name shown with C2C_CARD_NUMBER. */
    C2C_CARD_HOLDER: z.string().trim().min(1).default("همسفر"),
    /**
     * V8 old-space cap (MB) of the production server `npm start` runs (--max-old-space-size); 0: Node's
     * own limit (about 2 GB here), under which the heap grows lazily: a million-row export took the
     * server from 374 to 600 MB; with 256/2 from 250 to 281 MB at the same page throughput
     * (docs/benchmarks.md, "Streamed .xlsx export"; docs/money.md). 320: the 60-minute soak's heap after major GC
     * levelled at 174–179 MB with bursts to 210 (docs/service.md, "Heap").
     */
    SERVER_HEAP_MB: megabytes(64, 16384, 320),
    /** Young-generation semi-space (MB) of that server (--max-semi-space-size); 0: Node's own (16 MB). Small values keep short-lived garbage from piling up. */
    SERVER_SEMI_SPACE_MB: megabytes(1, 256, 2),
    /** On SIGTERM/SIGINT `npm start` lets the app server finish its requests in flight for at most this long, then kills it (scripts/start.ts). */
    SHUTDOWN_GRACE_SECONDS: z.coerce
      .number({ error: (i) => `must be a whole number of seconds, not ${JSON.stringify(i.input)}` })
      .int()
      .min(1)
      .max(600)
      .default(30),
    /** Reverse proxies in front of the app that append to X-Forwarded-For; 0: the socket's address is the client's (lib/http/client-address.ts). */
    TRUST_PROXY_HOPS: z.coerce
      .number({ error: (i) => `must be a whole number of proxies, not ${JSON.stringify(i.input)}` })
      .int()
      .min(0)
      .max(10)
      .default(0),
    /**
     * Requests of one client address this process serves at once (lib/http/address-budget.ts); 0 turns
     * the whole budget off. 6 is what one browser opens to a host, so one reader never waits.
     */
    ADDRESS_CONCURRENCY: wholeNumber("requests", 0, 10_000, 6),
    /** Serving time (ms) an idle address holds: spent while any of its requests is being served (docs/security.md). */
    ADDRESS_BUDGET_MS: wholeNumber("milliseconds", 1, 600_000, 3000),
    /** Serving time (ms) an address gets back each second towards ADDRESS_BUDGET_MS. */
    ADDRESS_REFILL_MS: wholeNumber("milliseconds a second", 1, 1000, 500),
    /** How long a request may wait for one of its address's ADDRESS_CONCURRENCY turns (ms) before it is answered 429. */
    ADDRESS_WAIT_MS: wholeNumber("milliseconds", 0, 60_000, 5000),
    /** Requests of one address that may wait for a turn at once (a bound on memory); beyond that 429. */
    ADDRESS_QUEUE: wholeNumber("requests", 1, 100_000, 1000),
    /**
     * Redis shared by every instance: Next's page and data cache and the cache tags live there
     * (lib/cache/incremental-handler.ts). Unset: this process's memory (one instance only).
     */
    REDIS_URL: z
      .url({
        protocol: /^rediss?$/,
        error: (i) => `must be a redis:// or rediss:// URL, not ${JSON.stringify(i.input)}`,
      })
      .optional(),
    /** Prefix of every Redis key and channel of this deployment (several deployments or test runs may share one Redis). */
    REDIS_KEY_PREFIX: z.string().trim().min(1).default("hamsafar:"),
    /** Set by Next while `next build` prerenders ("phase-production-build"): the cache stays in memory then. */
    NEXT_PHASE: text(),
    /** OTP codes one client address may request per hour (many users behind one NAT, e2e runs). */
    OTP_IP_HOURLY_LIMIT: positiveInt(20),
    /** Bearer token a Prometheus scraper sends to GET /api/metrics; unset: that path answers 404 (no metrics). */
    METRICS_TOKEN: z.string().trim().min(16, { error: "must be at least 16 characters (a random secret)" }).optional(),
  })
  .superRefine((e, ctx) => {
    const need = (when: boolean, name: keyof typeof e, why: string) => {
      if (when && !e[name]) ctx.addIssue({ code: "custom", path: [name], message: `${why} needs ${name}` });
    };
    need(e.SMS_PROVIDER === "kavenegar", "KAVENEGAR_API_KEY", "SMS_PROVIDER=kavenegar");
    need(e.MAIL_PROVIDER === "smtp", "SMTP_URL", "MAIL_PROVIDER=smtp");
    need(e.MAIL_PROVIDER === "smtp", "MAIL_FROM", "MAIL_PROVIDER=smtp");
    need(e.PAYMENT_GATEWAY === "zarinpal", "ZARINPAL_MERCHANT_ID", "PAYMENT_GATEWAY=zarinpal");
    for (const name of ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const)
      need(e.STORAGE_DRIVER === "s3", name, "STORAGE_DRIVER=s3");
  });

export type Env = z.output<typeof schema>;
/** Raw variables, as in process.env (tests pass their own). */
export type EnvSource = Record<string, string | undefined>;

/** Parses a set of variables; throws one error naming every wrong one. */
export function parseEnv(source: EnvSource): Env {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`);
  throw new Error(`Invalid environment (.env or the process environment):\n${lines.join("\n")}`);
}

/** Fails with a clear message when a variable is wrong: called once at start. */
export function assertEnv(): void {
  parseEnv(process.env);
}

const derived = {
  /** The signing secret (AUTH_SECRET, or next-auth's NEXTAUTH_SECRET). */
  authSecret: (e: Env): string => {
    const secret = e.AUTH_SECRET ?? e.NEXTAUTH_SECRET;
    if (!secret) throw new Error("AUTH_SECRET is not set (npm start creates one under .data/)");
    return secret;
  },
  dataDir: (e: Env) => e.HAMSAFAR_DATA_DIR,
  smsProvider: (e: Env) => e.SMS_PROVIDER,
  publicUrl: (e: Env) => e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
  /** The platform's domain; sale websites live on <subDomain>.<rootDomain> (default: PUBLIC_URL's host name). */
  rootDomain: (e: Env) => e.ROOT_DOMAIN || new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).hostname,
};

type Derived = { readonly [K in keyof typeof derived]: ReturnType<(typeof derived)[K]> };

// On globalThis: proxy.ts, the route handlers and instrumentation.ts are bundled apart, each with its
// own copy of this module, and all read what the start-up hook settled.
const SETTLED = Symbol.for("hamsafar.env");
interface Settled {
  values: Env;
  derived: Map<string, unknown>;
}
type Holder = { [SETTLED]?: Settled };

/** Parses the environment once (failing like assertEnv) and serves every later read of this process from that. */
export function settleEnv(): void {
  (globalThis as Holder)[SETTLED] = { values: parseEnv(process.env), derived: new Map() };
}

/** The settings: `env.SMS_PROVIDER`, `env.publicUrl`, … (settled at the server's start, else parsed on each read). */
export const env = new Proxy({} as Readonly<Env> & Derived, {
  get(_target, key) {
    const settled = (globalThis as Holder)[SETTLED];
    const values = settled?.values ?? parseEnv(process.env);
    if (typeof key === "string" && key in derived) {
      if (!settled) return derived[key as keyof typeof derived](values);
      if (!settled.derived.has(key)) settled.derived.set(key, derived[key as keyof typeof derived](values));
      return settled.derived.get(key);
    }
    return values[key as keyof Env];
  },
});
