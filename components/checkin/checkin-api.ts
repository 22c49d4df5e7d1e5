// The check-in screen's calls (lib/checkin/contracts.ts through the typed client). No toasts: offline
// is normal on the tour day, and the screen says itself what happened.
import { api } from "@/lib/client/api-client";
import * as checkin from "@/lib/client/endpoints/checkin";
import type { ResponseOf } from "@/lib/client/response-of";
import type { checkInManifestContract, checkInScansContract } from "@/lib/checkin/contracts";

export type Manifest = ResponseOf<typeof checkInManifestContract>;
export type ManifestPassenger = Manifest["passengers"][number];
export type ScansAnswer = ResponseOf<typeof checkInScansContract>;
export type ScanResult = ScansAnswer["results"][number];

/** A scan as the phone keeps and sends it. */
export interface QueuedScan {
  ticketCode?: string;
  passengerId?: number;
  scannedAt: string;
}

export const checkinApi = {
  manifest: (sessionId: number) => api.call(checkin.checkInManifestContract, { params: { sessionId }, notify: false }),
  scans: (sessionId: number, scans: QueuedScan[]) =>
    api.call(checkin.checkInScansContract, { params: { sessionId }, body: { scans }, notify: false }),
  sessions: (tourId: number) => api.call(checkin.checkInSessionsContract, { params: { tourId }, notify: false }),
};
