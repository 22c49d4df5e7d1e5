// Contracts of the QR check-in on the leader's (or a collaborator's) phone (docs/checkin.md): the
// session's manifest the phone keeps for offline use, and the scans it sends (one at a time online,
// its stored queue when the signal returns). Another leader's session is a 404.
import type { Contract } from "@/lib/http/contract";
import { wireDate } from "@/lib/http/wire";
import { idSchema } from "@/lib/validation/fields";
import { exactlyOne } from "@/lib/validation/variants";
import { z } from "@/lib/validation/z";
import { MANIFEST_STATES, MAX_SCANS_PER_CALL, SCAN_OUTCOMES } from "./constants";

const CHECKERS = ["Leader", "Affiliate"] as const;
const tags = ["Check-in"];
const params = z.object({ sessionId: idSchema });

const boarding = {
  boardedAt: wireDate.nullable(),
  boardedByName: z.string().nullable(),
  /** The ticket was sold in installments and one is still unpaid: the screen warns loudly before boarding. */
  owesInstallments: z.boolean(),
};

const vehicleCount = z.object({
  vehicleId: z.number().nullable(),
  boarded: z.number().int(),
  expected: z.number().int(),
});

export const checkInManifestContract = {
  method: "GET",
  path: "/api/tour/check-in/{sessionId}",
  summary: "فهرست مسافران یک سانس برای پذیرش (نگه‌داری در گوشی برای اسکن بدون اینترنت)",
  tags,
  access: CHECKERS,
  params,
  response: z.object({
    sessionId: z.number(),
    tourId: z.number(),
    tourTitle: z.string(),
    startTime: wireDate,
    generatedAt: wireDate,
    vehicles: z.array(z.object({ id: z.number(), title: z.string(), capacity: z.number() })),
    /** SHA-256 (base64url) of each ticket's signed QR value: the phone matches a scan offline without the secret. */
    tickets: z.array(z.object({ reservationId: z.number(), codeHash: z.string() })),
    passengers: z.array(
      z.object({
        id: z.number(),
        reservationId: z.number(),
        fullName: z.string(),
        nationalId: z.string(),
        mobile: z.string(),
        vehicleId: z.number().nullable(),
        seatNumber: z.number().nullable(),
        state: z.enum(MANIFEST_STATES),
        ...boarding,
      }),
    ),
    counts: z.array(vehicleCount),
  }),
  errors: [],
} satisfies Contract;

const scan = z
  .object({
    /** What the camera read: the ticket's signed QR value. */
    ticketCode: z.string().trim().min(1).max(200).optional(),
    /** A passenger picked from the search (no phone, no ticket at hand). */
    passengerId: idSchema.optional(),
    /** When the guide scanned (kept for a scan sent later from the offline queue). */
    scannedAt: z.coerce.date().optional(),
  })
  .refine((s) => (s.ticketCode === undefined) !== (s.passengerId === undefined), {
    message: "کد بلیت یا مسافر را بفرستید (فقط یکی).",
  })
  .meta(exactlyOne("ticketCode", "passengerId"));

export const checkInScansContract = {
  method: "POST",
  path: "/api/tour/check-in/{sessionId}",
  summary: "ثبت سوار شدن مسافران با کد QR بلیت یا شناسه؛ تکرارپذیر، نخستین اسکن نگه داشته می‌شود",
  tags,
  access: CHECKERS,
  params,
  body: z.object({ scans: z.array(scan).min(1).max(MAX_SCANS_PER_CALL) }),
  response: z.object({
    results: z.array(
      z.object({
        outcome: z.enum(SCAN_OUTCOMES),
        message: z.string(),
        reservationId: z.number().nullable(),
        /** The ticket's session when it is another session of the same tour (its start). */
        otherSessionStart: wireDate.nullable(),
        passengers: z.array(
          z.object({
            id: z.number(),
            fullName: z.string(),
            vehicleId: z.number().nullable(),
            seatNumber: z.number().nullable(),
            state: z.enum(MANIFEST_STATES),
            ...boarding,
          }),
        ),
      }),
    ),
    counts: z.array(vehicleCount),
  }),
  errors: [],
} satisfies Contract;

export const checkInSessionsContract = {
  method: "GET",
  path: "/api/tour/{tourId}/check-in/sessions",
  summary: "سانس‌های توری که کاربر می‌تواند پذیرش کند (تورگردان یا همکار)، با تعداد سوارشده از مورد انتظار",
  tags,
  access: CHECKERS,
  params: z.object({ tourId: idSchema }),
  response: z.object({
    tourId: z.number(),
    title: z.string(),
    sessions: z.array(
      z.object({
        id: z.number(),
        startTime: wireDate,
        endTime: wireDate,
        boarded: z.number().int(),
        expected: z.number().int(),
      }),
    ),
  }),
  errors: [],
} satisfies Contract;
