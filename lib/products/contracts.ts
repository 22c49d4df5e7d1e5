// Contracts of the product calls (spec doc 3 §7 "Products"). The spec writes the product id as
// {id} in some paths; the folder's one parameter name is productId (docs/http.md).
import type { Contract } from "@/lib/http/contract";
import { pagedSchema, pageQuery } from "@/lib/http/paging";
import { XLSX_TYPE } from "@/lib/http/media-types";
import { z } from "@/lib/validation/z";
import {
  id,
  orderBody,
  photoName,
  productBody,
  productPhotoCopy,
  productPhotoReorder,
  productPhotoUpload,
  productSearchQuery,
  productViewSchema,
  photoViewSchema,
} from "./schemas";

const LEADER = ["Leader"] as const;
const tags = ["Products"];
const params = z.object({ productId: id });

const photo = photoViewSchema;
const product = productViewSchema;
const photosAnswer = z.object({ name: z.string().optional(), photos: z.array(photo) });

export const createProductContract = {
  method: "POST",
  path: "/api/Product",
  summary: "ایجاد محصول",
  tags,
  access: LEADER,
  body: productBody,
  response: product,
  errors: ["image_empty", "image_too_large", "image_too_many_pixels", "image_unsupported", "registration_end_past"],
} satisfies Contract;
export const getProductContract = {
  method: "GET",
  path: "/api/Product/{productId}",
  summary: "یک محصول (فرم ویرایش و صفحه عمومی محصول)",
  tags,
  access: "public",
  params,
  response: product.extend({ leader: z.object({ id: z.number(), name: z.string() }) }),
  errors: ["image_empty", "image_too_large", "image_too_many_pixels", "image_unsupported", "product_not_found"],
} satisfies Contract;
export const updateProductContract = {
  method: "PUT",
  path: "/api/Product/{productId}",
  summary: "ویرایش محصول",
  tags,
  access: LEADER,
  params,
  body: productBody,
  response: product,
  errors: [
    "capacity_below_sold",
    "image_empty",
    "image_too_large",
    "image_too_many_pixels",
    "image_unsupported",
    "product_not_found",
  ],
} satisfies Contract;
export const toggleProductContract = {
  method: "PUT",
  path: "/api/Product/{productId}/toggle-status",
  summary: "فعال یا غیرفعال کردن فروش محصول",
  tags,
  access: LEADER,
  params,
  response: z.object({ id: z.number(), isActive: z.boolean() }),
  errors: ["product_not_found"],
} satisfies Contract;
export const searchProductsContract = {
  method: "GET",
  path: "/api/Product/Search",
  summary: "محصولات من (۱۰ در هر صفحه)",
  tags,
  access: LEADER,
  query: z.object({ ...productSearchQuery, ...pageQuery(10, 100) }),
  response: pagedSchema(product),
  errors: ["image_empty", "image_too_large", "image_too_many_pixels", "image_unsupported"],
} satisfies Contract;
export const productCustomersContract = {
  method: "GET",
  path: "/api/Product/{productId}/Customers",
  summary: "خریداران یک محصول",
  tags,
  access: LEADER,
  params,
  query: z.object(pageQuery(10, 10_000)),
  response: pagedSchema(
    z.object({
      id: z.number(),
      trackingId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      fullName: z.string(),
      mobile: z.string(),
      nationalId: z.string(),
      phone: z.string().nullable(),
      orderCount: z.number(),
      amount: z.number(),
      paymentMethod: z.string(),
      status: z.enum(["Pending", "Paid", "Released"]),
      extraQuestionAnswer: z.string().nullable(),
      createdAt: z.string(),
    }),
  ).extend({ paidCount: z.number(), paidAmount: z.number() }),
  errors: ["product_not_found"],
} satisfies Contract;
export const productCustomersExportContract = {
  method: "GET",
  path: "/api/Product/{productId}/Customers/excel",
  summary: "خریداران یک محصول به صورت فایل اکسل (همه ردیف‌ها)",
  tags,
  access: LEADER,
  params,
  produces: "file",
  fileTypes: [XLSX_TYPE],
  errors: ["product_not_found"],
} satisfies Contract;
export const orderProductContract = {
  method: "POST",
  path: "/api/product/{productId}/reservation",
  summary: "سفارش محصول: نگه‌داشتن موجودی و صدور صورتحساب",
  tags,
  access: "public",
  params,
  body: orderBody,
  maxBodyBytes: 16 * 1024,
  response: z.object({
    billId: z.string(),
    paymentToken: z.string(),
    trackingId: z.string(),
    amount: z.number(),
    expiresAt: z.string(),
    paymentMethod: z.enum(["Online", "C2C"]),
    paymentUrl: z.string().nullable(),
    c2cCard: z.object({ cardNumber: z.string(), holder: z.string() }).nullable(),
  }),
  errors: [
    "c2c_unavailable",
    "extra_answer_date",
    "invalid_amount",
    "out_of_stock",
    "product_inactive",
    "product_not_found",
    "registration_closed",
  ],
} satisfies Contract;
export const productReceiptContract = {
  method: "GET",
  path: "/api/Product/receipt/{mobile}/{trackingId}",
  summary: "رسید سفارش محصول با موبایل و کد رهگیری",
  tags,
  access: "public",
  params: z.object({ mobile: z.string().trim().min(1).max(20), trackingId: z.string().trim().min(1).max(20) }),
  response: z.object({
    trackingId: z.string(),
    status: z.enum(["Pending", "Paid", "Released"]),
    billId: z.string(),
    billStatus: z.string(),
    paidAt: z.string().nullable(),
    expiresAt: z.string(),
    paymentMethod: z.string(),
    paymentStatus: z.string().nullable(),
    paymentToken: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    mobile: z.string(),
    nationalId: z.string(),
    phone: z.string().nullable(),
    orderCount: z.number(),
    unitPrice: z.number(),
    amount: z.number(),
    extraQuestion: z.string().nullable(),
    extraQuestionAnswer: z.string().nullable(),
    createdAt: z.string(),
    product: z.object({ id: z.number(), leaderId: z.number(), title: z.string() }),
  }),
  errors: ["receipt_not_found"],
} satisfies Contract;
export const productReceiptRedirectContract = {
  method: "GET",
  path: "/api/product/reservation/receipt/{billId}",
  summary: "هدایت پس از درگاه به رسید سفارش محصول",
  tags,
  access: "public",
  params: z.object({ billId: z.string().trim().min(1).max(64) }),
  query: z.object({ paymentStatus: z.string().max(20).optional(), receipt: z.string().max(100).optional() }),
  produces: "redirect",
  errors: [],
} satisfies Contract;
export const productReceiptByBillContract = {
  ...productReceiptContract,
  path: "/api/product/reservation/receipt/{billId}/order",
  summary: "رسید سفارش محصول با مقدار کوتاه‌مدت رسید (بدون موبایل و کد رهگیری در نشانی)",
  params: z.object({ billId: z.string().trim().min(1).max(64) }),
  query: z.object({ receipt: z.string().max(100) }),
  errors: ["receipt_link_invalid"],
} satisfies Contract;
export const addProductPhotoContract = {
  method: "POST",
  path: "/api/product/{productId}/Photo",
  summary: "بارگذاری تصویر محصول در یک جایگاه (۱ تا ۴)",
  tags,
  access: LEADER,
  params,
  body: productPhotoUpload,
  multipart: true,
  response: photosAnswer,
  errors: [
    "image_empty",
    "image_too_large",
    "image_too_many_pixels",
    "image_unsupported",
    "photo_not_found",
    "photo_order_mismatch",
    "product_not_found",
  ],
} satisfies Contract;
export const deleteProductPhotoContract = {
  method: "DELETE",
  path: "/api/product/{productId}/Photo/{photoName}",
  summary: "حذف تصویر محصول",
  tags,
  access: LEADER,
  params: z.object({ productId: id, photoName }),
  response: photosAnswer,
  errors: [
    "image_empty",
    "image_too_large",
    "image_too_many_pixels",
    "image_unsupported",
    "photo_not_found",
    "photo_order_mismatch",
    "product_not_found",
  ],
} satisfies Contract;
export const copyProductPhotoContract = {
  method: "POST",
  path: "/api/product/CopyTourPhoto",
  summary: "کپی تصویر یک محصول یا تور دیگر در جایگاه محصول",
  tags,
  access: LEADER,
  body: productPhotoCopy,
  multipart: true,
  response: photosAnswer,
  errors: [
    "image_empty",
    "image_too_large",
    "image_too_many_pixels",
    "image_unsupported",
    "photo_not_found",
    "photo_order_mismatch",
    "product_not_found",
  ],
} satisfies Contract;
export const reorderProductPhotosContract = {
  method: "POST",
  path: "/api/product/ReOrderTourPhoto",
  summary: "ترتیب تصاویر محصول",
  tags,
  access: LEADER,
  body: productPhotoReorder,
  response: photosAnswer,
  errors: [
    "image_empty",
    "image_too_large",
    "image_too_many_pixels",
    "image_unsupported",
    "photo_not_found",
    "photo_order_mismatch",
    "product_not_found",
  ],
} satisfies Contract;
