// What the phone keeps for a session without a signal (IndexedDB, docs/checkin.md): the last manifest,
// and the scans not yet answered by the server. A queued scan is deleted only after the server
// answered it, so a call lost halfway is sent again (the server treats a repeat as "already"). Both are
// kept per account and session ("<userId>:<sessionId>"): another account signed in on the same phone
// sees neither, and never sends a scan under its own name.
import type { Manifest, QueuedScan } from "./checkin-api";

const DB_NAME = "hamsafar-checkin";
const MANIFESTS = "manifests";
const QUEUE = "queue";

export interface StoredScan extends QueuedScan {
  key: number;
  owner: string;
}

export const ownerKey = (userId: number, sessionId: number) => `${userId}:${sessionId}`;

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore(MANIFESTS, { keyPath: "owner" });
      db.createObjectStore(QUEUE, { keyPath: "key", autoIncrement: true }).createIndex("owner", "owner");
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(
  store: string,
  mode: IDBTransactionMode,
  fn: (s: IDBObjectStore) => IDBRequest<T> | void,
): Promise<T | undefined> {
  const db = await open();
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const tx = db.transaction(store, mode);
      const request = fn(tx.objectStore(store));
      tx.oncomplete = () => resolve(request ? request.result : undefined);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

export const checkinStore = {
  manifest: async (owner: string) =>
    (await run<{ manifest: Manifest } | undefined>(MANIFESTS, "readonly", (s) => s.get(owner)))?.manifest,
  saveManifest: (owner: string, manifest: Manifest) =>
    run(MANIFESTS, "readwrite", (s) => void s.put({ owner, manifest })),
  forgetManifest: (owner: string) => run(MANIFESTS, "readwrite", (s) => void s.delete(owner)),
  enqueue: (owner: string, scan: QueuedScan) => run(QUEUE, "readwrite", (s) => void s.add({ ...scan, owner })),
  queued: async (owner: string) =>
    (await run<StoredScan[]>(QUEUE, "readonly", (s) => s.index("owner").getAll(owner) as IDBRequest<StoredScan[]>)) ??
    [],
  remove: (keys: number[]) => run(QUEUE, "readwrite", (s) => keys.forEach((k) => s.delete(k))),
};
