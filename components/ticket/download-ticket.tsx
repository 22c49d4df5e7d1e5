"use client";
// The PDF ticket: the address comes from the ticket call, then the browser downloads it.
import { useState } from "react";
import { api } from "@/lib/client/api-client";
import * as tickets from "@/lib/client/endpoints/tickets";

export function DownloadTicket({
  trackingId,
  mobile,
  className = "btn-secondary",
}: {
  trackingId: string;
  mobile: string;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { address } = await api.call(tickets.ticketDownloadContract, {
        params: { trackingId, mobile },
        anonymous: true,
      });
      const link = document.createElement("a");
      link.href = address;
      link.download = `ticket-${trackingId}.pdf`;
      document.body.appendChild(link);
      link.click();
      link.remove();
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={className}
      onClick={() => void download()}
      disabled={busy}
      data-testid="download-ticket"
    >
      دانلود بلیت (PDF)
    </button>
  );
}
