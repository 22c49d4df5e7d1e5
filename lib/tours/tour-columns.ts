import "server-only";
// Payload → columns, shared by create and update (one mapping, so the two cannot drift).
import type { Prisma } from "@/lib/db/client";
import type { TransportType } from "@/lib/db/generated/enums";
import { DEFAULT_REFUND_RULES } from "./options";
import type { TourPayload } from "./schemas";
import { vehicleCapacity } from "./seat-maps";

type Session = TourPayload["sessions"][number];
type VehicleInput = {
  vehicleType: TransportType;
  busPassengersCanChooseTheirSeat: boolean;
  price: number;
  capacity: number | null;
};

export function tourColumns(p: TourPayload) {
  return {
    title: p.title,
    description: p.description,
    tourType: p.tourType,
    styleId: p.styleId,
    startCityId: p.startCityId,
    startPlaceText: p.startPlaceText,
    endPlaceText: p.endPlaceText,
    latitude: p.latitude,
    longitude: p.longitude,
    isAbroad: p.isAbroad,
    hardShipId: p.hardShipId,
    showHardShipDescriptionInBuyTime: p.showHardShipDescriptionInBuyTime,
    startAge: p.startAge,
    endAge: p.endAge,
    accommodations: p.accommodations,
    dailyProgram: p.dailyProgram,
    ticketNote: p.ticketNote,
    extraQuestionTitle: p.extraQuestionTitle,
    extraQuestionIsDateType: p.extraQuestionIsDateType,
    answerToExtraQuestionIsRequired: p.answerToExtraQuestionIsRequired,
    localLeaderName: p.localLeaderName,
    copyLocalLeaderPhotoFromDefaultTour: p.copyLocalLeaderPhotoFromDefaultTour,
    affiliatesCanSellThisTour: p.affiliatesCanSellThisTour,
    shareFromSalesToAffiliates: BigInt(p.shareFromSalesToAffiliates),
    shareIsInPercent: p.shareIsInPercent,
    maxSellCountFromCollaborators: p.maxSellCountFromCollaborators,
    definitionInstallmentIds: p.DefinitionInstallments,
    isDraft: p.isDraft,
    ...tourDates(p.sessions),
  } satisfies Prisma.TourUncheckedUpdateInput;
}

export function tourDates(sessions: { startTime: Date; endTime: Date }[]) {
  if (!sessions.length) return { startTime: null, endTime: null };
  return {
    startTime: new Date(Math.min(...sessions.map((s) => s.startTime.getTime()))),
    endTime: new Date(Math.max(...sessions.map((s) => s.endTime.getTime()))),
  };
}

export function sessionColumns(s: Session) {
  return {
    startTime: s.startTime,
    endTime: s.endTime,
    registrationEndTime: s.registrationEndTime,
    capacity: s.capacity,
    price: BigInt(s.price),
    childPrice: s.childPrice === null ? null : BigInt(s.childPrice),
    infantPrice: s.infantPrice === null ? null : BigInt(s.infantPrice),
  };
}

export function vehicleColumns(v: VehicleInput, sessionCapacity: number) {
  return {
    vehicleType: v.vehicleType,
    busPassengersCanChooseTheirSeat: v.busPassengersCanChooseTheirSeat,
    price: BigInt(v.price),
    capacity: vehicleCapacity(v.vehicleType, v.capacity, sessionCapacity),
  };
}

/** Rules sorted by daysBefore descending; none given: the defaults of spec §9. */
export function refundRuleRows(rules: readonly { daysBefore: number; penaltyPercent: number }[]) {
  const chosen = rules.length ? rules : DEFAULT_REFUND_RULES;
  return [...chosen]
    .sort((a, b) => b.daysBefore - a.daysBefore)
    .map((r) => ({ daysBefore: r.daysBefore, penaltyPercent: r.penaltyPercent }));
}

export const titleRows = (titles: string[]) => titles.map((title) => ({ title }));

export function discountColumns(d: TourPayload["tourDiscounts"][number]) {
  return {
    code: d.code,
    capacity: d.capacity,
    percent: d.percent,
    price: d.price === null ? null : BigInt(d.price),
    endTime: d.endTime,
  };
}

export function extraItemColumns(i: { title: string; capacity: number; price: number }) {
  return { title: i.title, capacity: i.capacity, price: BigInt(i.price) };
}
