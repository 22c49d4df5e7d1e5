"use client";
// The ticket's QR code, drawn in the browser by the qrcode package: the server-signed check-in value
// (lib/tickets/check-in-code.ts), never the tracking code and mobile that find the ticket.
import QRCode from "qrcode";
import { useEffect, useState } from "react";

export function TicketQr({ value, trackingId, size = 140 }: { value: string; trackingId: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    QRCode.toDataURL(value, { margin: 1, width: size * 2, errorCorrectionLevel: "M" })
      .then((url) => alive && setSrc(url))
      .catch(() => alive && setSrc(null));
    return () => {
      alive = false;
    };
  }, [value, size]);
  return src ? (
    // eslint-disable-next-line @next/next/no-img-element -- a data URL drawn here
    <img
      src={src}
      width={size}
      height={size}
      alt={`کد QR بلیت ${trackingId}`}
      data-testid="ticket-qr"
      data-value={value}
    />
  ) : (
    <span className="inline-block bg-slate-100" style={{ width: size, height: size }} aria-hidden />
  );
}
