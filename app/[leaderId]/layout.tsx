import { QueryProvider } from "@/components/providers/query-provider";
import { Toasts } from "@/components/providers/toasts";

/** The traveller's pages of a leader (tour page, reserve steps, ticket print): react-query (comments, seats, the ticket) and toasts, no session. */
export default function LeaderPagesLayout({ children }: { children: React.ReactNode }) {
  return (
    <QueryProvider>
      {children}
      <Toasts />
    </QueryProvider>
  );
}
