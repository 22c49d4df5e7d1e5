// Contracts of the waiting list (not in the spec: issue 25; docs/waiting-list.md).
import { WaitlistStatus } from "@/lib/db/generated/enums";
import { successResponse, type Contract } from "@/lib/http/contract";
import { wireDate } from "@/lib/http/wire";
import { idSchema } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { entryParams, joinWaitlistBodySchema, reorderWaitlistBodySchema, sessionParams, tokenParams } from "./schemas";

const LEADER = ["Leader"] as const;
const tags = ["Waiting list"];

const entryRow = z.object({
  id: z.number(),
  mobile: z.string(),
  places: z.number(),
  status: z.enum(WaitlistStatus),
  createdAt: wireDate,
  offeredAt: wireDate.nullable(),
  holdExpiresAt: wireDate.nullable(),
  claimedAt: wireDate.nullable(),
  trackingId: z.string().nullable(),
});

export const joinWaitlistContract = {
  method: "POST",
  path: "/api/tour/{tourId}/session/{sessionId}/waitlist",
  summary: "پیوستن به فهرست انتظار سانس تکمیل‌شده (خبرم کن)",
  tags,
  access: "public",
  params: sessionParams,
  body: joinWaitlistBodySchema,
  response: z.object({ id: z.number(), ahead: z.number() }),
  errors: [
    "registration_closed",
    "session_not_found",
    "waitlist_already_in",
    "waitlist_full",
    "waitlist_not_full",
    "waitlist_over_capacity",
  ],
} satisfies Contract;
export const clearWaitlistContract = {
  method: "DELETE",
  path: "/api/tour/{tourId}/session/{sessionId}/waitlist",
  summary: "خالی کردن فهرست انتظار یک سانس (جاهای نگه‌داشته‌شده دوباره به فروش می‌روند)",
  tags,
  access: LEADER,
  params: sessionParams,
  response: z.object({ removed: z.number() }),
  errors: ["session_not_found"],
} satisfies Contract;
export const reorderWaitlistContract = {
  method: "PUT",
  path: "/api/tour/{tourId}/session/{sessionId}/waitlist",
  summary: "تغییر ترتیب منتظران یک سانس (همهٔ ردیف‌های انتظار، نفر اول صف نخست)",
  tags,
  access: LEADER,
  params: sessionParams,
  body: reorderWaitlistBodySchema,
  response: successResponse,
  errors: ["session_not_found", "waitlist_order"],
} satisfies Contract;
export const listWaitlistContract = {
  method: "GET",
  path: "/api/tour/{tourId}/waitlist",
  summary: "فهرست انتظار هر سانس یک تور",
  tags,
  access: LEADER,
  params: z.object({ tourId: idSchema }),
  response: z.object({
    sessions: z.array(
      z.object({
        id: z.number(),
        startTime: wireDate,
        capacity: z.number(),
        bookedCount: z.number(),
        heldCount: z.number(),
        entries: z.array(entryRow),
      }),
    ),
  }),
  errors: [],
} satisfies Contract;
export const removeWaitlistEntryContract = {
  method: "DELETE",
  path: "/api/tour/{tourId}/waitlist/{entryId}",
  summary: "حذف یک ردیف از فهرست انتظار (جاهای نگه‌داشته‌شده‌اش دوباره به فروش می‌روند)",
  tags,
  access: LEADER,
  params: entryParams,
  response: successResponse,
  errors: ["session_not_found"],
} satisfies Contract;
export const getHoldContract = {
  method: "GET",
  path: "/api/waitlist/hold/{token}",
  summary: "آنچه پیوند پیشنهاد فهرست انتظار نگه داشته است و تا چه زمانی",
  tags,
  access: "public",
  params: tokenParams,
  response: z.object({
    active: z.boolean(),
    status: z.enum(WaitlistStatus),
    places: z.number(),
    holdExpiresAt: wireDate,
    sessionId: z.number(),
    startTime: wireDate,
    tourId: z.number(),
    leaderId: z.number(),
    tourTitle: z.string(),
  }),
  errors: ["hold_not_found"],
} satisfies Contract;
