// The dashboard side menu of spec doc 1 §2: one list for regular leaders, a reduced one for affiliates.
// Pure data plus the active-item rule, so both the sidebar and its tests read the same source.
import type { IconName } from "./icons";

export interface MenuLink {
  title: string;
  href: string;
  icon: IconName;
  /** Further paths on which this entry counts as active (e.g. the later steps of a wizard). */
  activeOn?: RegExp;
  children?: MenuLink[];
}

export const LEADER_MENU: MenuLink[] = [
  { title: "داشبورد", href: "/dashboard", icon: "home" },
  {
    title: "تورها",
    href: "/dashboard/tour",
    icon: "map",
    children: [
      {
        title: "ایجاد تور",
        href: "/dashboard/tour/add",
        icon: "plus",
        // Its steps, also for a draft being continued (/dashboard/tour/add/{tourId}/stepTwo).
        activeOn: /^\/dashboard\/tour\/add(\/\d+)?(\/(stepTwo|stepThree))?$/,
      },
      { title: "تنظیمات پیش‌فرض تور", href: "/dashboard/tour/defaultSettings", icon: "settings" },
    ],
  },
  { title: "کدهای تخفیف", href: "/dashboard/discounts", icon: "percent" },
  { title: "فروش اقساطی", href: "/dashboard/installmentSale", icon: "checkout" },
  {
    title: "محصولات",
    href: "/dashboard/product",
    icon: "receipt",
    activeOn: /^\/dashboard\/product\/(edit|report)\/\d+$/,
    children: [{ title: "افزودن محصول", href: "/dashboard/product/add", icon: "plus" }],
  },
  { title: "مسافران من", href: "/dashboard/myPassengers", icon: "users" },
  {
    title: "امور مالی",
    href: "/dashboard/financial",
    icon: "wallet",
    children: [{ title: "کیف پول", href: "/dashboard/financial/wallet", icon: "card" }],
  },
  { title: "سایت‌ساز", href: "/dashboard/websiteMaker", icon: "globe" },
];

/** The leader's account link, shown apart from the main list. */
export const LEADER_ACCOUNT_LINK: MenuLink = { title: "حساب کاربری", href: "/dashboard/profile", icon: "user" };

export const AFFILIATE_MENU: MenuLink[] = [
  { title: "داشبورد", href: "/dashboard", icon: "home" },
  {
    title: "جستجوی تور",
    href: "/dashboard/searchTours",
    icon: "search",
    children: [{ title: "مدیریت وب‌سرویس", href: "/dashboard/webService", icon: "code" }],
  },
  {
    title: "امور مالی",
    href: "/dashboard/financial",
    icon: "wallet",
    children: [{ title: "کیف پول", href: "/dashboard/financial/wallet", icon: "card" }],
  },
  { title: "سایت‌ساز", href: "/dashboard/websiteMaker", icon: "globe" },
  { title: "مسافران من", href: "/dashboard/myPassengers", icon: "users" },
  { title: "ویرایش پروفایل", href: "/dashboard/profile/editProfile", icon: "user" },
];

export function dashboardMenu(isAffiliate: boolean): { items: MenuLink[]; account: MenuLink | null } {
  return isAffiliate ? { items: AFFILIATE_MENU, account: null } : { items: LEADER_MENU, account: LEADER_ACCOUNT_LINK };
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** An entry is active on its own path or one it names; a parent is never active because of its children. */
export function isLinkActive(link: Pick<MenuLink, "href" | "activeOn">, pathname: string): boolean {
  const path = trimSlash(pathname);
  return path === link.href || Boolean(link.activeOn?.test(path));
}

/** A parent whose child is active stays open (and marked) so the user sees where they are. */
export function isGroupOpen(link: MenuLink, pathname: string): boolean {
  return isLinkActive(link, pathname) || (link.children ?? []).some((child) => isLinkActive(child, pathname));
}

/** The title of the deepest menu entry matching the path: the header's default title. */
export function titleForPath(items: MenuLink[], pathname: string): string | null {
  for (const item of items) {
    for (const child of item.children ?? []) if (isLinkActive(child, pathname)) return child.title;
    if (isLinkActive(item, pathname)) return item.title;
  }
  return null;
}
