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

type User = Awaited<ReturnType<typeof createUser>>;
const callers = new Map<Role, User>();

/**
 * A user of this role whose token still works (same role and token version, not deleted or
 * disabled): reused across calls until a call changes it (password, role, deletion), then made anew.
 */
export async function liveCaller(role: Role): Promise<User> {
  const known = callers.get(role);
  if (known) {
    const now = await prisma.user.findUnique({ where: { id: known.user.id } });
    if (
      now &&
      now.role === role &&
      now.tokenVersion === known.user.tokenVersion &&
      !now.deletedAt &&
      !now.disabledAt &&
      now.isConfirmed
    )
      return known;
  }
  const fresh = await createUser({ role });
  callers.set(role, fresh);
  return fresh;
}
