// Test data of the tour area: a valid wizard payload built from the seeded reference rows.
import { prisma } from "@/lib/db/client";
import type { TourPayloadInput } from "../schemas";

const DAY = 24 * 60 * 60 * 1000;

export async function referenceIds() {
  const [style, hardship, city, reason] = await Promise.all([
    prisma.tourStyle.findFirstOrThrow({ orderBy: { id: "asc" } }),
    prisma.tourHardship.findFirstOrThrow({ orderBy: { id: "asc" } }),
    prisma.city.findFirstOrThrow({ where: { name: "تهران" } }),
    prisma.cancellationReason.findFirstOrThrow({ orderBy: { id: "asc" } }),
  ]);
  return { styleId: style.id, hardShipId: hardship.id, startCityId: city.id, reasonId: reason.id };
}

// One base instant for the whole file: sessions made a millisecond apart would otherwise differ in
// their time of day and not group together in the editor.
const BASE = Math.floor(Date.now() / 60_000) * 60_000;

export function sessionInput(daysFromNow: number, overrides: Record<string, unknown> = {}) {
  const start = new Date(BASE + daysFromNow * DAY);
  return {
    capacity: 30,
    price: 2_500_000,
    childPrice: 1_800_000,
    infantPrice: null,
    registrationEndTime: new Date(start.getTime() - DAY).toISOString(),
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 2 * DAY).toISOString(),
    vehicles: [{ vehicleType: "Bus44", busPassengersCanChooseTheirSeat: true, price: 0 }],
    ...overrides,
  };
}

export async function tourPayload(overrides: Partial<Record<keyof TourPayloadInput, unknown>> = {}) {
  const ids = await referenceIds();
  return {
    title: "تور دو روزه دماوند",
    description: "صعود به قله دماوند از جبهه جنوبی",
    tourType: "SimpleTour",
    styleId: ids.styleId,
    startCityId: ids.startCityId,
    startPlaceText: "میدان آزادی",
    latitude: 35.9519,
    longitude: 52.1095,
    isAbroad: false,
    hardShipId: ids.hardShipId,
    showHardShipDescriptionInBuyTime: true,
    startAge: 18,
    endAge: 60,
    tags: ["کوهستان", "دماوند"],
    services: ["صبحانه", "بیمه"],
    checkLists: ["کیسه خواب"],
    accommodations: ["NatureCamping"],
    extraQuestionTitle: "گروه خونی",
    answerToExtraQuestionIsRequired: true,
    refundRules: [],
    extraItems: [{ title: "اجاره کیسه خواب", capacity: 10, price: 300_000 }],
    tourDiscounts: [{ code: "DAMAVAND10", capacity: 5, percent: 10 }],
    sessions: [sessionInput(20)],
    ...overrides,
  };
}
