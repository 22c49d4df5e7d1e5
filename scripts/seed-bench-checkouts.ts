// The checkout rows both export benchmarks (bench-export.ts in-process, bench-export-server.ts over HTTP)
// write: one set-based insert, a third of them paid, then fresh statistics for the planner.
import type pg from "pg";

export async function seedBenchCheckouts(client: pg.Client, userId: number, rows: number) {
  await client.query(
    `insert into "Checkout" ("userId", amount, "bankAccount", status, "refNum", "operatorNote", "paidAt", "createdAt", "updatedAt")
     select $1, 10000 + (g % 5000000), '820540102680020817909002',
            (case when g % 3 = 0 then 'Paid' else 'InProcess' end)::"CheckoutStatus",
            case when g % 3 = 0 then 'REF' || g end, case when g % 3 = 0 then 'واریز پایا' end,
            case when g % 3 = 0 then now() end, now() - (g || ' seconds')::interval, now()
     from generate_series(1, $2) g`,
    [userId, rows],
  );
  await client.query(`analyze "Checkout"`);
}
