import { cn } from "@/components/ui/cn";

/** The Hamsafar mark (a route between two pins) and word mark. */
export function Logo({ className, light = false }: { className?: string; light?: boolean }) {
  return (
    <span
      className={cn("inline-flex items-center gap-2 font-black", light ? "text-white" : "text-brand-700", className)}
    >
      <svg viewBox="0 0 40 40" className="size-9" aria-hidden>
        <rect width="40" height="40" rx="10" fill={light ? "rgba(255,255,255,.15)" : "var(--color-brand-600)"} />
        <path
          d="M11 28c4-9 14-7 18-16"
          fill="none"
          stroke="#fff"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeDasharray="3 3.5"
        />
        <circle cx="11" cy="28" r="3" fill="#fff" />
        <circle cx="29" cy="12" r="3" fill="#fbbf24" />
      </svg>
      <span className="text-xl">همسفر</span>
    </span>
  );
}
