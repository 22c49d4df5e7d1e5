// Shared by the profile integration tests: valid Iranian identifiers, a complete profile form, a
// temporary data directory whose uploads folder the tests can inspect.
import { mkdtempSync, readdirSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { prisma } from "@/lib/db/client";

/** A national id with a correct check digit, different on each call. */
export function validNationalId(): string {
  // "001" is a real issuing-office prefix (Tehran): the library checks prefixes too.
  const body = "001" + String(Math.floor(100_000 + Math.random() * 899_999));
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (10 - i), 0) % 11;
  return body + String(sum < 2 ? sum : 11 - sum);
}

/** A 16-digit card number passing the Luhn check. */
export function validCardNumber(prefix = "603799"): string {
  let digits = prefix;
  while (digits.length < 15) digits += String(Math.floor(Math.random() * 10));
  for (let check = 0; check < 10; check++) {
    const candidate = digits + check;
    const sum = [...candidate].reduce((acc, d, i) => {
      const doubled = i % 2 === 0 ? Number(d) * 2 : Number(d);
      return acc + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
    if (sum % 10 === 0) return candidate;
  }
  throw new Error("unreachable");
}

export const VALID_SHEBA_DIGITS = "820540102680020817909002";

export async function someCity() {
  return prisma.city.findFirstOrThrow({ orderBy: { id: "asc" }, include: { province: true } });
}

export async function profileForm(mobile: string, overrides: Record<string, unknown> = {}) {
  const city = await someCity();
  return {
    firstName: "مریم",
    lastName: "احمدی",
    username: mobile,
    nationalId: validNationalId(),
    brand: "سفرهای آفتاب",
    phone: "021-88776655",
    instagram: "@aftab_tours",
    address: "تهران، خیابان ولیعصر، پلاک ۱",
    cityId: city.id,
    email: "maryam@example.com",
    shebaNumber: VALID_SHEBA_DIGITS,
    cartNumber: validCardNumber(),
    telegram: "@aftab",
    profileAbout: "برگزارکننده تورهای طبیعت‌گردی",
    profileRule: "لغو تا ۳ روز قبل",
    sellDescription: null,
    ...overrides,
  };
}

/** Points HAMSAFAR_DATA_DIR at a fresh folder for this test file. */
export function useTemporaryDataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "hamsafar-uploads-"));
  process.env.HAMSAFAR_DATA_DIR = dir;
  return dir;
}

/** Every file under <dir>/uploads, as paths relative to it. */
export function uploadedFiles(dir: string): string[] {
  const root = path.join(dir, "uploads");
  const out: string[] = [];
  const walk = (folder: string) => {
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch {
      return;
    }
    for (const name of names) {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(path.relative(root, full).split(path.sep).join("/"));
    }
  };
  walk(root);
  return out.sort();
}
