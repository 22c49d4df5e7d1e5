import { LazyToasts } from "@/components/providers/lazy-toasts";

/** Ticket tracking and cancellation: toasts for the outcome, loaded on the first one (the ticket is read with lib/client/use-load). */
export default function TrackingLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <LazyToasts />
    </>
  );
}
