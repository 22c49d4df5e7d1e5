import "server-only";
// GET /api/Operator/user/{id}: every profile field, the identity documents (private URLs, which
// only the owner and operators may open), the wallet balance and the latest sales, wrapped in
// leaderDetail or affiliateDetail like the spec's answer.
import { env } from "@/lib/config/env";
import { prisma, type Db, type Prisma } from "@/lib/db/client";
import { balanceOf } from "@/lib/ledger/balance";
import { wallet } from "@/lib/ledger/accounts";
import { CONFIRMED_STATUSES } from "@/lib/reservations/statuses";
import { privateFileUrl, publicFileUrl } from "@/lib/storage";
import { findManagedUser } from "./find-managed-user";

const RECENT_SALES = 10;

export const detailSelect = {
  id: true,
  role: true,
  firstName: true,
  lastName: true,
  mobile: true,
  phone: true,
  email: true,
  emailVerifiedAt: true,
  nationalId: true,
  financialId: true,
  brand: true,
  address: true,
  instagram: true,
  telegram: true,
  profileAbout: true,
  profileRule: true,
  cityId: true,
  city: { select: { name: true, province: { select: { id: true, name: true } } } },
  shebaNumber: true,
  cartNumber: true,
  merchantId: true,
  usingPersonalTerminal: true,
  gettingVAT: true,
  isConfirmed: true,
  identityDocsConfirmed: true,
  isOnlineSales: true,
  affiliateLeaders: {
    orderBy: { id: "asc" },
    select: { leader: { select: { id: true, firstName: true, lastName: true, brand: true } } },
  },
  operatorNote: true,
  photo: true,
  photoPersonal: true,
  photoNationalCard: true,
  photoLicence: true,
  photoGuidanceCard: true,
  createdAt: true,
} satisfies Prisma.UserSelect;

async function recentSales(db: Db, userId: number) {
  const rows = await db.reservation.findMany({
    where: { status: { in: [...CONFIRMED_STATUSES] }, OR: [{ tour: { leaderId: userId } }, { sellerId: userId }] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: RECENT_SALES,
    select: {
      id: true,
      trackingId: true,
      tourId: true,
      amount: true,
      sellerId: true,
      createdAt: true,
      tour: { select: { title: true } },
      _count: { select: { passengers: true } },
    },
  });
  return rows.map((r) => ({
    reservationId: r.id,
    trackingId: r.trackingId,
    tourId: r.tourId,
    tourTitle: r.tour.title,
    passengers: r._count.passengers,
    amount: r.amount,
    asSeller: r.sellerId === userId,
    created: r.createdAt.toISOString(),
  }));
}

export async function getUserDetail(id: number, db: Db = prisma) {
  const user = await findManagedUser(db, id, detailSelect);
  const [balance, sales] = await Promise.all([balanceOf(db, wallet(user.id)), recentSales(db, user.id)]);
  const detail = {
    id: user.id,
    role: user.role as "Leader" | "Affiliate",
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    mobile: user.mobile,
    phone: user.phone,
    email: user.email,
    emailVerified: Boolean(user.email && user.emailVerifiedAt),
    nationalId: user.nationalId,
    financialId: user.financialId,
    brand: user.brand,
    address: user.address,
    instagram: user.instagram,
    telegram: user.telegram,
    profileAbout: user.profileAbout,
    profileRule: user.profileRule,
    provinceId: user.city?.province.id ?? null,
    province: user.city?.province.name ?? null,
    cityId: user.cityId,
    cityName: user.city?.name ?? null,
    shebaNumber: user.shebaNumber,
    cartNumber: user.cartNumber,
    merchantId: user.merchantId,
    usingPersonalTerminal: user.usingPersonalTerminal,
    gettingVAT: user.gettingVAT,
    isConfirmed: user.isConfirmed,
    identityDocsConfirmed: user.identityDocsConfirmed,
    isOnlineSales: user.isOnlineSales,
    leaders: user.affiliateLeaders.map(({ leader: l }) => ({
      id: l.id,
      fullName: `${l.firstName} ${l.lastName}`,
      brand: l.brand,
    })),
    note: user.operatorNote,
    photo: publicFileUrl(user.photo),
    profileUrl: `${env.publicUrl.replace(/\/+$/, "")}/${user.id}`,
    created: user.createdAt.toISOString(),
    photoPersonal: privateFileUrl(user.photoPersonal),
    photoNationalCard: privateFileUrl(user.photoNationalCard),
    photoLicence: privateFileUrl(user.photoLicence),
    photoGuidanceCard: privateFileUrl(user.photoGuidanceCard),
    balance,
    recentSales: sales,
  };
  return user.role === "Leader" ? { leaderDetail: detail } : { affiliateDetail: detail };
}
