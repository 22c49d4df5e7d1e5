import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { routeModules } from "@/app/api/route-index";
import { buildOpenApiDocument, listRoutes } from "@/lib/http/openapi";
import { Ajv2020 } from "ajv/dist/2020";
import { MOBILE_PATTERN } from "@/lib/validation/fields";
import { CARD_NUMBER_PATTERN, DATE_TIME_PATTERN, NATIONAL_ID_PATTERN, SHEBA_PATTERN } from "@/lib/validation/patterns";
import { api } from "../helpers/api";
import { writeBuiltDocument } from "../helpers/openapi-document";

const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH"];

function routeFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) routeFiles(full, out);
    else if (name === "route.ts") out.push(full);
  }
  return out;
}

/** /api/Users/Self/{userId} -> /api/users/self/[*] ; folder /api/users/self/[userId] -> same */
const shape = (p: string) =>
  p
    .split("/")
    .map((s) => (/^\{.+\}$|^\[.+\]$/.test(s) ? "[*]" : s.toLowerCase()))
    .join("/");

describe("OpenAPI document", () => {
  beforeAll(writeBuiltDocument, 120_000);

  it("describes every exported method of every route file, at the path of its folder", async () => {
    const apiDir = path.resolve("app/api");
    const exported = routeFiles(apiDir).flatMap((file) => {
      const source = readFileSync(file, "utf8");
      const folder = "/api/" + path.relative(apiDir, path.dirname(file)).split(path.sep).join("/");
      return METHODS.filter((m) => new RegExp(`export\\s+(const|async function|function)\\s+${m}\\b`).test(source)).map(
        (method) => ({ folder, method }),
      );
    });
    expect(exported.length).toBeGreaterThan(0);

    const doc = await buildOpenApiDocument(routeModules);
    const described = new Set(
      Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${shape(p)}`)),
    );
    const routes = await listRoutes(routeModules);
    const missing = exported.filter(({ folder, method }) => !described.has(`${method} ${shape(folder)}`));
    expect(missing).toEqual([]);
    // Every handler carries its contract, and the contract's path is where its file lives.
    for (const r of routes) {
      expect(r.contract, `${r.method} ${r.folder} has no contract`).toBeDefined();
      expect(shape(r.contract!.path)).toBe(shape(r.folder));
      expect(r.contract!.method).toBe(r.method);
    }
  });

  it("names each path parameter as its folder does, declares exactly those, and spells each path once", async () => {
    const names = (text: string, re: RegExp) => [...text.matchAll(re)].map((m) => m[1]);
    const wrong = [];
    for (const { contract, folder, method } of await listRoutes(routeModules)) {
      const inPath = names(contract!.path, /\{([^}]+)\}/g);
      const inFolder = names(folder, /\[(?:\.\.\.)?([^\]]+)\]/g);
      const declared = Object.keys((contract!.params as unknown as { shape?: object } | undefined)?.shape ?? {});
      if (inPath.join() !== inFolder.join() || [...declared].sort().join() !== [...inPath].sort().join())
        wrong.push(`${method} ${contract!.path}: path {${inPath}} folder [${inFolder}] params (${declared})`);
    }
    expect(wrong).toEqual([]);
    // One entry per path: /api/refunds/{tourId} and /api/refunds/{id} would be the same path twice.
    const doc = await buildOpenApiDocument(routeModules);
    const spellings = new Map<string, string[]>();
    for (const p of Object.keys(doc.paths)) spellings.set(shape(p), [...(spellings.get(shape(p)) ?? []), p]);
    expect([...spellings.values()].filter((list) => list.length > 1)).toEqual([]);
  });

  it("is served as OpenAPI 3.1 JSON and as a readable page", async () => {
    const json = await api("GET", "/api/openapi.json");
    expect(json.status).toBe(200);
    expect(json.body.openapi).toBe("3.1.0");
    const page = await api("GET", "/API/Docs");
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain("/api/openapi.json");
  });

  it("is built once and served like a static file: the same document, a strong ETag, 304 to a revalidation", async () => {
    const first = await api("GET", "/api/openapi.json");
    const second = await api("GET", "/api/openapi.json");
    expect(second.body).toEqual(first.body);
    // Its content is the document the contracts describe.
    expect(first.body).toEqual(JSON.parse(JSON.stringify(await buildOpenApiDocument(routeModules))));
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.get("etag")).toBe(etag);
    expect(first.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    const revalidated = await api("GET", "/api/openapi.json", { headers: { "if-none-match": etag! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBeNull();
    const page = await api("GET", "/api/docs", { headers: { "if-none-match": etag! } });
    expect(page.status).toBe(200);
    expect(page.headers.get("etag")).not.toBe(etag);
  });

  it("names every operation with a unique readable operationId, names its server and declares files by their real type", async () => {
    const doc = await buildOpenApiDocument(routeModules);
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(ids.length).toBeGreaterThan(200);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^(get|post|put|patch|delete)[A-Z][A-Za-z0-9]*$/);
    expect(doc.paths["/api/Tour/{tourId}/sales-summary"].get!.operationId).toBe("getTourByTourIdSalesSummary");
    expect(doc.servers).toEqual([expect.objectContaining({ url: "/" })]);
    const content = (path: string) =>
      Object.keys((doc.paths[path].get!.responses["200"] as { content: object }).content);
    expect(content("/api/tour/ticket/tracking/{trackingId}/mobile/{mobile}/pdf")).toEqual(["application/pdf"]);
    expect(content("/api/refunds/excel")).toEqual([
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ]);
    const octet = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.values(ops)
        .filter((op) => JSON.stringify(op.responses).includes("application/octet-stream"))
        .map(() => p),
    );
    expect(octet).toEqual([]);
  });

  it("summarises every operation in Persian", async () => {
    const doc = await buildOpenApiDocument(routeModules);
    const english = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => !/[\u0600-\u06FF]/.test(op.summary))
        .map(([m, op]) => `${m.toUpperCase()} ${p}: ${op.summary}`),
    );
    expect(english).toEqual([]);
  });

  it("lists each operation's error codes, per status", async () => {
    const doc = (await api<{ paths: Record<string, Record<string, any>> }>("GET", "/api/openapi.json")).body;
    const reserve =
      doc.paths["/api/Tour/{tourId}/Reservation/Session/{sessionId}"]?.post ??
      Object.entries(doc.paths).find(([p]) => /reservation\/session/i.test(p))![1].post;
    expect(reserve["x-error-codes"]).toEqual(expect.arrayContaining(["seat_taken", "session_full", "invalid_input"]));
    expect(reserve.responses["409"].description).toMatch(/seat_taken/);
    expect(reserve.responses["400"].description).toMatch(/invalid_input/);
    // The wrapper's own codes (lib/http) are listed for every operation.
    expect(reserve["x-error-codes"]).toEqual(expect.arrayContaining(["control_character", "invalid_json"]));
  });

  it("states the formats the server enforces: mobile, national id, sheba, card, codes, dates, money", async () => {
    const doc = (await api<{ paths: Record<string, Record<string, any>> }>("GET", "/api/openapi.json")).body;
    const body = (path: string, method: string) =>
      doc.paths[path][method].requestBody.content["application/json"].schema.properties;
    const passenger = body("/api/tour/{tourId}/reservation/session/{sessionId}", "post").passengers.items.properties;
    expect(passenger.mobile.pattern).toBe(MOBILE_PATTERN);
    expect(passenger.nationalId.pattern).toBe(NATIONAL_ID_PATTERN);
    expect(passenger.nationalId.description).toMatch(/check digit/);
    expect(body("/api/users/self/checkout", "post").bankAccount.pattern).toBe(SHEBA_PATTERN);
    const refund = body("/api/tour/passengers/refund", "post");
    expect(refund.cardNumber.pattern).toContain(CARD_NUMBER_PATTERN.slice(1, -1));
    expect(refund.cardNumber.description).toMatch(/Luhn/);
    const profile = body("/api/Users/Self", "put");
    const text = (field: { anyOf: { type: string; pattern?: string }[] }) =>
      field.anyOf.find((branch) => branch.type === "string")!.pattern!;
    expect(text(profile.cartNumber)).toContain(CARD_NUMBER_PATTERN.slice(1, -1));
    expect(text(profile.shebaNumber)).toContain(SHEBA_PATTERN.slice(1, -1));
    expect(profile.username.pattern).toBe(MOBILE_PATTERN);
    // A date in a query, and money's floor as the document's exclusiveMinimum.
    const start = doc.paths["/api/Tour/search"].get.parameters.find(
      (p: { name: string }) => p.name === "Resource.Start",
    );
    // A blank value reads as no filter, so the document admits "" beside the date.
    expect(start.schema.anyOf).toEqual([
      expect.objectContaining({ pattern: DATE_TIME_PATTERN }),
      { type: "string", const: "" },
    ]);
    expect(body("/api/Product", "post").price).toMatchObject({ type: "integer", exclusiveMinimum: 100 });
    // The patterns read as the document's readers read them (Ajv: ECMAScript with the u flag).
    const mobile = new Ajv2020({ strict: false }).compile(passenger.mobile);
    expect(["09121234567", "۰۹۱۲ ۱۲۳ ۴۵۶۷", "+989121234567"].every((value) => mobile(value))).toBe(true);
    expect(["0912123456", "09601234567", "0912abc4567"].some((value) => mobile(value))).toBe(false);
  });

  it("states the variants of bodies whose required fields depend on another field, and of the public site", async () => {
    const doc = (await api<{ paths: Record<string, Record<string, any>> }>("GET", "/api/openapi.json")).body;
    const body = (path: string, method: string) =>
      doc.paths[path][method].requestBody.content["application/json"].schema;
    // A tour: draft or published, each SimpleTour or another type.
    const tour = body("/api/Tour", "post");
    const variants = tour.oneOf.flatMap((group: { oneOf: object[] }) => group.oneOf) as {
      properties: Record<string, any>;
      required: string[];
    }[];
    expect(variants).toHaveLength(4);
    const publishedSimple = variants.find(
      (v) => v.properties.isDraft.const === false && v.properties.tourType.const === "SimpleTour",
    )!;
    expect(publishedSimple.required).toEqual(
      expect.arrayContaining(["styleId", "startCityId", "hardShipId", "startPlaceText", "startAge", "sessions"]),
    );
    expect(publishedSimple.properties.accommodations.minItems).toBe(1);
    expect(publishedSimple.properties.sessions.items.required).toContain("registrationEndTime");
    const draft = variants.find((v) => v.properties.isDraft.const === true)!;
    expect(draft.required).not.toContain("styleId");
    expect(body("/api/Tour/{tourId}", "put").oneOf).toHaveLength(2);
    // A campaign: a percent or an amount; a shared code where codes are not generated.
    expect(JSON.stringify(body("/api/Discounts/Create", "post"))).toMatch(/"oneOf".*"price".*"percent"/);
    expect(JSON.stringify(body("/api/tour/check-in/{sessionId}", "post"))).toMatch(/"oneOf".*"ticketCode"/);
    // The public site: the inactive view or the active one.
    const site =
      doc.paths["/api/sale-website/public/{subDomainOrDomain}"].get.responses["200"].content["application/json"].schema;
    expect(
      site.oneOf.map((v: { properties: { inactive: { const: boolean } } }) => v.properties.inactive.const),
    ).toEqual([true, false]);
  });

  it("the generated route index and manifest match the app/api tree", async () => {
    const { execFileSync } = await import("node:child_process");
    expect(() =>
      execFileSync(process.execPath, ["scripts/route-manifest.mjs", "--check"], { stdio: "pipe" }),
    ).not.toThrow();
  });
});
