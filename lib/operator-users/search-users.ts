import "server-only";
// GET /api/Operator/SearchUsers: leaders (RoleId 2) or affiliates (RoleId 3), newest first, paged
// in the database; the search term matches name, mobile, national id and brand.
import { prisma, type Prisma } from "@/lib/db/client";
import { pageWindow, toPaged } from "@/lib/http/paging";
import { latinDigits } from "@/lib/validation/fields";
import { publicFileUrl } from "@/lib/storage";
import { IDENTITY_DOCUMENT_COLUMNS } from "@/lib/profile/photo-slots";
import { searchSpellings } from "@/lib/format";

export interface SearchUsersQuery {
  Confirmed?: boolean;
  IdentityDocsConfirmed?: boolean;
  SearchTerm?: string;
  RoleId: 2 | 3;
  Page: number;
  PageSize: number;
}

export const ROLE_IDS = { 2: "Leader", 3: "Affiliate" } as const;

function termFilter(raw: string | undefined): Prisma.UserWhereInput[] {
  const term = raw ? latinDigits(raw) : "";
  if (!term) return [];
  const words = term.split(/\s+/).filter(Boolean);
  // Every word must match one of the fields ("علی رضایی" finds first + last name).
  return words.map((word) => ({
    OR: [
      ...searchSpellings(word).flatMap((w): Prisma.UserWhereInput[] => [
        { firstName: { contains: w, mode: "insensitive" } },
        { lastName: { contains: w, mode: "insensitive" } },
        { brand: { contains: w, mode: "insensitive" } },
      ]),
      { mobile: { contains: word } },
      { nationalId: { contains: word } },
    ],
  }));
}

export async function searchUsers(query: SearchUsersQuery) {
  const where: Prisma.UserWhereInput = {
    role: ROLE_IDS[query.RoleId],
    deletedAt: null,
    ...(query.Confirmed === undefined ? {} : { isConfirmed: query.Confirmed }),
    ...(query.IdentityDocsConfirmed === undefined ? {} : { identityDocsConfirmed: query.IdentityDocsConfirmed }),
    AND: termFilter(query.SearchTerm),
  };
  const [rows, total] = await Promise.all([
    prisma.user.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: {
        id: true,
        firstName: true,
        lastName: true,
        mobile: true,
        nationalId: true,
        brand: true,
        role: true,
        isConfirmed: true,
        identityDocsConfirmed: true,
        photo: true,
        photoPersonal: true,
        photoNationalCard: true,
        photoLicence: true,
        photoGuidanceCard: true,
        createdAt: true,
        city: { select: { name: true } },
      },
      ...pageWindow(query),
    }),
    prisma.user.count({ where }),
  ]);
  return toPaged(
    rows.map((u) => ({
      id: u.id,
      firstName: u.firstName,
      lastName: u.lastName,
      fullName: `${u.firstName} ${u.lastName}`.trim(),
      mobile: u.mobile,
      nationalId: u.nationalId,
      brand: u.brand,
      role: u.role as "Leader" | "Affiliate",
      roleId: u.role === "Leader" ? 2 : 3,
      isConfirmed: u.isConfirmed,
      identityDocsConfirmed: u.identityDocsConfirmed,
      identityDocsCount: IDENTITY_DOCUMENT_COLUMNS.filter((column) => u[column]).length,
      cityName: u.city?.name ?? null,
      photo: publicFileUrl(u.photo),
      created: u.createdAt.toISOString(),
    })),
    total,
    query.PageSize,
  );
}
