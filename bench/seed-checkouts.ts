// What both export benchmarks (export.ts in-process, export-server.ts over HTTP) share: the
// checkout rows they write (one set-based insert, a third of them paid, then fresh statistics for the
// planner) and the reading of an export's answer to its last byte.
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

/** Reads an export's answer to the last byte: its size and whether it ends with the zip's end record (PK\x05\x06). */
export async function readExport(res: Response) {
  const reader = res.body!.getReader();
  let bytes = 0;
  let tail = Buffer.alloc(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    tail = Buffer.concat([tail, Buffer.from(value)]).subarray(-256);
  }
  return { bytes, complete: tail.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06])) };
}
