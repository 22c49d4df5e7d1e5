// The traveller's reservation draft, kept in sessionStorage between the steps of /reserve/* so a
// reload or a back button keeps what was chosen, while another tab (or a closed one) starts fresh.
// Nothing here is trusted: the reservation call re-checks every choice on the server.
import { MAX_PASSENGERS } from "@/lib/reservations/constants";

export type AgeGroup = "Adult" | "Child" | "Infant";
export type Gender = "Male" | "Female";
export type DownPaymentVia = "Online" | "Credit";
export type PaymentMethodChoice = "Online" | "C2C" | "Credit" | "Installment";

export interface PassengerCounts {
  adult: number;
  child: number;
  infant: number;
}

export interface PassengerDraft {
  ageGroup: AgeGroup;
  firstName: string;
  lastName: string;
  gender: Gender | "";
  nationalId: string;
  mobile: string;
  extraQuestionAnswer: string;
  /** Extra item id → 0 or 1 (the spec's toggle). */
  extraItems: Record<string, number>;
  /** Filled from the chosen seats for adults and children; infants sit on a lap. */
  seat: number | null;
}

export interface DiscountDraft {
  code: string;
  price: number | null;
  percent: number | null;
}

/** What the reservation call answered: kept so the payment step survives a reload. */
export interface PendingReservation {
  billId: string;
  paymentToken: string;
  trackingId: string;
  mobile: string;
  amount: number;
  paymentMethod: PaymentMethodChoice;
  /** An installment sale's down payment is paid online or from the wallet (its bill is the reservation's). */
  downPaymentVia?: DownPaymentVia;
  c2cCard?: { cardNumber: string; holder: string } | null;
}

export interface ReserveDraft {
  leaderId: number;
  tourId: number;
  sessionId: number;
  counts: PassengerCounts;
  sellerId: number | null;
  vehicleId: number | null;
  seats: number[];
  passengers: PassengerDraft[];
  discount: DiscountDraft | null;
  email: string;
  phone: string;
  pending: PendingReservation | null;
  /** A waiting-list offer's token (its SMS link): the reservation uses the places held for it (docs/waiting-list.md). */
  waitlistToken?: string | null;
}

const KEY_PREFIX = "hamsafar:reserve:";
const key = (tourId: number) => `${KEY_PREFIX}${tourId}`;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Private modes and blocked storage: the flow still works within one page view.
    return null;
  }
}

/** The reservation backend's limit, so the buy box refuses what the server would. */
export { MAX_PASSENGERS };

export function seatedCount(counts: PassengerCounts): number {
  return counts.adult + counts.child;
}

export function totalCount(counts: PassengerCounts): number {
  return counts.adult + counts.child + counts.infant;
}

/** Counts a buyer may choose: at least one adult, at most MAX_PASSENGERS in all, infants no more than adults. */
export function countsProblem(counts: PassengerCounts): string | null {
  if (counts.adult < 1) return "حداقل یک مسافر بزرگسال لازم است";
  if (totalCount(counts) > MAX_PASSENGERS) return `در هر خرید حداکثر ${MAX_PASSENGERS.toLocaleString("fa-IR")} مسافر`;
  if (counts.infant > counts.adult) return "تعداد نوزادان بیشتر از بزرگسالان است";
  return null;
}

/**
 * Whether the steps may go on with the draft's session: one the live figures call sold out is still
 * open to the holder of a waiting-list offer, whose places are held for them (the server checks the hold).
 */
export function sessionOpenFor(
  draft: Pick<ReserveDraft, "waitlistToken">,
  session: { isRegistrable: boolean },
): boolean {
  return session.isRegistrable || !!draft.waitlistToken;
}

export function newDraft(
  input: Pick<ReserveDraft, "leaderId" | "tourId" | "sessionId" | "counts" | "sellerId" | "waitlistToken">,
): ReserveDraft {
  return { ...input, vehicleId: null, seats: [], passengers: [], discount: null, email: "", phone: "", pending: null };
}

function isDraft(value: unknown): value is ReserveDraft {
  const d = value as ReserveDraft | null;
  return (
    !!d &&
    typeof d.tourId === "number" &&
    typeof d.sessionId === "number" &&
    typeof d.counts?.adult === "number" &&
    Array.isArray(d.seats) &&
    Array.isArray(d.passengers)
  );
}

export function loadDraft(tourId: number): ReserveDraft | null {
  const raw = storage()?.getItem(key(tourId));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) && parsed.tourId === tourId ? parsed : null;
  } catch {
    return null;
  }
}

export function saveDraft(draft: ReserveDraft): ReserveDraft {
  storage()?.setItem(key(draft.tourId), JSON.stringify(draft));
  return draft;
}

export function updateDraft(tourId: number, change: Partial<ReserveDraft>): ReserveDraft | null {
  const current = loadDraft(tourId);
  return current ? saveDraft({ ...current, ...change }) : null;
}

export function clearDraft(tourId: number) {
  storage()?.removeItem(key(tourId));
}

/**
 * Passenger rows for the counts: adults, then children, then infants, keeping what was typed in
 * rows that still exist; adults and children take the chosen seats in order.
 */
export function passengerRows(draft: Pick<ReserveDraft, "counts" | "seats" | "passengers">): PassengerDraft[] {
  const groups: [AgeGroup, number][] = [
    ["Adult", draft.counts.adult],
    ["Child", draft.counts.child],
    ["Infant", draft.counts.infant],
  ];
  const rows: PassengerDraft[] = [];
  let seatIndex = 0;
  for (const [ageGroup, count] of groups) {
    const previous = draft.passengers.filter((p) => p.ageGroup === ageGroup);
    for (let i = 0; i < count; i++) {
      const seat = ageGroup === "Infant" ? null : (draft.seats[seatIndex++] ?? null);
      const kept = previous[i];
      rows.push(
        kept
          ? { ...kept, seat }
          : {
              ageGroup,
              firstName: "",
              lastName: "",
              gender: "",
              nationalId: "",
              mobile: "",
              extraQuestionAnswer: "",
              extraItems: {},
              seat,
            },
      );
    }
  }
  return rows;
}

/** The query that every step carries (the affiliate's sellerId). */
export function sellerQuery(sellerId: number | null | undefined): string {
  return sellerId ? `?sellerId=${sellerId}` : "";
}

export function reservePath(
  leaderId: number,
  tourId: number,
  step: "busSeat" | "passengersInfo" | "receipt" | "finalReceipt",
  sellerId?: number | null,
) {
  return `/${leaderId}/tour/${tourId}/reserve/${step}${sellerQuery(sellerId)}`;
}

export function tourPath(leaderId: number, tourId: number, sellerId?: number | null) {
  return `/${leaderId}/tour/${tourId}${sellerQuery(sellerId)}`;
}
