// The wizard's validation: the draft becomes the API payload and goes through the server's own
// schema (lib/tours/schemas.ts, spec §5), and each issue is put back on the editor field it came
// from (a session's issue on its group). A few rules need what only the editor knows: a group
// without dates, counts already sold, and the order of the refund rules as the leader lists them.
import type { FieldErrors, Resolver } from "react-hook-form";
import { draftToPayload, type SessionOrigin, type TourDraft } from "@/components/tour-wizard/tour-draft";
import { TOUR_MESSAGES as M } from "@/lib/tours/messages";
import { tourPayloadSchema } from "@/lib/tours/schemas";
import { MESSAGES } from "@/lib/validation/z";

export type DraftErrors = Map<string, string>;

/** A typed clock field is "HH:mm" on a 24-hour clock once complete. */
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

const SESSION_FIELDS: Record<string, string> = {
  startTime: "startClock",
  endTime: "endClock",
  registrationEndTime: "registrationClock",
};

function draftPath(path: PropertyKey[], draft: TourDraft, origins: SessionOrigin[]): string {
  const [head, index, field, ...rest] = path.map(String);
  if (head === "sessions") {
    if (index === undefined) return draft.sessionGroups.length ? "sessionGroups.0.dates" : "sessionGroups";
    const origin = origins[Number(index)];
    if (!origin) return "sessionGroups";
    if (field === undefined || field === "id") return `sessionGroups.${origin.group}.dates`;
    return [`sessionGroups.${origin.group}`, SESSION_FIELDS[field] ?? field, ...rest].join(".");
  }
  if (head === "tourDiscounts" && index !== undefined) {
    const discount = draft.tourDiscounts[Number(index)];
    if (field === "percent" || field === "price") return `tourDiscounts.${index}.${discount?.kind ?? field}`;
    if (field === "endTime") return `tourDiscounts.${index}.endDay`;
  }
  if (head === "collabs") return "collabs";
  return path.map(String).join(".");
}

/**
 * The schema's whole-tour refinements run only once every field parses, so a form would show its
 * "required" errors in a second wave after the first ones are fixed; the editor states the
 * publish-time requirements of that refinement up front, with its messages.
 */
function publishRequirements(draft: TourDraft, add: (path: string, message: string) => void) {
  for (const key of ["styleId", "startCityId", "hardShipId", "startAge"] as const)
    if (draft[key] === null) add(key, M.required);
  if (!draft.startPlaceText.trim()) add("startPlaceText", M.required);
  if (draft.tourType === "SimpleTour" && draft.accommodations.length === 0)
    add("accommodations", M.accommodationsRequired);
}

function editorRules(draft: TourDraft, isDraft: boolean, add: (path: string, message: string) => void) {
  if (!isDraft) publishRequirements(draft, add);
  draft.sessionGroups.forEach((group, g) => {
    if (!isDraft && group.dates.length === 0) add(`sessionGroups.${g}.dates`, M.noSession);
    for (const clock of ["startClock", "endClock", "registrationClock"] as const) {
      const value = group[clock];
      if (value && !CLOCK.test(value)) add(`sessionGroups.${g}.${clock}`, MESSAGES.invalid);
    }
    if (
      draft.tourType === "SimpleTour" &&
      group.dates.length > 0 &&
      (group.registrationDaysBefore === null || !group.registrationClock)
    ) {
      add(`sessionGroups.${g}.registrationClock`, M.registrationRequired);
    }
    const booked = Math.max(0, ...group.dates.map((d) => d.passengersCount));
    if (group.capacity !== null && group.capacity < booked)
      add(`sessionGroups.${g}.capacity`, M.capacityBelowBooked(booked));
  });
  // Spec §5: daysBefore strictly decreases down the list.
  draft.refundRules.forEach((rule, i) => {
    const previous = draft.refundRules[i - 1];
    if (
      i > 0 &&
      rule.daysBefore !== null &&
      previous?.daysBefore !== null &&
      previous &&
      rule.daysBefore >= previous.daysBefore!
    ) {
      add(`refundRules.${i}.daysBefore`, M.refundOrder);
    }
  });
  draft.extraItems.forEach((item, i) => {
    if (item.capacity !== null && item.capacity < item.soldCount)
      add(`extraItems.${i}.capacity`, M.extraItemBelowSold(item.soldCount));
  });
  draft.tourDiscounts.forEach((discount, i) => {
    if (discount.capacity !== null && discount.capacity < discount.usedCount)
      add(`tourDiscounts.${i}.capacity`, M.discountBelowUsed(discount.usedCount));
  });
}

/** Every problem of the draft, keyed by the editor's field path; the first message of a field wins. */
export function validateDraft(draft: TourDraft, isDraft: boolean): DraftErrors {
  const errors: DraftErrors = new Map();
  const add = (path: string, message: string) => {
    if (!errors.has(path)) errors.set(path, message);
  };
  editorRules(draft, isDraft, add);
  const { payload, origins } = draftToPayload(draft, isDraft);
  const result = tourPayloadSchema.safeParse(payload);
  if (!result.success)
    for (const issue of result.error.issues) add(draftPath(issue.path, draft, origins), issue.message);
  return errors;
}

const STEP_ONE = new Set([
  "title",
  "description",
  "tourType",
  "styleId",
  "provinceId",
  "startCityId",
  "startPlaceText",
  "endPlaceText",
  "latitude",
  "longitude",
  "isAbroad",
  "hardShipId",
  "showHardShipDescriptionInBuyTime",
  "startAge",
  "endAge",
  "tags",
  "babyPricing",
  "sessionGroups",
]);
const STEP_TWO = new Set([
  "accommodations",
  "dailyProgram",
  "ticketNote",
  "services",
  "checkLists",
  "extraQuestionTitle",
  "extraQuestionIsDateType",
  "answerToExtraQuestionIsRequired",
  "localLeaderName",
  "copyLocalLeaderPhotoFromDefaultTour",
]);

export type WizardStep = 1 | 2 | 3;

export function stepOfField(path: string): WizardStep {
  const head = path.split(".")[0];
  return STEP_ONE.has(head) ? 1 : STEP_TWO.has(head) ? 2 : 3;
}

export const STEP_FIELDS: Record<WizardStep, (keyof TourDraft)[]> = {
  1: [...STEP_ONE] as (keyof TourDraft)[],
  2: [...STEP_TWO] as (keyof TourDraft)[],
  3: [
    "refundRules",
    "extraItems",
    "affiliatesCanSellThisTour",
    "shareFromSalesToAffiliates",
    "shareIsInPercent",
    "maxSellCountFromCollaborators",
    "collabs",
    "tourDiscounts",
  ],
};

/** React-hook-form's shape of the errors: nested objects and arrays by path. */
export function toFieldErrors(errors: DraftErrors): FieldErrors<TourDraft> {
  const tree: Record<string, unknown> = {};
  for (const [path, message] of errors) {
    const parts = path.split(".");
    let node = tree as Record<string, unknown>;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        // A message on a node that already holds children (e.g. a group's "dates") goes beside them.
        const existing = node[part] as Record<string, unknown> | undefined;
        node[part] = existing ? Object.assign(existing, { type: "validate", message }) : { type: "validate", message };
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[i + 1]);
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return tree as FieldErrors<TourDraft>;
}

/** The react-hook-form resolver of the wizard; `isDraft()` tells which save is being validated. */
export function draftResolver(isDraft: () => boolean): Resolver<TourDraft> {
  return async (values) => {
    const errors = validateDraft(values, isDraft());
    return errors.size ? { values: {}, errors: toFieldErrors(errors) } : { values, errors: {} };
  };
}
