import "server-only";
// Services (POST/PUT/DELETE /api/Tour/{tourId}/Service) and checklist items (.../Checklist): both
// are a titled row of the tour, handled alike.
import type { Db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { withOwnedTour } from "./access";

export type TitleItemKind = "service" | "checklist";

interface TitleDelegate {
  create(args: {
    data: { tourId: number; title: string };
    select: { id: true; title: true };
  }): Promise<{ id: number; title: string }>;
  updateMany(args: { where: { id: number; tourId: number }; data: { title: string } }): Promise<{ count: number }>;
  deleteMany(args: { where: { id: number; tourId: number } }): Promise<{ count: number }>;
}

const delegate = (tx: Db, kind: TitleItemKind) =>
  (kind === "service" ? tx.tourService : tx.tourChecklistItem) as unknown as TitleDelegate;

const view = (kind: TitleItemKind, item: { id: number; title: string }) =>
  kind === "service" ? { serviceId: item.id, title: item.title } : { checklistId: item.id, title: item.title };

export function addTitleItem(kind: TitleItemKind, leaderId: number, tourId: number, title: string) {
  return withOwnedTour(leaderId, tourId, async (tx) =>
    view(kind, await delegate(tx, kind).create({ data: { tourId, title }, select: { id: true, title: true } })),
  );
}

export function updateTitleItem(kind: TitleItemKind, leaderId: number, tourId: number, itemId: number, title: string) {
  return withOwnedTour(leaderId, tourId, async (tx) => {
    const { count } = await delegate(tx, kind).updateMany({ where: { id: itemId, tourId }, data: { title } });
    if (!count) throw notFound(HTTP_MESSAGES.notFound, "not_found");
    return view(kind, { id: itemId, title });
  });
}

export function deleteTitleItem(kind: TitleItemKind, leaderId: number, tourId: number, itemId: number) {
  return withOwnedTour(leaderId, tourId, async (tx) => {
    const { count } = await delegate(tx, kind).deleteMany({ where: { id: itemId, tourId } });
    if (!count) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  });
}
