import { MyMain } from "@/components/traveller/my-main";

export { metadata } from "@/app/my/layout";

export default async function SiteMyTicketPage({ params }: { params: Promise<{ trackingId: string }> }) {
  return <MyMain trackingId={decodeURIComponent((await params).trackingId)} />;
}
