// A sale website's certificate page (pages/sites/[host]/certificate.tsx): the owner's licence photo.
import type { SiteCertificateContent } from "@/lib/public-pages/site-content-pages";
import type { SitePageProps } from "@/lib/public-pages/site-page";
import { SitePageRoute } from "./site-page-route";

export function SiteCertificate(props: SitePageProps<SiteCertificateContent>) {
  const brand = props.kind === "page" ? props.brand : "";
  return (
    <SitePageRoute props={props} className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      {({ photo }) => (
        <>
          <h1 className="text-xl font-black text-slate-800">مجوز {brand}</h1>
          {/* eslint-disable-next-line @next/next/no-img-element -- stored, already resized webp */}
          <img src={photo} alt={`مجوز ${brand}`} className="w-full rounded-2xl bg-white shadow-sm" />
        </>
      )}
    </SitePageRoute>
  );
}
