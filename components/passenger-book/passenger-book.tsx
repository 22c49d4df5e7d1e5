"use client";
// /dashboard/myPassengers: the passenger book over all the caller's tours — search by name,
// national id or mobile, filter by number of trips (the spec's count operator) and blacklist, 10 a
// page; blacklist / unblacklist a national id; text the filtered set. Leaders also see their
// subscribers (9 a page) and text them all.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "react-toastify";
import { DashboardPageHeader } from "@/components/dashboard/header-context";
import { SmsTextArea, toastSmsSent } from "@/components/messaging/sms-text";
import { Button, DataTable, FormField, Input, Modal, NumberInput, Pagination } from "@/components/ui";
import { api } from "@/lib/client/api-client";
import * as passengers from "@/lib/client/endpoints/passengers";
import * as subscribers from "@/lib/client/endpoints/subscribers";
import { formatDigits, formatJalaliDate, formatNumber } from "@/lib/format";

interface BookRow {
  nationalId: string;
  fullName: string;
  mobile: string;
  tripCount: number;
  lastTrip: string | null;
  isBlackListed: boolean;
}
interface Filter {
  search: string;
  countOperator: string;
  count: number | null;
  isBlackListed: string;
}
interface GroupAnswer {
  recipients: number;
  cost: number;
}

const OPERATORS = [
  { value: "", title: "همه" },
  { value: "GreaterThanOrEqual", title: "دست‌کم" },
  { value: "Equal", title: "دقیقاً" },
  { value: "LessThanOrEqual", title: "حداکثر" },
  { value: "GreaterThan", title: "بیشتر از" },
  { value: "LessThan", title: "کمتر از" },
];

const EMPTY: Filter = { search: "", countOperator: "", count: null, isBlackListed: "" };

function SendMessageModal({
  open,
  onClose,
  send,
  title,
}: {
  open: boolean;
  onClose: () => void;
  send: (text: string) => Promise<GroupAnswer>;
  title: string;
}) {
  const [text, setText] = useState("");
  const mutation = useMutation({
    mutationFn: () => send(text.trim()),
    onSuccess: (a) => {
      toastSmsSent(a);
      setText("");
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            انصراف
          </Button>
          <Button disabled={!text.trim()} loading={mutation.isPending} onClick={() => mutation.mutate()}>
            ارسال
          </Button>
        </>
      }
    >
      <SmsTextArea id="group-text" value={text} onChange={setText} />
    </Modal>
  );
}

function Passengers() {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Filter>(EMPTY);
  const [filter, setFilter] = useState<Filter>(EMPTY);
  const [page, setPage] = useState(1);
  const [messaging, setMessaging] = useState(false);
  const operatorQuery =
    filter.countOperator && filter.count !== null
      ? { "Resource.CountOperator": filter.countOperator, "Resource.Count": filter.count }
      : {};
  const { data } = useQuery({
    queryKey: ["passenger-book", filter, page],
    queryFn: () =>
      api.call(passengers.searchPassengerBookContract, {
        query: {
          ...operatorQuery,
          "Resource.IsBlackListed": filter.isBlackListed || undefined,
          "Resource.SearchOnNameNationalIdMobile": filter.search || undefined,
          Page: page,
          PageSize: 10,
        },
      }),
    placeholderData: keepPreviousData,
  });
  const blacklist = useMutation({
    mutationFn: (row: BookRow) =>
      row.isBlackListed
        ? api.call(passengers.unblacklistPassengerContract, { params: { nationalId: row.nationalId } })
        : api.call(passengers.blacklistPassengerContract, { params: { nationalId: row.nationalId } }),
    onSuccess: (_a, row) => {
      toast.success(row.isBlackListed ? "از لیست سیاه خارج شد." : "به لیست سیاه اضافه شد.");
      return queryClient.invalidateQueries({ queryKey: ["passenger-book"] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilter(draft);
    setPage(1);
  };

  return (
    <section className="space-y-4" aria-label="مسافران">
      <form role="search" onSubmit={submit} className="card grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        <Input
          label="جستجو (نام، کد ملی، موبایل)"
          value={draft.search}
          onChange={(e) => setDraft({ ...draft, search: e.target.value })}
          containerClassName="lg:col-span-2"
        />
        <FormField label="تعداد سفر" htmlFor="book-operator">
          <select
            id="book-operator"
            className="input"
            value={draft.countOperator}
            onChange={(e) => setDraft({ ...draft, countOperator: e.target.value })}
          >
            {OPERATORS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.title}
              </option>
            ))}
          </select>
        </FormField>
        <NumberInput
          label="سفر"
          value={draft.count}
          onChange={(v) => setDraft({ ...draft, count: v })}
          disabled={!draft.countOperator}
        />
        <FormField label="لیست سیاه" htmlFor="book-black">
          <select
            id="book-black"
            className="input"
            value={draft.isBlackListed}
            onChange={(e) => setDraft({ ...draft, isBlackListed: e.target.value })}
          >
            <option value="">همه</option>
            <option value="true">فقط لیست سیاه</option>
            <option value="false">بدون لیست سیاه</option>
          </select>
        </FormField>
        <div className="flex gap-2 lg:col-span-5">
          <Button type="submit">جستجو</Button>
          {/* The figure the send answers: one message per mobile of the filtered book, read fresh on opening. */}
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              void queryClient.invalidateQueries({ queryKey: ["passenger-book"] });
              setMessaging(true);
            }}
            disabled={!data?.recipients}
          >
            پیامک به {data ? formatNumber(data.recipients) : "…"} شماره موبایل
          </Button>
        </div>
      </form>
      <DataTable
        label="دفترچه مسافران"
        loading={!data}
        empty={!data?.result.length}
        emptyText="مسافری پیدا نشد."
        head={["نام", "کد ملی", "موبایل", "تعداد سفر", "آخرین سفر", ""]}
        minWidth={640}
        testId="passenger-book"
        paging={data && { page, pageCount: data.pageCount, onPage: setPage }}
      >
        {data?.result.map((row) => (
          <tr key={row.nationalId} className="border-t border-slate-100" data-testid="book-row">
            <td className="p-2 font-medium">
              {row.fullName}
              {row.isBlackListed && (
                <span className="ms-2 rounded-full bg-red-50 px-2 py-0.5 text-xs text-red-700">لیست سیاه</span>
              )}
            </td>
            <td className="p-2">{formatDigits(row.nationalId)}</td>
            <td className="p-2" dir="ltr">
              {formatDigits(row.mobile)}
            </td>
            <td className="p-2">{formatNumber(row.tripCount)}</td>
            <td className="p-2">{row.lastTrip ? formatJalaliDate(row.lastTrip) : "—"}</td>
            <td className="p-2">
              <Button
                variant="secondary"
                className="h-8 px-2 text-xs"
                loading={blacklist.isPending && blacklist.variables?.nationalId === row.nationalId}
                onClick={() => blacklist.mutate(row)}
              >
                {row.isBlackListed ? "خروج از لیست سیاه" : "افزودن به لیست سیاه"}
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>
      <SendMessageModal
        open={messaging}
        onClose={() => setMessaging(false)}
        title="پیامک به مسافران فیلترشده"
        send={(textMessage) =>
          api.call(passengers.messagePassengerBookContract, {
            body: {
              countOperator: filter.countOperator && filter.count !== null ? filter.countOperator : undefined,
              count: filter.countOperator && filter.count !== null ? filter.count : undefined,
              isBlackListed: filter.isBlackListed ? filter.isBlackListed === "true" : undefined,
              searchOnNameNationalIdMobile: filter.search || undefined,
              textMessage,
            },
          })
        }
      />
    </section>
  );
}

function Subscribers() {
  const [page, setPage] = useState(1);
  const [messaging, setMessaging] = useState(false);
  const { data } = useQuery({
    queryKey: ["subscribers", page],
    queryFn: () => api.call(subscribers.listSubscribersContract, { query: { Page: page, PageSize: 9 } }),
    placeholderData: keepPreviousData,
  });
  return (
    <section className="space-y-4" aria-label="مشترکین">
      <div className="flex items-center justify-between">
        <p className="text-sm text-slate-600">{data ? `${formatNumber(data.totalItemCount)} مشترک` : "…"}</p>
        <Button variant="secondary" disabled={!data?.totalItemCount} onClick={() => setMessaging(true)}>
          پیامک به همه مشترکین
        </Button>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {data?.result.map((s) => (
          <li key={s.id} className="card flex items-center justify-between p-3 text-sm">
            <span dir="ltr">{formatDigits(s.mobile)}</span>
            <span className="text-xs text-slate-500">{formatJalaliDate(s.createdAt)}</span>
          </li>
        ))}
      </ul>
      {data && !data.result.length && <p className="card text-sm text-slate-600">هنوز کسی در صفحه شما عضو نشده است.</p>}
      {data && <Pagination page={page} pageCount={data.pageCount} onPage={setPage} />}
      <SendMessageModal
        open={messaging}
        onClose={() => setMessaging(false)}
        title="پیامک به مشترکین"
        send={(textMessage) => api.call(subscribers.messageSubscribersContract, { body: { textMessage } })}
      />
    </section>
  );
}

export function PassengerBook({ isAffiliate }: { isAffiliate: boolean }) {
  const [tab, setTab] = useState<"passengers" | "subscribers">("passengers");
  return (
    <div className="space-y-4">
      <DashboardPageHeader title="مسافران من" />
      {!isAffiliate && (
        <nav role="tablist" aria-label="مسافران و مشترکین" className="flex gap-1 border-b border-slate-200">
          {(
            [
              ["passengers", "مسافران"],
              ["subscribers", "مشترکین"],
            ] as const
          ).map(([key, title]) => (
            <button
              key={key}
              role="tab"
              type="button"
              aria-selected={tab === key}
              onClick={() => setTab(key)}
              className={`min-h-10 border-b-2 px-3 py-2 text-sm ${tab === key ? "border-brand-600 font-bold text-brand-700" : "border-transparent text-slate-600"}`}
            >
              {title}
            </button>
          ))}
        </nav>
      )}
      {tab === "passengers" || isAffiliate ? <Passengers /> : <Subscribers />}
    </div>
  );
}
