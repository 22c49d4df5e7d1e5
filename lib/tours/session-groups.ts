// The editor shows sessions that differ only in their date as one entry with several dates
// (spec §3): same capacity, prices, times of day, registration lead time and vehicles.
const DAY = 24 * 60 * 60 * 1000;

interface GroupableSession {
  id: number;
  capacity: number;
  price: bigint;
  childPrice: bigint | null;
  infantPrice: bigint | null;
  startTime: Date;
  endTime: Date;
  registrationEndTime: Date | null;
  passengersCount: number;
  editable: boolean;
  vehicles: { vehicleType: string; busPassengersCanChooseTheirSeat: boolean; price: bigint; capacity: number }[];
}

function groupKey(s: GroupableSession) {
  const start = s.startTime.getTime();
  return JSON.stringify([
    s.capacity,
    String(s.price),
    String(s.childPrice),
    String(s.infantPrice),
    start % DAY,
    s.endTime.getTime() - start,
    s.registrationEndTime ? start - s.registrationEndTime.getTime() : null,
    s.vehicles.map((v) => [v.vehicleType, v.busPassengersCanChooseTheirSeat, String(v.price), v.capacity]),
  ]);
}

export function groupSessions<S extends GroupableSession>(sessions: S[]) {
  const groups = new Map<string, { first: S; dates: S[] }>();
  for (const s of sessions) {
    const key = groupKey(s);
    const group = groups.get(key);
    if (group) group.dates.push(s);
    else groups.set(key, { first: s, dates: [s] });
  }
  return [...groups.values()].map(({ first, dates }) => ({
    capacity: first.capacity,
    price: first.price,
    childPrice: first.childPrice,
    infantPrice: first.infantPrice,
    // The caller's own vehicle rows (the editor's carry ids and counts): their type, not the constraint's.
    vehicles: first.vehicles as S["vehicles"],
    dates: dates.map((d) => ({
      id: d.id,
      startTime: d.startTime,
      endTime: d.endTime,
      registrationEndTime: d.registrationEndTime,
      editable: d.editable,
      passengersCount: d.passengersCount,
    })),
  }));
}
