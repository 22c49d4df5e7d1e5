import "server-only";
// Comments of a tour: anyone reads and writes them on the public page; the tour's leader hides
// (or shows again) a comment; operators list them all. Hidden comments are left out of the public
// list; the tour's own leader also sees them, flagged.
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { MAX_PAGED_ROWS, pageWindow, toPaged } from "@/lib/http/paging";

const publicTour = (tourId: number) => ({ id: tourId, isDraft: false, deletedAt: null });

const view = (c: { id: number; fullName: string; text: string; createdAt: Date; isDeleted: boolean }) => ({
  commentId: c.id,
  fullName: c.fullName,
  text: c.text,
  createdAt: c.createdAt,
  isDeleted: c.isDeleted,
});

export async function listTourComments(
  tourId: number,
  caller: Caller | null,
  page: { Page: number; PageSize: number },
) {
  const tour = await prisma.tour.findFirst({ where: publicTour(tourId), select: { leaderId: true } });
  if (!tour) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  const owner = caller?.role === "Leader" && caller.userId === tour.leaderId;
  const where = { tourId, ...(owner ? {} : { isDeleted: false }) };
  const [rows, total] = await Promise.all([
    prisma.tourComment.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(page) }),
    prisma.tourComment.count({ where }),
  ]);
  // The public page is static; its comments island learns from this answer (sent with the visitor's
  // session cookie) whether to offer the delete buttons, so no extra call and no per-user page render.
  // Only a leader allowed to log in can use the hide call, so only they are told to moderate.
  const canModerate = owner && caller.canLogin;
  return { ...toPaged(rows.map(view), total, page.PageSize), canModerate };
}

export async function addTourComment(tourId: number, input: { fullName: string; text: string; mobile?: string }) {
  const tour = await prisma.tour.findFirst({ where: publicTour(tourId), select: { id: true } });
  if (!tour) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  const comment = await prisma.tourComment.create({
    data: { tourId, fullName: input.fullName, text: input.text, mobile: input.mobile ?? null },
  });
  return view(comment);
}

export async function setCommentHidden(leaderId: number, tourId: number, commentId: number, isDeleted: boolean) {
  const { count } = await prisma.tourComment.updateMany({
    where: { id: commentId, tourId, tour: { leaderId, deletedAt: null } },
    data: { isDeleted },
  });
  if (!count) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  return view(await prisma.tourComment.findUniqueOrThrow({ where: { id: commentId } }));
}

/**
 * Every tour's comments, newest first. The total is counted up to the rows the list pages through (deeper pages are refused)
 * and `totalCapped` says more exist: counting every comment of the platform per request grew with it (issue 33).
 */
export async function listUserComments(page: { Page: number; PageSize: number }) {
  const [rows, counted] = await Promise.all([
    prisma.tourComment.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      include: { tour: { select: { id: true, title: true, leaderId: true } } },
      ...pageWindow(page),
    }),
    prisma.tourComment.count({ take: MAX_PAGED_ROWS + 1 }),
  ]);
  const paged = toPaged(
    rows.map((c) => ({
      ...view(c),
      mobile: c.mobile,
      tourId: c.tour.id,
      tourTitle: c.tour.title,
      leaderId: c.tour.leaderId,
    })),
    Math.min(counted, MAX_PAGED_ROWS),
    page.PageSize,
  );
  return { ...paged, totalCapped: counted > MAX_PAGED_ROWS };
}
