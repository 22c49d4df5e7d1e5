import Link from "next/link";
import { Logo } from "./logo";
import { SITE_INFO } from "./site-info";

/** The public footer; its contact block is the target of the 'contact us' link. */
export function PublicFooter() {
  return (
    <footer id="contact" className="scroll-mt-20 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-3">
        <div className="space-y-3">
          <Logo light />
          <p className="text-sm leading-7">{SITE_INFO.tagline}</p>
        </div>
        <div className="space-y-3 text-sm">
          <h2 className="text-base font-bold text-white">تماس با ما</h2>
          <p>
            تلفن پشتیبانی:{" "}
            <a href={SITE_INFO.supportPhoneHref} dir="ltr" className="font-medium text-white hover:underline">
              {SITE_INFO.supportPhone}
            </a>
          </p>
          <p className="leading-7">نشانی: {SITE_INFO.address}</p>
        </div>
        <div className="space-y-3 text-sm">
          <h2 className="text-base font-bold text-white">دسترسی سریع</h2>
          <ul>
            <li>
              <Link href="/tariff" className="tap hover:text-white">
                تعرفه سایت فروش
              </Link>
            </li>
            <li>
              <Link href="/auth/register/sendOtp" className="tap hover:text-white">
                ثبت‌نام تورگردان و همکار فروش
              </Link>
            </li>
            <li>
              <Link href="/auth/login" className="tap hover:text-white">
                ورود به پنل
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        تمامی حقوق برای همسفر محفوظ است.
      </p>
    </footer>
  );
}
