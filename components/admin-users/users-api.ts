// The operator's user calls, through the one browser client (spec error toasts).
import type { Paged } from "@/lib/http/paging";
import type { getUserContract, userAuditContract, userRowSchema, listStaffContract } from "@/lib/operator-users/contracts";
import type { z } from "@/lib/validation/z";
import { apiClient } from "@/lib/client/api-client";
import type { ResponseOf } from "@/lib/client/response-of";
import type * as U from "@/lib/operator-users/contracts";

export type UserRow = z.output<typeof userRowSchema>;
type DetailEnvelope = z.output<NonNullable<typeof getUserContract.response>>;
export type UserDetail = DetailEnvelope extends infer E ? (E extends { leaderDetail: infer D } ? D : E extends { affiliateDetail: infer D } ? D : never) : never;
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
  search: (query: SearchUsersParams) => apiClient.get<Paged<UserRow>>("/api/Operator/SearchUsers", { query: { ...query, PageSize: 9 } }),
  get: async (id: number) => detail(await apiClient.get<DetailEnvelope>("/api/Operator/user/{id}", { params: { id } })),
  audit: (id: number, page: number) => apiClient.get<Paged<AuditRow>>("/api/Operator/user/{id}/audit", { params: { id }, query: { Page: page } }),
  toggleConfirmation: (id: number) => apiClient.put<ResponseOf<typeof U.toggleConfirmationContract>>("/api/Operator/user/{id}/toggle-confirmation", { params: { id } }),
  toggleIdentity: (id: number) => apiClient.put<ResponseOf<typeof U.toggleIdentityConfirmationContract>>("/api/Operator/user/{id}/toggle-identity-confirmation", { params: { id } }),
  edit: async (body: Record<string, unknown>) => detail(await apiClient.put<DetailEnvelope>("/api/Operator/EditUser", { body })),
  note: (userId: number, note: string) => apiClient.put<ResponseOf<typeof U.userNoteContract>>("/api/Operator/user-note/{userId}", { params: { userId }, body: { note } }),
  addCredit: (body: { userId: number; operatorNote: string; amount: number }) =>
    apiClient.post<ResponseOf<typeof U.addCreditContract>>("/api/Operator/AddCreditToUser", { body }),
  sendSms: (body: { userId: number; message: string }) => apiClient.post("/api/Operator/SendSmsToUser", { body }),
  changeRole: (body: { userId: number; role: "Leader" | "Affiliate" }) => apiClient.post<ResponseOf<typeof U.changeRoleContract>>("/api/Operator/ChangeUserRole", { body }),
  remove: (id: number) => apiClient.delete("/api/Operator/user/{id}", { params: { id } }),
  staff: (page: number) => apiClient.get<Paged<StaffRow>>("/api/Operator/staff", { query: { Page: page } }),
  addStaff: (body: { firstName: string; lastName: string; mobile: string; password: string; role: "Operator" | "Accountant" }) =>
    apiClient.post<StaffRow>("/api/Operator/staff", { body }),
  toggleStaff: (userId: number) => apiClient.put<ResponseOf<typeof U.toggleStaffContract>>("/api/Operator/staff/{userId}/toggle-disabled", { params: { userId } }),
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
