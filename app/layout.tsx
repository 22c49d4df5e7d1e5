import type { Metadata, Viewport } from "next";
import { ChunkReload } from "@/components/providers/chunk-reload";
import { NavigationProgress } from "@/components/providers/navigation-progress";
import { vazirmatn } from "@/components/fonts/vazirmatn";
import { PLATFORM_DESCRIPTION, PLATFORM_HOME_TITLE, THEME_COLOR, pageTitle } from "@/lib/shared/brand";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: PLATFORM_HOME_TITLE, template: pageTitle("%s") },
  description: PLATFORM_DESCRIPTION,
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: THEME_COLOR };

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
