import "server-only";
// PUT /api/Tour/{tourId}: the whole payload replaces the tour, within what sales allow. Rows are
// matched by id (sessions, their vehicles, extra items, discounts); every refusal is collected
// first and answered together (422), so nothing is half-written. The counters are read under the
// tour's row lock, and capacity changes are also conditional updates in the database.
import type { Db } from "@/lib/db/client";
import { setTourCampaigns } from "@/lib/discounts/tour-campaigns";
import { unprocessable } from "@/lib/http/errors";
import { withOwnedTour } from "./access";
import { TOUR_MESSAGES as M } from "./messages";
import { assertTourReferences } from "./references";
import type { TourPayload } from "./schemas";
import { seatLayout } from "./seat-maps";
import {
  discountColumns,
  extraItemColumns,
  refundRuleRows,
  sessionColumns,
  titleRows,
  tourColumns,
  vehicleColumns,
} from "./tour-columns";

const same = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

type Current = Awaited<ReturnType<typeof loadCurrent>>;

function loadCurrent(tx: Db, tourId: number) {
  return tx.tour.findUniqueOrThrow({
    where: { id: tourId },
    select: {
      definitionInstallmentIds: true,
      sessions: { include: { vehicles: true } },
      refundRules: { orderBy: { daysBefore: "desc" } },
      extraItems: true,
      discounts: true,
    },
  });
}

/** Every rule that the stored sales put on the payload; empty when the update may go ahead. */
export function salesConflicts(current: Current, payload: TourPayload): string[] {
  const errors = new Set<string>();
  const sold = current.sessions.some((s) => s.bookedCount > 0) || current.extraItems.some((i) => i.soldCount > 0);
  if (sold && payload.isDraft) errors.add(M.soldToDraft);

  const sessions = new Map(current.sessions.map((s) => [s.id, s]));
  const keptSessions = new Set<number>();
  for (const input of payload.sessions) {
    if (!input.id) continue;
    const stored = sessions.get(input.id);
    if (!stored) {
      errors.add(M.unknownSession);
      continue;
    }
    keptSessions.add(stored.id);
    if (input.capacity < stored.bookedCount) errors.add(M.capacityBelowBooked(stored.bookedCount));
    if (stored.bookedCount > 0 && (!same(input.startTime, stored.startTime) || !same(input.endTime, stored.endTime))) {
      errors.add(M.soldSessionChanged);
    }
    const vehicles = new Map(stored.vehicles.map((v) => [v.id, v]));
    const keptVehicles = new Set<number>();
    for (const v of input.vehicles) {
      if (!v.id) continue;
      const storedVehicle = vehicles.get(v.id);
      if (!storedVehicle) {
        errors.add(M.unknownItem);
        continue;
      }
      keptVehicles.add(v.id);
      const next = vehicleColumns(v, input.capacity);
      const changed =
        next.vehicleType !== storedVehicle.vehicleType ||
        next.busPassengersCanChooseTheirSeat !== storedVehicle.busPassengersCanChooseTheirSeat ||
        next.price !== storedVehicle.price;
      if (storedVehicle.bookedCount > 0 && changed) errors.add(M.soldVehicleChanged);
      if (next.capacity < storedVehicle.bookedCount) errors.add(M.capacityBelowBooked(storedVehicle.bookedCount));
    }
    for (const v of stored.vehicles) if (!keptVehicles.has(v.id) && v.bookedCount > 0) errors.add(M.soldVehicleChanged);
  }
  for (const s of current.sessions) if (!keptSessions.has(s.id) && s.bookedCount > 0) errors.add(M.soldSessionDeleted);

  if (sold) {
    const key = (rules: { daysBefore: number; penaltyPercent: number }[]) =>
      JSON.stringify(rules.map((r) => [r.daysBefore, r.penaltyPercent]));
    if (key(refundRuleRows(payload.refundRules)) !== key(current.refundRules)) errors.add(M.soldRefundRules);
  }

  const items = new Map(current.extraItems.map((i) => [i.id, i]));
  const keptItems = new Set<number>();
  for (const input of payload.extraItems) {
    if (!input.id) continue;
    const stored = items.get(input.id);
    if (!stored) {
      errors.add(M.unknownItem);
      continue;
    }
    keptItems.add(stored.id);
    if (stored.soldCount > 0 && (input.title !== stored.title || BigInt(input.price) !== stored.price))
      errors.add(M.soldExtraItemChanged);
    if (input.capacity < stored.soldCount) errors.add(M.extraItemBelowSold(stored.soldCount));
  }
  for (const i of current.extraItems) if (!keptItems.has(i.id) && i.soldCount > 0) errors.add(M.soldExtraItemDeleted);

  const discounts = new Map(current.discounts.map((d) => [d.id, d]));
  const keptDiscounts = new Set<number>();
  for (const input of payload.tourDiscounts) {
    if (!input.id) continue;
    const stored = discounts.get(input.id);
    if (!stored) {
      errors.add(M.unknownItem);
      continue;
    }
    keptDiscounts.add(stored.id);
    const next = discountColumns(input);
    if (
      stored.usedCount > 0 &&
      (next.code !== stored.code || next.percent !== stored.percent || next.price !== stored.price)
    ) {
      errors.add(M.usedDiscountChanged);
    }
    if (input.capacity < stored.usedCount) errors.add(M.discountBelowUsed(stored.usedCount));
  }
  for (const d of current.discounts) if (!keptDiscounts.has(d.id) && d.usedCount > 0) errors.add(M.usedDiscountDeleted);
  return [...errors];
}

async function syncSessions(tx: Db, tourId: number, current: Current, payload: TourPayload) {
  const keep = new Set(payload.sessions.flatMap((s) => (s.id ? [s.id] : [])));
  const removed = current.sessions.filter((s) => !keep.has(s.id)).map((s) => s.id);
  if (removed.length) {
    // A session with reservations (even only cancelled ones: their refunds are money records) stays.
    const { count } = await tx.tourSession.deleteMany({
      where: { id: { in: removed }, bookedCount: 0, reservations: { none: {} } },
    });
    if (count !== removed.length) throw unprocessable(M.soldSessionDeleted, "sold_session_deleted");
  }
  for (const input of payload.sessions) {
    if (!input.id) {
      await tx.tourSession.create({
        data: {
          tourId,
          ...sessionColumns(input),
          vehicles: { createMany: { data: input.vehicles.map((v) => vehicleColumns(v, input.capacity)) } },
        },
        select: { id: true },
      });
      continue;
    }
    const { count } = await tx.tourSession.updateMany({
      where: { id: input.id, tourId, bookedCount: { lte: input.capacity } },
      data: sessionColumns(input),
    });
    if (!count) {
      const booked = await tx.tourSession.findUnique({ where: { id: input.id }, select: { bookedCount: true } });
      throw unprocessable(M.capacityBelowBooked(booked?.bookedCount ?? input.capacity), "capacity_below_booked");
    }
    const stored = current.sessions.find((s) => s.id === input.id)!;
    const keepVehicles = new Set(input.vehicles.flatMap((v) => (v.id ? [v.id] : [])));
    const gone = stored.vehicles.filter((v) => !keepVehicles.has(v.id)).map((v) => v.id);
    if (gone.length) {
      const removedVehicles = await tx.vehicle.deleteMany({ where: { id: { in: gone }, bookedCount: 0 } });
      if (removedVehicles.count !== gone.length) throw unprocessable(M.soldVehicleChanged, "sold_vehicle_changed");
    }
    for (const v of input.vehicles) {
      const columns = vehicleColumns(v, input.capacity);
      if (!v.id) await tx.vehicle.create({ data: { sessionId: input.id, ...columns }, select: { id: true } });
      else {
        const updated = await tx.vehicle.updateMany({
          where: { id: v.id, sessionId: input.id, bookedCount: { lte: columns.capacity } },
          data: columns,
        });
        if (!updated.count) throw unprocessable(M.soldVehicleChanged, "sold_vehicle_changed");
        // A vehicle whose type changed keeps no closed seats outside its new map.
        const seats = seatLayout(columns.vehicleType)?.seatCount ?? 0;
        await tx.vehicleClosedSeat.deleteMany({ where: { vehicleId: v.id, seatNumber: { gt: seats } } });
      }
    }
  }
}

async function syncById<T extends { id?: number | null }>(
  ids: number[],
  inputs: T[],
  ops: {
    remove: (ids: number[]) => Promise<unknown>;
    update: (input: T & { id: number }) => Promise<unknown>;
    create: (inputs: T[]) => Promise<unknown>;
  },
) {
  const keep = new Set(inputs.flatMap((i) => (i.id ? [i.id] : [])));
  const removed = ids.filter((id) => !keep.has(id));
  if (removed.length) await ops.remove(removed);
  for (const input of inputs) if (input.id) await ops.update(input as T & { id: number });
  const fresh = inputs.filter((i) => !i.id);
  if (fresh.length) await ops.create(fresh);
}

export async function updateTour(leaderId: number, tourId: number, payload: TourPayload): Promise<{ id: number }> {
  return withOwnedTour(leaderId, tourId, async (tx) => {
    const current = await loadCurrent(tx, tourId);
    await assertTourReferences(tx, leaderId, payload, current.definitionInstallmentIds);
    const errors = salesConflicts(current, payload);
    if (errors.length) throw unprocessable(errors, "sales_conflict");

    await tx.tour.update({ where: { id: tourId }, data: tourColumns(payload), select: { id: true } });
    await setTourCampaigns(tx, leaderId, tourId, payload.discountCampaignIds);
    await syncSessions(tx, tourId, current, payload);

    const rules = refundRuleRows(payload.refundRules);
    await tx.tourRefundRule.deleteMany({ where: { tourId } });
    await tx.tourRefundRule.createMany({ data: rules.map((r) => ({ tourId, ...r })) });

    await syncById(
      current.extraItems.map((i) => i.id),
      payload.extraItems,
      {
        remove: (ids) => tx.tourExtraItem.deleteMany({ where: { id: { in: ids }, soldCount: 0 } }),
        update: async (i) => {
          const { count } = await tx.tourExtraItem.updateMany({
            where: { id: i.id, tourId, soldCount: { lte: i.capacity } },
            data: extraItemColumns(i),
          });
          if (!count) throw unprocessable(M.extraItemBelowSold(i.capacity), "extra_item_below_sold");
        },
        create: (items) =>
          tx.tourExtraItem.createMany({ data: items.map((i) => ({ tourId, ...extraItemColumns(i) })) }),
      },
    );
    await syncById(
      current.discounts.map((d) => d.id),
      payload.tourDiscounts,
      {
        remove: (ids) => tx.tourDiscount.deleteMany({ where: { id: { in: ids }, usedCount: 0 } }),
        update: async (d) => {
          const { count } = await tx.tourDiscount.updateMany({
            where: { id: d.id, tourId, usedCount: { lte: d.capacity } },
            data: discountColumns(d),
          });
          if (!count) throw unprocessable(M.discountBelowUsed(d.capacity), "discount_below_used");
        },
        create: (items) => tx.tourDiscount.createMany({ data: items.map((d) => ({ tourId, ...discountColumns(d) })) }),
      },
    );

    await Promise.all([
      tx.tourService.deleteMany({ where: { tourId } }),
      tx.tourChecklistItem.deleteMany({ where: { tourId } }),
      tx.tourTag.deleteMany({ where: { tourId } }),
      tx.tourCollaborator.deleteMany({ where: { tourId } }),
    ]);
    await Promise.all([
      tx.tourService.createMany({ data: titleRows(payload.services).map((r) => ({ tourId, ...r })) }),
      tx.tourChecklistItem.createMany({ data: titleRows(payload.checkLists).map((r) => ({ tourId, ...r })) }),
      tx.tourTag.createMany({ data: titleRows(payload.tags).map((r) => ({ tourId, ...r })) }),
      tx.tourCollaborator.createMany({ data: payload.collabs.map((userId) => ({ tourId, userId })) }),
    ]);
    return { id: tourId };
  });
}
