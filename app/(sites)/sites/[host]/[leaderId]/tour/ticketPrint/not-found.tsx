import { TicketNotFound } from "@/components/ticket/ticket-not-found";

export default function SiteTicketPrintNotFound() {
  return (
    <main>
      <TicketNotFound />
    </main>
  );
}
