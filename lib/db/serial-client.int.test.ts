// The pool's connections take statements asked for at once in order, without pg's "already executing a query"
// warning (which Prisma's interpreter set off in a cancellation's transaction); errors stay each statement's own,
// and a COPY stream still goes through.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgPool } from "./client";

const warnings: string[] = [];
const onWarning = (w: Error) => warnings.push(w.message);
beforeAll(() => void process.on("warning", onWarning));
afterAll(() => void process.off("warning", onWarning));

describe("the pool's SerialClient", () => {
  it("runs statements asked for at once on one connection in order, each with its own answer or error", async () => {
    const client = await pgPool().connect();
    try {
      const asked = [
        client.query("SELECT pg_sleep(0.05), 1 AS n"),
        client.query("SELECT $1::int AS n", [2]),
        client.query("SELECT 1/0 AS n"),
        client.query({ text: "SELECT $1::int AS n", values: [4] }),
      ];
      const settled = await Promise.allSettled(asked);
      expect(settled.map((s) => (s.status === "fulfilled" ? s.value.rows[0].n : "error"))).toEqual([1, 2, "error", 4]);
      await new Promise((r) => setImmediate(r));
      expect(warnings.filter((w) => /already executing a query/.test(w))).toEqual([]);
    } finally {
      client.release();
    }
  });

  it("answers a callback call as pg does", async () => {
    const client = await pgPool().connect();
    try {
      const n = await new Promise((resolve, reject) =>
        client.query("SELECT 5 AS n", (error: Error | null, result: { rows: { n: number }[] }) =>
          error ? reject(error) : resolve(result.rows[0].n),
        ),
      );
      expect(n).toBe(5);
    } finally {
      client.release();
    }
  });
});
