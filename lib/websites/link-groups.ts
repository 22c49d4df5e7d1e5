import "server-only";
// GET /api/sale-website/link-groups, PUT /api/sale-website/link-group, POST link-group/{title}:
// the owner's link groups. PUT saves the whole set: groups by id (the caller's only), links by id
// (kept), without id (added) or left out (removed).
import { prisma } from "@/lib/db/client";
import { conflict, notFound } from "@/lib/http/errors";
import type { z } from "@/lib/validation/z";
import { WEBSITE_MESSAGES as M } from "./messages";
import type { linkGroupsSchema } from "./schemas";
import { expireSite } from "./site-cache";

async function ownSite(userId: number) {
  const site = await prisma.saleWebsite.findUnique({
    where: { userId },
    select: { id: true, userId: true, subDomain: true, domain: true },
  });
  if (!site) throw notFound(M.noWebsite, "no_website");
  return site;
}

export async function getLinkGroups(userId: number) {
  const site = await ownSite(userId);
  const groups = await prisma.linkGroup.findMany({
    where: { websiteId: site.id },
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
    include: { links: { orderBy: [{ sortOrder: "asc" }, { id: "asc" }] } },
  });
  return groups.map((g) => ({
    id: g.id,
    title: g.title,
    isActive: g.isActive,
    links: g.links.map((l) => ({ id: l.id, title: l.title, link: l.link, isActive: l.isActive })),
  }));
}

export async function saveLinkGroups(userId: number, input: z.output<typeof linkGroupsSchema>) {
  const site = await ownSite(userId);
  await prisma.$transaction(async (tx) => {
    const owned = await tx.linkGroup.findMany({
      where: { websiteId: site.id },
      select: { id: true, links: { select: { id: true } } },
    });
    const ownedIds = new Map(owned.map((g) => [g.id, new Set(g.links.map((l) => l.id))]));
    for (const [i, group] of input.groups.entries()) {
      const linkIds = ownedIds.get(group.id);
      if (!linkIds) throw notFound(M.linkGroupNotFound, "link_group_not_found");
      await tx.linkGroup.update({
        where: { id: group.id },
        data: { title: group.title, isActive: group.isActive, sortOrder: i },
      });
      const kept = group.links.filter((l) => l.id && linkIds.has(l.id)).map((l) => l.id!);
      await tx.linkGroupLink.deleteMany({ where: { groupId: group.id, id: { notIn: kept } } });
      for (const [j, link] of group.links.entries()) {
        const data = { title: link.title, link: link.link, isActive: link.isActive, sortOrder: j };
        if (link.id && linkIds.has(link.id)) await tx.linkGroupLink.update({ where: { id: link.id }, data });
        else await tx.linkGroupLink.create({ data: { ...data, groupId: group.id } });
      }
    }
  });
  expireSite(site);
  return getLinkGroups(userId);
}

export async function addLinkGroup(userId: number, title: string) {
  const site = await ownSite(userId);
  const name = title.trim();
  if (
    await prisma.linkGroup.findUnique({
      where: { websiteId_title: { websiteId: site.id, title: name } },
      select: { id: true },
    })
  ) {
    throw conflict(M.linkGroupTaken, "link_group_exists");
  }
  const count = await prisma.linkGroup.count({ where: { websiteId: site.id } });
  const group = await prisma.linkGroup.create({ data: { websiteId: site.id, title: name, sortOrder: count } });
  expireSite(site);
  return { id: group.id, title: group.title, isActive: group.isActive, links: [] };
}
