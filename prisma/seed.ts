// Demo data a new user sees: the accounts of DESIGN.md §5 and (through the domain seeders) their
// tours. `npm start` runs seedIfEmpty() on every start; `npm run db:seed` runs it by hand.
import { pathToFileURL } from "node:url";
import { hashPassword } from "@/lib/accounts/password";
import { prisma } from "@/lib/db/client";
import type { Role } from "@/lib/db/generated/enums";
import { seedCampaigns } from "@/lib/discounts/seed-campaigns";
import { seedInstallmentPlans } from "@/lib/installments/seed-plans";
import { seedProducts } from "@/lib/products/seed-products";
import { seedReferenceData } from "@/lib/reference/seed-reference";
import { seedDemoSales } from "@/lib/reservations/seed-sales";
import { seedWebsites } from "@/lib/websites/seed-websites";
import { seedTours } from "./seed-tours";
import { seedAffiliateLeaders } from "@/lib/affiliates/seed-affiliates";
import "@/lib/wiring/bill-purposes"; // the demo sales pay bills

interface DemoAccount {
  mobile: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  brand?: string;
  nationalId?: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { mobile: "09120000001", password: "Operator#1234", role: "Operator", firstName: "مریم", lastName: "اپراتور" },
  { mobile: "09120000002", password: "Accountant#1234", role: "Accountant", firstName: "حسین", lastName: "حسابدار" },
  {
    mobile: "09120000003",
    password: "Leader#1234",
    role: "Leader",
    firstName: "رضا",
    lastName: "کوهستانی",
    brand: "سفرهای کوهستان",
    nationalId: "0499370899",
  },
  {
    mobile: "09120000004",
    password: "Leader#1234",
    role: "Leader",
    firstName: "سارا",
    lastName: "دریایی",
    brand: "سفرهای دریا",
    nationalId: "0013542419",
  },
  {
    mobile: "09120000005",
    password: "Affiliate#1234",
    role: "Affiliate",
    firstName: "نیما",
    lastName: "همکار",
    brand: "آژانس همکار",
    nationalId: "0067749828",
  },
];

const TEHRAN_CITY_NAME = "تهران";

export async function seed() {
  await seedReferenceData();
  const tehran = await prisma.city.findFirst({ where: { name: TEHRAN_CITY_NAME }, select: { id: true } });
  const users = [];
  for (const account of DEMO_ACCOUNTS) {
    const seller = account.role === "Leader" || account.role === "Affiliate";
    users.push(
      await prisma.user.upsert({
        where: { mobile: account.mobile },
        update: {},
        create: {
          mobile: account.mobile,
          passwordHash: await hashPassword(account.password),
          role: account.role,
          firstName: account.firstName,
          lastName: account.lastName,
          isConfirmed: true,
          identityDocsConfirmed: seller,
          ...(seller
            ? {
                brand: account.brand,
                nationalId: account.nationalId,
                phone: "02188776655",
                instagram: account.brand ? `@${account.mobile.slice(-4)}_tours` : null,
                address: "تهران، خیابان ولیعصر، پلاک ۱۲",
                cityId: tehran?.id ?? null,
              }
            : {}),
        },
      }),
    );
  }
  const leaderIds = users.filter((u) => u.role === "Leader").map((u) => u.id);
  const collaboratorIds = users.filter((u) => u.role === "Affiliate").map((u) => u.id);
  await seedTours(prisma, { leaderIds, collaboratorIds });
  await seedAffiliateLeaders(prisma, { affiliateIds: collaboratorIds, leaderIds });
  await seedProducts(leaderIds);
  await seedCampaigns(leaderIds);
  if (leaderIds.length) await seedInstallmentPlans(leaderIds[0]);
  await seedDemoSales();
  await seedWebsites();
  return users;
}

/** The demo's card for card-to-card purchases: only a demo database gets it (scripts/start.ts, docs/money.md). */
export const DEMO_C2C_CARD = { number: "6037997000000000", holder: "همسفر (حساب آزمایشی)" };

/** A database that holds the demo data, or is empty and about to get it. */
export async function isDemoDatabase() {
  if ((await prisma.user.count()) === 0) return true;
  return !!(await prisma.user.findFirst({
    where: { mobile: DEMO_ACCOUNTS[0].mobile, role: DEMO_ACCOUNTS[0].role },
    select: { id: true },
  }));
}

/** Card-to-card in the demo pays to the demo card unless a real one is configured (this process and the server it starts). */
export function applyDemoC2cCard(): boolean {
  if (process.env.C2C_CARD_NUMBER?.trim()) return false;
  process.env.C2C_CARD_NUMBER = DEMO_C2C_CARD.number;
  process.env.C2C_CARD_HOLDER ||= DEMO_C2C_CARD.holder;
  return true;
}

export async function seedIfEmpty() {
  await seedReferenceData();
  if ((await prisma.user.count()) > 0) return false;
  await seed();
  console.log("[hamsafar] demo data seeded (accounts: see README)");
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  applyDemoC2cCard(); // the demo sales include card-to-card purchases
  seed()
    .then(() => console.log("seeded"))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    })
    .finally(() => process.exit(0));
}
