import "server-only";
import type { Db } from "@/lib/db/client";
import { DEFAULT_LINK_GROUPS } from "./default-link-groups";

/** Gives a new site the five default link groups (inside the transaction that creates it). */
export async function seedLinkGroups(tx: Db, websiteId: number) {
  for (const [i, group] of DEFAULT_LINK_GROUPS.entries()) {
    await tx.linkGroup.create({
      data: {
        websiteId,
        title: group.title,
        sortOrder: i,
        links: { create: group.links.map((l, j) => ({ title: l.title, link: l.link, sortOrder: j })) },
      },
    });
  }
}
