import "server-only";
// GET/PUT /api/Tour/default: the leader's default tour settings, which the wizard copies into a new
// tour. Before the first save the answer carries the product defaults (id null).
import { prisma } from "@/lib/db/client";
import { DEFAULT_REFUND_RULES } from "./options";
import { tourPhotoUrl } from "./photo-files";
import { assertTourReferences } from "./references";
import type { DefaultTourInput } from "./schemas";

interface StoredVehicle {
  type: string;
  price: number;
  enableSeat: boolean;
}

export async function getDefaultTour(leaderId: number) {
  const stored = await prisma.defaultTour.findUnique({ where: { leaderId } });
  const collaboratorIds = stored?.collaborators ?? [];
  const users = collaboratorIds.length
    ? await prisma.user.findMany({
        where: { id: { in: collaboratorIds } },
        select: { id: true, firstName: true, lastName: true, brand: true },
      })
    : [];
  const refundRules = (stored?.refundRules as { daysBefore: number; penaltyPercent: number }[] | undefined) ?? [];
  return {
    id: stored?.id ?? null,
    startCityId: stored?.startCityId ?? null,
    startAge: stored?.startAge ?? 18,
    endAge: stored?.endAge ?? 65,
    services: stored?.services ?? [],
    checkLists: stored?.checkLists ?? [],
    tags: stored?.tags ?? [],
    collaborators: collaboratorIds,
    collabs: users.map((u) => ({ id: u.id, name: u.brand || `${u.firstName} ${u.lastName}` })),
    vehicles: (stored?.vehicles as StoredVehicle[] | undefined) ?? [],
    refundRules: stored ? refundRules : DEFAULT_REFUND_RULES.map((r) => ({ ...r })),
    ticketNote: stored?.ticketNote ?? null,
    localLeaderFullName: stored?.localLeaderFullName ?? null,
    localLeaderPhoto: stored?.localLeaderPhoto
      ? { name: stored.localLeaderPhoto, address: tourPhotoUrl(stored.localLeaderPhoto) }
      : null,
    defaultPhoto: stored?.defaultPhoto
      ? { name: stored.defaultPhoto, address: tourPhotoUrl(stored.defaultPhoto) }
      : null,
    extraQuestionTitle: stored?.extraQuestionTitle ?? null,
    extraQuestionIsDateType: stored?.extraQuestionIsDateType ?? false,
    answerToExtraQuestionIsRequired: stored?.answerToExtraQuestionIsRequired ?? false,
    affiliatesCanSellThisTour: stored?.affiliatesCanSellThisTour ?? false,
    shareFromSalesToAffiliates: stored?.shareFromSalesToAffiliates ?? 0n,
    shareIsInPercent: stored?.shareIsInPercent ?? true,
    maxSellCountFromCollaborators: stored?.maxSellCountFromCollaborators ?? null,
  };
}

export async function saveDefaultTour(leaderId: number, input: DefaultTourInput) {
  await assertTourReferences(prisma, leaderId, { startCityId: input.startCityId, collabs: input.collaborators });
  const data = {
    startCityId: input.startCityId,
    startAge: input.startAge ?? 18,
    endAge: input.endAge ?? 65,
    services: input.services,
    checkLists: input.checkLists,
    tags: input.tags,
    collaborators: input.collaborators,
    vehicles: input.vehicles,
    refundRules: [...input.refundRules].sort((a, b) => b.daysBefore - a.daysBefore),
    ticketNote: input.ticketNote,
    localLeaderFullName: input.localLeaderFullName,
    extraQuestionTitle: input.extraQuestionTitle,
    extraQuestionIsDateType: input.extraQuestionIsDateType,
    answerToExtraQuestionIsRequired: input.extraQuestionTitle ? input.answerToExtraQuestionIsRequired : false,
    affiliatesCanSellThisTour: input.affiliatesCanSellThisTour,
    shareFromSalesToAffiliates: BigInt(input.shareFromSalesToAffiliates),
    shareIsInPercent: input.shareIsInPercent,
    maxSellCountFromCollaborators: input.maxSellCountFromCollaborators,
  };
  await prisma.defaultTour.upsert({
    where: { leaderId },
    create: { leaderId, ...data },
    update: data,
    select: { id: true },
  });
  return getDefaultTour(leaderId);
}
