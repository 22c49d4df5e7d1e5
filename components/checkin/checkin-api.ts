// The check-in screen's calls (shapes of lib/checkin/contracts.ts). No toasts: offline is normal on
// the tour day, and the screen says itself what happened.
import { apiClient } from "@/lib/client/api-client";
import type { ResponseOf } from "@/lib/client/response-of";
import type { checkInManifestContract, checkInScansContract } from "@/lib/checkin/contracts";

export type Manifest = ResponseOf<typeof checkInManifestContract>;
export type ManifestPassenger = Manifest["passengers"][number];
export type ScansAnswer = ResponseOf<typeof checkInScansContract>;
export type ScanResult = ScansAnswer["results"][number];

/** A scan as the phone keeps and sends it. */
export interface QueuedScan {
  code?: string;
  passengerId?: number;
  scannedAt: string;
}

export const checkinApi = {
  manifest: (sessionId: number) => apiClient.get<Manifest>("/api/tour/check-in/{sessionId}", { params: { sessionId }, notify: false }),
  scans: (sessionId: number, scans: QueuedScan[]) =>
    apiClient.post<ScansAnswer>("/api/tour/check-in/{sessionId}", { params: { sessionId }, body: { scans }, notify: false }),
};
