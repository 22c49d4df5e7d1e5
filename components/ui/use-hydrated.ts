"use client";
import { useEffect, useState } from "react";

/**
 * False on the server and in the first browser render, true right after. State set in an effect
 * (rather than useSyncExternalStore) guarantees a real update, so attributes that depend on it are
 * patched even where React reuses server HTML as is.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
