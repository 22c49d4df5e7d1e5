import { describe, expect, it } from "vitest";
import { idSchema, MAX_ID } from "./fields";
import { MESSAGES, z } from "./z";
import { CONTROL_CHARACTER_MESSAGE } from "./zod-namespace";

describe("the configured z.string()", () => {
  it("refuses NUL, the other C0 controls and DEL with one Persian message", () => {
    for (const bad of ["a\u0000b", "\u0001", "x\u0008", "\u000b", "\u000c", "\u001b[31m", "\u007f"]) {
      const result = z.string().safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error!.issues[0].message).toBe(CONTROL_CHARACTER_MESSAGE);
    }
  });

  it("keeps tab, line breaks and Persian text, and the chained rules still apply", () => {
    expect(z.string().parse("سلام\tدنیا\r\nخط دوم")).toBe("سلام\tدنیا\r\nخط دوم");
    expect(z.string().trim().min(1).safeParse("  ").success).toBe(false);
    expect(z.string().trim().max(3).parse(" abc ")).toBe("abc");
    expect(z.object({ name: z.string().optional() }).safeParse({ name: "a\u0000" }).success).toBe(false);
    expect(z.array(z.string()).safeParse(["ok", "\u0000"]).success).toBe(false);
    expect(z.record(z.string(), z.number()).safeParse({ "k\u0000": 1 }).success).toBe(false);
  });
});

describe("idSchema", () => {
  it("takes integers 1..2,147,483,647 as JSON numbers or decimal digits", () => {
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse("42")).toBe(42);
    expect(idSchema.parse(String(MAX_ID))).toBe(MAX_ID);
    expect(idSchema.parse(MAX_ID)).toBe(MAX_ID);
  });

  it("refuses overflow, zero, negatives, fractions and every lenient spelling", () => {
    for (const bad of [
      0,
      -1,
      1.5,
      MAX_ID + 1,
      "2147483648",
      "99999999999999999999",
      "0",
      "0x10",
      " 1",
      "%201",
      "1e3",
      "+1",
      "1.0",
      "-1",
      "",
      "abc",
      "۱۲",
      null,
      true,
      [],
      {},
    ]) {
      expect(idSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("is described in the OpenAPI document as an int4-range integer", async () => {
    const { operation } = await import("@/lib/http/openapi");
    const op = operation({
      method: "GET",
      path: "/api/X/{xId}",
      summary: "x",
      tags: [],
      access: "public",
      errors: [],
      params: z.object({ xId: idSchema }),
      body: z.object({ ids: z.array(idSchema) }),
      response: z.object({}),
    });
    expect(op.parameters[0].schema).toMatchObject({ type: "integer", minimum: 1, maximum: MAX_ID });
    const body = (op.requestBody!.content["application/json"].schema as { properties: { ids: { items: unknown } } })
      .properties.ids.items;
    expect(body).toMatchObject({ type: "integer", minimum: 1, maximum: MAX_ID });
  });
});

describe("limits are named in the message (issue 22)", () => {
  it("a too-long text, a too-large number and a non-positive one say what the limit is, in Persian", () => {
    const message = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
    expect(message(z.string().trim().min(1).max(50), "ا".repeat(51))).toBe("حداکثر ۵۰ نویسه مجاز است");
    expect(message(z.number().int().max(100), 150)).toBe("حداکثر مقدار مجاز ۱۰۰ است");
    expect(message(z.number().int().min(1), 0)).toBe("حداقل مقدار مجاز ۱ است");
    expect(message(z.number().positive(), 0)).toBe("باید بیشتر از ۰ باشد");
    expect(message(z.array(z.string()).max(2), ["a", "b", "c"])).toBe("حداکثر ۲ مورد مجاز است");
    expect(message(z.string().min(1), "")).toBe(MESSAGES.required);
  });
});
