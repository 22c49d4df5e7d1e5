// The leader's rating is the mean of the votes of their tours: on the profile (sidebar) and on the
// public tour page; null without votes.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { createSellingTour, validNationalId } from "@/lib/reservations/testing/fixtures";
import { getPublicTour } from "@/lib/tours/get-public-tour";
import { api } from "@/tests/helpers/api";

describe("leader rating", () => {
  it("averages the four questions over every vote of the leader's tours", async () => {
    const a = await createSellingTour({ tourDiscounts: [] });
    const self = async () => (await api("GET", "/api/Users/Self", { token: a.leader.token })).body.leaderProfile.rating;
    expect(await self()).toBeNull();
    const b = await createSellingTour({ tourDiscounts: [] }, a.leader);
    await prisma.tourVote.createMany({
      data: [
        { tourId: a.tour.id, nationalId: validNationalId(), question1: 5, question2: 5, question3: 4, question4: 4 },
        { tourId: b.tour.id, nationalId: validNationalId(), question1: 3, question2: 3, question3: 3, question4: 4 },
      ],
    });
    // (4.5 + 3.25) / 2 = 3.875 → 3.9
    expect(await self()).toBe(3.9);
    expect((await getPublicTour(a.tour.id))?.leader.rating).toBe(3.9);
  });
});
