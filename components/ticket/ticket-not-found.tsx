// The ticket print page's 404 (a wrong code, another leader's ticket): what was not found and the
// way to look the ticket up again, on the platform or in a sale website's frame.
import Link from "next/link";
import { TICKET_NOT_FOUND } from "./types";

export function TicketNotFound() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-800">بلیت پیدا نشد</h1>
      <p className="text-slate-700" data-testid="ticket-not-found">
        {TICKET_NOT_FOUND}
      </p>
      <Link href="/tracking" prefetch={false} className="btn-primary">
        پیگیری بلیت
      </Link>
    </div>
  );
}
