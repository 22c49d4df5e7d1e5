// The variants (`oneOf`) the OpenAPI document shows for bodies whose required fields depend on another
// field, held against the schemas that validate those bodies: on each table, a body the document's
// schema accepts is one the server accepts, and the other way round.
import { Ajv2020 } from "ajv/dist/2020";
import addFormatsModule from "ajv-formats";
import { describe, expect, it } from "vitest";
import { announcementBodySchema } from "@/lib/announcements/contracts";
import { checkInScansContract } from "@/lib/checkin/contracts";
import { campaignFields } from "@/lib/discounts/schemas";
import { jsonSchema } from "@/lib/http/openapi";
import { tourPayloadSchema } from "@/lib/tours/schemas";
import type { z } from "./z";

const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

/** Every input: the document's schema and the zod schema agree; returns the documented shape. */
function agree(schema: z.ZodType, inputs: [string, unknown][]) {
  const document = jsonSchema(schema, "input");
  const validate = ajv.compile(document);
  for (const [name, input] of inputs) {
    const server = schema.safeParse(input);
    expect(
      validate(input),
      `${name}: the server ${server.success ? "accepts" : `refuses (${server.error!.issues.map((i) => i.message).join(" | ")})`}, the document ${JSON.stringify(validate.errors?.slice(0, 3))}`,
    ).toBe(server.success);
  }
  return JSON.stringify(document);
}

const future = (days: number) => new Date(Date.UTC(2031, 0, 1) + days * 86_400_000).toISOString();
const session = (overrides: Record<string, unknown> = {}) => ({
  capacity: 10,
  price: 500_000,
  registrationEndTime: future(9),
  startTime: future(10),
  endTime: future(12),
  ...overrides,
});
const published = {
  title: "تور کویر",
  tourType: "SimpleTour",
  styleId: 1,
  startCityId: 2,
  hardShipId: 3,
  startPlaceText: "میدان آزادی",
  startAge: 18,
  accommodations: ["NatureCamping"],
  sessions: [session()],
};
const without = (body: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(body).filter(([k]) => k !== key));

describe("variants in the OpenAPI document", () => {
  it("a tour: draft or published, SimpleTour or another type", () => {
    const cases: [string, unknown][] = [["published SimpleTour", published]];
    for (const isDraft of [true, false, undefined])
      for (const tourType of ["SimpleTour", "PeriodicTour", "Event"]) {
        const base = { ...published, tourType, ...(isDraft === undefined ? {} : { isDraft }) };
        const name = `isDraft ${isDraft} ${tourType}`;
        cases.push([name, base]);
        for (const key of [
          "styleId",
          "startCityId",
          "hardShipId",
          "startPlaceText",
          "startAge",
          "accommodations",
          "sessions",
        ])
          cases.push([`${name} without ${key}`, without(base, key)]);
        cases.push([`${name} empty accommodations`, { ...base, accommodations: [] }]);
        cases.push([`${name} no sessions`, { ...base, sessions: [] }]);
        cases.push([
          `${name} session without registration end`,
          { ...base, sessions: [session({ registrationEndTime: undefined })] },
        ]);
        cases.push([`${name} a draft with only a title and type`, { title: "پیش‌نویس", tourType, isDraft }]);
      }
    cases.push(["no type", without(published, "tourType")], ["an unknown type", { ...published, tourType: "Cruise" }]);
    cases.push(["isDraft not a boolean", { ...published, isDraft: "yes" }]);
    const document = agree(tourPayloadSchema, cases);
    expect(document).toContain('"oneOf"');
    // Both sides took and refused some: the table exercises the variants.
    const outcomes = cases.map(([, input]) => tourPayloadSchema.safeParse(input).success);
    expect(outcomes.filter(Boolean).length).toBeGreaterThan(10);
    expect(outcomes.filter((ok) => !ok).length).toBeGreaterThan(10);
  });

  it("a tour discount: a percent or an amount", () => {
    const discount = { code: "NOROOZ", capacity: 5 };
    agree(tourPayloadSchema, [
      ["percent", { ...published, tourDiscounts: [{ ...discount, percent: 10 }] }],
      ["amount", { ...published, tourDiscounts: [{ ...discount, price: 200_000 }] }],
      ["both", { ...published, tourDiscounts: [{ ...discount, percent: 10, price: 200_000 }] }],
      ["neither", { ...published, tourDiscounts: [discount] }],
      ["a blank amount", { ...published, tourDiscounts: [{ ...discount, percent: 10, price: null }] }],
    ]);
  });

  it("a tour: a seat choice only on a vehicle with a seat map; a share in percent at most 100", () => {
    agree(tourPayloadSchema, [
      [
        "a bus with a seat choice",
        {
          ...published,
          sessions: [session({ vehicles: [{ vehicleType: "Bus44", busPassengersCanChooseTheirSeat: true }] })],
        },
      ],
      ["a plane without", { ...published, sessions: [session({ vehicles: [{ vehicleType: "AirPlane" }] })] }],
      [
        "a plane with a seat choice",
        {
          ...published,
          sessions: [session({ vehicles: [{ vehicleType: "AirPlane", busPassengersCanChooseTheirSeat: true }] })],
        },
      ],
      ["a share of 100%", { ...published, shareFromSalesToAffiliates: 100 }],
      ["a share of 101%", { ...published, shareFromSalesToAffiliates: 101 }],
      ["a share of 101 toman", { ...published, shareFromSalesToAffiliates: 101, shareIsInPercent: false }],
      ["a share of 101, said in percent", { ...published, shareFromSalesToAffiliates: 101, shareIsInPercent: true }],
    ]);
  });

  it("a discount campaign: a percent or an amount; generated codes or one shared code", () => {
    const base = { title: "نوروز", isGeneratedBySystem: true, endTime: future(30), count: 3, percent: 10 };
    agree(campaignFields, [
      ["generated, percent", base],
      ["generated, amount", { ...without(base, "percent"), price: 200_000 }],
      ["both", { ...base, price: 200_000 }],
      ["neither", without(base, "percent")],
      ["a blank amount", { ...base, price: null }],
      ["1000 generated", { ...base, count: 1000 }],
      ["1001 generated", { ...base, count: 1001 }],
      ["shared with a code", { ...base, isGeneratedBySystem: false, count: 5000, code: "NOROOZ1" }],
      ["shared without a code", { ...base, isGeneratedBySystem: false, count: 5000 }],
      ["shared with a blank code", { ...base, isGeneratedBySystem: false, count: 5, code: "" }],
    ]);
  });

  it("a check-in scan: a ticket code or a passenger, exactly one", () => {
    agree(checkInScansContract.body, [
      ["code", { scans: [{ ticketCode: "QR-VALUE" }] }],
      ["passenger", { scans: [{ passengerId: 7 }] }],
      ["both", { scans: [{ ticketCode: "QR-VALUE", passengerId: 7 }] }],
      ["neither", { scans: [{ scannedAt: future(1) }] }],
      ["one of each", { scans: [{ ticketCode: "QR-VALUE" }, { passengerId: 7 }] }],
    ]);
  });

  it("an announcement: a cancelled ticket names its entity", () => {
    const base = { title: "لغو", body: "بلیت شما لغو شد", expiresIn: 3 };
    agree(announcementBodySchema, [
      ["an alert", base],
      ["an alert with an entity", { ...base, entityId: "T-1" }],
      ["a cancellation with its entity", { ...base, type: "TicketCancelation", entityId: "T-1" }],
      ["a cancellation without", { ...base, type: "TicketCancelation" }],
      ["a cancellation with a blank entity", { ...base, type: "TicketCancelation", entityId: "  " }],
    ]);
  });
});
