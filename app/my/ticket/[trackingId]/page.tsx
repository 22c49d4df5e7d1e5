import { MyMain } from "@/components/traveller/my-main";

export default async function MyTicketPage({ params }: { params: Promise<{ trackingId: string }> }) {
  return <MyMain trackingId={decodeURIComponent((await params).trackingId)} />;
}
