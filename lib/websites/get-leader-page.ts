// /{leaderId} on the platform host (what profileUrl links to): the leader's public page with their
// shown tours. Null for an id that is not an active leader.
import { prisma } from "@/lib/db/client";
import { publicFileUrl } from "@/lib/storage";
import { listSiteTours } from "./get-public-site";
import { PUBLIC_LEADER_WHERE } from "./public-leader-where";

export async function getLeaderPage(leaderId: number, now = new Date()) {
  const user = await prisma.user.findFirst({
    where: { id: leaderId, ...PUBLIC_LEADER_WHERE },
    select: {
      id: true,
      brand: true,
      firstName: true,
      lastName: true,
      photo: true,
      phone: true,
      address: true,
      profileAbout: true,
      saleWebsite: { select: { subDomain: true } },
    },
  });
  if (!user) return null;
  const tours = await listSiteTours(leaderId, now);
  return {
    owner: {
      id: user.id,
      brand: user.brand || `${user.firstName} ${user.lastName}`,
      photo: publicFileUrl(user.photo),
      phone: user.phone,
      address: user.address,
      profileAbout: user.profileAbout,
    },
    subDomain: user.saleWebsite?.subDomain ?? null,
    ...tours,
  };
}
