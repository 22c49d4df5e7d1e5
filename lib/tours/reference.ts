import "server-only";
// GET /api/Tour/HardShips, /Styles, /CancellationReasons: the reference lists of the wizard.
import { prisma } from "@/lib/db/client";

const order = [{ sortOrder: "asc" as const }, { id: "asc" as const }];

export const listTourStyles = () => prisma.tourStyle.findMany({ orderBy: order, select: { id: true, title: true } });
export const listTourHardships = () =>
  prisma.tourHardship.findMany({ orderBy: order, select: { id: true, title: true, description: true } });
export const listCancellationReasons = () =>
  prisma.cancellationReason.findMany({ orderBy: order, select: { id: true, title: true } });
