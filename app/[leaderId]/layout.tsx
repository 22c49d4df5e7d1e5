import { LazyToasts } from "@/components/providers/lazy-toasts";

/**
 * The traveller's pages of a leader (tour page, reserve steps, ticket print, products): the toast
 * outlet, loaded on the first toast. Their islands read with plain fetches (lib/client/use-load), so
 * no react-query, session provider or toast library is shipped with them (docs/public-pages.md,
 * "Speed and weight").
 */
export default function LeaderPagesLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <LazyToasts />
    </>
  );
}
