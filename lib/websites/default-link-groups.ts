// The five link groups every new site starts with, five links each (spec doc 3: "default link
// groups are seeded"; their texts are ours). The owner edits titles, addresses and switches.
export const DEFAULT_LINK_GROUPS: readonly { title: string; links: readonly { title: string; link: string }[] }[] = [
  {
    title: "تورها",
    links: [
      { title: "تورهای پیش رو", link: "/#future" },
      { title: "تورهای ویژه", link: "/#featured" },
      { title: "تورهای برگزار شده", link: "/#past" },
      { title: "پیگیری بلیت", link: "/tracking" },
      { title: "قوانین سفر", link: "/#policies" },
    ],
  },
  {
    title: "درباره ما",
    links: [
      { title: "معرفی", link: "/#about" },
      { title: "مجوزها", link: "/certificate" },
      { title: "همسفران ما", link: "/#past" },
      { title: "سفرنامه‌ها", link: "/mag" },
      { title: "همکاری با ما", link: "/#contact" },
    ],
  },
  {
    title: "راهنمای سفر",
    links: [
      { title: "وسایل مورد نیاز", link: "/#checklist" },
      { title: "سطح سختی تورها", link: "/#hardship" },
      { title: "بیمه مسافرتی", link: "/#insurance" },
      { title: "پرسش‌های پرتکرار", link: "/#faq" },
      { title: "شرایط لغو و استرداد", link: "/#refund" },
    ],
  },
  {
    title: "شبکه‌های اجتماعی",
    links: [
      { title: "اینستاگرام", link: "https://instagram.com" },
      { title: "تلگرام", link: "https://t.me" },
      { title: "واتس‌اپ", link: "https://wa.me" },
      { title: "آپارات", link: "https://aparat.com" },
      { title: "یوتیوب", link: "https://youtube.com" },
    ],
  },
  {
    title: "پشتیبانی",
    links: [
      { title: "تماس با ما", link: "/#contact" },
      { title: "انتقادات و پیشنهادات", link: "/#suggestions" },
      { title: "پیگیری و لغو بلیت", link: "/tracking" },
      { title: "راهنمای خرید", link: "/#guide" },
      { title: "حریم خصوصی", link: "/#privacy" },
    ],
  },
];
