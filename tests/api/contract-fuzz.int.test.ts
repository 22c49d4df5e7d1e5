// The contract fuzzer: what a schemathesis-like tool pointed at /api/openapi.json would find. For
// every operation the served document lists, as every role its `x-access` admits (and once as a
// caller it refuses), it sends inputs drawn to MATCH the operation's schemas (path, query, JSON or
// multipart body; real ids of the caller's own tour where the path names one, random ids otherwise)
// and inputs that VIOLATE one rule of one field (wrong type, missing required, out of range,
// overlong, off pattern, unknown enum, malformed JSON, extra nesting). Every answer must be one the
// document declares: no 5xx, a declared status and content type, a JSON body the declared schema
// accepts, errors as `{ errors: [Persian...], codes }` with codes the operation lists for that status.
// Violating input must get a 4xx and write no row; matching input must not be refused as
// `invalid_input` (the document would then be stricter in the code than on paper).
//
// Seeded: FUZZ_SEED=<n> replays another run, FUZZ_ONLY=<regex on "METHOD /path"> narrows it,
// FUZZ_VALID / FUZZ_INVALID set the inputs per operation and role (docs/api-contract.md).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import type { Role } from "@/lib/db/generated/enums";
import { createSellingTour } from "@/lib/reservations/testing/fixtures";
import { api, type CallOptions } from "../helpers/api";
import { liveCaller } from "../helpers/factories";
import { writeBuiltDocument } from "../helpers/openapi-document";
import { mulberry32 } from "../helpers/prng";
import {
  fields,
  satisfies,
  schemaErrors,
  validValue,
  violations,
  withValue,
  type Schema,
  type Violation,
} from "../helpers/schema-values";

const SEED = Number(process.env.FUZZ_SEED ?? 24_2026);
const VALID_PER_CALLER = Number(process.env.FUZZ_VALID ?? 4);
const INVALID_PER_CALLER = Number(process.env.FUZZ_INVALID ?? 8);
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY, "i") : null;
const ROLES: Role[] = ["Leader", "Affiliate", "Operator", "Accountant"];

/**
 * Rules the server enforces that the document does not state yet, by the Persian message they refuse
 * with. A schema-valid input refused as `invalid_input` is tolerated only when every message it gets
 * is one of these; each says why the document cannot or does not yet say it.
 */
const KNOWN_RULE_GAPS: { message: RegExp; reason: string }[] = [
  // Check digits: a pattern cannot compute them; each field's description states the check.
  { message: /کد ملی معتبر نیست/, reason: "national id: check digit and place code (stated in the description)" },
  { message: /شماره شبا معتبر نیست/, reason: "sheba: ISO 7064 mod-97 check (stated in the description)" },
  { message: /شماره کارت معتبر نیست/, reason: "card number: Luhn check (stated in the description)" },
  // Rules between fields or against stored data, which JSON Schema cannot state.
  { message: /زمان پایان باید بعد از زمان شروع باشد/, reason: "an end after its start: a rule between two fields" },
  {
    message: /مهلت ثبت‌نام نباید بعد از زمان شروع تور باشد/,
    reason: "a deadline before the start: a rule between two fields",
  },
  {
    message: /در قوانین استرداد نباید تکراری باشد/,
    reason: "refund rules: one per number of days (unique by a field)",
  },
  { message: /سن شروع نباید از سن پایان بیشتر باشد/, reason: "an age range in order: a rule between two fields" },
  {
    message: /ردیف نخست هر فهرست صفحه‌به‌صفحه نمایش داده می‌شود/,
    reason:
      "a page past the first 5,000 rows (lib/http/paging.ts): a rule between Page and PageSize (stated in Page's description)",
  },
  {
    message: /برای هر قسط دقیقاً یک سررسید/,
    reason: "an installment plan: one due day per installment (the array's length is installmentCount)",
  },
  { message: /سررسید هر قسط باید دیرتر از قسط پیش از آن باشد/, reason: "an installment plan: due days increasing" },
  {
    message: /برای پرداخت با چک، شماره و بانک چک را در یادداشت بنویسید/,
    reason:
      "an offline installment payment: a cheque needs its note (a rule between kind and note, in note's description)",
  },
  {
    message: /نام صاحب حساب: (همراه شماره کارت یا شبا لازم است|بدون شماره کارت یا شبا ثبت نمی‌شود)/,
    reason:
      "a refund's account holder: with a card or sheba only, and required with either (a rule between fields, in its description)",
  },
];

/**
 * Schema-violating input an operation still accepts, by "METHOD /path [label" prefix: each to be
 * fixed (the code must refuse it, or the document must admit it).
 */
const KNOWN_LENIENCIES: { call: RegExp; reason: string }[] = [];

/** Operations the in-process harness cannot call, with the reason. */
const NOT_CALLED: Record<string, string> = {
  "GET /api/auth/{nextauth}":
    "next-auth's own handler reads cookies() from Next's request scope, which a handler called in-process does not have",
  "POST /api/auth/{nextauth}":
    "next-auth's own handler reads cookies() from Next's request scope, which a handler called in-process does not have",
};

interface Parameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  schema: Schema;
}
type MediaType = { schema?: Schema & { $ref?: string }; "x-codes"?: string[] };
interface Operation {
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
  "x-access": "public" | "authenticated" | Role[];
  "x-error-codes": string[];
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/** One request: typed values per place; `raw` replaces the body with bytes of a given type. */
interface Input {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
  raw?: { text: string; type: string };
}

interface Target {
  method: string;
  template: string;
  op: Operation;
  media?: "application/json" | "multipart/form-data";
  bodySchema?: Schema;
}

let doc: Document;
let templates: { template: string; pattern: RegExp; rank: string }[] = [];

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function typesIn(schema: Schema): Set<string> {
  const out = new Set<string>();
  for (const s of [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    for (const t of Array.isArray(s.type) ? s.type : s.type ? [s.type] : []) out.add(t);
    if (s.enum) for (const v of s.enum) out.add(typeof v);
  }
  return out;
}

/** The typed value a text stands for under this schema, as an OpenAPI tool reads a query, a path or a form field. */
function fromText(schema: Schema, text: string): unknown {
  const types = typesIn(schema);
  if (types.has("integer") && /^-?\d+$/.test(text)) return Number(text);
  if (types.has("number") && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (types.has("boolean") && (text === "true" || text === "false")) return text === "true";
  return text;
}

function texts(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (typeof value === "object") return [JSON.stringify(value)];
  return [String(value)];
}

/** The value that arrives for a field sent as text (one text or several). */
function arrived(schema: Schema, value: unknown): unknown {
  if (value instanceof Blob) return value;
  const parts = texts(value);
  const types = typesIn(schema);
  const itemSchema = schema.items ?? schema.anyOf?.find((b) => b.items)?.items ?? {};
  if (types.has("array") && (parts.length !== 1 || !types.has("string") || Array.isArray(value)))
    return parts.map((p) => fromText(itemSchema, p));
  return parts.length ? fromText(schema, parts[0]) : undefined;
}

function asObjectSchema(params: Parameter[]): Schema {
  return {
    type: "object",
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
}

function arrivedObject(params: Parameter[], values: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const p of params) {
    const v = arrived(p.schema, values[p.name]);
    if (v !== undefined) out[p.name] = v;
  }
  return out;
}

/** Whether the document's schemas accept this request as it travels. */
function conforms(target: Target, input: Input): boolean {
  if (input.raw) return false;
  const inPath = target.op.parameters.filter((p) => p.in === "path");
  const inQuery = target.op.parameters.filter((p) => p.in === "query");
  if (!satisfies(asObjectSchema(inPath), arrivedObject(inPath, input.path))) return false;
  if (!satisfies(asObjectSchema(inQuery), arrivedObject(inQuery, input.query))) return false;
  if (!target.bodySchema) return true;
  if (target.media === "multipart/form-data") {
    const props = Object.entries(target.bodySchema.properties ?? {}).map(([name, schema]) => ({
      name,
      in: "query" as const,
      required: false,
      schema,
    }));
    const body = (input.body ?? {}) as Record<string, unknown>;
    if (typeof input.body !== "object" || Array.isArray(input.body)) return false;
    return satisfies(target.bodySchema, arrivedObject(props, body));
  }
  return satisfies(target.bodySchema, input.body);
}

function url(target: Target, input: Input): string {
  const path = target.template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = input.path[name];
    return Array.isArray(value)
      ? value.map((v) => encodeURIComponent(String(v))).join("/")
      : encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query)) for (const text of texts(value)) search.append(name, text);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** Whether the filled path reaches this operation's route and not a sibling with a fixed segment there. */
function reachesOwnRoute(target: Target, input: Input): boolean {
  const path = url(target, input).split("?")[0];
  // A "." or ".." segment is resolved by any HTTP client before it is sent: it names another path.
  if (new URL(path, "http://localhost").pathname !== path) return false;
  const matching = templates.filter((t) => t.pattern.test(path)).sort((a, b) => a.rank.localeCompare(b.rank));
  return matching[0]?.template === target.template;
}

function requestOptions(target: Target, input: Input, token: string | undefined): CallOptions {
  const base: CallOptions = { token, unchecked: true };
  if (input.raw) return { ...base, body: input.raw.text, headers: { "content-type": input.raw.type } };
  if (input.body === undefined || !target.media) return base;
  if (target.media === "application/json")
    return { ...base, body: JSON.stringify(input.body), headers: { "content-type": "application/json" } };
  const form = new FormData();
  for (const [name, value] of Object.entries((input.body ?? {}) as Record<string, unknown>)) {
    if (value instanceof Blob) form.append(name, value, "photo.png");
    else for (const text of texts(value)) form.append(name, text);
  }
  return { ...base, form };
}

function drawValid(target: Target, rnd: () => number, ids: Record<string, number>, useIds: boolean): Input | null {
  for (let attempt = 0; attempt < 8; attempt++) {
    const input: Input = { path: {}, query: {} };
    let complete = true;
    for (const p of target.op.parameters) {
      if (p.in === "query" && !p.required && rnd() < 0.5) continue;
      const value =
        p.in === "path" && useIds && ids[p.name] !== undefined
          ? ids[p.name]
          : validValue(p.schema, { rnd, wire: p.in });
      if (value === undefined) complete = false;
      else input[p.in][p.name] = value;
    }
    if (target.bodySchema) {
      input.body = validValue(target.bodySchema, {
        rnd,
        wire: target.media === "multipart/form-data" ? "multipart" : "json",
      });
      if (input.body === undefined) complete = false;
    }
    if (complete && conforms(target, input) && reachesOwnRoute(target, input)) return input;
  }
  return null;
}

/** One-rule violations of a valid input, each confirmed by the schema as it travels. */
function drawInvalid(target: Target, base: Input, rnd: () => number): { label: string; input: Input }[] {
  const out: { label: string; input: Input }[] = [];
  const add = (label: string, input: Input) => {
    if (!conforms(target, input) && reachesOwnRoute(target, input)) out.push({ label, input });
  };
  for (const p of target.op.parameters) {
    const current = base[p.in][p.name] ?? validValue(p.schema, { rnd, wire: p.in });
    if (p.in === "query" && p.required) add(`missing required query ${p.name}`, omit(base, "query", p.name));
    for (const v of violations(p.schema, current, p.in))
      if (!v.omit) add(`${p.in} ${p.name}: ${v.label}`, { ...base, [p.in]: { ...base[p.in], [p.name]: v.value } });
  }
  if (target.bodySchema) {
    const multipart = target.media === "multipart/form-data";
    for (const field of fields(target.bodySchema, base.body)) {
      if (multipart && field.path.length > 1) continue;
      const where = field.path.length ? field.path.join(".") : "(body)";
      for (const v of violations(field.schema, field.value, multipart && field.path.length ? "multipart" : "json"))
        add(`body ${where}: ${v.label}`, { ...base, body: applied(base.body, field.path, v) });
    }
    if (!multipart) {
      add("malformed JSON", { ...base, raw: { text: '{"a":', type: "application/json" } });
      add("JSON list body", { ...base, body: [base.body] });
    } else add("JSON instead of multipart", { ...base, raw: { text: '{"a":1}', type: "application/json" } });
  }
  // A fixed number per operation and caller, drawn without favour from all the kinds found.
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  const malformed = out.findIndex((c) => c.input.raw);
  const picked = out.slice(0, INVALID_PER_CALLER);
  if (malformed >= INVALID_PER_CALLER) picked.push(out[malformed]);
  return picked;
}

function omit(base: Input, where: "query" | "path", name: string): Input {
  const copy = { ...base[where] };
  delete copy[name];
  return { ...base, [where]: copy };
}

function applied(body: unknown, path: (string | number)[], v: Violation) {
  return withValue(body, path, v.value, v.omit);
}

/**
 * Rows written by committed transactions, logged by a row trigger this file puts on every table of
 * the worker's database for its run (and removes after): a refused call must add no entry.
 */
const WRITE_LOG = "contract_fuzz_write";
async function installWriteLog() {
  const tables = await prisma.$queryRawUnsafe<{ name: string }[]>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT IN ('_prisma_migrations', '${WRITE_LOG}')`,
  );
  await prisma.$executeRawUnsafe(
    `CREATE TABLE IF NOT EXISTS ${WRITE_LOG} (id bigserial PRIMARY KEY, tbl text NOT NULL)`,
  );
  await prisma.$executeRawUnsafe(
    `CREATE OR REPLACE FUNCTION ${WRITE_LOG}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO ${WRITE_LOG} (tbl) VALUES (TG_TABLE_NAME); RETURN NULL; END $$`,
  );
  for (const { name } of tables)
    await prisma.$executeRawUnsafe(
      `CREATE OR REPLACE TRIGGER ${WRITE_LOG} AFTER INSERT OR UPDATE OR DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION ${WRITE_LOG}()`,
    );
  return async () => {
    for (const { name } of tables) await prisma.$executeRawUnsafe(`DROP TRIGGER IF EXISTS ${WRITE_LOG} ON "${name}"`);
    await prisma.$executeRawUnsafe(`DROP FUNCTION IF EXISTS ${WRITE_LOG}() CASCADE`);
    await prisma.$executeRawUnsafe(`DROP TABLE IF EXISTS ${WRITE_LOG}`);
  };
}

async function lastWrite(): Promise<string> {
  const [row] = await prisma.$queryRawUnsafe<{ id: string }[]>(
    `SELECT coalesce(max(id), 0)::text AS id FROM ${WRITE_LOG}`,
  );
  return row.id;
}

async function writtenSince(id: string): Promise<string[]> {
  const rows = await prisma.$queryRawUnsafe<{ tbl: string }[]>(
    `SELECT DISTINCT tbl FROM ${WRITE_LOG} WHERE id > $1::bigint ORDER BY tbl`,
    id,
  );
  return rows.map((r) => r.tbl);
}

const PERSIAN = /[\u0600-\u06FF]/;

/** What the answer does that the operation in the document does not declare. */
function answerProblems(op: Operation, status: number, headers: Headers, body: unknown): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`server error ${status}`);
  const declared = op.responses[String(status)];
  if (!declared)
    return [...problems, `status ${status} is not among the declared ${Object.keys(op.responses).join(", ")}`];
  const type = headers.get("content-type")?.split(";")[0].trim() ?? "";
  const content = declared.content ?? {};
  if (Object.keys(content).length && !(type in content))
    problems.push(`content type ${type || "(none)"} is not among the declared ${Object.keys(content).join(", ")}`);
  if (type !== "application/json" || !content[type]) return problems;
  const media = content[type];
  const schema = media.schema?.$ref ? doc.components.schemas[media.schema.$ref.split("/").pop()!] : media.schema;
  if (schema) problems.push(...schemaErrors(schema, body).map((e) => `answer off its schema: ${e}`));
  if (status >= 400) {
    const { errors, codes } = (body ?? {}) as { errors?: unknown[]; codes?: unknown[] };
    if (!Array.isArray(errors) || !errors.length || !errors.every((e) => typeof e === "string" && PERSIAN.test(e)))
      problems.push(`errors are not Persian messages: ${JSON.stringify(errors)}`);
    if (!Array.isArray(codes) || !codes.length) problems.push("no error codes");
    for (const code of codes ?? []) {
      if (!op["x-error-codes"].includes(String(code))) problems.push(`code ${String(code)} is not in x-error-codes`);
      else if (media["x-codes"] && !media["x-codes"].includes(String(code)))
        problems.push(`code ${String(code)} is declared, but not with status ${status}`);
    }
  }
  return problems;
}

const TOUR_IDS = ["tourId", "sessionId", "vehicleId", "extraItemId", "ruleId", "checklistId", "serviceId", "commentId"];
const OWNER_IDS = ["leaderId", "userId", "ownerId"];

/**
 * Real ids for the path, so that inputs reach past "not found": the objects of the leader the call acts
 * as (or for, when an operator or another role calls): a fresh published tour with its session, vehicle,
 * extra item, refund rule, checklist item, service and a comment; a product; a discount campaign.
 */
async function realIds(target: Target): Promise<Record<string, number>> {
  const names = target.op.parameters.filter((p) => p.in === "path").map((p) => p.name);
  const wants = (list: string[]) => names.some((n) => list.includes(n));
  if (!wants([...TOUR_IDS, ...OWNER_IDS, "productId", "discountId"])) return {};
  const owner = await liveCaller("Leader");
  const leaderId = owner.user.id;
  const ids: Record<string, number | undefined> = { leaderId, userId: leaderId, ownerId: leaderId };
  if (wants(TOUR_IDS)) {
    const { tour, session } = await createSellingTour({}, owner);
    const [checklist, service, comment] = await Promise.all([
      prisma.tourChecklistItem.create({ data: { tourId: tour.id, title: "کیسه خواب" } }),
      prisma.tourService.create({ data: { tourId: tour.id, title: "بیمه" } }),
      prisma.tourComment.create({ data: { tourId: tour.id, fullName: "مریم احمدی", text: "سفر خوبی بود" } }),
    ]);
    Object.assign(ids, {
      tourId: tour.id,
      sessionId: session.id,
      vehicleId: session.vehicles[0]?.id,
      extraItemId: tour.extraItems[0]?.id,
      ruleId: tour.refundRules[0]?.id,
      checklistId: checklist.id,
      serviceId: service.id,
      commentId: comment.id,
    });
  }
  const later = new Date(Date.now() + 30 * 86_400_000);
  if (wants(["productId"]))
    ids.productId = (
      await prisma.product.create({
        data: { leaderId, title: "کوله‌پشتی", registrationEndTime: later, capacity: 10, price: 500_000n },
      })
    ).id;
  if (wants(["discountId"]))
    ids.discountId = (
      await prisma.discountCampaign.create({
        data: { leaderId, title: "نوروز", isGeneratedBySystem: true, endTime: later, count: 5, percent: 10 },
      })
    ).id;
  return Object.fromEntries(Object.entries(ids).filter((e): e is [string, number] => e[1] !== undefined));
}

function rolesOf(op: Operation): (Role | null)[] {
  const access = op["x-access"];
  if (access === "public") return [null];
  if (access === "authenticated") return ROLES;
  return access;
}

const show = (value: unknown) => {
  const text = JSON.stringify(value, (_k, v: unknown) => (v instanceof Blob ? `<file ${v.size} bytes>` : v)) ?? "";
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
};

let removeWriteLog: () => Promise<void> = async () => {};
afterAll(() => removeWriteLog(), 120_000);

beforeAll(async () => {
  await writeBuiltDocument();
  removeWriteLog = await installWriteLog();
  const res = await api("GET", "/api/openapi.json");
  doc = res.body as Document;
  templates = Object.keys(doc.paths).map((template) => ({
    template,
    pattern: new RegExp(
      "^" +
        template
          .split("/")
          .map((s) =>
            /^\{.+\}$/.test(s)
              ? s === "{nextauth}" || s === "{key}"
                ? ".+"
                : "[^/]+"
              : s.replace(/[.*+?^$()|[\]\\]/g, "\\$&"),
          )
          .join("/") +
        "$",
      "i",
    ),
    rank: template
      .split("/")
      .map((s) => (s.startsWith("{") ? "1" : "0"))
      .join(""),
  }));
}, 120_000);

describe("the contract fuzzer", () => {
  it("holds every operation of /api/openapi.json to its declared contract", { timeout: 900_000 }, async () => {
    console.log(`contract fuzzer: seed ${SEED} (FUZZ_SEED=${SEED} replays this run)`);
    const started = Date.now();
    // Findings grouped by operation and first problem; the first of each group is shown with its input.
    const failures = new Map<string, { first: string; count: number }>();
    const fail = (group: string, text: string) => {
      const known = failures.get(group);
      if (known) known.count++;
      else failures.set(group, { first: text, count: 1 });
    };
    const tolerated = new Map<string, number>();
    const spent = { fixtures: 0, calls: 0, writeChecks: 0 };
    const statuses = new Map<number, number>();
    let calls = 0;
    let operations = 0;
    let callers = 0;
    const counts = { valid: 0, invalid: 0, access: 0 };

    for (const [template, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const key = `${method.toUpperCase()} ${template}`;
        if ((ONLY && !ONLY.test(key)) || NOT_CALLED[key]) continue;
        operations++;
        const media = op.requestBody ? (Object.keys(op.requestBody.content)[0] as Target["media"]) : undefined;
        const target: Target = {
          method,
          template,
          op,
          media,
          bodySchema: media && op.requestBody!.content[media].schema,
        };

        const send = async (kind: "valid" | "invalid" | "access", label: string, input: Input, token?: string) => {
          calls++;
          counts[kind]++;
          const checkWrites = kind === "invalid" && method !== "get";
          let clock = Date.now();
          const before = checkWrites ? await lastWrite() : null;
          spent.writeChecks += Date.now() - clock;
          clock = Date.now();
          let status = 599;
          let problems: string[];
          let body: unknown;
          try {
            const res = await api(method, url(target, input), requestOptions(target, input, token));
            status = res.status;
            body = res.body;
            problems = answerProblems(op, res.status, res.headers, res.body);
          } catch (error) {
            problems = [`the call threw: ${String(error).slice(0, 300)}`];
          }
          spent.calls += Date.now() - clock;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          const codes = ((body as { codes?: string[] } | null)?.codes ?? []) as string[];
          if (kind === "access" && status !== 401 && status !== 403)
            problems.push(`a caller the operation refuses answered ${status}`);
          if (kind === "invalid" && (status < 400 || status >= 500))
            problems.push(`schema-violating input answered ${status}`);
          if (kind === "valid" && status === 400 && codes.includes("invalid_input")) {
            const messages = ((body as { errors?: string[] }).errors ?? []).map(String);
            const gaps = messages.map((m) => KNOWN_RULE_GAPS.find((gap) => gap.message.test(m)));
            if (gaps.length && gaps.every(Boolean))
              gaps.forEach((gap) => tolerated.set(gap!.reason, (tolerated.get(gap!.reason) ?? 0) + 1));
            else problems.push("schema-valid input refused as invalid_input");
          }
          if (before !== null) {
            clock = Date.now();
            const written = await writtenSince(before);
            if (written.length) problems.push(`refused input wrote to ${written.join(", ")}`);
            spent.writeChecks += Date.now() - clock;
          }
          const call = `${key} [${label}`;
          const lenient = KNOWN_LENIENCIES.find((l) => l.call.test(call));
          if (problems.length && lenient) tolerated.set(lenient.reason, (tolerated.get(lenient.reason) ?? 0) + 1);
          else if (problems.length)
            fail(
              `${key} ${kind} ${problems[0]}`,
              `${key} [${label}] — ${problems.join("; ")}\n    input: ${show(input)}\n    answer: ${status} ${show(body)}`,
            );
        };

        const roles = rolesOf(op);
        for (const role of roles) {
          callers++;
          const rnd = mulberry32(SEED ^ hash(`${key} ${role}`));
          const token = role ? (await liveCaller(role)).token : undefined;
          const who = role ?? "anonymous";
          const clock = Date.now();
          const ids = await realIds(target);
          spent.fixtures += Date.now() - clock;
          let first: Input | null = null;
          for (let n = 0; n < VALID_PER_CALLER; n++) {
            const input = drawValid(target, rnd, ids, n < VALID_PER_CALLER - 1);
            if (!input) {
              fail(
                `${key} draw`,
                `${key} as ${who}: no input the document accepts could be drawn (is the schema satisfiable?)`,
              );
              break;
            }
            first ??= input;
            await send("valid", `valid #${n + 1} as ${who}`, input, role ? (await liveCaller(role)).token : token);
          }
          if (!first) continue;
          for (const { label, input } of drawInvalid(target, first, rnd))
            await send("invalid", `${label} as ${who}`, input, role ? (await liveCaller(role)).token : token);
        }

        // Callers the operation refuses: nobody signed in, and a role it does not list.
        const access = op["x-access"];
        if (access !== "public") {
          const rnd = mulberry32(SEED ^ hash(`${key} refused`));
          const input = drawValid(target, rnd, {}, false);
          if (input) {
            await send("access", "anonymous", input);
            const outsider = Array.isArray(access) ? ROLES.find((r) => !access.includes(r)) : undefined;
            if (outsider) await send("access", `as ${outsider}`, input, (await liveCaller(outsider)).token);
          }
        }
      }
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `contract fuzzer: seed ${SEED}; ${operations} operations, ${callers} operation × caller pairs, ${calls} calls ` +
        `(${counts.valid} schema-valid, ${counts.invalid} schema-violating, ${counts.access} refused callers) in ${seconds} s; ` +
        `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}` +
        `; time in calls ${spent.calls} ms, write checks ${spent.writeChecks} ms, fixtures ${spent.fixtures} ms` +
        (tolerated.size ? `; known rule gaps met: ${JSON.stringify(Object.fromEntries(tolerated))}` : "") +
        `; not called: ${Object.keys(NOT_CALLED).join(", ")}`,
    );
    if (!ONLY) expect(operations).toBeGreaterThan(200);
    const report = [...failures.values()].map(({ first, count }) =>
      count > 1 ? `${first}\n    (${count - 1} more like it)` : first,
    );
    expect(
      report,
      `seed ${SEED}: ${report.length} kinds of finding (FUZZ_SEED=${SEED} FUZZ_ONLY='<METHOD /path>' replays one)`,
    ).toEqual([]);
  });
});
