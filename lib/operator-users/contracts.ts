// Contracts of the operator's user administration (spec 1 §3, §7 "Operator administration";
// 3 §7 "Operator"), the staff (operators and accountants) of the user-management page, and the
// audit log of a user.
import type { Contract } from "@/lib/http/contract";
import { pagedSchema, pageQuery } from "@/lib/http/paging";
import { optional, phoneSchema, PROFILE_LIMITS, requiredText, tooLong } from "@/lib/profile/schemas";
import { emailSchema, mobileSchema, nationalIdSchema, passwordSchema, idSchema } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { OPERATOR_USER_MESSAGES as M } from "./messages";

const tags = ["Operator"];
const OPERATOR = ["Operator"] as const;
const id = idSchema;
const nullableText = z.string().nullable();

const queryBool = z.preprocess(
  (v) =>
    v === "" || v === undefined ? undefined : v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : v,
  z.boolean().optional(),
);

const success = z.object({ success: z.literal(true) });

// ─── search ───

export const userRowSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  mobile: z.string(),
  nationalId: nullableText,
  brand: nullableText,
  role: z.enum(["Leader", "Affiliate"]),
  roleId: z.number().int().describe("2 leader, 3 affiliate"),
  isConfirmed: z.boolean(),
  identityDocsConfirmed: z.boolean(),
  /** How many of the four identity documents are uploaded. */
  identityDocsCount: z.number().int(),
  cityName: nullableText,
  photo: nullableText,
  created: z.string().describe("ISO date-time"),
});

export const searchUsersContract = {
  method: "GET",
  path: "/api/Operator/SearchUsers",
  summary: "جستجوی تورگردانان (RoleId=2) و فروشندگان (RoleId=3)",
  tags,
  access: OPERATOR,
  query: z.object({
    Confirmed: queryBool,
    IdentityDocsConfirmed: queryBool,
    SearchTerm: z.string().trim().max(100).optional(),
    RoleId: z.coerce
      .number()
      .int()
      .pipe(z.union([z.literal(2), z.literal(3)]))
      .meta({ enum: [2, 3] })
      .default(2),
    ...pageQuery(9, 100),
  }),
  response: pagedSchema(userRowSchema),
  errors: [],
} satisfies Contract;

// ─── detail ───

const documentsSchema = z.object({
  photoPersonal: nullableText,
  photoNationalCard: nullableText,
  photoLicence: nullableText,
  photoGuidanceCard: nullableText,
});

const userDetailSchema = z.object({
  id: z.number().int(),
  role: z.enum(["Leader", "Affiliate"]),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  mobile: z.string(),
  phone: nullableText,
  email: nullableText,
  emailVerified: z.boolean(),
  nationalId: nullableText,
  financialId: nullableText,
  brand: nullableText,
  address: nullableText,
  instagram: nullableText,
  telegram: nullableText,
  profileAbout: nullableText,
  profileRule: nullableText,
  provinceId: z.number().int().nullable(),
  province: nullableText,
  cityId: z.number().int().nullable(),
  cityName: nullableText,
  shebaNumber: nullableText,
  cartNumber: nullableText,
  merchantId: nullableText,
  usingPersonalTerminal: z.boolean(),
  gettingVAT: z.boolean(),
  isConfirmed: z.boolean(),
  identityDocsConfirmed: z.boolean(),
  isOnlineSales: z.boolean(),
  /** An affiliate's leaders (AddLeaderToAffilate); empty for a leader. */
  leaders: z.array(z.object({ id: z.number().int(), fullName: z.string(), brand: nullableText })),
  note: nullableText,
  photo: nullableText,
  profileUrl: z.string(),
  created: z.string(),
  ...documentsSchema.shape,
  balance: z.number().describe("toman in the user's wallet"),
  recentSales: z.array(
    z.object({
      reservationId: z.number().int(),
      trackingId: z.string(),
      tourId: z.number().int(),
      tourTitle: z.string(),
      passengers: z.number().int(),
      amount: z.number(),
      asSeller: z.boolean().describe("true when the user sold it as an affiliate"),
      created: z.string(),
    }),
  ),
});

export const getUserContract = {
  method: "GET",
  path: "/api/Operator/user/{id}",
  summary: "جزئیات یک تورگردان یا فروشنده",
  tags,
  access: OPERATOR,
  params: z.object({ id }),
  response: z.union([z.object({ leaderDetail: userDetailSchema }), z.object({ affiliateDetail: userDetailSchema })]),
  errors: [],
} satisfies Contract;

export const deleteUserContract = {
  method: "DELETE",
  path: "/api/Operator/user/{id}",
  summary: "حذف (غیرفعال‌سازی دائمی) تورگردان یا فروشنده؛ فروش‌ها و تراکنش‌هایش می‌مانند",
  tags,
  access: OPERATOR,
  params: z.object({ id }),
  response: success,
  errors: [],
} satisfies Contract;

// ─── edit ───

const LIMITS = { ...PROFILE_LIMITS, merchant: 50 } as const;
const required = requiredText;

export const editUserSchema = z.object({
  id,
  firstName: required(LIMITS.name),
  lastName: required(LIMITS.name),
  mobile: mobileSchema,
  phone: optional(phoneSchema, LIMITS.phone),
  email: optional(emailSchema, LIMITS.email),
  nationalId: optional(nationalIdSchema, 20),
  brand: optional(z.string(), LIMITS.brand),
  address: optional(z.string(), LIMITS.address),
  instagram: optional(z.string(), LIMITS.social),
  telegram: optional(z.string(), LIMITS.social),
  profileAbout: optional(z.string(), LIMITS.long),
  provinceId: idSchema.nullish(),
  cityId: idSchema.nullish(),
  merchantId: optional(z.string(), LIMITS.merchant),
  usingPersonalTerminal: z.boolean().optional(),
  gettingVAT: z.boolean().optional(),
});
export type EditUserInput = z.output<typeof editUserSchema>;

export const editUserContract = {
  method: "PUT",
  path: "/api/Operator/EditUser",
  summary: "ویرایش اطلاعات تورگردان یا فروشنده توسط اپراتور",
  tags,
  access: OPERATOR,
  body: editUserSchema,
  response: getUserContract.response,
  errors: ["city_unknown", "mobile_taken", "province_mismatch"],
} satisfies Contract;

// ─── toggles and note ───

const userIdParams = z.object({ userId: id });

export const toggleConfirmationContract = {
  method: "PUT",
  path: "/api/Operator/user/{id}/toggle-confirmation",
  summary: "تایید یا لغو تایید حساب کاربر (با تایید، پیامک به کاربر)",
  tags,
  access: OPERATOR,
  params: z.object({ id }),
  response: z.object({ isConfirmed: z.boolean() }),
  errors: [],
} satisfies Contract;

export const toggleIdentityConfirmationContract = {
  method: "PUT",
  path: "/api/Operator/user/{id}/toggle-identity-confirmation",
  summary: "تایید یا لغو تایید مدارک هویتی کاربر",
  tags,
  access: OPERATOR,
  params: z.object({ id }),
  response: z.object({ identityDocsConfirmed: z.boolean() }),
  errors: [],
} satisfies Contract;

export const userNoteContract = {
  method: "PUT",
  path: "/api/Operator/user-note/{userId}",
  summary: "یادداشت اپراتور درباره کاربر",
  tags,
  access: OPERATOR,
  params: userIdParams,
  body: z.object({ note: z.string().max(2000, tooLong(2000)).nullable() }),
  response: z.object({ note: nullableText }),
  errors: [],
} satisfies Contract;

// ─── credit, SMS, role ───

export const addCreditContract = {
  method: "POST",
  path: "/api/Operator/AddCreditToUser",
  summary: "افزودن اعتبار به کیف پول کاربر (از حساب اعتبار اپراتور)",
  tags,
  access: OPERATOR,
  body: z.object({
    userId: id,
    operatorNote: z.string().trim().min(1, M.noteRequired).max(500, tooLong(500)),
    amount: z.number().int().positive(M.creditAmount).max(1_000_000_000_000),
  }),
  response: z.object({ transactionId: z.number().int(), balance: z.number() }),
  errors: ["insufficient_balance"],
} satisfies Contract;

export const sendSmsContract = {
  method: "POST",
  path: "/api/Operator/SendSmsToUser",
  summary: "ارسال پیامک به کاربر",
  tags,
  access: OPERATOR,
  body: z.object({ userId: id, message: z.string().trim().min(1, M.messageRequired).max(500, tooLong(500)) }),
  response: success,
  errors: [],
} satisfies Contract;

export const changeRoleContract = {
  method: "POST",
  path: "/api/Operator/ChangeUserRole",
  summary: "تغییر نقش کاربر بین تورگردان و فروشنده",
  tags,
  access: OPERATOR,
  body: z.object({ userId: id, role: z.enum(["Leader", "Affiliate"]) }),
  response: z.object({ role: z.enum(["Leader", "Affiliate"]) }),
  errors: ["same_role"],
} satisfies Contract;

// ─── audit ───

export const userAuditContract = {
  method: "GET",
  path: "/api/Operator/user/{id}/audit",
  summary: "گزارش کارهای اپراتورها درباره یک کاربر",
  tags,
  access: OPERATOR,
  params: z.object({ id }),
  query: z.object(pageQuery(10, 50)),
  response: pagedSchema(
    z.object({
      id: z.number().int(),
      action: z.string(),
      entityType: z.string(),
      entityId: nullableText,
      actorId: z.number().int().nullable(),
      actorName: nullableText,
      before: z.unknown(),
      after: z.unknown(),
      created: z.string(),
    }),
  ),
  errors: [],
} satisfies Contract;

// ─── staff (user-management page) ───

const staffRowSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.string(),
  role: z.enum(["Operator", "Accountant"]),
  disabled: z.boolean(),
  created: z.string(),
});

export const listStaffContract = {
  method: "GET",
  path: "/api/Operator/staff",
  summary: "اپراتورها و حسابداران",
  tags,
  access: OPERATOR,
  query: z.object(pageQuery(9, 100)),
  response: pagedSchema(staffRowSchema),
  errors: [],
} satisfies Contract;

export const createStaffContract = {
  method: "POST",
  path: "/api/Operator/staff",
  summary: "افزودن اپراتور یا حسابدار با رمز عبور",
  tags,
  access: OPERATOR,
  body: z.object({
    firstName: required(LIMITS.name),
    lastName: required(LIMITS.name),
    mobile: mobileSchema,
    password: passwordSchema.min(8, "رمز عبور باید دست‌کم ۸ نویسه باشد"),
    role: z.enum(["Operator", "Accountant"], M.staffRole),
  }),
  response: staffRowSchema,
  errors: ["mobile_taken", "weak_password"],
} satisfies Contract;

export const toggleStaffContract = {
  method: "PUT",
  path: "/api/Operator/staff/{userId}/toggle-disabled",
  summary: "غیرفعال یا فعال کردن اپراتور یا حسابدار",
  tags,
  access: OPERATOR,
  params: userIdParams,
  response: z.object({ disabled: z.boolean() }),
  errors: ["cannot_disable_self"],
} satisfies Contract;
