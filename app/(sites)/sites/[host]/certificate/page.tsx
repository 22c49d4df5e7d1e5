// The owner's certificate (licence) photo; only when the site has one.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InactiveSite } from "@/components/sale-website/inactive-site";
import { loadActiveSite, siteOrigin } from "@/lib/websites/load-site";
import { OwnerScripts } from "@/components/sale-website/owner-scripts";
import { pageMetadata } from "@/components/sale-website/site-metadata";

export const revalidate = 10;
export function generateStaticParams(): { host: string }[] {
  return [];
}

interface Props {
  params: Promise<{ host: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const active = await loadActiveSite((await params).host);
  if (!active?.site.certificatePhoto) return {};
  const { site, loaded } = active;
  const title = `مجوز ${site.owner.brand}`;
  return pageMetadata({ origin: siteOrigin(loaded), path: "/certificate", title, description: title, siteName: site.owner.brand, image: site.certificatePhoto });
}

export default async function CertificatePage({ params }: Props) {
  const active = await loadActiveSite((await params).host);
  if (!active) return <InactiveSite />;
  const { site } = active;
  if (!site.certificatePhoto) notFound();
  return (
    <main className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <OwnerScripts html={site.scripts.head} element="head" />
      <h1 className="text-xl font-black text-slate-800">مجوز {site.owner.brand}</h1>
      {/* eslint-disable-next-line @next/next/no-img-element -- stored, already resized webp */}
      <img src={site.certificatePhoto} alt={`مجوز ${site.owner.brand}`} className="w-full rounded-2xl bg-white shadow-sm" />
      <OwnerScripts html={site.scripts.body} element="body" />
      <OwnerScripts html={site.scripts.footers} element="footers" />
    </main>
  );
}
