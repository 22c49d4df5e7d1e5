// The wizard's draft: Tehran time conversions, grouping of stored sessions in edit and copy mode,
// the payload it sends, and its validation through the server's schema.
import { describe, expect, it } from "vitest";
import { validateDraft } from "@/components/tour-wizard/validate-draft";
import { tourPayloadSchema } from "@/lib/tours/schemas";
import { addDays, daysBetween, tehranClock, tehranDay, tehranInstant } from "@/lib/format/tehran-time";
import {
  draftFromDefault,
  draftFromTour,
  draftToPayload,
  emptyVehicle,
  type EditTour,
  type TourDraft,
} from "./tour-draft";

function validDraft(): TourDraft {
  const draft = draftFromDefault(null);
  return {
    ...draft,
    title: "صعود دماوند",
    styleId: 1,
    startCityId: 2,
    hardShipId: 3,
    startPlaceText: "میدان آزادی",
    accommodations: ["NatureCamping"],
    sessionGroups: [
      {
        ...draft.sessionGroups[0],
        capacity: 30,
        price: 2_500_000,
        startClock: "06:00",
        endClock: "22:00",
        endDayOffset: 1,
        registrationDaysBefore: 2,
        registrationClock: "20:00",
        vehicles: [{ ...emptyVehicle("Bus44"), busPassengersCanChooseTheirSeat: true, price: 0 }],
        dates: [
          { day: "2030-05-01", id: null, editable: true, passengersCount: 0 },
          { day: "2030-05-08", id: null, editable: true, passengersCount: 0 },
        ],
      },
    ],
  };
}

describe("Tehran time", () => {
  it("converts a Tehran day and clock to UTC and back (no daylight saving since 2022)", () => {
    expect(tehranInstant("2030-05-01", "06:00")).toBe("2030-05-01T02:30:00.000Z");
    expect(tehranDay("2030-04-30T21:00:00.000Z")).toBe("2030-05-01");
    expect(tehranClock("2030-04-30T21:00:00.000Z")).toBe("00:30");
  });

  it("applies the daylight saving time of the years that had it", () => {
    expect(tehranInstant("2021-07-01", "12:00")).toBe("2021-07-01T07:30:00.000Z");
  });

  it("counts days across months", () => {
    expect(addDays("2030-02-27", 3)).toBe("2030-03-02");
    expect(daysBetween("2030-02-27", "2030-03-02")).toBe(3);
  });
});

describe("draftToPayload", () => {
  it("makes one session per date with the group's times, registration end and vehicles", () => {
    const { payload, origins } = draftToPayload(validDraft(), false);
    const parsed = tourPayloadSchema.parse(payload);
    expect(parsed.sessions).toHaveLength(2);
    expect(parsed.sessions[1].startTime.toISOString()).toBe("2030-05-08T02:30:00.000Z");
    expect(parsed.sessions[1].endTime.toISOString()).toBe("2030-05-09T18:30:00.000Z");
    expect(parsed.sessions[1].registrationEndTime?.toISOString()).toBe("2030-05-06T16:30:00.000Z");
    expect(parsed.sessions[0].vehicles).toEqual([
      { id: null, vehicleType: "Bus44", busPassengersCanChooseTheirSeat: true, price: 0, capacity: null },
    ]);
    expect(parsed.refundRules.map((r) => r.daysBefore)).toEqual([10, 6, 3, 1]);
    expect(origins).toEqual([
      { group: 0, date: 0 },
      { group: 0, date: 1 },
    ]);
  });

  it("sends the infant price only with baby pricing on", () => {
    const draft = validDraft();
    draft.sessionGroups[0].infantPrice = 900_000;
    expect(draftToPayload(draft, false).payload.sessions?.[0].infantPrice).toBeNull();
    expect(draftToPayload({ ...draft, babyPricing: true }, false).payload.sessions?.[0].infantPrice).toBe(900_000);
  });
});

describe("validateDraft", () => {
  it("accepts a complete tour", () => {
    expect([...validateDraft(validDraft(), false)]).toEqual([]);
  });

  it("puts the server schema's session errors on the group's fields", () => {
    const draft = validDraft();
    Object.assign(draft.sessionGroups[0], { price: 50, registrationClock: "", startClock: "" });
    const errors = validateDraft(draft, false);
    expect(errors.get("sessionGroups.0.price")).toBe("حداقل مبلغ ۱۰,۰۰۰ تومان است");
    expect(errors.get("sessionGroups.0.registrationClock")).toBe("مهلت ثبت‌نام برای تور الزامی است");
    expect(errors.get("sessionGroups.0.startClock")).toBe("این فیلد نمی‌تواند خالی باشد");
  });

  it("refuses a clock typed incompletely or out of range", () => {
    const draft = validDraft();
    Object.assign(draft.sessionGroups[0], { startClock: "6:3", endClock: "24:00", registrationClock: "20:00" });
    const errors = validateDraft(draft, false);
    expect(errors.get("sessionGroups.0.startClock")).toBe("مقدار وارد شده معتبر نیست");
    expect(errors.get("sessionGroups.0.endClock")).toBe("مقدار وارد شده معتبر نیست");
    expect(errors.has("sessionGroups.0.registrationClock")).toBe(false);
  });

  it("requires dates, style and accommodations of a final simple tour but not of a draft or an event", () => {
    const draft = { ...validDraft(), styleId: null, accommodations: [] };
    draft.sessionGroups = [{ ...draft.sessionGroups[0], dates: [] }];
    const final = validateDraft(draft, false);
    expect(final.get("styleId")).toBe("این فیلد نمی‌تواند خالی باشد");
    expect(final.get("accommodations")).toBe("نوع اقامت را انتخاب کنید");
    expect(final.get("sessionGroups.0.dates")).toBe("حداقل یک تاریخ برای تور وارد کنید");
    expect([...validateDraft(draft, true)]).toEqual([]);
    expect(validateDraft({ ...draft, tourType: "Event" }, false).has("accommodations")).toBe(false);
  });

  it("refuses refund rules whose daysBefore does not decrease down the list", () => {
    const draft = validDraft();
    draft.refundRules = [
      { ruleId: null, daysBefore: 3, penaltyPercent: 20, editable: true },
      { ruleId: null, daysBefore: 5, penaltyPercent: 50, editable: true },
    ];
    expect(validateDraft(draft, false).get("refundRules.1.daysBefore")).toBe(
      "تعداد روزهای قبل از تور باید در هر قانون استرداد کمتر از قانون قبلی باشد",
    );
  });

  it("refuses a capacity below the booked count and seat choice on a vehicle without a seat map", () => {
    const draft = validDraft();
    draft.sessionGroups[0].dates[0] = {
      ...draft.sessionGroups[0].dates[0],
      id: 5,
      editable: false,
      passengersCount: 12,
    };
    draft.sessionGroups[0].capacity = 10;
    draft.sessionGroups[0].vehicles[0].vehicleType = "Train";
    const errors = validateDraft(draft, false);
    expect(errors.get("sessionGroups.0.capacity")).toContain("۱۲");
    expect(errors.get("sessionGroups.0.vehicles.0.busPassengersCanChooseTheirSeat")).toBe(
      "انتخاب صندلی فقط برای اتوبوس‌های دارای نقشه صندلی ممکن است",
    );
  });
});

describe("draftFromTour", () => {
  const vehicle = (id: number, bookedCount = 0) => ({
    id,
    vehicleType: "Bus44" as const,
    typeTitle: "اتوبوس ۴۴ نفره",
    busPassengersCanChooseTheirSeat: true,
    price: 0,
    capacity: 44,
    bookedCount,
    remainingCapacity: 44 - bookedCount,
    editable: bookedCount === 0,
  });
  const session = (id: number, day: string, booked: number, vehicleId: number) => ({
    id,
    capacity: 40,
    price: 3_000_000,
    childPrice: null,
    infantPrice: null,
    registrationEndTime: `${addDays(day, -1)}T16:30:00.000Z`,
    startTime: `${day}T02:30:00.000Z`,
    endTime: `${day}T18:30:00.000Z`,
    passengersCount: booked,
    availableCapacity: 40 - booked,
    editable: booked === 0,
    vehicles: [vehicle(vehicleId, booked)],
  });
  const tour = {
    ...draftToPayload(validDraft(), false).payload,
    title: "صعود دماوند",
    tourType: "SimpleTour",
    description: null,
    startPlaceText: "میدان آزادی",
    endPlaceText: null,
    latitude: null,
    longitude: null,
    dailyProgram: null,
    ticketNote: null,
    extraQuestionTitle: null,
    localLeaderName: null,
    startAge: 18,
    endAge: 65,
    isDraft: false,
    status: "Enabled",
    tags: [],
    services: [],
    checkLists: [],
    refundRules: [{ ruleId: 7, daysBefore: 5, penaltyPercent: 20, editable: false }],
    extraItems: [
      {
        id: 9,
        extraItemId: 9,
        title: "کیسه خواب",
        capacity: 10,
        price: 200_000,
        soldCount: 2,
        availableCapacity: 8,
        editable: false,
      },
    ],
    tourDiscounts: [],
    collabs: [],
    photos: [],
    sessions: [session(1, "2000-01-10", 3, 11), session(2, "2099-01-17", 0, 12)],
  } as unknown as EditTour;

  it("groups equal sessions and keeps each date's session and vehicle ids and sold state", () => {
    const draft = draftFromTour(tour, "edit");
    expect(draft.sessionGroups).toHaveLength(1);
    const [group] = draft.sessionGroups;
    expect(group).toMatchObject({
      startClock: "06:00",
      endClock: "22:00",
      endDayOffset: 0,
      registrationDaysBefore: 1,
      registrationClock: "20:00",
    });
    expect(group.dates).toEqual([
      { day: "2000-01-10", id: 1, editable: false, passengersCount: 3 },
      { day: "2099-01-17", id: 2, editable: true, passengersCount: 0 },
    ]);
    expect(group.vehicles[0]).toMatchObject({ ids: { "1": 11, "2": 12 }, editable: false, bookedCount: 3 });
    const sessions = draftToPayload(draft, false).payload.sessions!;
    expect(sessions.map((s) => [s.id, s.vehicles?.[0].id])).toEqual([
      [1, 11],
      [2, 12],
    ]);
    expect(draft.refundRules[0].editable).toBe(false);
  });

  it("copies without ids, sold counts or past dates", () => {
    const draft = draftFromTour(tour, "copy", new Date("2050-01-01T00:00:00Z"));
    expect(draft.sessionGroups[0].dates).toEqual([{ day: "2099-01-17", id: null, editable: true, passengersCount: 0 }]);
    expect(draft.sessionGroups[0].vehicles[0]).toMatchObject({ ids: {}, editable: true, bookedCount: 0 });
    expect(draft.extraItems[0]).toMatchObject({ id: null, soldCount: 0, editable: true });
    expect(draft.refundRules[0]).toMatchObject({ ruleId: null, editable: true });
  });
});
