import "server-only";
// The caller of a server-rendered page, from the same cookies the API wrapper reads.
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import type { Role } from "@/lib/db/generated/enums";
import { resolveCaller, type Caller } from "./caller";
import { landingPath } from "./landing";

export async function getPageCaller(): Promise<Caller | null> {
  const store = await cookies();
  try {
    return await resolveCaller({ authorization: null, cookie: (name) => store.get(name)?.value });
  } catch {
    return null;
  }
}

/** The signed-in caller with one of `roles`; others go to login or to their own landing page. */
export async function requirePageCaller(roles: readonly Role[]): Promise<Caller> {
  const caller = await getPageCaller();
  if (!caller) redirect("/auth/login");
  if (!roles.includes(caller.role)) redirect(landingPath(caller.role));
  return caller;
}
