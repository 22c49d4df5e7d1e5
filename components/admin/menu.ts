// The admin aside menu of spec doc 1 §2. Accountants see only the finance group; badge counts come
// from GET /api/Operator/panel-meta-data under the names below.
import type { IconName } from "@/components/dashboard/icons";

export interface PanelMetaData {
  leadersAwaitingConfirmation: number;
  sellersAwaitingConfirmation: number;
  c2cPaymentsAwaitingConfirmation: number;
  checkoutsInProcess: number;
  operatorRefundsInProcess: number;
}

export interface AdminLink {
  title: string;
  href: string;
  icon: IconName;
  badge?: keyof PanelMetaData;
}

export interface AdminGroup {
  title: string;
  links: AdminLink[];
}

export type AdminRole = "Operator" | "Accountant";

export const FINANCE_GROUP: AdminGroup = {
  title: "گزارش‌های مالی",
  links: [
    {
      title: "تراکنش‌ها",
      href: "/adminDashboard/financialReports/transactions",
      icon: "receipt",
      badge: "c2cPaymentsAwaitingConfirmation",
    },
    {
      title: "تسویه‌ها",
      href: "/adminDashboard/financialReports/checkouts",
      icon: "checkout",
      badge: "checkoutsInProcess",
    },
    {
      title: "لغو و استرداد",
      href: "/adminDashboard/financialReports/cancellations",
      icon: "refund",
      badge: "operatorRefundsInProcess",
    },
  ],
};

export const OPERATOR_GROUPS: AdminGroup[] = [
  {
    title: "مدیریت کاربران",
    links: [
      { title: "تورگردانان", href: "/adminDashboard", icon: "users", badge: "leadersAwaitingConfirmation" },
      {
        title: "فروشندگان تور",
        href: "/adminDashboard/affiliatesManagement",
        icon: "user",
        badge: "sellersAwaitingConfirmation",
      },
      { title: "سفارش‌های وب‌سرویس", href: "/adminDashboard/affiliatesManagement/webServiceOrders", icon: "code" },
      { title: "اپراتورها و حسابداران", href: "/adminDashboard/userManagement", icon: "settings" },
    ],
  },
  {
    title: "مدیریت محتوا",
    links: [
      { title: "مدیریت تورها", href: "/adminDashboard/tourManagement", icon: "bus" },
      { title: "سایت‌ساز", href: "/adminDashboard/websiteMaker", icon: "globe" },
      { title: "اطلاعیه‌ها", href: "/adminDashboard/announcements", icon: "bell" },
    ],
  },
  FINANCE_GROUP,
];

export function adminMenu(role: AdminRole): AdminGroup[] {
  return role === "Operator" ? OPERATOR_GROUPS : [FINANCE_GROUP];
}

export function isAdminLinkActive(link: AdminLink, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return path === link.href;
}

export function adminTitleForPath(role: AdminRole, pathname: string): string {
  for (const group of adminMenu(role))
    for (const link of group.links) if (isAdminLinkActive(link, pathname)) return link.title;
  if (pathname.startsWith("/adminDashboard/users/")) return "جزئیات کاربر";
  return "پنل مدیریت";
}
