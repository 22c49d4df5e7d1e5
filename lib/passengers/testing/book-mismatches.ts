// The passenger book's invariant for tests: PassengerBookEntry (kept by the database's trigger) must
// equal the book aggregated from the tickets at this moment — the query the book ran before it had a
// table, computed here from the ticket rows. Answers the differences for the given owners (empty when
// they agree).
import { prisma } from "@/lib/db/client";
import { CONFIRMED_STATUSES } from "@/lib/shared/ticket-statuses";

interface Row {
  ownerId: number;
  bySeller: boolean;
  nationalId: string;
  firstName: string;
  lastName: string;
  mobile: string;
  tripCount: number;
  lastTrip: Date;
}

const key = (r: Row) => `${r.ownerId}/${r.bySeller ? "seller" : "leader"}/${r.nationalId}`;
const text = (r: Row) => JSON.stringify([r.firstName, r.lastName, r.mobile, r.tripCount, r.lastTrip.toISOString()]);

/** The book of these owners as the tickets say it is, aggregated here in TypeScript (independent of the SQL). */
export async function bookFromTickets(ownerIds: number[]): Promise<Row[]> {
  const tickets = await prisma.passenger.findMany({
    where: {
      status: { in: [...CONFIRMED_STATUSES] },
      reservation: { OR: [{ tour: { leaderId: { in: ownerIds } } }, { sellerId: { in: ownerIds } }] },
    },
    select: {
      id: true,
      nationalId: true,
      firstName: true,
      lastName: true,
      mobile: true,
      sessionId: true,
      createdAt: true,
      reservation: { select: { sellerId: true, tour: { select: { leaderId: true } } } },
    },
    orderBy: { id: "asc" },
  });
  const book = new Map<string, Row & { sessions: Set<number> }>();
  for (const t of tickets) {
    const owners: [number | null, boolean][] = [
      [t.reservation.tour.leaderId, false],
      [t.reservation.sellerId, true],
    ];
    for (const [ownerId, bySeller] of owners) {
      if (ownerId === null || !ownerIds.includes(ownerId)) continue;
      const k = `${ownerId}/${bySeller}/${t.nationalId}`;
      const row = book.get(k) ?? {
        ownerId,
        bySeller,
        nationalId: t.nationalId,
        firstName: "",
        lastName: "",
        mobile: "",
        tripCount: 0,
        lastTrip: t.createdAt,
        sessions: new Set<number>(),
      };
      // Tickets come in id order: the latest one's name and mobile win.
      Object.assign(row, { firstName: t.firstName, lastName: t.lastName, mobile: t.mobile });
      row.sessions.add(t.sessionId);
      row.tripCount = row.sessions.size;
      if (t.createdAt > row.lastTrip) row.lastTrip = t.createdAt;
      book.set(k, row);
    }
  }
  return [...book.values()].map(({ sessions: _s, ...row }) => row);
}

/** The book table's rows of these owners (those shown: at least one trip). */
export async function bookTable(ownerIds: number[]): Promise<(Row & { searchText: string })[]> {
  return prisma.$queryRaw<(Row & { searchText: string })[]>`
    SELECT "ownerId", "bySeller", "nationalId", "firstName", "lastName", mobile, "tripCount", "lastTrip", "searchText"
    FROM "PassengerBookEntry" WHERE "ownerId" = ANY(${ownerIds}) AND "tripCount" > 0`;
}

export async function passengerBookMismatches(ownerIds: number[]): Promise<string[]> {
  const [expected, actual] = await Promise.all([bookFromTickets(ownerIds), bookTable(ownerIds)]);
  const want = new Map(expected.map((r) => [key(r), r]));
  const have = new Map(actual.map((r) => [key(r), r]));
  const problems: string[] = [];
  for (const [k, r] of want) {
    const h = have.get(k);
    if (!h) problems.push(`${k}: missing from the book (${text(r)})`);
    else if (text(h) !== text(r)) problems.push(`${k}: book ${text(h)}, tickets ${text(r)}`);
    else if (h.searchText !== `${r.nationalId} ${r.mobile} ${r.firstName} ${r.lastName}`)
      problems.push(`${k}: search text "${h.searchText}"`);
  }
  for (const k of have.keys()) if (!want.has(k)) problems.push(`${k}: in the book without a paid ticket`);
  return problems.sort();
}
