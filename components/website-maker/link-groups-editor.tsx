"use client";
// The site's link groups: titles, switches and links, saved together; a new group by title.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "react-toastify";
import { Button, Checkbox, Input, Spinner } from "@/components/ui";
import { WEBSITE_TOASTS } from "@/lib/websites/messages";
import { websiteApi, type LinkGroup } from "./website-api";

type EditLink = Omit<LinkGroup["links"][number], "id"> & { id?: number };
type EditGroup = Omit<LinkGroup, "links"> & { links: EditLink[] };

function Editor({ initial }: { initial: EditGroup[] }) {
  const client = useQueryClient();
  const [groups, setGroups] = useState(initial);
  const [newTitle, setNewTitle] = useState("");
  const [busy, setBusy] = useState(false);
  const patch = (i: number, change: Partial<EditGroup>) =>
    setGroups((gs) => gs.map((g, j) => (j === i ? { ...g, ...change } : g)));
  const patchLink = (i: number, k: number, change: Partial<EditLink>) =>
    patch(i, { links: groups[i].links.map((l, j) => (j === k ? { ...l, ...change } : l)) });

  async function run(action: () => Promise<unknown>, message: string) {
    setBusy(true);
    try {
      await action();
      toast.success(message);
      await client.invalidateQueries({ queryKey: ["link-groups"] });
    } catch {
      // toasts shown by the client
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      {groups.map((g, i) => (
        <fieldset key={g.id} className="rounded-xl border border-slate-200 p-3">
          <legend className="sr-only">{g.title}</legend>
          <div className="mb-2 flex flex-wrap items-center gap-2">
            <Input
              aria-label="عنوان گروه"
              value={g.title}
              onChange={(e) => patch(i, { title: e.target.value })}
              className="max-w-xs"
            />
            <Checkbox label="فعال" checked={g.isActive} onChange={(e) => patch(i, { isActive: e.target.checked })} />
          </div>
          <ul className="flex flex-col gap-2">
            {g.links.map((l, k) => (
              <li key={l.id ?? `new-${k}`} className="flex flex-wrap items-center gap-2">
                <Input
                  aria-label="عنوان پیوند"
                  value={l.title}
                  onChange={(e) => patchLink(i, k, { title: e.target.value })}
                  className="max-w-[10rem]"
                />
                <Input
                  aria-label="نشانی پیوند"
                  dir="ltr"
                  value={l.link}
                  onChange={(e) => patchLink(i, k, { link: e.target.value })}
                  className="max-w-xs"
                />
                <Checkbox
                  label="فعال"
                  checked={l.isActive}
                  onChange={(e) => patchLink(i, k, { isActive: e.target.checked })}
                />
                <Button
                  variant="secondary"
                  className="h-8 px-2 text-xs"
                  onClick={() => patch(i, { links: g.links.filter((_, j) => j !== k) })}
                >
                  حذف
                </Button>
              </li>
            ))}
          </ul>
          <Button
            variant="secondary"
            className="mt-2 h-8 px-2 text-xs"
            onClick={() => patch(i, { links: [...g.links, { title: "", link: "", isActive: true }] })}
          >
            افزودن پیوند
          </Button>
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button
          loading={busy}
          onClick={() => void run(() => websiteApi.saveLinkGroups(groups as LinkGroup[]), WEBSITE_TOASTS.linksSaved)}
        >
          ذخیره پیوندها
        </Button>
        <Input
          aria-label="عنوان گروه جدید"
          value={newTitle}
          onChange={(e) => setNewTitle(e.target.value)}
          placeholder="عنوان گروه جدید"
          className="max-w-xs"
        />
        <Button
          variant="secondary"
          disabled={!newTitle.trim() || busy}
          onClick={() =>
            void run(
              () => websiteApi.addLinkGroup(newTitle.trim()).then(() => setNewTitle("")),
              WEBSITE_TOASTS.linksSaved,
            )
          }
        >
          افزودن گروه
        </Button>
      </div>
    </div>
  );
}

export function LinkGroupsEditor() {
  const { data } = useQuery({ queryKey: ["link-groups"], queryFn: websiteApi.linkGroups });
  return (
    <section className="card flex flex-col gap-3" aria-label="گروه‌های پیوند">
      <h2 className="text-lg font-bold">گروه‌های پیوند</h2>
      {data ? <Editor key={JSON.stringify(data)} initial={data} /> : <Spinner className="mx-auto size-6" />}
    </section>
  );
}
