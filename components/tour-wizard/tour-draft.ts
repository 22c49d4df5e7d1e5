// The tour wizard's state across its three steps: the form values in the editor's shape (sessions
// grouped by equal capacity, prices and times of day, with Jalali-picked days), how it is built
// from the default tour (add), an existing tour (edit) or a source tour (copy), how it becomes the
// payload of POST/PUT /api/Tour, and its copy in sessionStorage so a reload in add or copy mode
// does not lose the work. Photos are not here: files cannot be stored; the wizard keeps them.
import type { Accommodation, TourType, TransportType } from "@/lib/db/generated/enums";
import type { ResponseOf } from "@/lib/client/response-of";
import type { editTourContract, getDefaultTourContract } from "@/lib/tours/contracts";
import { toLatinDigits } from "@/lib/format/digits";
import { DEFAULT_REFUND_RULES } from "@/lib/tours/options";
import type { TourPayloadInput } from "@/lib/tours/schemas";
import { groupSessions } from "@/lib/tours/session-groups";
import { addDays, daysBetween, tehranClock, tehranDay, tehranInstant, tehranToday } from "@/lib/format/tehran-time";

/** GET /api/Tour/{tourId}/edit's tour and GET /api/Tour/default's answer, as the browser reads them. */
export type EditTour = ResponseOf<typeof editTourContract>["tour"];
export type DefaultTour = ResponseOf<typeof getDefaultTourContract>;

export type WizardMode = "add" | "edit" | "copy";

export interface DateDraft {
  /** Tehran calendar day, "YYYY-MM-DD". */
  day: string;
  /** The stored session (edit mode). */
  id: number | null;
  editable: boolean;
  passengersCount: number;
}

export interface VehicleDraft {
  key: string;
  vehicleType: TransportType;
  busPassengersCanChooseTheirSeat: boolean;
  price: number | null;
  capacity: number | null;
  /** The stored vehicle of each date's session, by session id (edit mode). */
  ids: Record<string, number>;
  editable: boolean;
  bookedCount: number;
}

export interface SessionGroupDraft {
  key: string;
  capacity: number | null;
  price: number | null;
  childPrice: number | null;
  infantPrice: number | null;
  /** "HH:mm" in Tehran. */
  startClock: string;
  endClock: string;
  /** The end is this many days after the start day. */
  endDayOffset: number | null;
  /** Registration closes this many days before the start day, at registrationClock. */
  registrationDaysBefore: number | null;
  registrationClock: string;
  vehicles: VehicleDraft[];
  dates: DateDraft[];
}

export interface RefundRuleDraft {
  ruleId: number | null;
  daysBefore: number | null;
  penaltyPercent: number | null;
  editable: boolean;
}

export interface ExtraItemDraft {
  id: number | null;
  title: string;
  capacity: number | null;
  price: number | null;
  soldCount: number;
  editable: boolean;
}

export interface DiscountDraft {
  id: number | null;
  code: string;
  capacity: number | null;
  kind: "percent" | "price";
  percent: number | null;
  price: number | null;
  /** Last valid Tehran day, or "" for no end. */
  endDay: string;
  usedCount: number;
  editable: boolean;
}

export interface CollabDraft {
  id: number;
  name: string;
}

export interface TourDraft {
  title: string;
  description: string;
  tourType: TourType;
  styleId: number | null;
  provinceId: number | null;
  startCityId: number | null;
  startPlaceText: string;
  endPlaceText: string;
  latitude: string;
  longitude: string;
  isAbroad: boolean;
  hardShipId: number | null;
  showHardShipDescriptionInBuyTime: boolean;
  startAge: number | null;
  endAge: number | null;
  tags: string[];
  babyPricing: boolean;
  sessionGroups: SessionGroupDraft[];
  accommodations: Accommodation[];
  dailyProgram: string;
  ticketNote: string;
  services: string[];
  checkLists: string[];
  extraQuestionTitle: string;
  extraQuestionIsDateType: boolean;
  answerToExtraQuestionIsRequired: boolean;
  localLeaderName: string;
  copyLocalLeaderPhotoFromDefaultTour: boolean;
  refundRules: RefundRuleDraft[];
  extraItems: ExtraItemDraft[];
  affiliatesCanSellThisTour: boolean;
  shareFromSalesToAffiliates: number | null;
  shareIsInPercent: boolean;
  maxSellCountFromCollaborators: number | null;
  collabs: CollabDraft[];
  tourDiscounts: DiscountDraft[];
  /** Document 3's campaigns and installment plans, chosen by id in step three. */
  discountCampaignIds: number[];
  DefinitionInstallments: number[];
  isDraft: boolean;
}

let counter = 0;
export const newKey = (prefix = "k") => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

export function emptyVehicle(type: TransportType = "Bus44"): VehicleDraft {
  return {
    key: newKey("v"),
    vehicleType: type,
    busPassengersCanChooseTheirSeat: false,
    price: null,
    capacity: null,
    ids: {},
    editable: true,
    bookedCount: 0,
  };
}

export function emptySessionGroup(vehicles: VehicleDraft[] = []): SessionGroupDraft {
  return {
    key: newKey("g"),
    capacity: null,
    price: null,
    childPrice: null,
    infantPrice: null,
    startClock: "",
    endClock: "",
    endDayOffset: 0,
    registrationDaysBefore: 1,
    registrationClock: "",
    vehicles,
    dates: [],
  };
}

const defaultRules = (): RefundRuleDraft[] => DEFAULT_REFUND_RULES.map((r) => ({ ruleId: null, ...r, editable: true }));

/** A new tour pre-filled from the leader's default tour (GET /api/Tour/default), or the product defaults. */
export function draftFromDefault(defaults: DefaultTour | null): TourDraft {
  const vehicles = (defaults?.vehicles ?? []).map((v) => ({
    ...emptyVehicle(v.type as TransportType),
    price: v.price || null,
    busPassengersCanChooseTheirSeat: v.enableSeat,
  }));
  return {
    title: "",
    description: "",
    tourType: "SimpleTour",
    styleId: null,
    provinceId: null,
    startCityId: defaults?.startCityId ?? null,
    startPlaceText: "",
    endPlaceText: "",
    latitude: "",
    longitude: "",
    isAbroad: false,
    hardShipId: null,
    showHardShipDescriptionInBuyTime: false,
    startAge: defaults?.startAge ?? 18,
    endAge: defaults?.endAge ?? 65,
    tags: defaults?.tags ?? [],
    babyPricing: false,
    sessionGroups: [emptySessionGroup(vehicles)],
    accommodations: [],
    dailyProgram: "",
    ticketNote: defaults?.ticketNote ?? "",
    services: defaults?.services ?? [],
    checkLists: defaults?.checkLists ?? [],
    extraQuestionTitle: defaults?.extraQuestionTitle ?? "",
    extraQuestionIsDateType: defaults?.extraQuestionIsDateType ?? false,
    answerToExtraQuestionIsRequired: defaults?.answerToExtraQuestionIsRequired ?? false,
    localLeaderName: defaults?.localLeaderFullName ?? "",
    copyLocalLeaderPhotoFromDefaultTour: true,
    refundRules: defaults?.refundRules.length
      ? defaults.refundRules.map((r) => ({ ruleId: null, ...r, editable: true }))
      : defaultRules(),
    extraItems: [],
    affiliatesCanSellThisTour: defaults?.affiliatesCanSellThisTour ?? false,
    shareFromSalesToAffiliates: defaults?.shareFromSalesToAffiliates ?? null,
    shareIsInPercent: defaults?.shareIsInPercent ?? true,
    maxSellCountFromCollaborators: defaults?.maxSellCountFromCollaborators ?? null,
    collabs: defaults?.collabs ?? [],
    tourDiscounts: [],
    discountCampaignIds: [],
    DefinitionInstallments: [],
    isDraft: false,
  };
}

type EditSession = EditTour["sessions"][number];

/** The editor's groups of a stored tour, with the same grouping rule as the server's edit view. */
function groupsFromSessions(sessions: EditSession[], copy: boolean, today: string): SessionGroupDraft[] {
  const byId = new Map(sessions.map((s) => [s.id, s]));
  const groupable = sessions.map((s) => ({
    ...s,
    price: BigInt(s.price),
    childPrice: s.childPrice === null ? null : BigInt(s.childPrice),
    infantPrice: s.infantPrice === null ? null : BigInt(s.infantPrice),
    startTime: new Date(s.startTime),
    endTime: new Date(s.endTime),
    registrationEndTime: s.registrationEndTime ? new Date(s.registrationEndTime) : null,
    vehicles: s.vehicles.map((v) => ({ ...v, price: BigInt(v.price) })),
  }));
  return groupSessions(groupable).flatMap((group) => {
    const first = byId.get(group.dates[0].id)!;
    const members = group.dates.map((d) => byId.get(d.id)!);
    // A copy runs again: dates already past are left out.
    const kept = copy ? members.filter((s) => tehranDay(s.startTime) >= today) : members;
    const startDay = tehranDay(first.startTime);
    const vehicles: VehicleDraft[] = first.vehicles.map((v, i) => {
      const rows = members.map((s) => s.vehicles[i]);
      return {
        key: newKey("v"),
        vehicleType: v.vehicleType,
        busPassengersCanChooseTheirSeat: v.busPassengersCanChooseTheirSeat,
        price: v.price || null,
        capacity: v.capacity,
        ids: copy ? {} : Object.fromEntries(members.map((s, j) => [String(s.id), rows[j].id])),
        editable: copy || rows.every((r) => r.editable),
        bookedCount: copy ? 0 : rows.reduce((sum, r) => sum + r.bookedCount, 0),
      };
    });
    return [
      {
        key: newKey("g"),
        capacity: first.capacity,
        price: first.price,
        childPrice: first.childPrice,
        infantPrice: first.infantPrice,
        startClock: tehranClock(first.startTime),
        endClock: tehranClock(first.endTime),
        endDayOffset: daysBetween(startDay, tehranDay(first.endTime)),
        registrationDaysBefore: first.registrationEndTime
          ? daysBetween(tehranDay(first.registrationEndTime), startDay)
          : null,
        registrationClock: first.registrationEndTime ? tehranClock(first.registrationEndTime) : "",
        vehicles,
        dates: kept.map((s) => ({
          day: tehranDay(s.startTime),
          id: copy ? null : s.id,
          editable: copy || s.editable,
          passengersCount: copy ? 0 : s.passengersCount,
        })),
      },
    ];
  });
}

/** An existing tour as the wizard edits it, or (copy) as the start of a new tour. */
export function draftFromTour(tour: EditTour, mode: "edit" | "copy", now = new Date()): TourDraft {
  const copy = mode === "copy";
  const groups = groupsFromSessions(tour.sessions, copy, tehranToday(now));
  const editable = (flag: boolean) => copy || flag;
  return {
    title: tour.title,
    description: tour.description ?? "",
    tourType: tour.tourType,
    styleId: tour.styleId,
    provinceId: null,
    startCityId: tour.startCityId,
    startPlaceText: tour.startPlaceText ?? "",
    endPlaceText: tour.endPlaceText ?? "",
    latitude: tour.latitude === null ? "" : String(tour.latitude),
    longitude: tour.longitude === null ? "" : String(tour.longitude),
    isAbroad: tour.isAbroad,
    hardShipId: tour.hardShipId,
    showHardShipDescriptionInBuyTime: tour.showHardShipDescriptionInBuyTime,
    startAge: tour.startAge,
    endAge: tour.endAge,
    tags: tour.tags,
    babyPricing: tour.sessions.some((s) => s.infantPrice !== null),
    sessionGroups: groups.length ? groups : [emptySessionGroup()],
    accommodations: tour.accommodations,
    dailyProgram: tour.dailyProgram ?? "",
    ticketNote: tour.ticketNote ?? "",
    services: tour.services.map((s) => s.title),
    checkLists: tour.checkLists.map((c) => c.title),
    extraQuestionTitle: tour.extraQuestionTitle ?? "",
    extraQuestionIsDateType: tour.extraQuestionIsDateType,
    // Spec §4: without a question there is nothing to require.
    answerToExtraQuestionIsRequired: tour.extraQuestionTitle ? tour.answerToExtraQuestionIsRequired : false,
    localLeaderName: tour.localLeaderName ?? "",
    copyLocalLeaderPhotoFromDefaultTour: tour.copyLocalLeaderPhotoFromDefaultTour,
    refundRules: tour.refundRules.map((r) => ({
      ruleId: copy ? null : r.ruleId,
      daysBefore: r.daysBefore,
      penaltyPercent: r.penaltyPercent,
      editable: editable(r.editable),
    })),
    extraItems: tour.extraItems.map((i) => ({
      id: copy ? null : i.id,
      title: i.title,
      capacity: i.capacity,
      price: i.price,
      soldCount: copy ? 0 : i.soldCount,
      editable: editable(i.editable),
    })),
    affiliatesCanSellThisTour: tour.affiliatesCanSellThisTour,
    shareFromSalesToAffiliates: tour.shareFromSalesToAffiliates || null,
    shareIsInPercent: tour.shareIsInPercent,
    maxSellCountFromCollaborators: tour.maxSellCountFromCollaborators,
    collabs: tour.collabs,
    tourDiscounts: tour.tourDiscounts.map((d) => ({
      id: copy ? null : d.id,
      code: d.code,
      capacity: d.capacity,
      kind: d.percent !== null ? "percent" : "price",
      percent: d.percent,
      price: d.price,
      endDay: d.endTime ? tehranDay(d.endTime) : "",
      usedCount: copy ? 0 : d.usedCount,
      editable: editable(d.editable),
    })),
    discountCampaignIds: tour.discountCampaignIds,
    DefinitionInstallments: tour.DefinitionInstallments,
    isDraft: copy ? false : tour.isDraft,
  };
}

/** Where each payload session came from, to put a server-schema error back on the right field. */
export interface SessionOrigin {
  group: number;
  date: number;
}

const orNull = (text: string) => (text.trim() === "" ? null : text.trim());
const orUndefined = (value: number | null) => (value === null ? undefined : value);
/** A typed coordinate: Persian digits and the Persian decimal separator are accepted. */
const coordinate = (text: string) => orNull(toLatinDigits(text).replace(/[٫,]/g, "."));

function sessionPayloads(draft: TourDraft) {
  const origins: SessionOrigin[] = [];
  const sessions = draft.sessionGroups.flatMap((group, g) =>
    group.dates.map((date, d) => {
      origins.push({ group: g, date: d });
      const { startClock, endClock, registrationClock } = group;
      const endDay = addDays(date.day, group.endDayOffset ?? 0);
      const registrationEnd =
        group.registrationDaysBefore !== null && registrationClock
          ? tehranInstant(addDays(date.day, -group.registrationDaysBefore), registrationClock)
          : null;
      return {
        id: date.id,
        capacity: orUndefined(group.capacity),
        price: orUndefined(group.price),
        childPrice: group.childPrice,
        // Spec §3: the infant price is sent only when baby pricing is on.
        infantPrice: draft.babyPricing ? group.infantPrice : null,
        registrationEndTime: registrationEnd,
        startTime: startClock ? tehranInstant(date.day, startClock) : undefined,
        endTime: endClock ? tehranInstant(endDay, endClock) : undefined,
        vehicles: group.vehicles.map((v) => ({
          id: date.id !== null ? (v.ids[String(date.id)] ?? null) : null,
          vehicleType: v.vehicleType,
          busPassengersCanChooseTheirSeat: v.busPassengersCanChooseTheirSeat,
          price: v.price,
          capacity: v.capacity,
        })),
      };
    }),
  );
  return { sessions, origins };
}

/** The body of POST /api/Tour and PUT /api/Tour/{tourId}. */
export function draftToPayload(
  draft: TourDraft,
  isDraft: boolean,
): { payload: TourPayloadInput; origins: SessionOrigin[] } {
  const { sessions, origins } = sessionPayloads(draft);
  const payload = {
    title: draft.title,
    description: orNull(draft.description),
    tourType: draft.tourType,
    styleId: draft.styleId,
    startCityId: draft.startCityId,
    startPlaceText: orNull(draft.startPlaceText),
    endPlaceText: orNull(draft.endPlaceText),
    latitude: coordinate(draft.latitude),
    longitude: coordinate(draft.longitude),
    isAbroad: draft.isAbroad,
    hardShipId: draft.hardShipId,
    showHardShipDescriptionInBuyTime: draft.showHardShipDescriptionInBuyTime,
    startAge: draft.startAge,
    endAge: draft.endAge,
    tags: draft.tags,
    services: draft.services,
    checkLists: draft.checkLists,
    accommodations: draft.accommodations,
    dailyProgram: orNull(draft.dailyProgram),
    ticketNote: orNull(draft.ticketNote),
    extraQuestionTitle: orNull(draft.extraQuestionTitle),
    extraQuestionIsDateType: draft.extraQuestionIsDateType,
    answerToExtraQuestionIsRequired: draft.extraQuestionTitle.trim() ? draft.answerToExtraQuestionIsRequired : false,
    localLeaderName: orNull(draft.localLeaderName),
    copyLocalLeaderPhotoFromDefaultTour: draft.copyLocalLeaderPhotoFromDefaultTour,
    affiliatesCanSellThisTour: draft.affiliatesCanSellThisTour,
    shareFromSalesToAffiliates: draft.shareFromSalesToAffiliates,
    shareIsInPercent: draft.shareIsInPercent,
    maxSellCountFromCollaborators: draft.maxSellCountFromCollaborators,
    collabs: draft.collabs.map((c) => c.id),
    refundRules: draft.refundRules.map((r) => ({
      ruleId: r.ruleId,
      daysBefore: orUndefined(r.daysBefore),
      penaltyPercent: orUndefined(r.penaltyPercent),
    })),
    extraItems: draft.extraItems.map((i) => ({
      id: i.id,
      title: i.title,
      capacity: orUndefined(i.capacity),
      price: orUndefined(i.price),
    })),
    discountCampaignIds: draft.discountCampaignIds,
    DefinitionInstallments: draft.DefinitionInstallments,
    tourDiscounts: draft.tourDiscounts.map((d) => ({
      id: d.id,
      code: d.code,
      capacity: orUndefined(d.capacity),
      percent: d.kind === "percent" ? d.percent : null,
      price: d.kind === "price" ? d.price : null,
      // A code is valid through its last day, Tehran time.
      endTime: d.endDay ? tehranInstant(d.endDay, "23:59") : null,
    })),
    isDraft,
    sessions,
  } as TourPayloadInput;
  return { payload, origins };
}

// ─── sessionStorage ───

const STORAGE_PREFIX = "hamsafar:tour-draft:";
/** A stored draft older than this is stale: the wizard starts again from the server's data. */
const STORAGE_TTL_MS = 12 * 60 * 60 * 1000;

export function draftStorageKey(mode: WizardMode, tourId?: number | null) {
  return `${STORAGE_PREFIX}${mode}${tourId ? `:${tourId}` : ""}`;
}

export function loadStoredDraft(key: string, now = Date.now()): TourDraft | null {
  if (typeof window === "undefined") return null;
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as { savedAt: number; draft: TourDraft };
    return now - stored.savedAt < STORAGE_TTL_MS ? stored.draft : null;
  } catch {
    return null;
  }
}

export function storeDraft(key: string, draft: TourDraft) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), draft }));
  } catch {
    // A full or blocked storage only costs the reload protection.
  }
}

export function clearStoredDraft(key: string) {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // nothing stored then
  }
}
