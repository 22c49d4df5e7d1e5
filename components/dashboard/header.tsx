"use client";
// The fixed 65 px header of the dashboard: page title, the page's action buttons, the announcement
// bell, a back button on form pages, and (below 769 px) the button that opens the menu drawer.
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import type { HeaderAction, HeaderConfig } from "./header-context";
import { Icon } from "./icons";

interface Props {
  config: HeaderConfig;
  fallbackTitle: string;
  onOpenDrawer: () => void;
  /** The bell, or other shell-specific controls at the end of the header. */
  end?: ReactNode;
}

function ActionButton({ action }: { action: HeaderAction }) {
  const look = "btn-secondary h-9 px-3";
  const body = (
    <>
      {action.icon && <Icon name={action.icon} className="size-4" />}
      <span className="hidden sm:inline">{action.title}</span>
    </>
  );
  if (action.href && !action.disabled) {
    return (
      <Link href={action.href} className={look} title={action.title}>
        {body}
      </Link>
    );
  }
  return (
    <button type="button" className={look} onClick={action.onClick} disabled={action.disabled} title={action.title}>
      {body}
    </button>
  );
}

export function ShellHeader({ config, fallbackTitle, onOpenDrawer, end }: Props) {
  const router = useRouter();
  const back = config.back;
  return (
    <header className="flex h-header items-center gap-2 md:gap-3 border-b border-slate-200 bg-white px-4">
      <button
        type="button"
        onClick={onOpenDrawer}
        aria-label="باز کردن منو"
        className="rounded-lg p-2.5 text-slate-600 hover:bg-slate-100 md:hidden"
      >
        <Icon name="menu" />
      </button>
      {back && (
        <button
          type="button"
          aria-label="بازگشت"
          onClick={() => (typeof back === "string" ? router.push(back) : router.back())}
          className="rounded-lg p-2.5 text-slate-600 hover:bg-slate-100"
        >
          <Icon name="back" />
        </button>
      )}
      {/* Two lines at most, never cut to one word and an ellipsis on a phone beside the actions (issue 32); a longer
          title keeps its whole text in the tooltip and the accessible name. */}
      <h1
        className="line-clamp-2 min-w-0 flex-1 text-base leading-tight font-bold md:text-lg"
        title={config.title ?? fallbackTitle}
      >
        {config.title ?? fallbackTitle}
      </h1>
      {config.actions?.map((action) => (
        <ActionButton key={action.title} action={action} />
      ))}
      {end}
    </header>
  );
}
