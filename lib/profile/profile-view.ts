import "server-only";
// The profile as the spec's dashboard reads it: one shape for leaders and affiliates, wrapped in
// `leaderProfile` or `affiliateProfile` (the wrapper name is what marks a user as affiliate), and a
// short `operatorProfile` for operators and accountants so the admin header can show a name.
import { env } from "@/lib/config/env";
import type { Prisma } from "@/lib/db/client";
import { privateFileUrl, publicFileUrl } from "@/lib/storage";

export const profileSelect = {
  id: true,
  mobile: true,
  role: true,
  email: true,
  emailVerifiedAt: true,
  firstName: true,
  lastName: true,
  nationalId: true,
  financialId: true,
  photo: true,
  phone: true,
  instagram: true,
  telegram: true,
  createdAt: true,
  brand: true,
  profileAbout: true,
  profileRule: true,
  photoNationalCard: true,
  photoGuidanceCard: true,
  photoLicence: true,
  photoPersonal: true,
  isConfirmed: true,
  identityDocsConfirmed: true,
  cityId: true,
  address: true,
  shebaNumber: true,
  cartNumber: true,
  sellDescription: true,
  city: { select: { name: true, provinceId: true } },
} satisfies Prisma.UserSelect;

export type ProfileRow = Prisma.UserGetPayload<{ select: typeof profileSelect }>;

const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();

export function toProfile(row: ProfileRow) {
  return {
    id: row.id,
    username: row.mobile,
    email: row.email,
    emailVerified: Boolean(row.email && row.emailVerifiedAt),
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: fullName(row),
    nationalId: row.nationalId,
    financialId: row.financialId,
    photo: publicFileUrl(row.photo),
    // The profile photo's storage key (its place inside the public area), for clients that build
    // their own image URLs.
    photoDir: row.photo,
    phone: row.phone,
    instagram: row.instagram,
    telegram: row.telegram,
    // Public pages of a leader live under /{leaderId}/...
    profileUrl: `${env.publicUrl.replace(/\/+$/, "")}/${row.id}`,
    created: row.createdAt,
    brand: row.brand,
    profileAbout: row.profileAbout,
    profileRule: row.profileRule,
    photoNationalCard: privateFileUrl(row.photoNationalCard),
    photoGuidanceCard: privateFileUrl(row.photoGuidanceCard),
    photoLicence: privateFileUrl(row.photoLicence),
    photoPersonal: privateFileUrl(row.photoPersonal),
    canLogin: row.isConfirmed,
    identityDocsConfirmed: row.identityDocsConfirmed,
    cityId: row.cityId,
    provinceId: row.city?.provinceId ?? null,
    address: row.address,
    shebaNumber: row.shebaNumber,
    cartNumber: row.cartNumber,
    cityName: row.city?.name ?? null,
    // The mean of the votes of the leader's tours: filled in by getSelfProfile (null: no votes yet).
    rating: null as number | null,
    sellDescription: row.sellDescription,
  };
}

export type Profile = ReturnType<typeof toProfile>;

export type ProfileEnvelope =
  | { leaderProfile: Profile }
  | { affiliateProfile: Profile }
  | {
      operatorProfile: {
        id: number;
        firstName: string;
        lastName: string;
        fullName: string;
        username: string;
        role: string;
      };
    };

export function profileEnvelope(row: ProfileRow): ProfileEnvelope {
  if (row.role === "Leader") return { leaderProfile: toProfile(row) };
  if (row.role === "Affiliate") return { affiliateProfile: toProfile(row) };
  return {
    operatorProfile: {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      fullName: fullName(row),
      username: row.mobile,
      role: row.role,
    },
  };
}
