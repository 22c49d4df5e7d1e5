// GET /api/sale-website/public/{subDomainOrDomain} and the site's pages: the public view of a
// sale website. An inactive (expired or never paid) site answers only that it is inactive —
// never the owner's data. Owner scripts come only once an operator approved that element.
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { notFound } from "@/lib/http/errors";
import { publicFileUrl } from "@/lib/storage";
import { tourPhotoUrl } from "@/lib/tours/photo-files";
import { siteFlags, websiteFeaturesView } from "./features";
import { WEBSITE_MESSAGES } from "./messages";
import { isSiteActive } from "./resolve-site-host";
import { workingLinks } from "./working-links";

const TOURS_PER_LIST = 24;

const tourCard = {
  id: true,
  leaderId: true,
  title: true,
  description: true,
  tourType: true,
  startTime: true,
  endTime: true,
  visibility: true,
  registrationOpen: true,
  startCity: { select: { name: true } },
  photos: { where: { order: 1 }, select: { name: true } },
  sessions: { select: { price: true }, orderBy: { price: "asc" }, take: 1 },
  logbook: {
    select: {
      logbookText: true,
      previousPassengersCount: true,
      previousToursCount: true,
      embeddedVideoTitle: true,
      embeddedVideoLocation: true,
      photoName: true,
    },
  },
} satisfies Prisma.TourSelect;

type TourRow = Prisma.TourGetPayload<{ select: typeof tourCard }>;

export function tourCardView(t: TourRow) {
  return {
    id: t.id,
    leaderId: t.leaderId,
    title: t.title,
    description: t.description?.slice(0, 200) ?? null,
    tourType: t.tourType,
    startTime: t.startTime?.toISOString() ?? null,
    endTime: t.endTime?.toISOString() ?? null,
    isFeatured: t.visibility === "Featured",
    registrationOpen: t.registrationOpen,
    startCity: t.startCity?.name ?? null,
    photo: tourPhotoUrl(t.photos[0]?.name),
    price: t.sessions[0] ? Number(t.sessions[0].price) : null,
    logbook: t.logbook ? { ...t.logbook, photo: tourPhotoUrl(t.logbook.photoName), photoName: undefined } : null,
  };
}
export type SiteTourCard = ReturnType<typeof tourCardView>;

/** A leader's tours a site or profile page lists: published, not deleted or cancelled, not hidden by the leader or an operator. */
export function listedToursWhere(leaderId: number): Prisma.TourWhereInput {
  return {
    leaderId,
    isDraft: false,
    deletedAt: null,
    moderation: null,
    status: { not: "Cancelled" },
    visibility: { not: "Hidden" },
  };
}

export async function listSiteTours(leaderId: number, now: Date) {
  const where = listedToursWhere(leaderId);
  const upcoming = { ...where, endTime: { gte: now } };
  const soonest: Prisma.TourOrderByWithRelationInput[] = [{ startTime: "asc" }, { id: "asc" }];
  // Featured tours are read on their own: a leader with more upcoming tours than one list holds
  // must still see a featured tour that starts later than the first 24.
  const [featured, future, past] = await Promise.all([
    prisma.tour.findMany({
      where: { ...upcoming, visibility: "Featured" },
      orderBy: soonest,
      take: TOURS_PER_LIST,
      select: tourCard,
    }),
    prisma.tour.findMany({ where: upcoming, orderBy: soonest, take: TOURS_PER_LIST, select: tourCard }),
    prisma.tour.findMany({
      where: { ...where, endTime: { lt: now } },
      orderBy: [{ endTime: "desc" }, { id: "desc" }],
      take: TOURS_PER_LIST,
      select: tourCard,
    }),
  ]);
  return {
    featuredTours: featured.map(tourCardView),
    futureTours: future.map(tourCardView),
    previouslyHeldTours: past.map(tourCardView),
  };
}

export type PublicSite = Awaited<ReturnType<typeof getPublicSiteOf>>;

/** The public view of the site owned by userId (null: no site). */
export async function getPublicSiteOf(userId: number, now = new Date()) {
  const site = await prisma.saleWebsite.findUnique({
    // A soft-deleted owner has no public site.
    where: { userId, user: { deletedAt: null } },
    include: {
      user: {
        select: {
          id: true,
          mobile: true,
          brand: true,
          firstName: true,
          lastName: true,
          photo: true,
          phone: true,
          email: true,
          address: true,
          profileAbout: true,
          telegram: true,
          instagram: true,
        },
      },
      linkGroups: {
        where: { isActive: true },
        orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
        include: { links: { where: { isActive: true }, orderBy: [{ sortOrder: "asc" }, { id: "asc" }] } },
      },
    },
  });
  if (!site) return null;
  const base = {
    subDomain: site.subDomain,
    domain: site.domainStatus === "Approved" ? site.domain : null,
    isActive: isSiteActive(site, now),
    expiresAt: site.expiresAt?.toISOString() ?? null,
  };
  if (!base.isActive) return { ...base, isActive: false as const, inactive: true as const };
  const { user } = site;
  const brand = user.brand || `${user.firstName} ${user.lastName}`;
  const tours = await listSiteTours(userId, now);
  const policy = [site.policy1, site.policy2].filter(Boolean).join("\n\n");
  const flags = siteFlags(site);
  const certificatePhoto = publicFileUrl(site.certificatePhotoName);
  const homeSections = [
    "future",
    ...(tours.featuredTours.length ? ["featured"] : []),
    ...(tours.previouslyHeldTours.length ? ["past"] : []),
  ];
  const linkGroups = site.linkGroups.map((g) => ({
    id: g.id,
    title: g.title,
    links: g.links.map((l) => ({ id: l.id, title: l.title, link: l.link })),
  }));
  return {
    ...base,
    isActive: true as const,
    inactive: false as const,
    planType: site.planType,
    colorPalette: site.colorPalette,
    policy,
    policy1: site.policy1,
    policy2: site.policy2,
    tags: site.tags,
    productStoreTags: site.productStoreTags,
    certificatePhoto,
    owner: {
      id: user.id,
      mobile: user.mobile,
      brand,
      photo: publicFileUrl(user.photo),
      phone: user.phone,
      email: user.email,
      address: user.address,
      profileAbout: user.profileAbout,
      telegram: user.telegram,
      instagram: user.instagram,
    },
    metaData: {
      title: brand,
      description: (user.profileAbout ?? `تورها و برنامه‌های ${brand}`).slice(0, 160),
      keywords: site.tags,
    },
    ...tours,
    // Only the links that lead somewhere (working-links.ts).
    linkGroups: workingLinks(linkGroups, {
      ...flags,
      hasCertificate: !!certificatePhoto,
      homeSections,
      owner: { mobile: user.mobile, instagram: user.instagram, telegram: user.telegram },
    }),
    websiteFeatures: websiteFeaturesView(site.featureIds),
    ...flags,
    /** Approved owner elements only; the pages decide where they may run. */
    scripts: {
      head: site.headApproved ? site.customHeadElements : null,
      body: site.bodyApproved ? site.customBodyElements : null,
      footers: site.footersApproved ? site.customFooterElements : null,
    },
  };
}

/** By sub-domain or (approved) custom domain; 404 when no site answers to it. */
export async function getPublicSite(subDomainOrDomain: string, now = new Date()) {
  const name = subDomainOrDomain.trim().toLowerCase().replace(/\.$/, "");
  const site = await prisma.saleWebsite.findFirst({
    where: { OR: [{ subDomain: name }, { domain: name, domainStatus: "Approved" }], user: { deletedAt: null } },
    select: { userId: true },
  });
  const view = site && (await getPublicSiteOf(site.userId, now));
  if (!view) throw notFound(WEBSITE_MESSAGES.notFound, "website_not_found");
  return view;
}

/** By an approved custom domain only. */
export async function getPublicSiteByDomain(domain: string, now = new Date()) {
  const name = domain.trim().toLowerCase().replace(/\.$/, "");
  const site = await prisma.saleWebsite.findFirst({
    where: { domain: name, domainStatus: "Approved" },
    select: { userId: true },
  });
  const view = site && (await getPublicSiteOf(site.userId, now));
  if (!view) throw notFound(WEBSITE_MESSAGES.notFound, "website_not_found");
  return view;
}

/** The site of a user (GET /api/sale-website/user/{id}). */
export async function getPublicSiteOfUser(userId: number, now = new Date()) {
  const view = await getPublicSiteOf(userId, now);
  if (!view) throw notFound(WEBSITE_MESSAGES.notFound, "website_not_found");
  return view;
}
