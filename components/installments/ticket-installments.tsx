// A ticket's installments as its buyer reads them (the ticket page, /my): each part with its amount in
// toman, its Jalali due day and its state; a due one carries «پرداخت قسط», the signed pay link the SMS
// also carries, which goes to the gateway for exactly that installment and comes back to the ticket.
import type { Ticket } from "@/components/ticket/types";
import { formatJalaliDate, formatToman } from "@/lib/format";
import { installmentTitle } from "@/lib/shared/installment-title";

type TicketInstallment = Ticket["installments"][number];

const STATUS = { Due: "پرداخت‌نشده", Paid: "پرداخت شد", Cancelled: "لغوشده" } as const;

export function TicketInstallments({ installments }: { installments: TicketInstallment[] }) {
  if (installments.length === 0) return null;
  const open = installments.filter((i) => i.status === "Due");
  const outstanding = open.reduce((sum, i) => sum + i.amount, 0);
  return (
    <section
      className="space-y-3 border-t border-dashed border-slate-300 pt-4"
      aria-labelledby="ticket-installments-title"
      data-testid="ticket-installments"
    >
      <h2 id="ticket-installments-title" className="font-bold text-slate-800">
        اقساط بلیت
      </h2>
      {open.some((i) => i.overdue) && (
        <p className="rounded-lg border-2 border-red-600 bg-red-50 p-2 text-sm font-bold text-red-800" role="alert">
          قسط سررسیدگذشته دارید؛ لطفاً هرچه زودتر پرداخت کنید.
        </p>
      )}
      <ul className="space-y-2">
        {installments.map((i) => (
          <li
            key={i.id}
            data-testid="ticket-installment"
            data-status={i.status}
            data-overdue={i.overdue}
            className={`flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm ${i.overdue && i.status === "Due" ? "border-red-300 bg-red-50" : "border-slate-200"}`}
          >
            <span className="min-w-0">
              <strong>{installmentTitle(i.sequence)}</strong>
              {"، "}
              {formatToman(i.amount)}، سررسید {formatJalaliDate(i.dueAt)}
              {"، "}
              <span
                className={
                  i.status === "Paid"
                    ? "text-emerald-700"
                    : i.overdue && i.status === "Due"
                      ? "font-bold text-red-700"
                      : "text-slate-600"
                }
              >
                {i.overdue && i.status === "Due" ? "سررسید گذشته" : STATUS[i.status]}
                {i.paidAt && ` (${formatJalaliDate(i.paidAt)})`}
              </span>
            </span>
            {i.status === "Due" && i.payUrl && (
              <a href={i.payUrl} className="btn-primary h-9 px-3 text-sm print:hidden" data-testid="installment-pay">
                پرداخت قسط
              </a>
            )}
          </li>
        ))}
      </ul>
      {outstanding > 0 && (
        <p className="text-sm">
          مانده اقساط: <strong data-testid="installments-outstanding">{formatToman(outstanding)}</strong>
        </p>
      )}
    </section>
  );
}
