// Response schemas of the ticket calls (lib/tickets/contracts.ts), in wire form (toman as numbers,
// instants as ISO strings). The tracking and cancel pages' types are inferred from these.
import {
  AgeGroup,
  BillStatus,
  Gender,
  PaymentMethod,
  RefundState,
  TicketStatus,
  TourStatus,
  TourType,
  TransportType,
} from "@/lib/db/generated/enums";
import { ticketInstallmentSchema } from "@/lib/installments/contracts";
import { wireDate, wireMoney } from "@/lib/http/wire";
import { z } from "@/lib/validation/z";

const int = z.number().int();
const toman = wireMoney;
const instant = wireDate;
const text = z.string();

export const ticketPassengerSchema = z.object({
  id: int,
  firstName: text,
  lastName: text,
  fullName: text,
  nationalId: text,
  mobile: text,
  gender: z.enum(Gender),
  age: z.enum(AgeGroup),
  vehicleId: int.nullable(),
  vehicleType: z.enum(TransportType).nullable(),
  vehicleTypeTitle: text.nullable(),
  seat: int.nullable(),
  extraQuestionAnswer: text.nullable(),
  extraItems: z.array(z.object({ id: int.nullable(), title: text, number: int, price: toman })),
  basePrice: toman,
  vehiclePrice: toman,
  extrasPrice: toman,
  totalPrice: toman,
  discountPrice: toman,
  paid: toman,
  status: z.enum(TicketStatus),
  statusTitle: text,
  cancelledAt: instant.nullable(),
});

/** GET /api/tour/ticket/{mobile}/{trackingId}: the receipt and ticket. */
export const ticketResponse = z.object({
  trackingId: text,
  /** What the QR code carries: signed by the server, identifies the ticket, manages nothing (check-in-code.ts). */
  checkInCode: text,
  status: z.enum(TicketStatus),
  statusTitle: text,
  buyerMobile: text,
  buyerEmail: text.nullable(),
  buyerPhone: text.nullable(),
  createdAt: instant,
  tour: z.object({
    id: int,
    title: text,
    leaderId: int,
    leaderBrand: text,
    leaderMobile: text,
    tourType: z.enum(TourType),
    startPlaceText: text.nullable(),
    ticketNote: text.nullable(),
    status: z.enum(TourStatus),
  }),
  session: z.object({ id: int, startTime: instant, endTime: instant }),
  sessionId: int,
  passengers: z.array(ticketPassengerSchema),
  discount: z.object({ code: text, amount: toman }).nullable(),
  totalAmount: toman,
  discountAmount: toman,
  amount: toman,
  paidAmount: toman,
  /** Null when the ticket can no longer be cancelled (session started or tour cancelled). */
  currentRefundPenaltyPercent: z.number().nullable(),
  bill: z
    .object({ id: text, status: z.enum(BillStatus), method: z.enum(PaymentMethod), expiresAt: instant })
    .nullable(),
  /** A ticket sold in installments: its schedule, down payment first, with the pay link of a due one (empty otherwise). */
  installments: z.array(ticketInstallmentSchema),
});

export const refundRecordSchema = z.object({
  id: int,
  penaltyPercent: z.number(),
  returnedAmount: toman,
  cardNumber: text.nullable(),
  iban: text.nullable(),
  state: z.enum(RefundState),
  refNum: text.nullable(),
  payDate: instant.nullable(),
  createdAt: instant,
  cancelledPassengers: z.array(z.object({ fullName: text, mobile: text })),
});

/** A card-to-card purchase whose transfer code /tracking can still send (complete-c2c's bill and token), or whose hold ran out. */
export const cardToCardSchema = z.object({
  billId: text,
  /** complete-c2c's secret; null once the hold ran out. */
  paymentToken: text.nullable(),
  status: z.enum(["AwaitingRefCode", "PendingConfirmation"]),
  refCode: text.nullable(),
  amount: toman,
  expiresAt: instant,
  expired: z.boolean(),
  card: z.object({ cardNumber: text, holder: text }).nullable(),
});

/** GET /api/tour/manage-ticket/{mobile}/{trackingId}: the ticket with each passenger's penalty and refund, the refunds so far, and a card-to-card code still to send. */
export const manageTicketResponse = ticketResponse.extend({
  passengers: z.array(
    ticketPassengerSchema.extend({ cancellable: z.boolean(), penaltyAmount: toman, refundAmount: toman }),
  ),
  refunds: z.array(refundRecordSchema),
  cardToCard: cardToCardSchema.nullable(),
});
