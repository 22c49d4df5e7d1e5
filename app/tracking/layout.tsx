import { QueryProvider } from "@/components/providers/query-provider";
import { Toasts } from "@/components/providers/toasts";

/** Ticket tracking and cancellation: react-query for the ticket, toasts for the outcome. */
export default function TrackingLayout({ children }: { children: React.ReactNode }) {
  return (
    <QueryProvider>
      {children}
      <Toasts />
    </QueryProvider>
  );
}
