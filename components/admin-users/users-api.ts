// The operator's user calls, through the one browser client (spec error toasts).
import type {
  getUserContract,
  userAuditContract,
  userRowSchema,
  listStaffContract,
} from "@/lib/operator-users/contracts";
import type { z } from "@/lib/validation/z";
import { api } from "@/lib/client/api-client";
import type { BodyOf } from "@/lib/client/endpoint";
import * as operatorUsers from "@/lib/client/endpoints/operator-users";

export type UserRow = z.output<typeof userRowSchema>;
type DetailEnvelope = z.output<NonNullable<typeof getUserContract.response>>;
export type UserDetail = DetailEnvelope extends infer E
  ? E extends { leaderDetail: infer D }
    ? D
    : E extends { affiliateDetail: infer D }
      ? D
      : never
  : never;
export type AuditRow = z.output<NonNullable<typeof userAuditContract.response>>["result"][number];
export type StaffRow = z.output<NonNullable<typeof listStaffContract.response>>["result"][number];

export interface SearchUsersParams {
  RoleId: 2 | 3;
  Page: number;
  SearchTerm?: string;
  Confirmed?: boolean;
  IdentityDocsConfirmed?: boolean;
}

/** react-query key prefixes: the lists and one user's detail. */
export const USERS_KEY = ["admin-users"] as const;
export const userKey = (id: number) => [...USERS_KEY, "user", id] as const;

const detail = (envelope: DetailEnvelope): UserDetail =>
  ("leaderDetail" in envelope ? envelope.leaderDetail : envelope.affiliateDetail) as UserDetail;

export const usersApi = {
  search: (query: SearchUsersParams) =>
    api.call(operatorUsers.searchUsersContract, { query: { ...query, PageSize: 9 } }),
  get: async (id: number) => detail(await api.call(operatorUsers.getUserContract, { params: { id } })),
  audit: (id: number, page: number) =>
    api.call(operatorUsers.userAuditContract, { params: { id }, query: { Page: page } }),
  toggleConfirmation: (id: number) => api.call(operatorUsers.toggleConfirmationContract, { params: { id } }),
  toggleIdentity: (id: number) => api.call(operatorUsers.toggleIdentityConfirmationContract, { params: { id } }),
  edit: async (body: BodyOf<typeof operatorUsers.editUserContract>) =>
    detail(await api.call(operatorUsers.editUserContract, { body })),
  note: (userId: number, note: string) =>
    api.call(operatorUsers.userNoteContract, { params: { userId }, body: { note } }),
  addCredit: (body: { userId: number; operatorNote: string; amount: number }) =>
    api.call(operatorUsers.addCreditContract, { body }),
  sendSms: (body: { userId: number; message: string }) => api.call(operatorUsers.sendSmsContract, { body }),
  changeRole: (body: { userId: number; role: "Leader" | "Affiliate" }) =>
    api.call(operatorUsers.changeRoleContract, { body }),
  remove: (id: number) => api.call(operatorUsers.deleteUserContract, { params: { id } }),
  staff: (page: number) => api.call(operatorUsers.listStaffContract, { query: { Page: page } }),
  addStaff: (body: {
    firstName: string;
    lastName: string;
    mobile: string;
    password: string;
    role: "Operator" | "Accountant";
  }) => api.call(operatorUsers.createStaffContract, { body }),
  toggleStaff: (userId: number) => api.call(operatorUsers.toggleStaffContract, { params: { userId } }),
};

export const USER_TOASTS = {
  confirmed: "حساب کاربر تایید شد.",
  unconfirmed: "تایید حساب کاربر لغو شد.",
  docsConfirmed: "مدارک هویتی تایید شد.",
  docsUnconfirmed: "تایید مدارک هویتی لغو شد.",
  edited: "اطلاعات کاربر ویرایش شد.",
  deleted: "کاربر حذف شد.",
  smsSent: "پیامک با موفقیت ارسال شد.",
  creditAdded: "اعتبار به کیف پول کاربر افزوده شد.",
  noteSaved: "یادداشت ذخیره شد.",
  roleChanged: "نقش کاربر تغییر کرد.",
  staffAdded: "کاربر افزوده شد.",
  staffDisabled: "کاربر غیرفعال شد.",
  staffEnabled: "کاربر فعال شد.",
} as const;
