import "server-only";
// The address rules shared by create, edit and the operator's set-domain.
import type { Db } from "@/lib/db/client";
import { env } from "@/lib/config/env";
import { badRequest, conflict } from "@/lib/http/errors";
import { normalizeHostname } from "./host";
import { WEBSITE_MESSAGES as M } from "./messages";
import { checkSubDomain, normalizeCustomDomain } from "./sub-domain";

export async function assertSubDomainFree(db: Db, subDomain: string, exceptUserId?: number) {
  const problem = checkSubDomain(subDomain);
  if (problem === "invalid") throw badRequest(M.subDomainInvalid, "sub_domain_invalid");
  if (problem === "reserved") throw conflict(M.subDomainReserved, "sub_domain_reserved");
  const taken = await db.saleWebsite.findUnique({ where: { subDomain }, select: { userId: true } });
  if (taken && taken.userId !== exceptUserId) throw conflict(M.subDomainTaken, "sub_domain_taken");
}

/** A custom domain as stored, checked to be free and not one of the platform's own. */
export async function checkedDomain(db: Db, value: string, exceptUserId?: number): Promise<string> {
  const domain = normalizeCustomDomain(value);
  if (!domain) throw badRequest(M.domainInvalid, "domain_invalid");
  const root = normalizeHostname(env.rootDomain) ?? "localhost";
  if (domain === root || domain.endsWith(`.${root}`) || domain.endsWith(".localhost"))
    throw badRequest(M.domainOfPlatform, "domain_of_platform");
  const taken = await db.saleWebsite.findUnique({ where: { domain }, select: { userId: true } });
  if (taken && taken.userId !== exceptUserId) throw conflict(M.domainTaken, "domain_taken");
  return domain;
}

export interface SubDomainCheck {
  subDomain: string;
  isAvailable: boolean;
  reason: "invalid" | "reserved" | "taken" | null;
}

/** GET /api/sale-website/{subDomain}: whether a sub-domain can be had (the create form asks as one types). */
export async function checkSubDomainAvailability(db: Db, subDomain: string, userId: number): Promise<SubDomainCheck> {
  const name = subDomain.trim().toLowerCase();
  const problem = checkSubDomain(name);
  if (problem) return { subDomain: name, isAvailable: false, reason: problem };
  const taken = await db.saleWebsite.findUnique({ where: { subDomain: name }, select: { userId: true } });
  if (taken && taken.userId !== userId) return { subDomain: name, isAvailable: false, reason: "taken" };
  return { subDomain: name, isAvailable: true, reason: null };
}
