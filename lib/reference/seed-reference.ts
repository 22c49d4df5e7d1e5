// Reference data every database needs (real Iranian provinces and cities from iran-cities-json).
// Idempotent: safe to run at every start. Domains add their own reference lists here.
import { createRequire } from "node:module";
import { prisma } from "@/lib/db/client";
import { seedTourReference } from "@/lib/tours/seed-tour-reference";

const require = createRequire(import.meta.url);

export async function seedReferenceData() {
  const provinces = require("iran-cities-json/ostan.json") as { id: number; name: string }[];
  const cities = require("iran-cities-json/shahr.json") as { id: number; name: string; ostan: number }[];
  if ((await prisma.city.count()) < cities.length) {
    await prisma.province.createMany({
      data: provinces.map((p) => ({ id: p.id, name: p.name })),
      skipDuplicates: true,
    });
    await prisma.city.createMany({
      data: cities.map((c) => ({ id: c.id, name: c.name, provinceId: c.ostan })),
      skipDuplicates: true,
    });
  }
  await seedTourReference(prisma);
}
