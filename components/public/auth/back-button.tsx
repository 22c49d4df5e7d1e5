"use client";
import { useRouter } from "next/navigation";

/** Mobile only: back to the previous page, or to the home page when the visitor arrived here directly. */
export function BackButton() {
  const router = useRouter();
  return (
    <button
      type="button"
      aria-label="بازگشت"
      className="flex size-10 items-center justify-center rounded-lg border border-slate-200 bg-white text-slate-700"
      onClick={() => (window.history.length > 1 ? router.back() : router.push("/"))}
    >
      <svg className="size-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
        <path d="M9 6l6 6-6 6" />
      </svg>
    </button>
  );
}
