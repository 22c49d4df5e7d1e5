// Shared steps of the traveller's journeys (reservation.spec.ts, ticket.spec.ts, …): API logins, a
// published tour made through the real POST /api/Tour (so the journeys do not depend on the demo seed),
// and a ticket bought, paid and cancelled through the same calls a traveller's browser makes.
import { expect, type APIRequestContext } from "@playwright/test";
import { latestTicketCode, newMobile, SEEDED } from "./helpers";

const DAY = 24 * 60 * 60 * 1000;

export async function apiToken(
  request: APIRequestContext,
  account: { mobile: string; password: string },
): Promise<string> {
  const res = await request.post("/api/Users/Login", {
    data: { username: account.mobile, password: account.password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).token as string;
}

export interface CreatedTour {
  id: number;
  leaderId: number;
  sessionId: number;
  vehicleId: number;
  extraItemId: number;
  title: string;
}

/**
 * A published SimpleTour of the seeded leader (or of `account`): one session in `daysAhead` days (or
 * at `start`, for pages compared with a screenshot) on a 44-seat bus with seat choice.
 */
export async function createTour(
  request: APIRequestContext,
  options: {
    capacity?: number;
    daysAhead?: number;
    start?: Date;
    moreStarts?: Date[];
    title?: string;
    description?: string;
    account?: { mobile: string; password: string };
    /** The account's installment plans to offer (docs/installments.md). */
    definitionInstallments?: number[];
    /** The passengers' extra question (required), e.g. «گروه خونی». */
    extraQuestion?: string;
  } = {},
): Promise<CreatedTour> {
  const token = await apiToken(request, options.account ?? SEEDED.leader);
  const auth = { authorization: `Bearer ${token}` };
  const [styles, hardships, cities] = await Promise.all([
    request.get("/api/Tour/Styles", { headers: auth }).then((r) => r.json()),
    request.get("/api/Tour/HardShips", { headers: auth }).then((r) => r.json()),
    request.get("/api/Provinces/citites").then((r) => r.json()),
  ]);
  const tehran = (cities as { id: number; name: string }[]).find((c) => c.name === "تهران")!;
  const start = options.start ?? new Date(Date.now() + (options.daysAhead ?? 20) * DAY);
  const title = options.title ?? `تور آزمون ${Date.now().toString(36)}`;
  const created = await request.post("/api/Tour", {
    headers: auth,
    data: {
      title,
      description: options.description ?? "دو روز طبیعت‌گردی در دامنه البرز",
      // More than one session makes it a periodic tour (the calendar's journey).
      tourType: options.moreStarts?.length ? "PeriodicTour" : "SimpleTour",
      styleId: styles[0].id,
      startCityId: tehran.id,
      startPlaceText: "میدان آزادی",
      endPlaceText: "دماوند، روستای پلور",
      latitude: 35.6997,
      longitude: 51.338,
      hardShipId: hardships[0].id,
      showHardShipDescriptionInBuyTime: true,
      startAge: 5,
      endAge: 70,
      services: ["صبحانه", "بیمه"],
      checkLists: ["کیسه خواب"],
      accommodations: ["NatureCamping"],
      dailyProgram: "روز اول: حرکت و صعود\nروز دوم: بازگشت",
      ticketNote: "ساعت ۶ صبح در محل حرکت باشید.",
      refundRules: [
        { daysBefore: 60, penaltyPercent: 20 },
        { daysBefore: 3, penaltyPercent: 70 },
      ],
      extraItems: [{ title: "اجاره کیسه خواب", capacity: 20, price: 300_000 }],
      ...(options.definitionInstallments ? { DefinitionInstallments: options.definitionInstallments } : {}),
      ...(options.extraQuestion
        ? { extraQuestionTitle: options.extraQuestion, answerToExtraQuestionIsRequired: true }
        : {}),
      sessions: [start, ...(options.moreStarts ?? [])].map((at) => ({
        capacity: options.capacity ?? 30,
        price: 2_000_000,
        childPrice: 1_500_000,
        infantPrice: null,
        registrationEndTime: new Date(at.getTime() - DAY).toISOString(),
        startTime: at.toISOString(),
        endTime: new Date(at.getTime() + 2 * DAY).toISOString(),
        vehicles: [{ vehicleType: "Bus44", busPassengersCanChooseTheirSeat: true, price: 0 }],
      })),
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = await created.json();
  const tour = await (await request.get(`/api/Tour/${id}`)).json();
  return {
    id,
    leaderId: tour.leaderId,
    sessionId: tour.sessions[0].id,
    vehicleId: tour.sessions[0].vehicles[0].id,
    extraItemId: tour.extraItems[0].id,
    title,
  };
}

/** Valid national ids (a Tehran prefix, the check digit right) for passengers; each call gives new ones. */
export function nationalIds(count: number): string[] {
  const ids: string[] = [];
  while (ids.length < count) {
    const serial = Array.from({ length: 6 }, () => Math.floor(Math.random() * 10)).join("");
    if (/^0+$/.test(serial)) continue;
    const body = `00${1 + Math.floor(Math.random() * 8)}${serial}`;
    const sum = [...body].reduce((s, d, i) => s + Number(d) * (10 - i), 0) % 11;
    const id = body + String(sum < 2 ? sum : 11 - sum);
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** One adult's ticket for a seat of the tour's bus, bought through the reservation call with a new mobile. */
export async function reserveSeat(
  request: APIRequestContext,
  tour: CreatedTour,
  {
    paymentMethod,
    seat,
    passenger,
    installmentPlanId,
    origin,
  }: {
    paymentMethod: "C2C" | "Online" | "Installment";
    seat: number;
    passenger: { firstName: string; lastName: string; gender: "Male" | "Female" };
    /** With paymentMethod Installment: the plan; the bill is then the down payment, paid online. */
    installmentPlanId?: number;
    /** Bought on this host (a sale website's origin); the platform's by default. */
    origin?: string;
  },
) {
  const mobile = newMobile();
  const [nationalId] = nationalIds(1);
  // Node does not resolve *.localhost as Chromium does: the site's host travels in the Host header.
  const reserved = await request.post(`/api/tour/${tour.id}/reservation/session/${tour.sessionId}`, {
    ...(origin ? { headers: { host: new URL(origin).host } } : {}),
    data: {
      paymentMethod,
      ...(installmentPlanId ? { installmentPlanId } : {}),
      passengers: [
        { ...passenger, mobile, nationalId, ageGroup: "Adult", vehicleId: tour.vehicleId, seat, extraItems: [] },
      ],
    },
  });
  expect(reserved.ok(), await reserved.text()).toBe(true);
  const body = await reserved.json();
  return {
    mobile,
    billId: body.billId as string,
    trackingId: body.trackingId as string,
    paymentToken: body.paymentToken as string,
  };
}

/** Pays a bill at the sandbox gateway without a browser: the payment call's redirect, then «pay». */
export async function payInSandbox(request: APIRequestContext, billId: string) {
  const start = await request.get(`/api/payment/bill/${billId}`, { maxRedirects: 0 });
  const authority = new URL(start.headers().location).pathname.split("/").pop()!;
  await request.post(`/api/payment/sandbox/${authority}`, { multipart: { action: "pay" } });
}

/** Cancels every passenger of a ticket as its buyer does (the texted code, the refund call); the refund's answer. */
export async function cancelTicket(
  request: APIRequestContext,
  { mobile, trackingId }: { mobile: string; trackingId: string },
  refundTo: { cardNumber?: string; accountHolder?: string } = {},
) {
  const manage = await (await request.get(`/api/tour/manage-ticket/${mobile}/${trackingId}`)).json();
  expect((await request.post("/api/tour/manage-ticket/code", { data: { mobile, trackingId } })).ok()).toBe(true);
  const cancelled = await request.post("/api/tour/passengers/refund", {
    data: {
      mobile,
      trackingId,
      passengerIds: manage.passengers.map((p: { id: number }) => p.id),
      penaltyPercent: manage.currentRefundPenaltyPercent,
      otpCode: await latestTicketCode(mobile),
      ...refundTo,
    },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  return cancelled.json();
}

/** PUT /api/sale-website takes the whole form: read it, change some fields, send it back. */
export async function saveSiteSettings(
  request: APIRequestContext,
  headers: Record<string, string>,
  change: Record<string, unknown>,
) {
  const current = await (await request.get("/api/sale-website", { headers })).json();
  const res = await request.put("/api/sale-website", {
    headers,
    data: {
      subDomain: current.subDomain,
      policy1: current.policy1,
      policy2: current.policy2,
      chosenColorPalette: current.colorPalette,
      tags: current.tags,
      productStoreTags: current.productStoreTags,
      customHeadElements: current.customHeadElements,
      customBodyElements: current.customBodyElements,
      customFooterElements: current.customFooterElements,
      ...change,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}
