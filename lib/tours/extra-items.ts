import "server-only";
// Extra items of a tour (POST/PUT/DELETE /api/Tour/{tourId}/ExtraItem, GET bought-extra-items). A
// sold item keeps its title and price (buyers paid for them) and its capacity cannot go below
// what was sold; the capacity change is a conditional update so a concurrent sale cannot slip under.
import { prisma } from "@/lib/db/client";
import { notFound, unprocessable } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { assertOwnedTour, withOwnedTour } from "./access";
import { TOUR_MESSAGES as M } from "./messages";
import { extraItemColumns } from "./tour-columns";
import { placesLeft } from "@/lib/shared/places-left";

interface ExtraItemInput {
  title: string;
  capacity: number;
  price: number;
}

const view = (i: { id: number; title: string; capacity: number; price: bigint; soldCount: number }) => ({
  id: i.id,
  extraItemId: i.id,
  title: i.title,
  capacity: i.capacity,
  price: i.price,
  soldCount: i.soldCount,
  availableCapacity: placesLeft(i.capacity, i.soldCount),
  editable: i.soldCount === 0,
});

export function addExtraItem(leaderId: number, tourId: number, input: ExtraItemInput) {
  return withOwnedTour(leaderId, tourId, async (tx) =>
    view(await tx.tourExtraItem.create({ data: { tourId, ...extraItemColumns(input) } })),
  );
}

export function updateExtraItem(leaderId: number, tourId: number, itemId: number, input: ExtraItemInput) {
  return withOwnedTour(leaderId, tourId, async (tx) => {
    const item = await tx.tourExtraItem.findFirst({ where: { id: itemId, tourId } });
    if (!item) throw notFound(HTTP_MESSAGES.notFound, "not_found");
    const columns = extraItemColumns(input);
    const errors: string[] = [];
    if (item.soldCount > 0 && (columns.title !== item.title || columns.price !== item.price))
      errors.push(M.soldExtraItemChanged);
    if (columns.capacity < item.soldCount) errors.push(M.extraItemBelowSold(item.soldCount));
    if (errors.length) throw unprocessable(errors, "sold_extra_item_changed");
    const { count } = await tx.tourExtraItem.updateMany({
      where: { id: itemId, soldCount: { lte: columns.capacity } },
      data: columns,
    });
    if (!count) throw unprocessable(M.extraItemBelowSold(columns.capacity), "extra_item_below_sold");
    return view({ ...item, ...columns });
  });
}

export function deleteExtraItem(leaderId: number, tourId: number, itemId: number) {
  return withOwnedTour(leaderId, tourId, async (tx) => {
    const item = await tx.tourExtraItem.findFirst({ where: { id: itemId, tourId }, select: { soldCount: true } });
    if (!item) throw notFound(HTTP_MESSAGES.notFound, "not_found");
    const { count } = await tx.tourExtraItem.deleteMany({ where: { id: itemId, soldCount: 0 } });
    if (!count) throw unprocessable(M.soldExtraItemDeleted, "sold_extra_item_deleted");
  });
}

export async function listBoughtExtraItems(leaderId: number, tourId: number) {
  await assertOwnedTour(prisma, leaderId, tourId);
  const items = await prisma.tourExtraItem.findMany({ where: { tourId }, orderBy: { id: "asc" } });
  return items.map(view);
}
