// The benches' client of the app they started: its address (BENCH_PORT), its API, the tours they measure
// and the reservation bodies they send (bench/hot-paths.ts, bench/anonymous.ts, bench/soak.ts, bench/lighthouse.ts).

export const PORT = Number(process.env.BENCH_PORT ?? 3190);
export const BASE = `http://localhost:${PORT}`;
const DAY = 24 * 60 * 60 * 1000;
/** The app's environment in a bench: every simulated client shares the loopback address, so neither the OTP limit nor the per-address budget may cap them. */
export const BENCH_ENV = { OTP_IP_HOURLY_LIMIT: "100000", ADDRESS_CONCURRENCY: "0" };

export async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

export interface PublicTourAnswer {
  id: number;
  leaderId: number;
  title: string;
  sessions: { id: number }[];
}

/** A published tour with `sessions` sessions of `capacity` places each (100,000) and no vehicle: the reservation benchmark's target. */
export async function makeBenchTour(token: string, sessions = 1, capacity = 100_000): Promise<PublicTourAnswer> {
  const [styles, hardships, cities] = await Promise.all([
    call<{ id: number }[]>("GET", "/api/Tour/Styles", undefined, token),
    call<{ id: number }[]>("GET", "/api/Tour/HardShips", undefined, token),
    call<{ id: number; name: string }[]>("GET", "/api/Provinces/citites"),
  ]);
  const { id } = await call<{ id: number }>(
    "POST",
    "/api/Tour",
    {
      title: sessions > 1 ? `تور سنجش بار، ${sessions.toLocaleString("fa-IR")} سانس` : "تور سنجش بار",
      tourType: "Event",
      styleId: styles[0].id,
      startCityId: cities.find((c) => c.name === "تهران")!.id,
      startPlaceText: "میدان آزادی",
      hardShipId: hardships[0].id,
      startAge: 1,
      endAge: 99,
      sessions: Array.from({ length: sessions }, (_, i) => {
        const start = new Date(Date.now() + (30 + i) * DAY);
        return {
          capacity,
          price: 1_500_000,
          registrationEndTime: new Date(start.getTime() - DAY).toISOString(),
          startTime: start.toISOString(),
          endTime: new Date(start.getTime() + DAY).toISOString(),
          vehicles: [],
        };
      }),
    },
    token,
  );
  return call<PublicTourAnswer>("GET", `/api/Tour/${id}`);
}

/** A seeded published tour of the demo leader, if the seed made one; else the benchmark's own. */
export async function seededTour(
  token: string,
  fallback: PublicTourAnswer,
  benchTours: number[] = [],
): Promise<PublicTourAnswer> {
  const found = await call<{ result: { id: number; title: string }[] }>(
    "GET",
    "/api/Tour/search?Resource.IsDraft=false&PageSize=20",
    undefined,
    token,
  ).catch(() => ({ result: [] }));
  // A seeded tour as travellers see it, not one of the bench's own (the 40-session one is a far bigger page).
  const seeded = found.result.find((t) => t.id !== fallback.id && !benchTours.includes(t.id));
  return seeded ? call<PublicTourAnswer>("GET", `/api/Tour/${seeded.id}`) : fallback;
}

/** The n-th valid national id: a Tehran prefix, a serial, the check digit. Never repeats within a run. */
export function nthNationalId(n: number): string {
  const body = `00${1 + (Math.floor(n / 999_999) % 8)}${String((n % 999_999) + 1).padStart(6, "0")}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (10 - i), 0) % 11;
  return body + String(sum < 2 ? sum : 11 - sum);
}

/** A reservation body with new national ids and mobiles for the n-th request: 2 adults, paid online. */
export function reservationBody(n: number): string {
  const mobile = `0935${String(n).padStart(7, "0")}`;
  return JSON.stringify({
    paymentMethod: "Online",
    passengers: [
      {
        firstName: "مسافر",
        lastName: "سنجش",
        gender: "Male",
        ageGroup: "Adult",
        nationalId: nthNationalId(2 * n),
        mobile,
        extraItems: [],
      },
      {
        firstName: "همراه",
        lastName: "سنجش",
        gender: "Female",
        ageGroup: "Adult",
        nationalId: nthNationalId(2 * n + 1),
        mobile,
        extraItems: [],
      },
    ],
  });
}
