"use client";
// The check-in screen's state: the manifest (IndexedDB first, then the server), scans decided by the
// server when there is a signal and by the phone (offline-match.ts) when there is not, and the queue of
// offline scans, sent when the browser is online again, when the screen opens and every 30 seconds.
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiClientError } from "@/lib/client/api-client";
import { MAX_SCANS_PER_CALL } from "@/lib/checkin/constants";
import { checkinApi, type Manifest, type QueuedScan, type ScanResult } from "./checkin-api";
import { checkinStore, ownerKey } from "./checkin-store";
import { codeHash } from "./code-hash";
import { applyResults, matchOffline } from "./offline-match";

const SYNC_EVERY_MS = 30_000;
const NO_ACCESS = "این سانس پیدا نشد یا اجازه پذیرش مسافران آن را ندارید.";

/** A network failure (no signal): the call never reached the server. */
const unreachable = (error: unknown) => error instanceof ApiClientError && error.status === 0;

export function useCheckIn(userId: number, sessionId: number) {
  const owner = ownerKey(userId, sessionId);
  const [manifest, setManifestState] = useState<Manifest | null>(null);
  const current = useRef<Manifest | null>(null);
  const [online, setOnline] = useState(true);
  const [pending, setPending] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const syncing = useRef(false);

  const keep = useCallback(
    async (next: Manifest) => {
      current.current = next;
      setManifestState(next);
      await checkinStore.saveManifest(owner, next);
    },
    [owner],
  );

  const countPending = useCallback(async () => setPending((await checkinStore.queued(owner)).length), [owner]);

  /** Sends the stored scans; true when the queue is empty afterwards. */
  const sync = useCallback(async (): Promise<boolean> => {
    if (syncing.current) return false;
    syncing.current = true;
    try {
      for (;;) {
        const batch = (await checkinStore.queued(owner)).slice(0, MAX_SCANS_PER_CALL);
        if (!batch.length) return true;
        try {
          const answer = await checkinApi.scans(
            sessionId,
            batch.map(({ ticketCode, passengerId, scannedAt }) => ({ ticketCode, passengerId, scannedAt })),
          );
          if (current.current) await keep(applyResults(current.current, answer.results));
        } catch (error) {
          // No signal, signed out (the scans wait for the next sign-in) or a server fault: kept for later.
          if (unreachable(error) || (error instanceof ApiClientError && (error.status === 401 || error.status >= 500)))
            return false;
          // Refused as a whole (access withdrawn, a malformed entry): kept scans could never be sent.
          setProblem(error instanceof ApiClientError && error.status === 404 ? NO_ACCESS : (error as Error).message);
        }
        await checkinStore.remove(batch.map((s) => s.key));
      }
    } finally {
      syncing.current = false;
      await countPending();
    }
  }, [sessionId, owner, keep, countPending]);

  /** Sends the queue, then takes the server's manifest (other guides' scans included). */
  const refresh = useCallback(async () => {
    if (!navigator.onLine || !(await sync())) return;
    try {
      await keep(await checkinApi.manifest(sessionId));
      setProblem(null);
    } catch (error) {
      if (unreachable(error)) return;
      if (error instanceof ApiClientError && error.status === 404) {
        // No longer this account's to check in (a collaborator removed, a tour deleted): drop the copy.
        await checkinStore.forgetManifest(owner);
        current.current = null;
        setManifestState(null);
        setProblem(NO_ACCESS);
      } else setProblem((error as Error).message);
    }
  }, [sessionId, owner, sync, keep]);

  useEffect(() => {
    let stopped = false;
    void (async () => {
      const stored = await checkinStore.manifest(owner).catch(() => undefined);
      if (stored && !stopped) {
        current.current = stored;
        setManifestState(stored);
      }
      await countPending();
      await refresh();
      if (!stopped) setLoaded(true);
    })();
    const update = () => {
      setOnline(navigator.onLine);
      if (navigator.onLine) void refresh();
    };
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    const timer = window.setInterval(() => void refresh(), SYNC_EVERY_MS);
    return () => {
      stopped = true;
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
      window.clearInterval(timer);
    };
  }, [owner, refresh, countPending]);

  /** One scan or pick: the server decides when reachable, else the phone does and keeps the scan. */
  const check = useCallback(
    async (
      target: { ticketCode: string } | { passengerId: number },
    ): Promise<{ result: ScanResult; offline: boolean } | null> => {
      const scan: QueuedScan = { ...target, scannedAt: new Date().toISOString() };
      if (navigator.onLine) {
        try {
          const answer = await checkinApi.scans(sessionId, [scan]);
          if (current.current) await keep(applyResults(current.current, answer.results));
          return { result: answer.results[0], offline: false };
        } catch (error) {
          if (!unreachable(error)) {
            setProblem(error instanceof ApiClientError && error.status === 404 ? NO_ACCESS : (error as Error).message);
            return null;
          }
        }
      }
      const stored = current.current;
      if (!stored) return null;
      const match = matchOffline(
        stored,
        "ticketCode" in target ? { codeHash: await codeHash(target.ticketCode) } : target,
        scan.scannedAt,
      );
      if (match.result.outcome === "boarded") {
        await checkinStore.enqueue(owner, scan);
        await keep(match.manifest);
        await countPending();
      }
      return { result: match.result, offline: true };
    },
    [sessionId, owner, keep, countPending],
  );

  return { manifest, online, pending, problem, loaded, check, refresh };
}
