import { PublicShell } from "@/components/public/public-shell";
import { TicketNotFound } from "@/components/ticket/ticket-not-found";

export default function TicketPrintNotFound() {
  return (
    <PublicShell>
      <TicketNotFound />
    </PublicShell>
  );
}
