"use client";
// A read in the browser for the public pages (seat map, ticket): what they used react-query for,
// without shipping it (docs/public-pages.md, "Speed and weight"). `key` names the read; null = not
// now. A new key forgets the previous answer; `refetch` reads the same key again and keeps it shown.
import { useCallback, useEffect, useRef, useState } from "react";

export interface Loaded<T> {
  data: T | undefined;
  /** The first read of this key is under way (nothing to show yet). */
  isLoading: boolean;
  /** Any read of this key is under way (also a refetch). */
  isFetching: boolean;
  /** A read of this key has ended (answered or failed). */
  isFetched: boolean;
  isError: boolean;
  refetch: () => void;
}

interface State<T> {
  key: string | null;
  data?: T;
  fetching: boolean;
  fetched: boolean;
  error: boolean;
}

export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<State<T>>({ key: null, fetching: false, fetched: false, error: false });
  // The latest `load`, read by the effect without restarting it: useEffectEvent's job, which preact/compat lacks (the
  // islands that read through this are built against it, scripts/build-islands.ts). Declared first, so it runs first.
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState((s) =>
      s.key === key ? { ...s, fetching: true, error: false } : { key, fetching: true, fetched: false, error: false },
    );
    latestLoad.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, data, fetching: false, fetched: true, error: false });
      },
      () => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, key, fetching: false, fetched: true, error: true }));
      },
    );
    return () => controller.abort();
  }, [key, version]);
  const refetch = useCallback(() => setVersion((v) => v + 1), []);
  const current = key !== null && state.key === key;
  const fetching = key !== null && (!current || state.fetching);
  const data = current ? state.data : undefined;
  return {
    data,
    isLoading: fetching && data === undefined,
    isFetching: fetching,
    isFetched: current && state.fetched,
    isError: current && state.error,
    refetch,
  };
}
