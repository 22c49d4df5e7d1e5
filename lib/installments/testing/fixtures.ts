// Test data of installment sales: a leader's plan through the API and a tour whose sessions sell
// without a seat choice, so that a reservation needs only passengers.
import { createSellingTour, type Leader } from "@/lib/reservations/testing/fixtures";
import { sessionInput } from "@/lib/tours/testing/tour-fixtures";
import { api } from "@/tests/helpers/api";

export function planInput(overrides: Record<string, unknown> = {}) {
  return {
    name: "سه قسط تا حرکت",
    downPaymentPercent: 30,
    installmentCount: 2,
    dueDaysAfterPurchase: [10, 20],
    lastDueDaysBeforeDeparture: 3,
    surchargePercent: 5,
    ...overrides,
  };
}

export async function createPlan(leader: Leader, overrides: Record<string, unknown> = {}) {
  const res = await api("POST", "/api/installment-plans", { token: leader.token, body: planInput(overrides) });
  if (res.status !== 200) throw new Error(`plan not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; name: string };
}

/** A published tour with sessions `days` days from now (free seating), offering the given plans. */
export function createInstallmentTour(
  leader: Leader,
  planIds: number[],
  days: number[] = [40],
  overrides: Record<string, unknown> = {},
) {
  return createSellingTour(
    {
      DefinitionInstallments: planIds,
      sessions: days.map((d) =>
        sessionInput(d, { vehicles: [{ vehicleType: "Bus44", busPassengersCanChooseTheirSeat: false, price: 0 }] }),
      ),
      ...overrides,
    },
    leader,
  );
}
