import "server-only";
// Provinces and cities (reference data seeded from iran-cities-json), sorted in Persian
// alphabetical order whatever the database's collation.
import { prisma, type Db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { getCityTags } from "./city-tags";

const persian = new Intl.Collator("fa");
const byName = <T extends { name: string }>(a: T, b: T) => persian.compare(a.name, b.name);

export const REFERENCE_MESSAGES = { unknownProvince: "استان مورد نظر یافت نشد." } as const;

export async function listProvinces(db: Db = prisma) {
  const provinces = await db.province.findMany({ select: { id: true, name: true } });
  return provinces.sort(byName);
}

export async function listProvinceCities(provinceId: number, db: Db = prisma) {
  const province = await db.province.findUnique({
    where: { id: provinceId },
    select: { cities: { select: { id: true, name: true, provinceId: true } } },
  });
  if (!province) throw notFound(REFERENCE_MESSAGES.unknownProvince, "unknown_province");
  return province.cities.sort(byName);
}

export async function listAllCities(options: { includeTags: boolean }, db: Db = prisma) {
  const [cities, tags] = await Promise.all([
    db.city.findMany({ select: { id: true, name: true, provinceId: true, province: { select: { name: true } } } }),
    options.includeTags ? getCityTags(db) : null,
  ]);
  return cities.sort(byName).map((city) => ({
    id: city.id,
    name: city.name,
    provinceId: city.provinceId,
    provinceName: city.province.name,
    ...(tags ? { tags: tags.get(city.id) ?? [] } : {}),
  }));
}
