import { prisma } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { checkSubDomainAvailability } from "@/lib/websites/check-address";
import { subDomainContract } from "@/lib/websites/contracts";

export const GET = route(subDomainContract, ({ caller, params }) =>
  checkSubDomainAvailability(prisma, params.subDomain, caller.userId),
);
