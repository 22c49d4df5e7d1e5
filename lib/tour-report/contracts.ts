// Contracts of the leader's tour report and passenger calls (spec doc 2 §7 "Reservation, tickets,
// passengers", "Statistics"; refunds of a tour).
import { XLSX_TYPE } from "@/lib/http/media-types";
import { Gender, TransportType } from "@/lib/db/generated/enums";
import type { Contract } from "@/lib/http/contract";
import { offlinePassengerSchema, onlinePassengerEditSchema } from "@/lib/passengers/schemas";
import { z } from "@/lib/validation/z";
import { idSchema } from "@/lib/validation/fields";

const LEADER = ["Leader"] as const;
const tags = ["Tour report"];
const id = idSchema;
const blank = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);
const sessionQuery = z.object({ sessionId: z.preprocess(blank, id.optional()) });
const money = z.number();
const date = z.string();

const passengerRow = z.object({
  id: z.number(),
  reservationId: z.number(),
  trackingId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  nationalId: z.string(),
  mobile: z.string(),
  gender: z.enum(Gender),
  ageGroup: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  description: z.string().nullable(),
  extraQuestionAnswer: z.string().nullable(),
  vehicleId: z.number().nullable(),
  seatNumber: z.number().nullable(),
  extraItems: z.array(z.object({ extraItemId: z.number().nullable(), title: z.string(), count: z.number() })),
  sellerId: z.number().nullable(),
  sellerName: z.string().nullable(),
  paymentMethod: z.string(),
  paymentMethodTitle: z.string(),
  isOffline: z.boolean(),
  status: z.string(),
  statusTitle: z.string(),
  paid: money,
  createdAt: date,
  boardedAt: date.nullable(),
  boardedByName: z.string().nullable(),
  /** A ticket sold in installments: what is still owed (0 = paid off) and whether an installment is past due. */
  installments: z.object({ outstanding: money, overdue: z.boolean() }).nullable(),
});

export const tourPassengersContract = {
  method: "GET",
  path: "/api/tour/{tourId}/passengers",
  summary: "مسافران تور به تفکیک سانس و وسیلهٔ نقلیه (گزارش)",
  tags,
  access: LEADER,
  params: z.object({ tourId: id }),
  query: sessionQuery,
  response: z.object({
    tourId: z.number(),
    title: z.string(),
    tourType: z.string(),
    status: z.string(),
    extraQuestionTitle: z.string().nullable(),
    extraItems: z.array(
      z.object({ id: z.number(), title: z.string(), price: money, capacity: z.number(), soldCount: z.number() }),
    ),
    sessions: z.array(
      z.object({
        id: z.number(),
        startTime: date,
        endTime: date,
        capacity: z.number(),
        bookedCount: z.number(),
        placesLeft: z.number(),
        vehicles: z.array(
          z.object({
            id: z.number(),
            vehicleType: z.string(),
            typeTitle: z.string(),
            capacity: z.number(),
            bookedCount: z.number(),
            hasSeatMap: z.boolean(),
            closedSeats: z.array(z.number()),
          }),
        ),
        passengers: z.array(passengerRow),
      }),
    ),
  }),
  errors: [],
} satisfies Contract;

export const exportPassengersContract = {
  method: "GET",
  path: "/api/tour/{tourId}/passengers/export",
  summary: "مسافران تور در فایل اکسل (.xlsx)، یک برگه برای هر وسیلهٔ نقلیه",
  tags,
  access: LEADER,
  params: z.object({ tourId: id }),
  query: sessionQuery,
  produces: "file",
  fileTypes: [XLSX_TYPE],
  errors: [],
} satisfies Contract;

// vehicleType: present when the passenger moved to another vehicle or seat (lib/passengers/update-online-passenger.ts).
const placement = z.object({
  id: z.number(),
  vehicleId: z.number().nullable(),
  vehicleType: z.enum(TransportType).nullable().optional(),
  seatNumber: z.number().nullable().optional(),
  seat: z.number().nullable().optional(),
});

export const editOnlinePassengerContract = {
  method: "PUT",
  path: "/api/tour/{tourId}/passenger/{passengerId}",
  summary: "ویرایش مشخصات، وسیله یا صندلی مسافر آنلاین (نه مبلغ)",
  tags,
  access: LEADER,
  params: z.object({ tourId: id, passengerId: id }),
  body: onlinePassengerEditSchema,
  response: placement,
  errors: [
    "already_registered",
    "cancelled_tour",
    "extra_item_repeated",
    "extra_item_unknown",
    "no_offline_passenger_in_seat",
    "not_offline_passenger",
    "not_online_passenger",
    "passenger_not_active",
    "passenger_not_found",
    "seat_closed",
    "seat_not_allowed",
    "seat_not_on_map",
    "seat_taken",
    "session_unknown",
    "vehicle_full",
    "vehicle_required",
    "vehicle_unknown",
  ],
} satisfies Contract;

const offlineAnswer = z.object({
  id: z.number(),
  reservationId: z.number(),
  trackingId: z.string(),
  sessionId: z.number(),
  vehicleId: z.number().nullable(),
  seat: z.number().nullable(),
  commission: money,
});

export const addOfflinePassengerContract = {
  method: "POST",
  path: "/api/tour/{tourId}/passengers/offline",
  summary: "افزودن مسافری که بیرون از سامانه پرداخت کرده است (آفلاین یا آفلاین با کارمزد)",
  tags,
  access: LEADER,
  params: z.object({ tourId: id }),
  body: offlinePassengerSchema,
  response: offlineAnswer,
  errors: [
    "already_registered",
    "cancelled_tour",
    "extra_item_full",
    "extra_item_repeated",
    "extra_item_unknown",
    "insufficient_balance",
    "seat_closed",
    "seat_not_allowed",
    "seat_not_on_map",
    "seat_taken",
    "session_full",
    "session_unknown",
    "vehicle_full",
    "vehicle_required",
    "vehicle_unknown",
  ],
} satisfies Contract;

export const updateOfflinePassengerContract = {
  method: "PUT",
  path: "/api/tour/{tourId}/passengers/offline/{passengerId}",
  summary: "ویرایش مسافر آفلاین (ظرفیت، صندلی و آیتم‌های جانبی دوباره گرفته می‌شوند)",
  tags,
  access: LEADER,
  params: z.object({ tourId: id, passengerId: id }),
  body: offlinePassengerSchema,
  response: offlineAnswer,
  errors: [
    "already_registered",
    "cancelled_tour",
    "extra_item_full",
    "extra_item_repeated",
    "extra_item_unknown",
    "insufficient_balance",
    "no_offline_passenger_in_seat",
    "not_offline_passenger",
    "not_online_passenger",
    "passenger_not_active",
    "passenger_not_found",
    "seat_closed",
    "seat_not_allowed",
    "seat_not_on_map",
    "seat_taken",
    "session_full",
    "session_unknown",
    "vehicle_full",
    "vehicle_required",
    "vehicle_unknown",
  ],
} satisfies Contract;

const deleted = z.object({ id: z.number(), deleted: z.boolean() });

export const deleteOfflinePassengerContract = {
  method: "DELETE",
  path: "/api/tour/{tourId}/passengers/offline/{passengerId}",
  summary: "حذف مسافر آفلاین (ظرفیت بازمی‌گردد)",
  tags,
  access: LEADER,
  params: z.object({ tourId: id, passengerId: id }),
  response: deleted,
  errors: [
    "cancelled_tour",
    "no_offline_passenger_in_seat",
    "not_offline_passenger",
    "not_online_passenger",
    "passenger_not_active",
    "passenger_not_found",
  ],
} satisfies Contract;

export const freeOfflineSeatContract = {
  method: "DELETE",
  path: "/api/tour/{tourId}/vehicle/{vehicleId}/passengers/offline/seat/{seatNumber}",
  summary: "حذف مسافر آفلاین یک صندلی (صندلی دوباره آزاد می‌شود)",
  tags,
  access: LEADER,
  params: z.object({ tourId: id, vehicleId: id, seatNumber: z.coerce.number().int().min(1).max(100) }),
  response: deleted,
  errors: [
    "cancelled_tour",
    "no_offline_passenger_in_seat",
    "not_offline_passenger",
    "not_online_passenger",
    "passenger_not_active",
    "passenger_not_found",
  ],
} satisfies Contract;

export const salesSummaryContract = {
  method: "GET",
  path: "/api/Tour/{tourId}/sales-summary",
  summary: "خلاصهٔ فروش تور (یا یک سانس)",
  tags,
  access: LEADER,
  params: z.object({ tourId: id }),
  query: sessionQuery,
  response: z.object({
    totalSale: money,
    onlineSale: money,
    offlineSale: money,
    affiliateCommision: money,
    tourInventory: z.number(),
    capacity: z.number(),
    soldCount: z.number(),
    refunds: money,
    refundCount: z.number(),
  }),
  errors: [],
} satisfies Contract;

export const tourRefundsContract = {
  method: "GET",
  path: "/api/refunds/{id}",
  summary: "استردادهای تور کاربر",
  tags: ["Refunds"],
  access: LEADER,
  // Next.js takes one dynamic folder name per level: /api/refunds/[id] is a tour here and a refund
  // in PUT /api/refunds/{id} (lib/refunds/contracts.ts), so both call it `id` and say which.
  params: z.object({ id: id.describe("شناسه تور") }),
  response: z.object({
    refunds: z.array(
      z.object({
        id: z.number(),
        trackingId: z.string(),
        sessionId: z.number(),
        penaltyPercent: z.number(),
        paidAmount: money,
        returnedAmount: money,
        cardNumber: z.string().nullable(),
        iban: z.string().nullable(),
        state: z.string(),
        stateTitle: z.string(),
        reason: z.string(),
        refNum: z.string().nullable(),
        payDate: date.nullable(),
        createdAt: date,
        cancelledPassengers: z.array(z.object({ id: z.number(), fullName: z.string(), mobile: z.string() })),
      }),
    ),
  }),
  errors: [],
} satisfies Contract;

export const leaderRefundContract = {
  method: "PUT",
  path: "/api/refunds/{id}/refund/{refundId}",
  summary: "تورگردان استرداد در انتظار را خودش به خریدار پرداخته است (شمارهٔ پیگیری بانکی)",
  tags: ["Refunds"],
  access: LEADER,
  params: z.object({ id: id.describe("شناسه تور"), refundId: id }),
  body: z.object({
    refNum: z.string().trim().min(1).max(100),
    note: z.preprocess(blank, z.string().trim().max(500).optional()),
    payDate: z.preprocess(blank, z.coerce.date().optional()),
  }),
  response: z.object({
    id: z.number(),
    state: z.string(),
    refNum: z.string().nullable(),
    note: z.string().nullable(),
    payDate: date.nullable(),
    returnedAmount: money,
  }),
  errors: ["auto_refund_in_progress", "insufficient_balance", "refund_already_processed", "refund_pay_date_invalid"],
} satisfies Contract;
