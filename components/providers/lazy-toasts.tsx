"use client";
// The toast outlet of the public pages, loaded on the first toast (lib/client/toast.ts): pages that
// never show one (most visits of the tour page) load neither react-toastify nor its stylesheet.
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { TOAST_REQUESTED } from "@/lib/client/toast";

const Toasts = dynamic(() => import("./toasts").then((m) => m.Toasts), { ssr: false });

export function LazyToasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    window.addEventListener(TOAST_REQUESTED, want);
    return () => window.removeEventListener(TOAST_REQUESTED, want);
  }, [wanted]);
  return wanted ? <Toasts /> : null;
}
