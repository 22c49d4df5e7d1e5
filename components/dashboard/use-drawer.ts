"use client";
// The mobile drawer is URL state (spec doc 1 §2): opening adds showDrawer=true to the query,
// closing removes it, and following a link leaves it behind with the old URL.
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback } from "react";

export const DRAWER_PARAM = "showDrawer";

export function useDrawer() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const open = searchParams.get(DRAWER_PARAM) === "true";

  const withDrawer = useCallback(
    (value: boolean) => {
      const query = new URLSearchParams(searchParams.toString());
      if (value) query.set(DRAWER_PARAM, "true");
      else query.delete(DRAWER_PARAM);
      const text = query.toString();
      return text ? `${pathname}?${text}` : pathname;
    },
    [pathname, searchParams],
  );

  return {
    open,
    show: useCallback(() => router.push(withDrawer(true), { scroll: false }), [router, withDrawer]),
    hide: useCallback(() => router.replace(withDrawer(false), { scroll: false }), [router, withDrawer]),
  };
}
