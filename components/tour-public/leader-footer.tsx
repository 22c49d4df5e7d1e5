// The footer of the public tour page: who runs the tour and how to reach them (phone, WhatsApp,
// Instagram, Telegram), their policies, their other tours and ticket tracking. Plain HTML: the
// policies open in a <details>, so the footer adds no JavaScript.
import Link from "next/link";
import { formatDigits } from "@/lib/format/number";
import type { PublicTour } from "./types";

const handle = (value: string) =>
  value
    .trim()
    .replace(/^@/, "")
    .replace(/^https?:\/\/[^/]+\//, "")
    .replace(/\/+$/, "");

/** WhatsApp's link takes the number with the country code and without its leading zero. */
export const whatsappHref = (mobile: string) => `https://wa.me/98${mobile.replace(/^0/, "")}`;

export function LeaderFooter({ leader }: { leader: PublicTour["leader"] }) {
  const name = leader.brand ?? leader.fullName;
  const { mobile, phone, instagram, telegram } = leader.contact;
  return (
    <footer className="mt-8 border-t border-slate-200 bg-white" data-testid="leader-footer">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 text-sm text-slate-700 md:grid-cols-3">
        <div className="space-y-2">
          <p className="font-bold text-slate-800">{name}</p>
          <p>
            <Link href={`/${leader.id}`} prefetch={false} className="tap text-brand-700 underline">
              همه تورهای {name}
            </Link>
          </p>
          <p>
            <Link href="/tracking" prefetch={false} className="tap text-brand-700 underline">
              پیگیری و لغو بلیت
            </Link>
          </p>
        </div>
        <ul className="space-y-2" aria-label="راه‌های تماس با برگزارکننده">
          <li>
            تلفن همراه:{" "}
            <a href={`tel:${mobile}`} dir="ltr" className="tap text-brand-700">
              {formatDigits(mobile)}
            </a>
          </li>
          {phone && (
            <li>
              تلفن:{" "}
              <a href={`tel:${phone}`} dir="ltr" className="tap text-brand-700">
                {formatDigits(phone)}
              </a>
            </li>
          )}
          <li>
            <a
              href={whatsappHref(mobile)}
              target="_blank"
              rel="noopener noreferrer"
              className="tap text-brand-700 underline"
              data-testid="leader-whatsapp"
            >
              گفتگو در واتس‌اپ
            </a>
          </li>
          {instagram && (
            <li>
              اینستاگرام:{" "}
              <a
                href={`https://instagram.com/${handle(instagram)}`}
                target="_blank"
                rel="noopener noreferrer"
                dir="ltr"
                className="tap text-brand-700"
              >
                @{handle(instagram)}
              </a>
            </li>
          )}
          {telegram && (
            <li>
              تلگرام:{" "}
              <a
                href={`https://t.me/${handle(telegram)}`}
                target="_blank"
                rel="noopener noreferrer"
                dir="ltr"
                className="tap text-brand-700"
              >
                @{handle(telegram)}
              </a>
            </li>
          )}
        </ul>
        {leader.policy && (
          <details className="space-y-2" data-testid="leader-policy">
            <summary className="cursor-pointer py-2.5 font-bold text-slate-800">قوانین و مقررات برگزارکننده</summary>
            <p className="whitespace-pre-line leading-7">{leader.policy}</p>
          </details>
        )}
      </div>
    </footer>
  );
}
