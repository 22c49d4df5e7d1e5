// The rules the server enforces, as the OpenAPI document states them (issue 32, "the published
// contract"): each value a generated client would send is held against the document's schema (Ajv,
// as the generators and fuzzers read it) and against the server, and the two must agree.
import { beforeAll, describe, expect, it } from "vitest";
import { Ajv2020 } from "ajv/dist/2020";
import { routeModules } from "@/app/api/route-index";
import { buildOpenApiDocument } from "@/lib/http/openapi";
import { api } from "../helpers/api";
import { createUser } from "../helpers/factories";

type Doc = Awaited<ReturnType<typeof buildOpenApiDocument>>;
type Operation = Record<string, any>;
let doc: Doc;
const ajv = new Ajv2020({ strict: false });

const op = (path: string, method: string): Operation => (doc.paths[path] as Record<string, Operation>)[method];
const jsonBody = (path: string, method: string) => op(path, method).requestBody.content["application/json"].schema;
const parameter = (path: string, method: string, name: string) =>
  op(path, method).parameters.find((p: { name: string }) => p.name === name).schema;
const admits = (schema: unknown, value: unknown) => ajv.compile(schema as object)(value) as boolean;

beforeAll(async () => {
  doc = await buildOpenApiDocument(routeModules);
}, 120_000);

describe("the published contract states what the server enforces", () => {
  it("a site's sub-domain and custom domain: the document refuses what the server refuses", async () => {
    const create = jsonBody("/api/sale-website", "post").properties;
    const subDomain = create.subDomain;
    const domain = create.domain.anyOf.find((b: { type: string }) => b.type === "string");
    const leader = await createUser();
    for (const bad of ["", "AB", "-kuhestan", "kuhestan-", "کوهستان", "a b c"]) {
      expect(admits(subDomain, bad), bad).toBe(false);
      const res = await api("POST", "/api/sale-website", { token: leader.token, body: { subDomain: bad } });
      expect([res.status, res.body.codes], bad).toEqual([400, ["sub_domain_invalid"]]);
    }
    for (const good of ["kuhestan", " Kuhestan-2 ", "abc"]) expect(admits(subDomain, good), good).toBe(true);
    for (const bad of ["exa_mple.com", "localhost", "http://", "example", "1.2.3.4"]) {
      expect(admits(domain, bad), bad).toBe(false);
      const res = await api("POST", "/api/sale-website", {
        token: leader.token,
        body: { subDomain: `s${Math.random().toString(36).slice(2, 9)}`, planType: "Professional", domain: bad },
      });
      expect([res.status, res.body.codes], bad).toEqual([400, ["domain_invalid"]]);
    }
    for (const good of ["", "Example.COM", "https://tour.example.ir/", " kuh.ir "])
      expect(admits(domain, good), good).toBe(true);
    const custom = jsonBody("/api/sale-website/custom-domain", "put").properties.domain;
    expect(admits(custom, "exa_mple.com")).toBe(false);
    expect(admits(custom, null)).toBe(true);
  });

  it("an affiliate's saleWebsiteDomain: spaces around it, but not a vertical tab or form feed", async () => {
    const field = jsonBody("/api/Contacts/order-webservice", "post").properties.saleWebsiteDomain;
    const affiliate = await createUser({ role: "Affiliate" });
    for (const bad of ["\u000bexample.com", "example.com\u000c"]) {
      expect(admits(field, bad), JSON.stringify(bad)).toBe(false);
      const res = await api("POST", "/api/Contacts/order-webservice", {
        token: affiliate.token,
        body: { brand: "کوهستان", saleWebsiteDomain: bad },
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect(admits(field, " \texample.com\n")).toBe(true);
  });

  it("a blank query value reads as no filter, and the document admits it", async () => {
    const accountant = await createUser({ role: "Accountant" });
    for (const name of ["To", "From"]) {
      expect(admits(parameter("/api/refunds", "get", name), ""), name).toBe(true);
      expect(admits(parameter("/api/refunds", "get", name), "not a date"), name).toBe(false);
      expect((await api("GET", `/api/refunds?${name}=`, { token: accountant.token })).status, name).toBe(200);
    }
    const leader = await createUser();
    expect(admits(parameter("/api/Users/Self/Photo", "delete", "UserId"), "")).toBe(true);
    expect((await api("DELETE", "/api/Users/Self/Photo?UserId=", { token: leader.token })).status).toBe(200);
    // A required query value is not blank-admitting.
    const required = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops as Record<string, Operation>).flatMap((o) =>
        (o.parameters ?? []).filter((p: { required: boolean; in: string }) => p.required && p.in === "query"),
      ),
    );
    for (const p of required) expect(JSON.stringify(p.schema), p.name).not.toContain('"const":""');
  });

  it("send-message takes a null count as no filter, and says so", async () => {
    const body = jsonBody("/api/user/passenger/send-message", "post");
    expect(admits(body, { count: null, countOperator: null, textMessage: "سلام" })).toBe(true);
    const leader = await createUser();
    const res = await api("POST", "/api/user/passenger/send-message", {
      token: leader.token,
      body: { count: null, countOperator: null, isBlackListed: null, textMessage: "سلام" },
    });
    // Nobody travelled with this new leader: refused for that, not for the nulls.
    expect(res.body.codes).not.toContain("invalid_input");
    expect(res.status).toBe(422);
  });

  it("a body date is a real day of the years 1000–9999", () => {
    const schemas: unknown[] = [];
    const walk = (node: unknown) => {
      if (!node || typeof node !== "object") return;
      const n = node as Record<string, unknown>;
      if (n.format === "date-time" && n.type === "string") schemas.push(n);
      Object.values(n).forEach(walk);
    };
    for (const ops of Object.values(doc.paths))
      for (const o of Object.values(ops as Record<string, Operation>)) walk(o.requestBody);
    expect(schemas.length).toBeGreaterThan(5);
    for (const schema of schemas) {
      expect(admits(schema, "0999-12-31T00:00:00Z")).toBe(false);
      expect(admits(schema, "2026-02-30T00:00:00Z")).toBe(false);
      expect(admits(schema, "2026-03-20T08:30:00Z")).toBe(true);
    }
  });

  it("every upload names the image types the server reads", () => {
    const uploads = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops as Record<string, Operation>).flatMap(([method, o]) => {
        const form = o.requestBody?.content?.["multipart/form-data"];
        if (!form) return [];
        return Object.entries(form.schema.properties as Record<string, { format?: string }>)
          .filter(([, field]) => field.format === "binary")
          .map(([name]) => ({ call: `${method} ${path} ${name}`, type: form.encoding?.[name]?.contentType }));
      }),
    );
    expect(uploads.length).toBeGreaterThanOrEqual(14);
    for (const upload of uploads) expect(upload.type, upload.call).toBe("image/jpeg, image/png, image/webp");
  });

  it("a wallet charge's bounds, and the redirects' 303", async () => {
    const amount = parameter("/api/payment/charge/{amount}", "get", "amount");
    expect(amount).toMatchObject({ minimum: 10_000, maximum: 500_000_000 });
    const leader = await createUser();
    for (const [value, code] of [
      [9_999, "charge_below_minimum"],
      [500_000_001, "charge_above_maximum"],
    ] as const) {
      expect(admits(amount, value)).toBe(false);
      const res = await api("GET", `/api/payment/charge/${value}`, { token: leader.token });
      expect([res.status, res.body.codes]).toEqual([422, [code]]);
    }
    const res = await api("GET", "/api/payment/charge/10000", { token: leader.token });
    expect(res.status).toBe(303);
    const redirects = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops as Record<string, Operation>).filter((o) => o.responses["303"] || o.responses["302"]),
    );
    expect(redirects.length).toBeGreaterThanOrEqual(7);
    for (const o of redirects) expect(Object.keys(o.responses), o.operationId).not.toContain("302");
  });
});
