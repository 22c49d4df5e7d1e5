"use client";
// The QR code of the tracking id, drawn in the browser by the qrcode package.
import QRCode from "qrcode";
import { useEffect, useState } from "react";

export function TicketQr({ trackingId, size = 140 }: { trackingId: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    QRCode.toDataURL(trackingId, { margin: 1, width: size * 2, errorCorrectionLevel: "M" })
      .then((url) => alive && setSrc(url))
      .catch(() => alive && setSrc(null));
    return () => {
      alive = false;
    };
  }, [trackingId, size]);
  return src ? (
    // eslint-disable-next-line @next/next/no-img-element -- a data URL drawn here
    <img src={src} width={size} height={size} alt={`کد QR بلیت ${trackingId}`} data-testid="ticket-qr" />
  ) : (
    <span className="inline-block bg-slate-100" style={{ width: size, height: size }} aria-hidden />
  );
}
