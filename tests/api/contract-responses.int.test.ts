// Every JSON operation declares what it answers, and the integration helper holds each answer to it.
import { describe, expect, it } from "vitest";
import { defineContract } from "@/lib/http/contract";
import { wireDate, wireMoney } from "@/lib/http/wire";
import { z } from "@/lib/validation/z";
import { checkAnswer } from "../helpers/api";

const json = new Headers({ "content-type": "application/json; charset=utf-8" });

describe("response schemas", () => {
  it("the helper refuses a 2xx JSON answer its contract's response schema does not describe", () => {
    const contract = defineContract({
      method: "GET",
      path: "/api/Example",
      summary: "example",
      tags: [],
      access: "public",
      response: z.object({ id: z.number().int(), price: wireMoney, createdAt: wireDate, note: z.string().nullable() }),
    });
    const good = { id: 1, price: 250_000, createdAt: "2026-03-20T08:30:00.000Z", note: null };
    expect(() => checkAnswer(contract, "/api/example", 200, json, good)).not.toThrow();
    expect(() => checkAnswer(contract, "/api/example", 200, json, { ...good, note: undefined })).toThrow(/note/);
    expect(() => checkAnswer(contract, "/api/example", 200, json, { ...good, price: "250000" })).toThrow(/price/);
    expect(() => checkAnswer(contract, "/api/example", 200, json, { ...good, createdAt: "yesterday" })).toThrow(/createdAt/);
    // Not JSON (a file, a redirect) is not held to the schema.
    expect(() => checkAnswer(contract, "/api/example", 200, new Headers({ "content-type": "text/csv" }), "a,b")).not.toThrow();
  });
});
