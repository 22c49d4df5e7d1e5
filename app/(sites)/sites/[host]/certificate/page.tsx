// The owner's certificate (licence) photo; only when the site has one. Cached like the home page.
import { notFound } from "next/navigation";
import { InactiveSite } from "@/components/sale-website/inactive-site";
import { loadActiveSite } from "@/lib/websites/load-site";
import { siteMetadata, type SitePageProps } from "../site-page";
import { SiteMain } from "@/components/sale-website/site-main";

export const revalidate = false;
export { generateStaticParams } from "../site-page";

export const generateMetadata = siteMetadata((site) =>
  site.certificatePhoto
    ? {
        path: "/certificate",
        title: `مجوز ${site.owner.brand}`,
        description: `مجوز ${site.owner.brand}`,
        image: site.certificatePhoto,
      }
    : null,
);

export default async function CertificatePage({ params }: SitePageProps) {
  const active = await loadActiveSite((await params).host);
  if (!active) return <InactiveSite />;
  const { site } = active;
  if (!site.certificatePhoto) notFound();
  return (
    <SiteMain scripts={site.scripts} className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <h1 className="text-xl font-black text-slate-800">مجوز {site.owner.brand}</h1>
      {/* eslint-disable-next-line @next/next/no-img-element -- stored, already resized webp */}
      <img
        src={site.certificatePhoto}
        alt={`مجوز ${site.owner.brand}`}
        className="w-full rounded-2xl bg-white shadow-sm"
      />
    </SiteMain>
  );
}
