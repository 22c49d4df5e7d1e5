// A site serves only its owner's tour pages: another leader's id under this host is a 404.
import { notFound } from "next/navigation";
import { loadSite } from "@/lib/websites/load-site";

export default async function SiteLeaderLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ host: string; leaderId: string }>;
}) {
  const { host, leaderId } = await params;
  const { userId } = await loadSite(host);
  if (leaderId !== String(userId)) notFound();
  return children;
}
