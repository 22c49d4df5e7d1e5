// Each pattern the OpenAPI document shows against the schema that validates the field: the pattern
// never refuses what the schema accepts, and refuses every input the schema refuses for its format;
// only a check digit (named in the field's description) may be wrong under a matching pattern.
import { describe, expect, it } from "vitest";
import { otpCodeSchema } from "@/lib/accounts/schemas";
import { logbookBodySchema } from "@/lib/logbooks/schemas";
import { completeC2cContract } from "@/lib/payments/contracts";
import { linkGroupsSchema } from "@/lib/websites/schemas";
import { optional, phoneSchema } from "@/lib/profile/schemas";
import { refundBodySchema } from "@/lib/refunds/schemas";
import { daySettingsBodySchema } from "@/lib/tour-day/schemas";
import { dateTimeQuery, DATE_TIME_MESSAGE } from "./date-time";
import {
  MOBILE_PATTERN,
  cardNumberSchema,
  emailSchema,
  filledShebaSchema,
  formatOf,
  mobileSchema,
  nationalIdSchema,
  orBlank,
  passengerPhoneSchema,
  shebaSchema,
} from "./fields";
import { z } from "./z";

/** A small seeded generator, so that a failure names an input that fails again. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

const PERSIAN = "۰۱۲۳۴۵۶۷۸۹";
const ARABIC = "٠١٢٣٤٥٦٧٨٩";
const script = (text: string, digits: string) => text.replace(/[0-9]/g, (d) => digits[Number(d)]);
const ALPHABET = [
  ..."0123456789۰۹٠٩+-().:/ _aIRTtZz",
  "\t",
  "\n",
  "\r",
  "\u00a0",
  "\u2003",
  "\u3000",
  "\ufeff",
  "\u000b",
  "\u000c",
  "\u0085",
  "\u200b",
  "\u0000",
];

/** `count` variants of `seeds`: characters inserted, dropped or replaced, digits in another script, spaces around. */
function mutations(seeds: string[], count: number, seed = 1): string[] {
  const next = random(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    let text = seeds[next(seeds.length)];
    for (let edits = 1 + next(3); edits > 0; edits--) {
      const at = next(text.length + 1);
      const char = ALPHABET[next(ALPHABET.length)];
      switch (next(5)) {
        case 0:
          text = text.slice(0, at) + char + text.slice(at);
          break;
        case 1:
          text = text.slice(0, at) + text.slice(at + 1);
          break;
        case 2:
          text = text.slice(0, at) + char + text.slice(at + 1);
          break;
        case 3:
          text = script(text, next(2) ? PERSIAN : ARABIC);
          break;
        default:
          text = `${char}${text}${ALPHABET[next(ALPHABET.length)]}`;
      }
    }
    out.push(text);
  }
  return out;
}

const messagesOf = (result: { success: boolean; error?: z.ZodError }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

/**
 * Holds `pattern` against `schema` on every input: accepted ⇒ matches; refused and matching ⇒ every
 * message is one of `checkDigit` (a rule the pattern cannot state). Returns how many each way, so a
 * table that exercises only one side fails.
 */
function hold(schema: z.ZodType, pattern: string, inputs: string[], checkDigit: string[] = []) {
  const regex = new RegExp(pattern, "u");
  const plain = new RegExp(pattern);
  const tally = { accepted: 0, refused: 0, checkDigit: 0 };
  for (const input of inputs) {
    const result = schema.safeParse(input);
    const matches = regex.test(input);
    expect(plain.test(input), `pattern without the u flag on ${JSON.stringify(input)}`).toBe(matches);
    if (result.success) {
      expect(matches, `accepted by the schema, refused by the pattern: ${JSON.stringify(input)}`).toBe(true);
      tally.accepted++;
    } else if (matches) {
      expect(
        messagesOf(result).every((message) => checkDigit.includes(message)),
        `refused by the schema (${messagesOf(result).join(" | ")}), matched by the pattern: ${JSON.stringify(input)}`,
      ).toBe(true);
      tally.checkDigit++;
    } else tally.refused++;
  }
  return tally;
}

const patternOf = (schema: z.ZodType) => {
  // A nullable field shows its text's pattern in the string branch of its anyOf.
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
    anyOf?: { type?: string; pattern?: string }[];
  };
  const pattern = formatOf(schema).pattern ?? json.anyOf?.find((branch) => branch.type === "string")?.pattern;
  expect(pattern, "the schema shows a pattern in the document").toBeTruthy();
  return pattern!;
};

function nationalId(body9: string): string {
  const sum = [...body9].reduce((acc, d, i) => acc + Number(d) * (10 - i), 0) % 11;
  return body9 + String(sum < 2 ? sum : 11 - sum);
}

function cardNumber(body15: string): string {
  for (let check = 0; check < 10; check++) {
    const candidate = body15 + check;
    const sum = [...candidate].reduce((acc, d, i) => {
      const doubled = i % 2 === 0 ? Number(d) * 2 : Number(d);
      return acc + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
    if (sum % 10 === 0) return candidate;
  }
  throw new Error("unreachable");
}

const SHEBA = "820540102680020817909002";

describe("field patterns in the OpenAPI document", () => {
  it("mobile: exactly the spellings normalizeMobile and the operator check accept", () => {
    const pattern = patternOf(mobileSchema);
    expect(pattern).toBe(MOBILE_PATTERN);
    const prefixes = Array.from({ length: 100 }, (_, n) => `09${String(n).padStart(2, "0")}1234567`);
    const table = [
      "09121234567",
      "۰۹۱۲۱۲۳۴۵۶۷",
      "٠٩١٢١٢٣٤٥٦٧",
      "+989121234567",
      "+98 912 123 4567",
      "00989121234567",
      "989121234567",
      "9121234567",
      " (0912) 123-45.67 ",
      "0912\u00a0123\u30004567",
      "0912123456",
      "091212345678",
      "0912123456a",
      "08121234567",
      "09601234567",
      "+0989121234567",
      "0912\u000b1234567",
      "",
      "   ",
    ];
    const tally = hold(mobileSchema, pattern, [...table, ...prefixes, ...mutations([...table, ...prefixes], 4000)]);
    expect(tally.accepted).toBeGreaterThan(200);
    expect(tally.refused).toBeGreaterThan(200);
    expect(tally.checkDigit).toBe(0);
  });

  it("national id: ten digits in any script; the check digit is left to the description", () => {
    const pattern = patternOf(nationalIdSchema);
    expect(formatOf(nationalIdSchema).description).toMatch(/check digit/);
    const valid = Array.from({ length: 30 }, (_, i) =>
      nationalId(`001${String(123_457 + i * 7_919).padStart(6, "0")}`),
    );
    const table = [
      ...valid,
      script(valid[0], PERSIAN),
      ` ${valid[1]}\t`,
      valid[2].slice(0, 9),
      `${valid[3]}1`,
      `${valid[4].slice(0, 9)}${(Number(valid[4][9]) + 1) % 10}`,
      "00112345a7",
      "1111111111",
      "",
    ];
    const tally = hold(nationalIdSchema, pattern, [...table, ...mutations(table, 3000, 2)], ["کد ملی معتبر نیست"]);
    expect(tally.accepted).toBeGreaterThan(50);
    expect(tally.refused).toBeGreaterThan(200);
    expect(tally.checkDigit).toBeGreaterThan(50);
  });

  it("sheba: 24 digits among any other characters (or none where it may be left out); mod 97 in the description", () => {
    const table = [
      SHEBA,
      `IR${SHEBA}`,
      `IR${SHEBA.replace(/(\d{4})/g, "$1 ")}`,
      script(SHEBA, PERSIAN),
      `IR${SHEBA.slice(0, 23)}`,
      `IR${SHEBA}1`,
      `${SHEBA.slice(0, 23)}${(Number(SHEBA[23]) + 1) % 10}`,
      "1".repeat(31),
      "IR",
      "",
      "abc",
    ];
    const inputs = [...table, ...mutations(table, 3000, 3)];
    const checkDigit = ["شماره شبا معتبر نیست"];
    for (const schema of [shebaSchema, filledShebaSchema("شماره شبا را وارد کنید")]) {
      const tally = hold(schema, patternOf(schema), inputs, checkDigit);
      expect(tally.accepted).toBeGreaterThan(50);
      expect(tally.refused).toBeGreaterThan(200);
      expect(tally.checkDigit).toBeGreaterThan(50);
    }
    expect(shebaSchema.safeParse("").success).toBe(true);
    expect(new RegExp(patternOf(filledShebaSchema("x")), "u").test("IR")).toBe(false);
  });

  it("card number: 16 digits, spaces and dashes anywhere; the Luhn check in the description", () => {
    const valid = Array.from({ length: 20 }, (_, i) =>
      cardNumber(`603799${String(1_234_567 + i * 104_729).padStart(9, "0")}`),
    );
    const table = [
      ...valid,
      valid[0].replace(/(\d{4})(?!$)/g, "$1-"),
      ` ${valid[1].replace(/(\d{4})(?!$)/g, "$1 ")} `,
      script(valid[2], PERSIAN),
      valid[3].slice(0, 15),
      `${valid[4]}0`,
      `${valid[5].slice(0, 15)}${(Number(valid[5][15]) + 1) % 10}`,
      "6037-99x1-2345-6789",
      "",
    ];
    const tally = hold(
      cardNumberSchema,
      patternOf(cardNumberSchema),
      [...table, ...mutations(table, 3000, 4)],
      ["شماره کارت معتبر نیست"],
    );
    expect(tally.accepted).toBeGreaterThan(50);
    expect(tally.refused).toBeGreaterThan(200);
    expect(tally.checkDigit).toBeGreaterThan(50);
  });

  it("SMS codes, phones, bank references and clock times: exactly the schema", () => {
    const refundShape = refundBodySchema.shape;
    const cases: [string, z.ZodType, string[]][] = [
      ["otp", otpCodeSchema, ["123456", "۱۲۳۴۵۶", " 123456 ", "12345", "1234567", "12a456", "١٢٣٤٥٦"]],
      ["ticket code", refundShape.otpCode, ["123456", " ۱۲۳۴۵۶", "", "   ", "12345", "abcdef"]],
      [
        "profile phone",
        phoneSchema,
        ["02112345678", "+98 21 1234", "(021) 1234-5678", "۰۲۱۱۲۳۴", "12", "1 2 ", "+", "021-"],
      ],
      [
        "passenger phone",
        passengerPhoneSchema,
        ["02112345678", "+98 (21) 1234", " 1234 ", "123", "12 4", "1".repeat(21)],
      ],
      ["optional passenger phone", orBlank(passengerPhoneSchema), ["", "  ", "021 1234", "12"]],
      [
        "bank reference",
        completeC2cContract.params.shape.refId,
        ["REF-1234", " ab12 ", "۱۲۳۴", "abc", "a_bc", "a".repeat(41)],
      ],
      [
        "video address",
        logbookBodySchema.shape.embeddedVideoLocation,
        ["https://aparat.com/v/abc", " HTTPS://youtu.be/x ", "", "  ", "http://a.b", "https://a b", 'https://a"b'],
      ],
      [
        "site link",
        linkGroupsSchema.shape.groups.element.shape.links.element.shape.link,
        [
          "https://a.ir/x y",
          " /about ",
          "#top",
          "mailto:a@b.ir",
          "tel:021",
          "shop.ir",
          "shop.ir/a b",
          "ftp://x",
          "a",
          "x.i",
        ],
      ],
      [
        "reminder time",
        daySettingsBodySchema.shape.reminderTime,
        ["08:30", "۲۳:۵۹", " 00:00 ", "24:00", "8:30", "12:60"],
      ],
    ];
    for (const [name, schema, table] of cases) {
      const tally = hold(schema, patternOf(schema), [...table, ...mutations(table, 2000, name.length)]);
      expect(tally.accepted, name).toBeGreaterThan(10);
      expect(tally.refused, name).toBeGreaterThan(10);
      expect(tally.checkDigit, name).toBe(0);
    }
  });

  it("profile's optional fields show their rule with blank allowed", () => {
    const email = optional(emailSchema, 254);
    const table = ["", "   ", "a@b.co", " a@b.co ", "a@b", "a b@c.co", "x@y.com."];
    const fields: [z.ZodType, string[]][] = [
      [email, table],
      [optional(nationalIdSchema, 20), ["", " ", nationalId("001123457"), "123"]],
    ];
    for (const [schema, inputs] of fields) {
      const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
        anyOf: { type: string; pattern?: string }[];
      };
      const text = json.anyOf.find((branch) => branch.type === "string")!;
      hold(schema, text.pattern!, [...inputs, ...mutations(inputs, 1000, 5)], ["کد ملی معتبر نیست"]);
    }
  });

  it("dates in queries: real days the engine's Date reads, with the schema's spaces and case", () => {
    const pattern = patternOf(dateTimeQuery);
    const next = random(7);
    const pad = (n: number, width = 2) => String(n).padStart(width, "0");
    const generated = Array.from({ length: 3000 }, () => {
      const date = `${pad(next(3000), 4)}-${pad(next(14))}-${pad(next(33))}`;
      if (next(4) === 0) return date;
      const seconds = next(2) ? `:${pad(next(61))}${next(2) ? `.${"0".repeat(1 + next(3))}${next(10)}` : ""}` : "";
      const zone = ["", "Z", "z", `+${pad(next(25))}:${pad(next(61))}`, `-${pad(next(25))}${pad(next(61))}`][next(5)];
      return `${date}${["T", "t", " "][next(3)]}${pad(next(26))}:${pad(next(62))}${seconds}${zone}`;
    });
    const table = [
      "2026-03-20",
      " 2026-03-20T08:30:00Z ",
      "2026-02-31",
      "2026-01-01T24:00:00Z",
      "9@",
      "1403/01/01",
      "",
    ];
    const tally = hold(dateTimeQuery, pattern, [...table, ...generated, ...mutations(table, 2000, 8)]);
    expect(tally.accepted).toBeGreaterThan(300);
    expect(tally.refused).toBeGreaterThan(300);
    expect(tally.checkDigit).toBe(0);
    expect(dateTimeQuery.safeParse("2026-13-01").error?.issues[0].message).toBe(DATE_TIME_MESSAGE);
    // A day that does not exist is refused by both, never rolled over into the next month.
    for (const value of [
      "2026-02-30",
      "2026-02-29",
      "2026-04-31T08:00:00Z",
      "2100-02-29",
      "0000-02-29",
      "0400-02-29",
      "0999-12-31",
    ]) {
      expect(dateTimeQuery.safeParse(value).error?.issues[0].message, value).toBe(DATE_TIME_MESSAGE);
      expect(new RegExp(pattern).test(value), value).toBe(false);
    }
    for (const value of ["2028-02-29", "2000-02-29T12:00:00Z", "2026-12-31"]) {
      expect(dateTimeQuery.safeParse(value).success, value).toBe(true);
      expect(new RegExp(pattern).test(value), value).toBe(true);
    }
  });
});
