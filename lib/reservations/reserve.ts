import "server-only";
// POST /api/tour/{tourId}/reservation/session/{sessionId}: holds places, seats, extra items and a
// discount use for the passengers and opens a bill for them, all in ONE transaction:
//   one read of the sale's terms with the tour row FOR SHARE (lib/reservations/read-sale.ts; a leader's
//   edit takes it FOR UPDATE, so sold terms cannot change under a sale) → the session's conditional
//   `bookedCount + n <= capacity` (the row lock that queues concurrent buyers of one session; the rest
//   runs under it) → vehicles → the bill, reservation and passengers in one statement
//   (write-reservation.ts, which also takes the session's place when nothing else has to run under
//   its lock) → seat rows under their unique key → extra items → discount. Every release path takes
//   the same order (lib/reservations/release-passengers.ts), so they cannot deadlock. Any refusal
//   throws, and the whole transaction rolls back. A sale without seller, vehicle or seat is four round
//   trips: BEGIN, the read, the place with the write, COMMIT (docs/benchmarks.md, "Reservation CPU").
// A plain sale (no discount code, seller, waiting-list hold, seat or extra item: isPlainSale) runs every statement as raw
// SQL on a pg transaction (lib/db/sql-runner.ts), without Prisma's transaction machinery, which cost
// about a third of its CPU; any other sale runs the same statements in Prisma's interactive
// transaction, with the steps written with Prisma's models.
import type { Caller } from "@/lib/auth/caller";
import type { Db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { ADVISORY_LOCKS } from "@/lib/db/advisory-locks";
import { prismaTransaction } from "@/lib/db/prisma-transaction";
import { prismaRunner, withPgTransaction, type SqlRunner } from "@/lib/db/sql-runner";
import type { PaymentMethod } from "@/lib/db/generated/enums";
import { ApiError, badRequest, conflict, notFound, unauthorized, unprocessable } from "@/lib/http/errors";
import { claimReservationDiscount, findReservationDiscount } from "@/lib/discounts/reservation-discount";
import { newBillRows, type BillMethod } from "@/lib/payments/create-bill";
import { installmentTerms, type InstallmentSale } from "@/lib/installments/installment-terms";
import { INSTALLMENT_MESSAGES } from "@/lib/installments/messages";
import { writeInstallments } from "@/lib/installments/write-installments";
import { hasSeatMap, isSeatOnMap } from "@/lib/tours/seat-maps";
import { c2cCard } from "@/lib/payments/c2c-card";
import { paymentBillUrl } from "@/lib/payments/callback-url";
import { RESERVATION_TX } from "./constants";
import { RESERVATION_MESSAGES as M } from "./messages";
import { priceReservation, type SellerTerms } from "./pricing";
import { readSale, type LockedTour, type SessionVehicle } from "./read-sale";
import { writeReservation } from "./write-reservation";
import { claimHold } from "@/lib/waitlist/claim-hold";
import type { PassengerInput, ReservationBody } from "./schemas";
import { activeNationalKey, HELD_STATUS } from "./statuses";
import { newTrackingId } from "./tracking-id";
import { findSellerGrant } from "@/lib/tours/find-seller-grant";
import { keepShareOut } from "@/lib/affiliates/keep-share-out";
import { AFFILIATE_MESSAGES as A } from "@/lib/affiliates/messages";
import { BLOOD_GROUPS, isBloodGroupQuestion } from "@/lib/shared/blood-group";

export interface ReservationAnswer {
  billId: string;
  paymentToken: string;
  trackingId: string;
  amount: bigint;
  expiresAt: Date;
  paymentMethod: PaymentMethod;
  paymentUrl: string | null;
  c2cCard: { cardNumber: string; holder: string } | null;
}

/** The transaction a sale runs in: its raw statements, and Prisma's models for the steps written with them (null for a plain sale). */
interface SaleTx {
  sql: SqlRunner;
  tx: Db | null;
}

/** A sale whose every step is a raw statement: no discount code, seller, waiting-list hold, chosen seat or extra item. */
function isPlainSale(body: ReservationBody): boolean {
  return (
    !body.discountCode &&
    body.sellerId === undefined &&
    !body.waitlistToken &&
    body.paymentMethod !== "Installment" &&
    body.passengers.every((p) => p.seat === undefined && p.extraItems.every((e) => e.number === 0))
  );
}

/** The Prisma transaction of a step written with Prisma's models; isPlainSale keeps a plain sale from reaching one. */
function models(db: SaleTx): Db {
  if (!db.tx) throw new Error("a plain sale reached a step that needs Prisma's transaction");
  return db.tx;
}

/** Checks that need only the request: refused before any lock is taken. */
function checkRequest(body: ReservationBody, caller: Caller | null) {
  const ids = body.passengers.map((p) => p.nationalId);
  if (new Set(ids).size !== ids.length) throw badRequest(M.duplicateNationalId, "duplicate_national_id");
  const adults = body.passengers.filter((p) => p.ageGroup === "Adult").length;
  const infants = body.passengers.filter((p) => p.ageGroup === "Infant").length;
  if (adults === 0) throw unprocessable(M.adultRequired, "adult_required");
  if (infants > adults) throw unprocessable(M.infantsPerAdult, "infants_per_adult");
  const seats = body.passengers.filter((p) => p.seat !== undefined).map((p) => `${p.vehicleId ?? ""}:${p.seat}`);
  if (new Set(seats).size !== seats.length) throw badRequest(M.seatDuplicate, "seat_duplicate");
  for (const p of body.passengers) {
    const items = p.extraItems.map((e) => e.id);
    if (new Set(items).size !== items.length) throw badRequest(M.extraItemRepeated, "extra_item_repeated");
  }
  if (body.paymentMethod === "Installment" && body.installmentPlanId === undefined)
    throw badRequest(INSTALLMENT_MESSAGES.planRequired, "invalid_input");
  if (billMethod(body) === "Credit" && !caller) throw unauthorized(M.creditNeedsLogin, "credit_needs_login");
}

/** How the bill is paid: the method chosen, or for an installment sale the down payment's (online unless credit). */
function billMethod(body: ReservationBody): BillMethod {
  return body.paymentMethod === "Installment" ? (body.downPaymentMethod ?? "Online") : body.paymentMethod;
}

/**
 * The seller's share terms, or null for a sale by the leader. The tour's switch and the seller's
 * grant are checked (lib/tours/find-seller-grant.ts); an affiliate on the credit plan sells
 * only by buying themselves from their wallet, at the price less their share (`prepaid`).
 */
async function sellerTerms(
  tx: Db,
  tour: LockedTour,
  sale: { sellerId: number | undefined; count: number; caller: Caller | null; method: PaymentMethod },
): Promise<{ sellerId: number | null; terms: SellerTerms | null; prepaid: boolean }> {
  const { sellerId, count } = sale;
  if (!sellerId || sellerId === tour.leaderId) return { sellerId: null, terms: null, prepaid: false };
  const grant = await findSellerGrant(tx, tour, sellerId);
  if (!grant.ok)
    throw grant.reason === "closed"
      ? unprocessable(A.sellingClosed, "seller_not_allowed")
      : unprocessable(M.sellerUnknown, "seller_unknown");
  const prepaid = !grant.seller.isOnlineSales;
  if (prepaid && (sale.caller?.userId !== sellerId || sale.method !== "Credit"))
    throw unprocessable(A.creditPlanSeller, "seller_credit_plan");
  if (tour.maxSellCountFromCollaborators !== null) {
    // Sellers' sales of one tour take turns here, so two cannot both pass the cap.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.tourSellerCap}::int, ${tour.id}::int)`;
    const sold = await tx.passenger.count({
      where: { activeNationalKey: { not: null }, reservation: { tourId: tour.id, sellerId: { not: null } } },
    });
    if (sold + count > tour.maxSellCountFromCollaborators) throw conflict(M.sellerLimit, "seller_limit");
  }
  return { sellerId, terms: { share: tour.shareFromSalesToAffiliates, inPercent: tour.shareIsInPercent }, prepaid };
}

export async function createReservation(input: {
  tourId: number;
  sessionId: number;
  body: ReservationBody;
  caller: Caller | null;
  /** The sale website the request came on and its owner, if any (lib/websites/buying-origin.ts). */
  site?: { leaderId: number; origin: string } | null;
  now?: Date;
}): Promise<ReservationAnswer> {
  const { tourId, sessionId, body, caller } = input;
  const now = input.now ?? new Date();
  checkRequest(body, caller);
  const site = input.site ?? null;
  try {
    if (isPlainSale(body))
      return await withPgTransaction(
        (sql) => reserve({ sql, tx: null }, tourId, sessionId, body, caller, now, site),
        RESERVATION_TX,
      );
    return await prismaTransaction(
      (tx) => reserve({ sql: prismaRunner(tx), tx }, tourId, sessionId, body, caller, now, site),
      RESERVATION_TX,
    );
  } catch (error) {
    throw translate(error);
  }
}

/**
 * A unique violation: a passenger already registered on the session (the passengers' insert is that
 * check), or a seat taken in a race with the leader's offline entry: a 409. Prisma reports it as P2002
 * from its query builder and as P2010 with PostgreSQL's code 23505 from a raw statement; pg as 23505
 * with the constraint and the key in its fields.
 */
function translate(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const { code, meta, detail, constraint } = (error ?? {}) as {
    code?: string;
    meta?: unknown;
    detail?: string;
    constraint?: string;
  };
  if (
    code === "P2002" ||
    code === "23505" ||
    (code === "P2010" && /\b23505\b/.test(String((error as Error).message)))
  ) {
    const text = JSON.stringify(meta ?? {}) + String((error as Error).message) + (detail ?? "") + (constraint ?? "");
    if (/activeNationalKey/.test(text)) return conflict(M.alreadyRegistered, "already_registered");
    if (/vehicleId|seatNumber|SeatBooking/.test(text)) return conflict(M.seatTaken, "seat_taken");
  }
  return error;
}

async function reserve(
  db: SaleTx,
  tourId: number,
  sessionId: number,
  body: ReservationBody,
  caller: Caller | null,
  now: Date,
  site: { leaderId: number; origin: string } | null,
): Promise<ReservationAnswer> {
  const { sql } = db;
  // What only reads the sale's terms runs before the session's row lock: the tour row (FOR SHARE)
  // already keeps an edit from changing them, and every statement here would otherwise lengthen
  // the time the winners of one session queue behind each other.
  const candidate = newTrackingId();
  const sale = await readSale(sql, {
    tourId,
    sessionId,
    nationalIds: body.passengers.map((p) => p.nationalId),
    trackingId: candidate,
  });
  if (!sale) throw notFound(M.tourNotFound, "tour_not_found");
  const { tour, session } = sale;
  if (tour.status !== "Enabled" || !tour.registrationOpen) throw unprocessable(M.notSelling, "not_selling");
  if (sale.blacklisted) throw conflict(M.blacklisted, "passenger_blacklisted");
  if (!session) throw notFound(M.sessionNotFound, "session_not_found");

  const needsAnswer = !!tour.extraQuestionTitle && tour.answerToExtraQuestionIsRequired;
  if (needsAnswer && body.passengers.some((p) => !p.extraQuestionAnswer))
    throw badRequest(M.extraAnswerRequired, "extra_answer_required");
  const bloodGroup = isBloodGroupQuestion({ title: tour.extraQuestionTitle, isDateType: tour.extraQuestionIsDateType });
  const groups: readonly string[] = BLOOD_GROUPS;
  if (bloodGroup && body.passengers.some((p) => p.extraQuestionAnswer && !groups.includes(p.extraQuestionAnswer)))
    throw badRequest(M.bloodGroup, "blood_group_invalid");

  const itemById = new Map(sale.items.map((i) => [i.id, i]));
  const passengers = body.passengers.map((p) => placePassenger(p, session.vehicles, itemById));
  const discount = body.discountCode ? await findReservationDiscount(models(db), tour, body.discountCode, now) : null;
  const trackingId = sale.trackingIdTaken ? await freshTrackingId(sql) : candidate;
  // A waiting-list hold gives its places back to the session under its row lock, and the guard below takes them.
  if (body.waitlistToken)
    await claimHold(models(db), {
      sessionId,
      token: body.waitlistToken,
      count: body.passengers.length,
      trackingId,
      now,
    });

  const count = body.passengers.length;
  const wantedSeats = passengers
    .filter((p) => p.seat !== null)
    .map((p) => ({ vehicleId: p.vehicle!.id, seatNumber: p.seat! }));
  const perVehicle = new Map<number, number>();
  for (const p of passengers)
    if (p.vehicle && p.takesPlace) perVehicle.set(p.vehicle.id, (perVehicle.get(p.vehicle.id) ?? 0) + 1);
  // The session's place: under contention most buyers are refused right there, and the winners queue
  // on its row lock for the rest of the transaction. A sale through a seller, or with a vehicle or
  // seats, has checks of its own to make under that lock, so it takes the place first; any other sale
  // takes it in the statement that writes it, one round trip under the lock instead of two.
  const placeFirst =
    (!!body.sellerId && body.sellerId !== tour.leaderId) || perVehicle.size > 0 || wantedSeats.length > 0;
  if (placeFirst) await takePlace(sql, { tourId, sessionId, count, now });

  // The affiliates' cap counts sales under an advisory lock taken after the session's, as before.
  const seller =
    body.sellerId === undefined
      ? { sellerId: null, terms: null, prepaid: false }
      : await sellerTerms(models(db), tour, {
          sellerId: body.sellerId,
          count: passengers.length,
          caller,
          method: billMethod(body),
        });
  const priced = priceReservation(session, passengers, discount, seller.terms, sale.wage);
  const price = seller.prepaid ? keepShareOut(priced) : priced;
  if (price.amount <= 0n) throw unprocessable(M.freeNotAllowed, "free_not_allowed");
  // A ticket in installments: the bill is the down payment; the passengers hold what it pays.
  let installments: InstallmentSale | null = null;
  if (body.paymentMethod === "Installment") {
    // An affiliate on the credit plan buys outright from their wallet; parts of a prepaid ticket would be a loan.
    if (seller.prepaid) throw unprocessable(A.creditPlanSeller, "seller_credit_plan");
    installments = await installmentTerms(
      models(db),
      {
        tourId,
        leaderId: tour.leaderId,
        planId: body.installmentPlanId!,
        sessionId,
        passengers: price.passengers,
      },
      now,
    );
  }

  // Under the session's lock every other buyer of this session waits, so this check cannot race
  // (the unique keys of seat rows and of active national ids stay the last word: a passenger already
  // registered on the session is refused by the passengers' insert, translate() answers 409).
  if (wantedSeats.length && (await models(db).seatBooking.count({ where: { OR: wantedSeats } })))
    throw conflict(M.seatTaken, "seat_taken");
  const keys = passengers.map((p) => activeNationalKey(sessionId, p.input.nationalId));

  for (const [vehicleId, count] of [...perVehicle].sort((a, b) => a[0] - b[0])) {
    const ok = await sql.count(Prisma.sql`
      UPDATE "Vehicle" SET "bookedCount" = "bookedCount" + ${count}
      WHERE id = ${vehicleId} AND "sessionId" = ${sessionId}
        AND "bookedCount" + ${count} + (SELECT count(*) FROM "VehicleClosedSeat" c WHERE c."vehicleId" = ${vehicleId}) <= capacity`);
    if (ok !== 1) throw conflict(M.vehicleFull, "vehicle_full");
  }

  const perItem = new Map<number, number>();
  for (const p of passengers) for (const e of p.extras) perItem.set(e.id, (perItem.get(e.id) ?? 0) + e.number);

  const method = billMethod(body);
  const status = HELD_STATUS[method];
  const buyer = body.passengers[0];
  const billAmount = installments ? installments.parts[0].amount : price.amount;
  const bill = newBillRows({
    purpose: "TourReservation",
    amount: billAmount,
    method,
    payerMobile: buyer.mobile,
    payerName: `${buyer.firstName} ${buyer.lastName}`,
    payerEmail: body.email,
    payerUserId: caller?.userId,
    beneficiaryId: tour.leaderId,
    description: `بلیت تور «${tour.title}» (${passengers.length.toLocaleString("fa-IR")} مسافر)`,
    reference: trackingId,
    now,
  });
  const written = await writeReservation(sql, {
    place: placeFirst ? null : { count, now },
    bill,
    reservation: {
      trackingId,
      tourId,
      sessionId,
      buyerMobile: buyer.mobile,
      buyerEmail: body.email ?? null,
      buyerPhone: body.phone ?? null,
      buyerUserId: caller?.userId ?? null,
      sellerId: seller.sellerId,
      discountId: discount?.tourDiscountId ?? null,
      campaignCodeId: discount?.campaignCodeId ?? null,
      discountCode: discount?.code ?? null,
      totalPrice: price.totalPrice,
      discountAmount: price.discountAmount,
      amount: price.amount,
      status,
      uuid: body.uuid ?? null,
      // Only the tour's own leader's site: a tour is sold on the platform and on its leader's site alone.
      saleOrigin: site?.leaderId === tour.leaderId ? site.origin : null,
      createdAt: now,
    },
    passengers: passengers.map((p, i) => ({
      firstName: p.input.firstName,
      lastName: p.input.lastName,
      nationalId: p.input.nationalId,
      mobile: p.input.mobile,
      gender: p.input.gender,
      ageGroup: p.input.ageGroup,
      extraQuestionAnswer: tour.extraQuestionTitle ? (p.input.extraQuestionAnswer ?? null) : null,
      vehicleId: p.vehicle?.id ?? null,
      vehicleType: p.vehicle?.vehicleType ?? null,
      seatNumber: p.seat,
      ...price.passengers[i],
      ...installments?.downPaymentPerPassenger[i],
      activeNationalKey: keys[i],
    })),
  });

  if (!written) return explainSessionRefusal(sql, tourId, sessionId, now);
  const passengerId = written.passengerIds;

  const seats = passengers.filter((p) => p.seat !== null);
  if (seats.length) {
    const inserted = await models(db).seatBooking.createMany({
      data: seats.map((p) => ({
        sessionId,
        vehicleId: p.vehicle!.id,
        seatNumber: p.seat!,
        passengerId: passengerId.get(p.input.nationalId)!,
      })),
      skipDuplicates: true,
    });
    if (inserted.count !== seats.length) throw conflict(M.seatTaken, "seat_taken");
  }

  for (const [itemId, count] of [...perItem].sort((a, b) => a[0] - b[0])) {
    const ok = await sql.count(Prisma.sql`
      UPDATE "TourExtraItem" SET "soldCount" = "soldCount" + ${count}
      WHERE id = ${itemId} AND "tourId" = ${tourId} AND "soldCount" + ${count} <= capacity`);
    if (ok !== 1) throw conflict(M.extraItemFull(itemById.get(itemId)!.title), "extra_item_full");
  }
  const extraRows = passengers.flatMap((p) =>
    p.extras.map((e) => ({
      passengerId: passengerId.get(p.input.nationalId)!,
      extraItemId: e.id,
      title: e.title,
      unitPrice: e.unitPrice,
      number: e.number,
    })),
  );
  if (extraRows.length) await models(db).passengerExtraItem.createMany({ data: extraRows });

  if (discount) await claimReservationDiscount(models(db), discount, now);
  if (installments) await writeInstallments(models(db), written.reservationId, installments, bill.bill.id);

  return {
    billId: bill.bill.id,
    paymentToken: bill.payment.paymentToken,
    trackingId,
    amount: billAmount,
    expiresAt: bill.bill.expiresAt,
    paymentMethod: method,
    paymentUrl: method === "Online" ? paymentBillUrl(bill.bill.id) : null,
    c2cCard: method === "C2C" ? c2cCard() : null,
  };
}

/**
 * The passenger's vehicle, seat and extra items, checked against the session. With no vehicle
 * given, a session's only vehicle is taken. In a vehicle whose seats are chosen every passenger
 * needs a seat except an infant, who may travel on a lap: such an infant takes no place (and pays
 * no vehicle price) in the vehicle, but counts in the session's capacity.
 */
function placePassenger(
  input: PassengerInput,
  vehicles: SessionVehicle[],
  items: Map<number, { id: number; title: string; price: bigint }>,
) {
  let vehicle: SessionVehicle | null = null;
  if (input.vehicleId !== undefined) {
    vehicle = vehicles.find((v) => v.id === input.vehicleId) ?? null;
    if (!vehicle) throw unprocessable(M.vehicleUnknown, "vehicle_unknown");
  } else if (vehicles.length === 1) vehicle = vehicles[0];
  else if (vehicles.length > 1) throw unprocessable(M.vehicleRequired, "vehicle_required");

  let seat: number | null = null;
  const seatChoice = !!vehicle && vehicle.busPassengersCanChooseTheirSeat && hasSeatMap(vehicle.vehicleType);
  if (input.seat !== undefined) {
    if (!vehicle || !seatChoice) throw unprocessable(M.seatNotAllowed, "seat_not_allowed");
    if (!isSeatOnMap(vehicle.vehicleType, input.seat)) throw unprocessable(M.seatNotOnMap, "seat_not_on_map");
    if (vehicle.closedSeats.some((c) => c.seatNumber === input.seat)) throw conflict(M.seatClosed, "seat_closed");
    seat = input.seat;
  } else if (seatChoice && input.ageGroup !== "Infant") throw unprocessable(M.seatRequired, "seat_required");

  const takesPlace = !!vehicle && !(input.ageGroup === "Infant" && seat === null);
  const extras = input.extraItems
    .filter((e) => e.number > 0)
    .map((e) => {
      const item = items.get(e.id);
      if (!item) throw unprocessable(M.extraItemUnknown, "extra_item_unknown");
      return { id: item.id, title: item.title, unitPrice: item.price, number: e.number };
    });
  return {
    input,
    vehicle,
    seat,
    takesPlace,
    ageGroup: input.ageGroup,
    vehiclePrice: takesPlace ? vehicle!.price : 0n,
    extras,
  };
}

/** The session's conditional `bookedCount + n <= capacity`, or why it matched no row. */
async function takePlace(
  sql: SqlRunner,
  { tourId, sessionId, count, now }: { tourId: number; sessionId: number; count: number; now: Date },
) {
  const held = await sql.count(Prisma.sql`
    UPDATE "TourSession" SET "bookedCount" = "bookedCount" + ${count}
    WHERE id = ${sessionId} AND "tourId" = ${tourId} AND "bookedCount" + "heldCount" + ${count} <= capacity
      AND COALESCE("registrationEndTime", "endTime") > ${now} AND "endTime" > ${now}`);
  if (held !== 1) await explainSessionRefusal(sql, tourId, sessionId, now);
}

/** Why the session's conditional update matched no row: 404, 422 or (full) 409. */
async function explainSessionRefusal(sql: SqlRunner, tourId: number, sessionId: number, now: Date): Promise<never> {
  const [session] = await sql.rows<{ open: boolean }>(Prisma.sql`
    SELECT COALESCE("registrationEndTime", "endTime") > ${now} AND "endTime" > ${now} AS open
    FROM "TourSession" WHERE id = ${sessionId} AND "tourId" = ${tourId}`);
  if (!session) throw notFound(M.sessionNotFound, "session_not_found");
  if (!session.open) throw unprocessable(M.registrationClosed, "registration_closed");
  throw conflict(M.sessionFull, "session_full");
}

async function freshTrackingId(sql: SqlRunner): Promise<string> {
  for (;;) {
    const id = newTrackingId();
    const [row] = await sql.rows<{ taken: boolean }>(
      Prisma.sql`SELECT EXISTS (SELECT 1 FROM "Reservation" WHERE "trackingId" = ${id}) AS taken`,
    );
    if (!row.taken) return id;
  }
}
