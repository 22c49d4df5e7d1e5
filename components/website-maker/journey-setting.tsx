"use client";
// /dashboard/websiteMaker/journeySetting: each tour's logbook (text, earlier tours and passengers,
// an embedded video, a photo from the tour's photos), shown on the sale website; 9 tours a page.
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "react-toastify";
import { DashboardPageHeader } from "@/components/dashboard/header-context";
import { Button, Checkbox, FormField, Input, Modal, NumberInput, Pagination, Spinner } from "@/components/ui";
import { formatDigits, formatJalaliDate } from "@/lib/format";
import { WEBSITE_TOASTS } from "@/lib/websites/messages";
import { websiteApi, type LogbookRow } from "./website-api";

function LogbookForm({ row, editable, onSaved }: { row: LogbookRow; editable: boolean; onSaved: () => void }) {
  const [text, setText] = useState(row.logbookText);
  const [tours, setTours] = useState<number | null>(row.previousToursCount);
  const [passengers, setPassengers] = useState<number | null>(row.previousPassengersCount);
  const [videoTitle, setVideoTitle] = useState(row.embeddedVideoTitle ?? "");
  const [video, setVideo] = useState(row.embeddedVideoLocation ?? "");
  const [photo, setPhoto] = useState(row.photoName ?? "");
  const [busy, setBusy] = useState(false);
  const complete = text.trim() !== "" && tours !== null && passengers !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The spec's client sends the logbook only when the text and both counts are set.
    if (!complete) return;
    setBusy(true);
    try {
      await websiteApi.saveLogbook(row.id, {
        logbook: text,
        pastToursCount: tours,
        previousPassengerCount: passengers,
        embeddedVideoTitle: videoTitle || null,
        embeddedVideoLocation: video || null,
      });
      if ((photo || null) !== row.photoName) await websiteApi.setLogbookPhoto(row.id, photo || null);
      toast.success(WEBSITE_TOASTS.logbookSaved);
      onSaved();
    } catch {
      // toasts shown by the client
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <FormField label="متن سفرنامه" htmlFor="logbook-text" required>
        <textarea
          id="logbook-text"
          rows={5}
          className="rounded-lg border border-slate-200 p-2 text-sm"
          value={text}
          onChange={(e) => setText(e.target.value)}
          disabled={!editable}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label="تعداد سفرهای پیشین" htmlFor="logbook-tours" required>
          <NumberInput id="logbook-tours" value={tours} onChange={setTours} disabled={!editable} />
        </FormField>
        <FormField label="تعداد همسفران پیشین" htmlFor="logbook-passengers" required>
          <NumberInput id="logbook-passengers" value={passengers} onChange={setPassengers} disabled={!editable} />
        </FormField>
      </div>
      <FormField label="عنوان ویدیو" htmlFor="logbook-video-title">
        <Input
          id="logbook-video-title"
          value={videoTitle}
          onChange={(e) => setVideoTitle(e.target.value)}
          disabled={!editable}
        />
      </FormField>
      <FormField label="نشانی ویدیو (embed، با https)" htmlFor="logbook-video">
        <Input
          id="logbook-video"
          dir="ltr"
          value={video}
          onChange={(e) => setVideo(e.target.value)}
          disabled={!editable}
        />
      </FormField>
      {row.photos.length > 0 && (
        <FormField label="تصویر سفرنامه" htmlFor="logbook-photo">
          <select
            id="logbook-photo"
            className="h-10 rounded-lg border border-slate-200 bg-white px-2 text-sm"
            value={photo}
            onChange={(e) => setPhoto(e.target.value)}
            disabled={!editable}
          >
            <option value="">بدون تصویر</option>
            {row.photos.map((name, i) => (
              <option key={name} value={name}>
                تصویر {formatDigits(i + 1)}
              </option>
            ))}
          </select>
        </FormField>
      )}
      {editable && (
        <Button type="submit" loading={busy} disabled={!complete}>
          ذخیره سفرنامه
        </Button>
      )}
    </form>
  );
}

export function JourneySetting() {
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [onlyCollabs, setOnlyCollabs] = useState(false);
  const [open, setOpen] = useState<LogbookRow | null>(null);
  const list = useQuery({
    queryKey: ["logbooks", page, onlyCollabs],
    queryFn: () => websiteApi.logbooks(page, onlyCollabs),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="flex flex-col gap-4">
      <DashboardPageHeader title="سفرنامه تورها" back="/dashboard/websiteMaker" />
      <Checkbox
        label="فقط تورهای همکاری"
        checked={onlyCollabs}
        onChange={(e) => {
          setOnlyCollabs(e.target.checked);
          setPage(1);
        }}
      />
      {!list.data ? (
        <Spinner className="mx-auto my-10 size-8" />
      ) : list.data.result.length === 0 ? (
        <p className="card text-sm text-slate-500">توری برای نوشتن سفرنامه نیست.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
          {list.data.result.map((row) => (
            <li key={row.id} className="card flex flex-col gap-2" data-testid="logbook-row">
              <h2 className="font-bold">{row.title}</h2>
              <p className="text-xs text-slate-500">{row.startTime ? formatJalaliDate(row.startTime) : "—"}</p>
              <p className="line-clamp-2 text-sm text-slate-600">
                {row.hasLogbook ? row.logbookText : "سفرنامه‌ای ثبت نشده است."}
              </p>
              <Button variant="secondary" className="self-start" onClick={() => setOpen(row)}>
                {onlyCollabs ? "مشاهده" : row.hasLogbook ? "ویرایش سفرنامه" : "نوشتن سفرنامه"}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {list.data && <Pagination page={page} pageCount={list.data.pageCount} onPage={setPage} />}
      <Modal open={!!open} onClose={() => setOpen(null)} title={open?.title}>
        {open && (
          <LogbookForm
            row={open}
            editable={!onlyCollabs}
            onSaved={() => {
              setOpen(null);
              void client.invalidateQueries({ queryKey: ["logbooks"] });
            }}
          />
        )}
      </Modal>
    </div>
  );
}
