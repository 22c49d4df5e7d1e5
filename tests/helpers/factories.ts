// Test data: users with unique mobiles, and tokens for them.
import { hashPassword } from "@/lib/accounts/password";
import { signAccessToken } from "@/lib/auth/tokens";
import { prisma } from "@/lib/db/client";
import type { Role } from "@/lib/db/generated/enums";

// Test files share a worker's database: a random start plus a counter keeps mobiles apart.
let counter = Math.floor(Math.random() * 9_000_000);

/** A valid Iranian mobile (0935 + 7 digits) not used by another test in this worker. */
export function uniqueMobile() {
  counter = (counter + 1) % 10_000_000;
  return `0935${counter.toString().padStart(7, "0")}`;
}

const passwordHashes = new Map<string, Promise<string>>();

export async function createUser(
  overrides: { role?: Role; confirmed?: boolean; password?: string; mobile?: string } & Record<string, unknown> = {},
) {
  const { role = "Leader", confirmed = true, password = "Secret#1234", mobile = uniqueMobile(), ...rest } = overrides;
  if (!passwordHashes.has(password)) passwordHashes.set(password, hashPassword(password));
  const user = await prisma.user.create({
    data: {
      mobile,
      role,
      passwordHash: await passwordHashes.get(password)!,
      firstName: "علی",
      lastName: "رضایی",
      isConfirmed: confirmed,
      ...rest,
    },
  });
  const { token } = await signAccessToken({
    userId: user.id,
    role: user.role,
    tokenVersion: user.tokenVersion,
    keepMeLogin: false,
  });
  return { user, token, password };
}
