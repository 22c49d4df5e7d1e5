// Fixed texts of the public pages (spec doc 1 §1: support phone and address are fixed text).
export const SITE_INFO = {
  name: "همسفر",
  tagline: "زیرساخت دانش‌بنیان ارائه خدمات رزرواسیون آنلاین برای تورگردانان سراسر کشور",
  supportPhone: "۰۲۱-۹۱۳۰۴۵۶۰",
  supportPhoneHref: "tel:+982191304560",
  address: "تهران، خیابان ولیعصر، بالاتر از میدان ونک، کوچه نگار، پلاک ۱۲، طبقه ۳",
} as const;

export const PUBLIC_NAV = [
  { key: "home", label: "خانه", href: "/", external: true },
  { key: "tariff", label: "تعرفه", href: "/tariff" },
  { key: "contact", label: "تماس با ما", href: "#contact" },
  { key: "login", label: "ورود", href: "/auth/login" },
  { key: "register", label: "ثبت‌نام", href: "/auth/register/sendOtp" },
] as const;
