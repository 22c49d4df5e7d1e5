// A site's footer, rendered on the server: the brand, the owner's social links and the WhatsApp
// button (98 + mobile without its 0). The buttons that need the browser (policies modal,
// suggestions and complaints modal → POST /api/Suggestions/Create, share) are one small island;
// the modals' code loads on the first click, so a site's pages ship no form code.
import { instagramLink, telegramLink, whatsappLink } from "@/lib/shared/social-links";
// On the tour page (a Pages Router page without Next's runtime) `islands` marks the buttons for
// the islands script (components/tour-public/island.tsx).
import { Island } from "@/components/tour-public/island";
import { SiteFooterActions } from "./site-footer-actions";

interface FooterProps {
  brand: string;
  ownerId: number;
  mobile: string;
  email: string | null;
  telegram: string | null;
  instagram: string | null;
  policy: string;
  islands?: boolean;
}

export const FOOTER_LINK_LOOK = "tap text-sm text-white/90 underline-offset-4 hover:underline";

export function SiteFooter({
  brand,
  ownerId,
  mobile,
  email,
  telegram,
  instagram,
  policy,
  islands = false,
}: FooterProps) {
  const actions = { brand, ownerId, email, policy, linkClassName: FOOTER_LINK_LOOK };
  return (
    <footer className="mt-10 bg-[var(--site-primary,#0f766e)] px-4 py-6 text-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3">
        <p className="font-bold">{brand}</p>
        <nav className="flex flex-wrap items-center gap-x-4" aria-label="پیوندهای پایین صفحه">
          <Island mark={islands} name="footer-actions" props={actions} className="contents">
            <SiteFooterActions {...actions} />
          </Island>
          {instagram && (
            <a className={FOOTER_LINK_LOOK} href={instagramLink(instagram)} rel="noopener noreferrer" target="_blank">
              اینستاگرام
            </a>
          )}
          {telegram && (
            <a className={FOOTER_LINK_LOOK} href={telegramLink(telegram)} rel="noopener noreferrer" target="_blank">
              تلگرام
            </a>
          )}
        </nav>
      </div>
      <a
        href={whatsappLink(mobile)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="گفتگو در واتس‌اپ"
        data-testid="whatsapp-button"
        className="floating-action fixed left-4 z-40 flex h-12 w-12 items-center justify-center rounded-full bg-green-500 text-white shadow-lg"
      >
        <svg viewBox="0 0 24 24" className="h-6 w-6 fill-current" aria-hidden>
          <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm5.2 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.5-4-4.7-4.2-.1-.2-1.1-1.5-1.1-2.8 0-1.4.7-2 1-2.3.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.3 0 .5l-.4.6-.3.4c-.1.1-.3.3-.1.6.2.3.7 1.2 1.5 1.9 1 .9 1.9 1.2 2.2 1.3.3.1.4.1.6-.1l.9-1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.1.1.6-.1 1.3Z" />
        </svg>
      </a>
    </footer>
  );
}
