// The /refund-account page's content without a header: the platform's page puts Hamsafar's header above it, a
// sale website's page sits in the site's own (as /tracking does). The page only passes the link's refund id and
// token on; the call checks them (lib/refunds/linked-refund.ts).
import { RefundAccountForm } from "./refund-account-form";

export type RefundAccountSearch = Promise<{ refund?: string | string[]; token?: string | string[] }>;

export async function RefundAccountMain({ searchParams }: { searchParams: RefundAccountSearch }) {
  const { refund, token } = await searchParams;
  const id = Number(typeof refund === "string" ? refund : "");
  return (
    <main className="mx-auto max-w-xl space-y-4 px-4 py-8">
      <h1 className="text-xl font-black text-slate-800">اطلاعات حساب برای واریز استرداد</h1>
      <RefundAccountForm
        refundId={Number.isSafeInteger(id) && id > 0 ? id : 0}
        token={typeof token === "string" ? token : ""}
      />
    </main>
  );
}
