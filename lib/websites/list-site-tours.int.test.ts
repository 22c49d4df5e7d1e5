// A site's tour lists against the real database: a leader with more upcoming tours than one list
// holds still shows a featured tour that starts after the first 24.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { createUser } from "@/tests/helpers/factories";
import { listSiteTours } from "./get-public-site";

const DAY = 24 * 60 * 60 * 1000;

describe("listSiteTours", () => {
  it("lists a featured tour that starts after the first 24 upcoming ones, and no hidden one", async () => {
    const { user } = await createUser();
    const now = new Date();
    const tour = (title: string, days: number, visibility: "Shown" | "Featured" | "Hidden" = "Shown") => ({
      leaderId: user.id,
      title,
      tourType: "SimpleTour" as const,
      visibility,
      startTime: new Date(now.getTime() + days * DAY),
      endTime: new Date(now.getTime() + (days + 1) * DAY),
    });
    await prisma.tour.createMany({ data: Array.from({ length: 30 }, (_, i) => tour(`تور ${i + 1}`, i + 1)) });
    await prisma.tour.createMany({
      data: [tour("ویژهٔ دیر", 60, "Featured"), tour("پنهان", 61, "Hidden"), tour("ویژهٔ گذشته", -5, "Featured")],
    });

    const lists = await listSiteTours(user.id, now);
    expect(lists.futureTours).toHaveLength(24);
    expect(lists.futureTours[0].title).toBe("تور 1");
    expect(lists.featuredTours.map((t) => t.title)).toEqual(["ویژهٔ دیر"]);
    expect(lists.featuredTours[0].isFeatured).toBe(true);
    expect(lists.previouslyHeldTours.map((t) => t.title)).toEqual(["ویژهٔ گذشته"]);
  });
});
