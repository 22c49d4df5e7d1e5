"use client";
// The dashboard of leaders and affiliates: side menu (305 px, 65 px collapsed), fixed 65 px header,
// a drawer below 769 px, the impersonation banner, and the entry rule for unconfirmed accounts.
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { AnnouncementsBell } from "@/components/announcements/announcements-bell";
import { CannotLoginModal } from "./cannot-login-modal";
import { entryDecision, lockedReason } from "./entry-rule";
import { ShellHeader } from "./header";
import { HeaderProvider, useHeaderConfig } from "./header-context";
import { endImpersonation } from "@/lib/auth/impersonation-actions";
import { ImpersonationBanner } from "./impersonation-banner";
import { impersonationTarget } from "./impersonation-target";
import { dashboardMenu, LEADER_ACCOUNT_LINK, titleForPath } from "./menu";
import { displayName } from "./profile";
import { DashboardSessionProvider } from "./session-context";
import { ShellFrame } from "./shell-frame";
import { Spinner } from "@/components/ui";
import { DashboardSidebar } from "./sidebar";
import { SupportDialog } from "./support-dialog";
import { useLogout } from "./use-logout";
import { useSelfProfile } from "./use-self-profile";

interface Props {
  userId: number;
  /** From the server's caller: right before the profile arrives. */
  isAffiliate: boolean;
  canLogin: boolean;
  impersonating: boolean;
  children: ReactNode;
}

export function DashboardShell(props: Props) {
  return (
    <DashboardSessionProvider value={{ userId: props.userId, impersonating: props.impersonating }}>
      <HeaderProvider>
        <Shell {...props} />
      </HeaderProvider>
    </DashboardSessionProvider>
  );
}

function Shell({ userId, isAffiliate: affiliateHint, canLogin: canLoginHint, impersonating, children }: Props) {
  const pathname = usePathname();
  const router = useRouter();
  const search = useSearchParams();
  const header = useHeaderConfig();
  const { data: self } = useSelfProfile();
  const [supportOpen, setSupportOpen] = useState(false);
  const [cannotLoginOpen, setCannotLoginOpen] = useState(false);
  const logout = useLogout(impersonating);

  const isAffiliate = self?.isAffiliate ?? affiliateHint;
  const canLogin = self?.profile.canLogin ?? canLoginHint;

  // An operator already viewing one user who asks for another: end this view, and the layout's
  // impersonation entry takes the request from the same URL.
  useEffect(() => {
    const target = impersonating ? impersonationTarget(new URLSearchParams(search.toString())) : null;
    if (!target) return;
    if (target === userId) router.replace(pathname);
    else void endImpersonation().then(() => router.refresh());
  }, [impersonating, search, userId, pathname, router]);

  useEffect(() => {
    if (!self) return;
    const decision = entryDecision(self.profile, pathname);
    if (decision.redirect) router.replace(decision.redirect);
    if (decision.cannotLoginModal) setCannotLoginOpen(true);
  }, [self, pathname, router]);
  // An account not yet confirmed sees a page only once it is known to stay on it: a page it is
  // about to leave would call the API meanwhile and be refused (403s for nothing).
  const held = !canLogin && (!self || entryDecision(self.profile, pathname).redirect !== null);
  const locked = self ? lockedReason(self.profile) : null;

  const { items } = dashboardMenu(isAffiliate);
  const fallbackTitle = titleForPath([...items, LEADER_ACCOUNT_LINK], pathname) ?? "داشبورد";
  const openSupport = useCallback(() => setSupportOpen(true), []);

  return (
    <ShellFrame
      brandHref="/dashboard"
      sidebar={(collapsed) => (
        <DashboardSidebar
          isAffiliate={isAffiliate}
          disabled={!canLogin}
          rating={self?.profile.rating}
          collapsed={collapsed}
          onSupport={openSupport}
          onLogout={logout}
        />
      )}
      header={(openDrawer) => (
        <ShellHeader
          config={header}
          fallbackTitle={fallbackTitle}
          onOpenDrawer={openDrawer}
          end={<AnnouncementsBell isAffiliate={isAffiliate} />}
        />
      )}
    >
      {impersonating && <ImpersonationBanner name={self ? displayName(self.profile) : null} onEnd={logout} />}
      {locked && (
        <p
          role="status"
          className="mx-4 mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm leading-7 text-amber-900 md:mx-6"
          data-testid="locked-notice"
        >
          {locked}
        </p>
      )}
      <main className="p-4 md:p-6">
        {held ? (
          <div className="flex justify-center py-16">
            <Spinner className="size-6" />
          </div>
        ) : (
          children
        )}
      </main>
      <SupportDialog open={supportOpen} onClose={() => setSupportOpen(false)} />
      <CannotLoginModal open={cannotLoginOpen} onClose={() => setCannotLoginOpen(false)} />
    </ShellFrame>
  );
}
