// Who may sell a tour through a `?sellerId=` link (docs/affiliates.md): the tour's switch
// «همکاران می‌توانند این تور را بفروشند» must be on, and the seller must be a confirmed leader or
// affiliate who is a collaborator of the tour (added by its leader) or an affiliate the operator
// assigned to the tour's leader (AffiliateLeader). The leader selling their own tour is no seller.
import type { Db } from "@/lib/db/client";

export interface SellerGrant {
  id: number;
  role: "Leader" | "Affiliate";
  /** Affiliates on the credit plan (false) buy for their customers from their own wallet. */
  isOnlineSales: boolean;
  name: string;
}

export type SellerCheck = { ok: true; seller: SellerGrant } | { ok: false; reason: "closed" | "unknown" };

export async function findSellerGrant(
  db: Db,
  tour: { id: number; leaderId: number; affiliatesCanSellThisTour: boolean },
  sellerId: number,
): Promise<SellerCheck> {
  if (!tour.affiliatesCanSellThisTour) return { ok: false, reason: "closed" };
  const user = await db.user.findFirst({
    where: {
      id: sellerId,
      isConfirmed: true,
      deletedAt: null,
      role: { in: ["Leader", "Affiliate"] },
      OR: [
        { tourCollaborations: { some: { tourId: tour.id } } },
        { role: "Affiliate", affiliateLeaders: { some: { leaderId: tour.leaderId } } },
      ],
    },
    select: { id: true, role: true, isOnlineSales: true, firstName: true, lastName: true, brand: true },
  });
  if (!user) return { ok: false, reason: "unknown" };
  return {
    ok: true,
    seller: {
      id: user.id,
      role: user.role as SellerGrant["role"],
      isOnlineSales: user.role === "Leader" || user.isOnlineSales,
      name: user.brand || `${user.firstName} ${user.lastName}`,
    },
  };
}
