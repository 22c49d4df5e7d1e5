// The App Router's navigation hooks as the App Router types them. Since pages/ exists (the
// platform's tour page, docs/architecture.md), Next's next-env.d.ts adds its "compat" overloads that
// may return null — true only for hooks called from a Pages Router page, and no component under
// pages/ calls them (the tour page's islands run without Next, components/tour-public/island.tsx).
// These overloads come first, so components under app/ keep the non-null results.
import type { ReadonlyURLSearchParams } from "next/navigation";

declare module "next/navigation" {
  export function useSearchParams(): ReadonlyURLSearchParams;
  export function usePathname(): string;
  export function useParams<T extends Record<string, string | string[]> = Record<string, string | string[]>>(): T;
}
