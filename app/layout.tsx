import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { AppProviders } from "@/components/providers/app-providers";
import "./globals.css";

// Self-hosted from the vazirmatn npm package (no font CDN is reachable from our machines).
const vazirmatn = localFont({
  src: "../node_modules/vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2",
  variable: "--font-vazirmatn",
  weight: "100 900",
  display: "swap",
});

export const metadata: Metadata = {
  title: { default: "همسفر | زیرساخت رزرو آنلاین تورها", template: "%s | همسفر" },
  description: "زیرساخت دانش‌بنیان ارائه خدمات رزرواسیون آنلاین برای تورگردانان سراسر کشور",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0f7665" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="fa" dir="rtl" className={vazirmatn.variable}>
      <body className="font-sans">
        <AppProviders>{children}</AppProviders>
      </body>
    </html>
  );
}
