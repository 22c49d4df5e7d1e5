// The /refund-account page's content without a header: the platform's page puts Hamsafar's header above it, a
// sale website's page sits in the site's own (as /tracking does). The page checks the link's signature and expiry
// on the server (lib/refunds/read-refund-account-link.ts) before the form is sent: a forged, cut or expired link
// shows why at once, and the browser never makes the call that would answer 403 (a failed request in the
// buyer's console). The call checks them again (lib/refunds/linked-refund.ts), since it is what reads the refund.
import { REFUND_ACCOUNT_MESSAGES } from "@/lib/refunds/messages";
import { RefundAccountForm } from "./refund-account-form";

export type RefundAccountSearch = Promise<{ refund?: string | string[]; token?: string | string[] }>;

export function RefundAccountMain({ link }: { link: { refundId: number; token: string } | null }) {
  return (
    <main className="mx-auto max-w-xl space-y-4 px-4 py-8">
      <h1 className="text-xl font-black text-slate-800">اطلاعات حساب برای واریز استرداد</h1>
      {link ? (
        <RefundAccountForm refundId={link.refundId} token={link.token} />
      ) : (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800" data-testid="refund-account-error">
          {REFUND_ACCOUNT_MESSAGES.linkInvalid}
        </p>
      )}
    </main>
  );
}
