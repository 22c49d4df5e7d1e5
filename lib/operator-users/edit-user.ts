import "server-only";
// PUT /api/Operator/EditUser: the operator's edit of a leader's or affiliate's fields (spec 1 §5:
// required fields non-empty, a present email valid). An optional field left out keeps its value,
// null or blank clears it. The change and its audit row (changed fields before/after) commit together.
import { recordAudit } from "@/lib/audit/record-audit";
import { prisma, type Prisma } from "@/lib/db/client";
import { badRequest, conflict } from "@/lib/http/errors";
import type { EditUserInput } from "./contracts";
import { findManagedUser } from "./find-managed-user";
import { getUserDetail } from "./get-user-detail";
import { OPERATOR_USER_MESSAGES as M } from "./messages";

const EDITABLE = [
  "firstName",
  "lastName",
  "mobile",
  "phone",
  "email",
  "nationalId",
  "brand",
  "address",
  "instagram",
  "telegram",
  "profileAbout",
  "cityId",
  "merchantId",
  "usingPersonalTerminal",
  "gettingVAT",
] as const;

type Editable = (typeof EDITABLE)[number];

export async function editUser(operatorId: number, input: EditUserInput) {
  await prisma.$transaction(async (tx) => {
    const select = Object.fromEntries(EDITABLE.map((k) => [k, true])) as Record<Editable, true>;
    const current = await findManagedUser(
      tx,
      input.id,
      { ...select, city: { select: { provinceId: true } } },
      { lock: true },
    );

    if (input.mobile !== current.mobile) {
      const taken = await tx.user.findUnique({ where: { mobile: input.mobile }, select: { id: true } });
      if (taken) throw conflict(M.mobileTaken, "mobile_taken");
    }
    let cityId = input.cityId === undefined ? current.cityId : input.cityId;
    if (input.cityId) {
      const city = await tx.city.findUnique({ where: { id: input.cityId }, select: { provinceId: true } });
      if (!city) throw badRequest(M.cityUnknown, "city_unknown");
      if (input.provinceId && city.provinceId !== input.provinceId)
        throw badRequest(M.provinceMismatch, "province_mismatch");
    } else if (
      input.provinceId &&
      input.cityId === undefined &&
      current.city &&
      current.city.provinceId !== input.provinceId
    ) {
      // A new province without a city: the old city is in another province, so it goes.
      cityId = null;
    }

    const wanted: Partial<Record<Editable, unknown>> = { ...input, cityId };
    const changes: Prisma.UserUncheckedUpdateInput = {};
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const key of EDITABLE) {
      const value = wanted[key];
      if (value === undefined || value === current[key]) continue;
      (changes as Record<string, unknown>)[key] = value;
      before[key] = current[key];
      after[key] = value;
    }
    if (!Object.keys(after).length) return;
    if ("email" in after) changes.emailVerifiedAt = null;
    await tx.user.update({ where: { id: input.id }, data: changes });
    await recordAudit(tx, {
      actorId: operatorId,
      action: "user.edit",
      entityType: "User",
      entityId: input.id,
      targetUserId: input.id,
      before,
      after,
    });
  });
  return getUserDetail(input.id);
}
