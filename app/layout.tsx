import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { ChunkReload } from "@/components/providers/chunk-reload";
import { NavigationProgress } from "@/components/providers/navigation-progress";
import "./globals.css";

// Self-hosted from the vazirmatn npm package (no font CDN is reachable from our machines): its
// Arabic-script subset ("Non-Latin", 47 KB instead of 109 KB for the full variable font), so the
// font preloaded on every page is less than half; Latin letters and digits (codes, typed mobiles,
// e-mails) fall back to the system sans (docs/decisions.md, "Public pages: speed").
const vazirmatn = localFont({
  src: "../node_modules/vazirmatn/misc/Non-Latin/fonts/webfonts/Vazirmatn-NL[wght].woff2",
  variable: "--font-vazirmatn",
  weight: "100 900",
  display: "swap",
});

export const metadata: Metadata = {
  title: { default: "همسفر | زیرساخت رزرو آنلاین تورها", template: "%s | همسفر" },
  description: "زیرساخت دانش‌بنیان ارائه خدمات رزرواسیون آنلاین برای تورگردانان سراسر کشور",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0f7665" };

// Only what every page needs. The providers sit in the layouts of the pages that use them
// (components/providers/app-providers.tsx for the panels and auth pages; the public layouts take
// only toasts or react-query), so the public pages load no session or query library they do not use.
// The progress bar and the reload after a failed chunk load are small and serve every page.
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="fa" dir="rtl" className={vazirmatn.variable}>
      <body className="font-sans">
        <NavigationProgress />
        <ChunkReload />
        {children}
      </body>
    </html>
  );
}
