// A ticket as GET /api/tour/ticket/{mobile}/{trackingId} answers it (manage-ticket adds the
// cancellation fields and the refunds).
import { CONFIRMED_STATUSES as PAID } from "@/lib/reservations/statuses";

export interface TicketPassenger {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  nationalId: string;
  mobile: string;
  gender: "Male" | "Female";
  age: "Adult" | "Child" | "Infant";
  vehicleId: number | null;
  vehicleType: string | null;
  seat: number | null;
  extraItems: { id: number; title: string; number: number; price: number }[];
  totalPrice: number;
  discountPrice: number;
  paid: number;
  status: string;
  statusTitle?: string;
  cancellable?: boolean;
  penaltyAmount?: number;
  refundAmount?: number;
}

export interface RefundRecord {
  id: number;
  penaltyPercent: number;
  returnedAmount: number;
  cardNumber: string | null;
  iban: string | null;
  cancelledPassengers: { fullName: string; mobile: string }[];
  message?: string;
  createdAt?: string;
  /** TourLeaderPending | OperatorPending | ProcessedByTourLeader | ProcessedByOperator. */
  state?: string;
  refNum?: string | null;
  payDate?: string | null;
}

export interface Ticket {
  trackingId: string;
  status: string;
  statusTitle: string;
  buyerMobile: string;
  createdAt: string;
  tour: { id: number; title: string; leaderId: number; leaderBrand: string | null; tourType: string; startPlaceText: string | null; ticketNote: string | null };
  session: { id: number; startTime: string; endTime: string };
  sessionId: number;
  passengers: TicketPassenger[];
  discount: { code: string; amount: number } | null;
  totalAmount: number;
  amount: number;
  paidAmount: number;
  /** Null when the ticket can no longer be cancelled (session started or tour cancelled). */
  currentRefundPenaltyPercent: number | null;
  bill: { id: string; status: string; method: string } | null;
  refunds?: RefundRecord[];
  /** manage-ticket only: a card-to-card purchase whose transfer code can still be sent (or whose hold ran out). */
  cardToCard?: CardToCardState | null;
}

export interface CardToCardState {
  billId: string;
  /** complete-c2c's secret; null once the hold ran out. */
  paymentToken: string | null;
  /** AwaitingRefCode | PendingConfirmation. */
  status: string;
  refCode: string | null;
  amount: number;
  expiresAt: string;
  expired: boolean;
  card: { cardNumber: string; holder: string } | null;
}

/** Paid tickets (the reservation backend's list). */
export const CONFIRMED_STATUSES: readonly string[] = PAID;

export const TICKET_NOT_FOUND = "بلیتی با این کد رهگیری و شماره موبایل پیدا نشد.";
