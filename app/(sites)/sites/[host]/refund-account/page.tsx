// The refund's where-to-pay page under the site's host, in the site's own header and footer (no owner scripts).
import { RefundAccountMain, type RefundAccountSearch } from "@/components/ticket/refund-account-main";
import { readRefundAccountLink } from "@/lib/refunds/read-refund-account-link";

export { metadata } from "@/app/refund-account/page";

export default async function SiteRefundAccountPage({ searchParams }: { searchParams: RefundAccountSearch }) {
  return <RefundAccountMain link={readRefundAccountLink(await searchParams)} />;
}
