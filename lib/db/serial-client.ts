// The pool's connection class: a statement asked for while the connection runs another waits for it here, in order,
// instead of in pg's own queue. pg deprecates the latter (a warning once per process, and an error in pg 9), and Prisma's
// query interpreter issues the reads of one plan in parallel on an interactive transaction's connection (adapter-pg's
// PgTransaction; seen in a cancellation). A connection runs one statement at a time either way: nothing is slower.
// Streams (pg-copy-streams, a Submittable) and callback calls (pool.query, one statement per connection) go through as they are.
import pg from "pg";

type Query = (...args: unknown[]) => unknown;

export class SerialClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const plain = (pg.Client.prototype.query as Query).bind(this);
    let last: Promise<unknown> = Promise.resolve();
    const query: Query = (...args) => {
      const [config, values, callback] = args;
      const submittable = typeof (config as { submit?: unknown } | null)?.submit === "function";
      if (submittable || typeof values === "function" || typeof callback === "function") return plain(...args);
      const next = last.then(() => plain(...args));
      last = next.catch(() => {});
      return next;
    };
    this.query = query as pg.Client["query"];
  }
}
