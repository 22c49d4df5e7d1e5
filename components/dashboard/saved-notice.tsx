"use client";
// The confirmation a list shows after the leader saved an item in its form: the form sends the
// leader to the list with ?saved=<key>, and the notice stays on the list until closed (a toast
// fired during the navigation was easy to miss). The key leaves the address at once, so a reload
// does not say it again.
import { useEffect, useState } from "react";

export function SavedNotice({ messages }: { messages: Readonly<Record<string, string>> }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    const url = new URL(window.location.href);
    const key = url.searchParams.get("saved");
    if (!key) return;
    setText(Object.hasOwn(messages, key) ? messages[key] : null);
    url.searchParams.delete("saved");
    window.history.replaceState(window.history.state, "", url);
  }, [messages]);
  if (!text) return null;
  return (
    <p
      role="status"
      className="mb-4 flex items-center justify-between gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-800"
      data-testid="saved-notice"
    >
      {text}
      <button
        type="button"
        className="rounded px-2 text-lg leading-none"
        aria-label="بستن پیام"
        onClick={() => setText(null)}
      >
        ×
      </button>
    </p>
  );
}

/** Where a form sends the leader after saving: the list, with the notice's key. */
export const savedListPath = (list: string, key: string) => `${list}?saved=${encodeURIComponent(key)}`;
