// Every JSON operation declares what it answers, and the integration helper holds each answer to it.
import { describe, expect, it } from "vitest";
import { routeModules } from "@/app/api/route-index";
import { defineContract } from "@/lib/http/contract";
import { listRoutes } from "@/lib/http/openapi";
import { wireDate, wireMoney } from "@/lib/http/wire";
import { z } from "@/lib/validation/z";
import { checkAnswer } from "../helpers/api";

const json = new Headers({ "content-type": "application/json; charset=utf-8" });

describe("response schemas", () => {
  it("every operation of the route index declares its JSON response schema, or that it produces a redirect, a file or a page", async () => {
    const routes = await listRoutes(routeModules);
    expect(routes.length).toBeGreaterThan(200);
    const missing = routes
      .filter((r) => !r.contract || (!r.contract.response && !r.contract.produces))
      .map((r) => `${r.method} ${r.folder}`);
    expect(missing).toEqual([]);
    const jsonWithout = routes
      .filter((r) => r.contract && r.contract.produces === "json" && !r.contract.response)
      .map((r) => `${r.method} ${r.folder}`);
    expect(jsonWithout).toEqual([]);
  });

  it("the helper refuses a 2xx JSON answer its contract's response schema does not describe", () => {
    const contract = defineContract({
      method: "GET",
      path: "/api/Example",
      summary: "example",
      tags: [],
      access: "public",
      errors: [],
      response: z.object({ id: z.number().int(), price: wireMoney, createdAt: wireDate, note: z.string().nullable() }),
    });
    const good = { id: 1, price: 250_000, createdAt: "2026-03-20T08:30:00.000Z", note: null };
    expect(() => checkAnswer(contract, 200, json, good)).not.toThrow();
    expect(() => checkAnswer(contract, 200, json, { ...good, note: undefined })).toThrow(/note/);
    expect(() => checkAnswer(contract, 200, json, { ...good, price: "250000" })).toThrow(/price/);
    expect(() => checkAnswer(contract, 200, json, { ...good, createdAt: "yesterday" })).toThrow(/createdAt/);
    // Not JSON (a file, a redirect) is not held to the schema.
    expect(() => checkAnswer(contract, 200, new Headers({ "content-type": "text/csv" }), "a,b")).not.toThrow();
  });

  it("holds each JSON answer to its operation in the OpenAPI document: a property the schema does not list, an undeclared status, an error body off the Error schema", () => {
    const contract = defineContract({
      method: "GET",
      path: "/api/Example",
      summary: "نمونه",
      tags: [],
      access: "public",
      errors: [],
      response: z.object({ id: z.number().int(), createdAt: wireDate }),
    });
    const good = { id: 1, createdAt: "2026-03-20T08:30:00.000Z" };
    expect(() => checkAnswer(contract, 200, json, good)).not.toThrow();
    // zod's own parse drops an unknown key silently; the document's schema does not allow it.
    expect(() => checkAnswer(contract, 200, json, { ...good, startTime: "2026-03-20T08:30:00.000Z" })).toThrow(
      /startTime/,
    );
    expect(() => checkAnswer(contract, 201, json, good)).toThrow(/no JSON answer with status 201/);
    expect(() => checkAnswer(contract, 404, json, { errors: ["یافت نشد"], codes: ["not_found"] })).not.toThrow();
    expect(() =>
      checkAnswer(contract, 404, json, { errors: ["یافت نشد"], codes: ["not_found"], stack: "at …" }),
    ).toThrow(/stack/);
  });

  it("refuses an error code the contract does not declare, or answered with a status the catalogue does not give it", () => {
    const contract = defineContract({
      method: "DELETE",
      path: "/api/Example/{exampleId}",
      summary: "نمونه",
      tags: [],
      access: ["Leader"],
      params: z.object({ exampleId: z.string() }),
      response: z.object({ success: z.boolean() }),
      errors: ["campaign_not_found"],
    });
    const refusal = (status: number, code: string) => () =>
      checkAnswer(contract, status, json, { errors: ["پیام"], codes: [code] });
    expect(refusal(404, "campaign_not_found")).not.toThrow();
    // The wrapper's own codes follow from the contract's shape (roles: forbidden; params: invalid_input).
    expect(refusal(403, "forbidden")).not.toThrow();
    expect(refusal(400, "invalid_input")).not.toThrow();
    expect(refusal(409, "discount_code_taken")).toThrow(/discount_code_taken.*does not declare/);
    expect(refusal(409, "campaign_not_found")).toThrow(/campaign_not_found/);
    // A public call without input or roles: no wrapper refusal of a caller, a role or a body applies.
    const open = defineContract({ ...contract, method: "GET", access: "public", params: undefined, errors: [] });
    const openRefusal = (status: number, code: string) => () =>
      checkAnswer(open, status, json, { errors: ["پیام"], codes: [code] });
    expect(openRefusal(404, "not_found")).not.toThrow();
    for (const [status, code] of [
      [403, "forbidden"],
      [403, "account_unconfirmed"],
      [403, "cross_site"],
      [400, "invalid_json"],
    ] as const)
      expect(openRefusal(status, code)).toThrow(code);
    defineContract({
      ...contract,
      // @ts-expect-error a code the catalogue (lib/http/error-catalogue.json) does not list fails the type check
      errors: ["campaign_not_fund"],
    });
  });
});
