// The tour list counts paid tickets as sold (not unpaid holds) and names the tour's real state.
import { describe, expect, it } from "vitest";
import { createSellingTour, passenger, reserve, sessionInput } from "@/lib/reservations/testing/fixtures";
import { api } from "@/tests/helpers/api";

describe("tour list status and sold places", () => {
  it("counts paid and offline tickets, not holds, and shows FullyBooked when no place is left", async () => {
    const f = await createSellingTour({
      tourDiscounts: [],
      sessions: [
        sessionInput(20, {
          capacity: 2,
          vehicles: [{ vehicleType: "TouristBus", busPassengersCanChooseTheirSeat: false, price: 0 }],
        }),
      ],
    });
    const row = async () =>
      (
        await api("GET", `/api/Tour/search?Resource.Title=${encodeURIComponent(f.tour.title)}`, {
          token: f.leader.token,
        })
      ).body.result[0];
    expect(await row()).toMatchObject({ soldCount: 0, displayStatus: "Active" });
    // An unpaid hold takes a place but is not sold.
    expect((await reserve(f.tour.id, f.session.id, { passengers: [passenger()] })).status).toBe(200);
    const offline = await api("POST", `/api/tour/${f.tour.id}/passengers/offline`, {
      token: f.leader.token,
      body: {
        name: "سارا",
        lastName: "امینی",
        gender: "Female",
        nationalId: passenger().nationalId,
        mobile: passenger().mobile,
        sessionId: f.session.id,
      },
    });
    expect(offline.status).toBe(200);
    expect(await row()).toMatchObject({ soldCount: 1, passengersCount: 2, displayStatus: "FullyBooked" });
    await api("PUT", `/api/Tour/${f.tour.id}/toggleRegistration`, { token: f.leader.token });
    expect((await row()).displayStatus).toBe("RegistrationClosed");
  });
});
