import Link from "next/link";

const FEATURES = [
  {
    title: "تور، رویداد و تور دوره‌ای",
    text: "تورهای یک‌باره، رویدادها و تورهای دوره‌ای را با سانس، وسیله نقلیه، نقشه صندلی، خدمات جانبی و قوانین استرداد تعریف کنید.",
    icon: "M4 19h16M6 19V9l6-5 6 5v10M10 19v-5h4v5",
  },
  {
    title: "سایت فروش اختصاصی",
    text: "سایت فروش با نام برند خودتان روی زیردامنه یا دامنه اختصاصی؛ مسافران بلیت را آنلاین می‌خرند و صندلی‌شان را انتخاب می‌کنند.",
    icon: "M3 5h18v12H3zM8 21h8M12 17v4",
  },
  {
    title: "کیف پول و تسویه",
    text: "مبلغ هر فروش به کیف پول شما می‌نشیند؛ گزارش تراکنش‌ها را ببینید و هر زمان درخواست تسویه به حساب شبا بدهید.",
    icon: "M3 7h18v12H3zM3 7l3-3h12l3 3M16 13h2",
  },
  {
    title: "همکاران فروش",
    text: "همکاران فروش تورهای شما را جست‌وجو و بازفروشی می‌کنند و پورسانت خود را می‌گیرند؛ شما فروش بیشتری دارید.",
    icon: "M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3 3-5 6-5s6 2 6 5M14 15c3 0 8 1 8 5",
  },
] as const;

const STEPS = [
  "با شماره موبایل ثبت‌نام کنید و مدارک هویتی را بارگذاری کنید.",
  "پس از تأیید حساب، تور یا رویداد خود را بسازید.",
  "لینک سایت فروش را برای مسافران بفرستید و فروش را در داشبورد دنبال کنید.",
] as const;

/** The landing content for tour leaders, shared by / and /homePage. */
export function Landing() {
  return (
    <>
      <section className="bg-gradient-to-bl from-brand-700 to-brand-500 text-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2 md:py-24">
          <div className="space-y-6">
            <h1 className="text-3xl font-black leading-snug md:text-4xl">فروش آنلاین تورهایتان را به همسفر بسپارید</h1>
            <p className="text-lg leading-8 text-brand-50">
              همسفر زیرساخت رزرو آنلاین برای تورگردانان و راهنمایان تور است: تعریف تور، فروش بلیت با انتخاب صندلی، سایت
              فروش اختصاصی، کیف پول و شبکه همکاران فروش، همه در یک پنل.
            </p>
            <div className="flex flex-wrap gap-3">
              <Link href="/auth/register/sendOtp" className="btn bg-white text-brand-700 hover:bg-brand-50">
                همین حالا ثبت‌نام کنید
              </Link>
              <Link href="/tariff" className="btn border border-white/60 text-white hover:bg-white/10">
                مشاهده تعرفه‌ها
              </Link>
            </div>
          </div>
          <div className="hidden md:block" aria-hidden>
            <div className="rounded-2xl bg-white/10 p-6 shadow-2xl ring-1 ring-white/20">
              <div className="space-y-3 rounded-xl bg-white p-5 text-slate-700">
                <div className="flex items-center justify-between">
                  <span className="font-bold">تور دماوند - صعود از جبهه جنوبی</span>
                  <span className="rounded-full bg-brand-50 px-3 py-1 text-xs text-brand-700">۱۲ صندلی خالی</span>
                </div>
                <div className="grid grid-cols-8 gap-1.5">
                  {Array.from({ length: 32 }, (_, i) => (
                    <span
                      key={i}
                      className={`h-5 rounded ${i % 5 === 0 || i % 7 === 0 ? "bg-slate-300" : "bg-brand-100"}`}
                    />
                  ))}
                </div>
                <div className="flex items-center justify-between text-sm">
                  <span>۱۴۰۴/۰۴/۱۸</span>
                  <span className="font-bold text-brand-700">۴٬۸۰۰٬۰۰۰ تومان</span>
                </div>
              </div>
            </div>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="features-title">
        <h2 id="features-title" className="mb-10 text-center text-2xl font-black text-slate-800">
          هرچه برای فروش تور لازم دارید
        </h2>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((feature) => (
            <article key={feature.title} className="card space-y-3">
              <svg
                className="size-10 rounded-lg bg-brand-50 p-2 text-brand-600"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                aria-hidden
              >
                <path d={feature.icon} strokeLinejoin="round" strokeLinecap="round" />
              </svg>
              <h3 className="font-bold text-slate-800">{feature.title}</h3>
              <p className="text-sm leading-7 text-slate-600">{feature.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="bg-slate-50" aria-labelledby="steps-title">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="steps-title" className="mb-8 text-center text-2xl font-black text-slate-800">
            در سه گام شروع کنید
          </h2>
          <ol className="grid gap-6 md:grid-cols-3">
            {STEPS.map((step, i) => (
              <li key={step} className="card flex items-start gap-4">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                  {["۱", "۲", "۳"][i]}
                </span>
                <p className="text-sm leading-7 text-slate-700">{step}</p>
              </li>
            ))}
          </ol>
          <div className="mt-10 text-center">
            <Link href="/auth/register/sendOtp" className="btn-primary">
              ثبت‌نام تورگردان یا همکار فروش
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
