import "server-only";
// GET /api/Users/Self/SearchUsers: a leader finds colleagues to add to a tour — confirmed leaders
// and affiliates other than themselves, by name, brand or mobile (Persian digits accepted), 10 a
// page. The mobile is answered with its middle digits hidden: the list picks people, it does not
// hand out their numbers.
import { prisma, type Prisma } from "@/lib/db/client";
import { pageWindow, toPaged } from "@/lib/http/paging";
import { publicFileUrl } from "@/lib/storage";
import { latinDigits } from "@/lib/validation/fields";
import { searchSpellings } from "@/lib/format";

export const maskMobile = (mobile: string) =>
  mobile.length >= 11 ? `${mobile.slice(0, 4)}***${mobile.slice(-4)}` : "***";

export async function searchColleagues(
  userId: number,
  q: { "Resource.UserMeta"?: string; Page: number; PageSize: number },
) {
  const filters: Prisma.UserWhereInput[] = [
    { id: { not: userId }, role: { in: ["Leader", "Affiliate"] }, isConfirmed: true, deletedAt: null },
  ];
  const term = q["Resource.UserMeta"];
  if (term) {
    const words = term.split(/\s+/).filter(Boolean).slice(0, 4);
    for (const word of words) {
      const digits = latinDigits(word).replace(/^\+98/, "0");
      filters.push({
        OR: [
          ...searchSpellings(word).flatMap((w): Prisma.UserWhereInput[] => [
            { firstName: { contains: w, mode: "insensitive" } },
            { lastName: { contains: w, mode: "insensitive" } },
            { brand: { contains: w, mode: "insensitive" } },
          ]),
          ...(/^\d{4,}$/.test(digits) ? [{ mobile: { contains: digits } }] : []),
        ],
      });
    }
  }
  const where: Prisma.UserWhereInput = { AND: filters };
  const [users, total] = await Promise.all([
    prisma.user.findMany({
      where,
      orderBy: [{ lastName: "asc" }, { id: "asc" }],
      ...pageWindow(q),
      select: {
        id: true,
        firstName: true,
        lastName: true,
        brand: true,
        role: true,
        photo: true,
        mobile: true,
        city: { select: { name: true } },
      },
    }),
    prisma.user.count({ where }),
  ]);
  const result = users.map((u) => ({
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    fullName: `${u.firstName} ${u.lastName}`,
    brand: u.brand,
    role: u.role as "Leader" | "Affiliate",
    photo: publicFileUrl(u.photo),
    cityName: u.city?.name ?? null,
    mobile: maskMobile(u.mobile),
  }));
  return toPaged(result, total, q.PageSize);
}
