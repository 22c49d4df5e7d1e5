import "server-only";
// The one photo-slot service, over the stored photos of ./photo-files.ts. Ordered slots (a tour's or
// a product's four photos): upload into a slot (past the last photo it lands in the next free one,
// so slots stay compact), delete (the rest move up), reorder, copy a photo the leader owns elsewhere. Single slots (a site's certificate, a local leader's photo) use
// photo-files.ts's storeImage + commitPhoto. One message and one error code per failure, whoever owns it.
import type { Db } from "@/lib/db/client";
import { badRequest, notFound } from "@/lib/http/errors";
import { commitPhoto, copyImage, deleteImages, slotView, storeImage, type PhotoFolder } from "./photo-files";

export const PHOTO_MESSAGES = {
  photoNotFound: "تصویر یافت نشد.",
  reorderMismatch: "ترتیب تصاویر با تصاویر ثبت‌شده همخوانی ندارد.",
} as const;

export interface SlotRow {
  id: number;
  order: number;
  name: string;
}

/** The slot table of one kind of owner (tourPhoto by tourId, productPhoto by productId). */
export interface SlotTable {
  /** The owner's slots by order. */
  list(db: Db, ownerId: number): Promise<SlotRow[]>;
  create(db: Db, ownerId: number, name: string, order: number): Promise<unknown>;
  update(db: Db, id: number, data: { name?: string; order?: number | { increment: number } }): Promise<unknown>;
  remove(db: Db, id: number): Promise<unknown>;
}

export interface SlotOwner {
  folder: PhotoFolder;
  table: SlotTable;
  /** File name prefix of the owner's photos (`t12`, `p7`). */
  prefix(ownerId: number): string;
  /** 404 unless the leader owns it (read-only). */
  assertOwned(leaderId: number, ownerId: number): Promise<void>;
  /** Runs `fn` in a transaction holding the lock of the leader's owner row. */
  withOwned<T>(leaderId: number, ownerId: number, fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Whether `name` is a photo the leader may copy from (one of their own). */
  mayCopy(leaderId: number, name: string): Promise<boolean>;
}

/** The four operations on an owner's ordered slots. */
export function photoSlots(owner: SlotOwner) {
  const { folder, table } = owner;
  const view = slotView(folder);
  const photoList = async (db: Db, ownerId: number) => (await table.list(db, ownerId)).map(view);

  /** Gives photos the orders asked for, via temporary orders above the slots: (owner, order) is unique. */
  async function applyOrders(tx: Db, orders: { id: number; order: number }[]) {
    for (const { id } of orders) await table.update(tx, id, { order: { increment: 100 } });
    for (const { id, order } of orders) await table.update(tx, id, { order });
  }

  function place(leaderId: number, ownerId: number, name: string, order: number) {
    return commitPhoto(folder, name, () =>
      owner.withOwned(leaderId, ownerId, async (tx) => {
        const existing = await table.list(tx, ownerId);
        const slot = existing.find((p) => p.order === order);
        if (slot) await table.update(tx, slot.id, { name });
        else await table.create(tx, ownerId, name, Math.min(order, existing.length + 1));
        return { replaced: slot?.name ?? null, result: { name, photos: await photoList(tx, ownerId) } };
      }),
    );
  }

  return {
    view,

    async add(leaderId: number, ownerId: number, file: File, order: number) {
      await owner.assertOwned(leaderId, ownerId);
      return place(leaderId, ownerId, await storeImage(folder, file, owner.prefix(ownerId)), order);
    },

    async remove(leaderId: number, ownerId: number, photoName: string) {
      const photos = await owner.withOwned(leaderId, ownerId, async (tx) => {
        const existing = await table.list(tx, ownerId);
        const photo = existing.find((p) => p.name === photoName);
        if (!photo) throw notFound(PHOTO_MESSAGES.photoNotFound, "photo_not_found");
        await table.remove(tx, photo.id);
        const rest = existing.filter((p) => p.id !== photo.id);
        await applyOrders(
          tx,
          rest.map((p, i) => ({ id: p.id, order: i + 1 })),
        );
        return photoList(tx, ownerId);
      });
      await deleteImages(folder, [photoName]);
      return { photos };
    },

    /** `photos` must name every photo of the owner once, with the orders 1..n. */
    async reorder(leaderId: number, ownerId: number, wanted: { order: number; name: string }[]) {
      const photos = await owner.withOwned(leaderId, ownerId, async (tx) => {
        const byName = new Map((await table.list(tx, ownerId)).map((p) => [p.name, p]));
        const orders = [...wanted].sort((a, b) => a.order - b.order);
        const matches =
          orders.length === byName.size &&
          orders.every((p, i) => p.order === i + 1 && byName.has(p.name)) &&
          new Set(orders.map((p) => p.name)).size === orders.length;
        if (!matches) throw badRequest(PHOTO_MESSAGES.reorderMismatch, "photo_order_mismatch");
        await applyOrders(
          tx,
          orders.map((p) => ({ id: byName.get(p.name)!.id, order: p.order })),
        );
        return photoList(tx, ownerId);
      });
      return { photos };
    },

    /** Copies `sourceName` (one of the leader's photos) into slot `order`, or stores `file` instead when given. */
    async copy(leaderId: number, ownerId: number, input: { file?: File; sourceName: string; order: number }) {
      await owner.assertOwned(leaderId, ownerId);
      let name: string | null;
      if (input.file) name = await storeImage(folder, input.file, owner.prefix(ownerId));
      else {
        if (!(await owner.mayCopy(leaderId, input.sourceName)))
          throw notFound(PHOTO_MESSAGES.photoNotFound, "photo_not_found");
        name = await copyImage(folder, input.sourceName, owner.prefix(ownerId));
        if (!name) throw notFound(PHOTO_MESSAGES.photoNotFound, "photo_not_found");
      }
      return place(leaderId, ownerId, name, input.order);
    },
  };
}
