// Contracts of the tour calls (spec doc 2 §7): paths as the spec spells them.
import { successResponse, type Contract } from "@/lib/http/contract";
import { pageQuery } from "@/lib/http/paging";
import { z } from "@/lib/validation/z";
import { idSchema } from "@/lib/validation/fields";
import {
  cancelBodySchema,
  copyPhotoSchema,
  defaultTourSchema,
  extraItemBodySchema,
  imageUploadSchema,
  localLeaderPhotoSchema,
  photoNameSchema,
  photoUploadSchema,
  refundRuleBodySchema,
  reorderPhotosSchema,
  searchQueryFields,
  tagsBodySchema,
  titleBodySchema,
  tourPayloadSchema,
  vehicleBodySchema,
  visibilityBodySchema,
} from "./schemas";
import {
  cancelTourResponse,
  closeSeatResponse,
  defaultTourResponse,
  editTourResponse,
  extraItemSchema,
  extraQuestionResponse,
  hardshipsResponse,
  livePlacesResponse,
  photosResponse,
  photoUploadResponse,
  publicTourResponse,
  referenceListResponse,
  refundRuleSchema,
  registrationResponse,
  searchToursResponse,
  seatMapResponse,
  storedPhotoResponse,
  tagsResponse,
  titleItemResponse,
  vehicleResponse,
  visibilityResponse,
} from "./responses";

const LEADER = ["Leader"] as const;
const tags = ["Tours"];
const partTags = ["Tour parts"];
const photoTags = ["Tour photos"];
const id = idSchema;
const tourParams = z.object({ tourId: id });
const idResponse = z.object({ id: z.number().int() });

export const createTourContract = {
  method: "POST",
  path: "/api/Tour",
  summary: "ساخت تور (همهٔ داده‌های ویزارد)",
  tags,
  access: LEADER,
  body: tourPayloadSchema,
  response: idResponse,
  errors: ["unknown_campaign", "unknown_reference"],
} satisfies Contract;
export const getPublicTourContract = {
  method: "GET",
  path: "/api/Tour/{tourId}",
  summary: "نمای عمومی تور منتشرشده",
  tags,
  access: "public",
  params: tourParams,
  query: z.object({ sellerId: z.preprocess((v) => (v === "" ? undefined : v), id.optional()) }),
  response: publicTourResponse,
  errors: ["image_empty", "image_too_large", "image_too_many_pixels", "image_unsupported"],
} satisfies Contract;
export const livePlacesContract = {
  method: "GET",
  path: "/api/tour/{tourId}/places",
  summary: "ظرفیت باقی‌مانده و امکان خرید هر سانس (آمار زندهٔ صفحهٔ تور؛ حداکثر ۱ ثانیه کهنه؛ با ETag و پاسخ ۳۰۴)",
  tags,
  access: "public",
  params: tourParams,
  response: livePlacesResponse,
  errors: [],
} satisfies Contract;
export const updateTourContract = {
  method: "PUT",
  path: "/api/Tour/{tourId}",
  summary: "ویرایش تور (همهٔ داده‌ها؛ بخش‌های فروخته‌شده محفوظ می‌مانند)",
  tags,
  access: LEADER,
  params: tourParams,
  body: tourPayloadSchema,
  response: idResponse,
  errors: [
    "cancelled_tour",
    "capacity_below_booked",
    "discount_below_used",
    "extra_item_below_sold",
    "sales_conflict",
    "sold_session_deleted",
    "sold_vehicle_changed",
    "unknown_campaign",
    "unknown_reference",
  ],
} satisfies Contract;
export const deleteTourContract = {
  method: "DELETE",
  path: "/api/Tour/{tourId}",
  summary: "حذف توری که فروشی ندارد",
  tags,
  access: LEADER,
  params: tourParams,
  response: successResponse,
  errors: ["cancelled_tour", "delete_sold"],
} satisfies Contract;
export const editTourContract = {
  method: "GET",
  path: "/api/Tour/{tourId}/edit",
  summary: "تور برای ویرایش در ویزارد، با نشان قابل‌ویرایش بودن هر بخش",
  tags,
  access: LEADER,
  params: tourParams,
  response: editTourResponse,
  errors: ["image_empty", "image_too_large", "image_too_many_pixels", "image_unsupported"],
} satisfies Contract;
export const searchToursContract = {
  method: "GET",
  path: "/api/Tour/search",
  summary: "تورها و همکاری‌های کاربر، صفحه‌بندی‌شده",
  tags,
  access: ["Leader", "Affiliate"],
  query: z.object({ ...searchQueryFields, ...pageQuery(20, 100) }),
  response: searchToursResponse,
  errors: ["image_empty", "image_too_large", "image_too_many_pixels", "image_unsupported"],
} satisfies Contract;
export const getDefaultTourContract = {
  method: "GET",
  path: "/api/Tour/default",
  summary: "تنظیمات پیش‌فرض تور",
  tags,
  access: LEADER,
  response: defaultTourResponse,
  errors: ["image_empty", "image_too_large", "image_too_many_pixels", "image_unsupported"],
} satisfies Contract;
export const saveDefaultTourContract = {
  method: "PUT",
  path: "/api/Tour/default",
  summary: "ذخیرهٔ تنظیمات پیش‌فرض تور",
  tags,
  access: LEADER,
  body: defaultTourSchema,
  response: defaultTourResponse,
  errors: ["image_empty", "image_too_large", "image_too_many_pixels", "image_unsupported", "unknown_reference"],
} satisfies Contract;
export const hardshipsContract = {
  method: "GET",
  path: "/api/Tour/HardShips",
  summary: "سطوح سختی",
  tags: ["Reference"],
  access: LEADER,
  response: hardshipsResponse,
  errors: [],
} satisfies Contract;
export const stylesContract = {
  method: "GET",
  path: "/api/Tour/Styles",
  summary: "سبک‌های تور",
  tags: ["Reference"],
  access: LEADER,
  response: referenceListResponse,
  errors: [],
} satisfies Contract;
export const cancellationReasonsContract = {
  method: "GET",
  path: "/api/Tour/CancellationReasons",
  summary: "دلایل لغو",
  tags: ["Reference"],
  access: LEADER,
  response: referenceListResponse,
  errors: [],
} satisfies Contract;
export const cancelTourContract = {
  method: "POST",
  path: "/api/Tour/{tourId}/cancel",
  summary: "لغو تور با ذکر دلیل",
  tags,
  access: LEADER,
  params: tourParams,
  body: cancelBodySchema,
  response: cancelTourResponse,
  errors: ["already_cancelled", "cancelled_tour", "insufficient_balance", "unknown_reason"],
} satisfies Contract;
export const toggleRegistrationContract = {
  method: "PUT",
  path: "/api/Tour/{tourId}/toggleRegistration",
  summary: "باز یا بستن ثبت‌نام",
  tags,
  access: LEADER,
  params: tourParams,
  response: registrationResponse,
  errors: ["cancelled_tour"],
} satisfies Contract;
export const visibilityContract = {
  method: "PUT",
  path: "/api/Tour/{tourId}/sale-website/visibility",
  summary: "نمایش یا پنهان کردن تور در سایت فروش",
  tags,
  access: LEADER,
  params: tourParams,
  body: visibilityBodySchema,
  response: visibilityResponse,
  errors: ["cancelled_tour"],
} satisfies Contract;

export const addTagsContract = {
  method: "POST",
  path: "/api/Tour/{tourId}/Tags",
  summary: "افزودن برچسب‌ها",
  tags: partTags,
  access: LEADER,
  params: tourParams,
  body: tagsBodySchema,
  response: tagsResponse,
  errors: ["cancelled_tour"],
} satisfies Contract;
export const removeTagContract = {
  method: "DELETE",
  path: "/api/Tour/{tourId}/Tags/{tag}",
  summary: "حذف برچسب",
  tags: partTags,
  access: LEADER,
  params: z.object({ tourId: id, tag: z.string().min(1).max(50) }),
  response: tagsResponse,
  errors: ["cancelled_tour"],
} satisfies Contract;

const titleItem = (name: string, param: string, path: string) => ({
  add: {
    method: "POST",
    path: `/api/Tour/{tourId}/${path}`,
    summary: `افزودن ${name}`,
    tags: partTags,
    access: LEADER,
    params: tourParams,
    body: titleBodySchema,
    response: titleItemResponse,
    errors: ["cancelled_tour"],
  } satisfies Contract,
  update: {
    method: "PUT",
    path: `/api/Tour/{tourId}/${path}/{${param}}`,
    summary: `تغییر نام ${name}`,
    tags: partTags,
    access: LEADER,
    params: z.object({ tourId: id, [param]: id }),
    body: titleBodySchema,
    response: titleItemResponse,
    errors: ["cancelled_tour"],
  } satisfies Contract,
  remove: {
    method: "DELETE",
    path: `/api/Tour/{tourId}/${path}/{${param}}`,
    summary: `حذف ${name}`,
    tags: partTags,
    access: LEADER,
    params: z.object({ tourId: id, [param]: id }),
    response: successResponse,
    errors: ["cancelled_tour"],
  } satisfies Contract,
});
export const checklistContracts = titleItem("مورد چک‌لیست", "checklistId", "Checklist");
export const serviceContracts = titleItem("خدمت", "serviceId", "Service");

const extraItemParams = z.object({ tourId: id, extraItemId: id });
export const addExtraItemContract = {
  method: "POST",
  path: "/api/Tour/{tourId}/ExtraItem",
  summary: "افزودن آیتم جانبی",
  tags: partTags,
  access: LEADER,
  params: tourParams,
  body: extraItemBodySchema,
  response: extraItemSchema,
  errors: ["cancelled_tour"],
} satisfies Contract;
export const updateExtraItemContract = {
  method: "PUT",
  path: "/api/Tour/{tourId}/ExtraItem/{extraItemId}",
  summary: "ویرایش آیتم جانبی",
  tags: partTags,
  access: LEADER,
  params: extraItemParams,
  body: extraItemBodySchema,
  response: extraItemSchema,
  errors: ["cancelled_tour", "extra_item_below_sold", "sold_extra_item_changed"],
} satisfies Contract;
export const deleteExtraItemContract = {
  method: "DELETE",
  path: "/api/Tour/{tourId}/ExtraItem/{extraItemId}",
  summary: "حذف آیتم جانبی فروخته‌نشده",
  tags: partTags,
  access: LEADER,
  params: extraItemParams,
  response: successResponse,
  errors: ["cancelled_tour", "sold_extra_item_deleted"],
} satisfies Contract;
export const boughtExtraItemsContract = {
  method: "GET",
  path: "/api/Tour/{tourId}/bought-extra-items",
  summary: "آیتم‌های جانبی با تعداد فروخته و باقی‌مانده",
  tags: partTags,
  access: LEADER,
  params: tourParams,
  response: z.array(extraItemSchema),
  errors: [],
} satisfies Contract;
export const extraQuestionContract = {
  method: "GET",
  path: "/api/Tour/{tourId}/extra-question",
  summary: "پرسش اضافه و پاسخ مسافران",
  tags: partTags,
  access: LEADER,
  params: tourParams,
  query: z.object({ vehicleId: z.preprocess((v) => (v === "" ? undefined : v), id.optional()) }),
  response: extraQuestionResponse,
  errors: [],
} satisfies Contract;

const vehicleParams = z.object({ tourId: id, vehicleId: id });
export const addVehicleContract = {
  method: "POST",
  path: "/api/Tour/{tourId}/Vehicle",
  summary: "افزودن وسیلهٔ نقلیه به سانس",
  tags: partTags,
  access: LEADER,
  params: tourParams,
  body: vehicleBodySchema,
  response: vehicleResponse,
  errors: ["cancelled_tour"],
} satisfies Contract;
export const updateVehicleContract = {
  method: "PUT",
  path: "/api/Tour/{tourId}/Vehicle/{vehicleId}",
  summary: "ویرایش وسیلهٔ نقلیهٔ فروخته‌نشده",
  tags: partTags,
  access: LEADER,
  params: vehicleParams,
  body: vehicleBodySchema,
  response: vehicleResponse,
  errors: ["cancelled_tour", "capacity_below_booked", "sold_vehicle_changed"],
} satisfies Contract;
export const deleteVehicleContract = {
  method: "DELETE",
  path: "/api/Tour/{tourId}/Vehicle/{vehicleId}",
  summary: "حذف وسیلهٔ نقلیهٔ فروخته‌نشده",
  tags: partTags,
  access: LEADER,
  params: vehicleParams,
  response: successResponse,
  errors: ["cancelled_tour", "sold_vehicle_changed"],
} satisfies Contract;
export const vehicleSeatsContract = {
  method: "GET",
  path: "/api/Tour/{tourId}/vehicle/{vehicleId}/seats",
  summary: "نقشهٔ صندلی‌های وسیلهٔ نقلیه با وضعیت هر صندلی",
  tags: partTags,
  access: "public",
  params: vehicleParams,
  response: seatMapResponse,
  errors: [],
} satisfies Contract;
export const closeSeatContract = {
  method: "POST",
  path: "/api/Tour/{tourId}/vehicle/{vehicleId}/close-seat/{seatNumber}",
  summary: "بستن یا بازکردن یک صندلی",
  tags: partTags,
  access: LEADER,
  params: z.object({ tourId: id, vehicleId: id, seatNumber: z.coerce.number().int() }),
  response: closeSeatResponse,
  errors: ["cancelled_tour", "no_seat_map", "seat_not_on_map", "seat_taken"],
} satisfies Contract;

const ruleParams = z.object({ tourId: id, ruleId: id });
export const addRefundRuleContract = {
  method: "POST",
  path: "/api/tour/{tourId}/refundrule",
  summary: "افزودن قانون استرداد",
  tags: partTags,
  access: LEADER,
  params: tourParams,
  body: refundRuleBodySchema,
  response: refundRuleSchema,
  errors: ["cancelled_tour", "refund_duplicate", "sold_refund_rules"],
} satisfies Contract;
export const updateRefundRuleContract = {
  method: "PUT",
  path: "/api/tour/{tourId}/refundrule/{ruleId}",
  summary: "ویرایش قانون استرداد",
  tags: partTags,
  access: LEADER,
  params: ruleParams,
  body: refundRuleBodySchema,
  response: refundRuleSchema,
  errors: ["cancelled_tour", "refund_duplicate", "sold_refund_rules"],
} satisfies Contract;
export const deleteRefundRuleContract = {
  method: "DELETE",
  path: "/api/tour/{tourId}/refundrule/{ruleId}",
  summary: "حذف قانون استرداد",
  tags: partTags,
  access: LEADER,
  params: ruleParams,
  response: successResponse,
  errors: ["cancelled_tour", "sold_refund_rules"],
} satisfies Contract;
export const listRefundRulesContract = {
  method: "GET",
  path: "/api/tour/{tourId}/refundrules",
  summary: "قوانین استرداد، به ترتیب نزولی روزهای پیش از سفر",
  tags: partTags,
  access: LEADER,
  params: tourParams,
  response: z.array(refundRuleSchema),
  errors: [],
} satisfies Contract;

export const addPhotoContract = {
  method: "POST",
  path: "/api/tour/{tourId}/Photo",
  summary: "بارگذاری عکس در یک جایگاه (۱ تا ۴)",
  tags: photoTags,
  access: LEADER,
  params: tourParams,
  body: photoUploadSchema,
  multipart: true,
  response: photoUploadResponse,
  errors: [
    "cancelled_tour",
    "image_empty",
    "image_too_large",
    "image_too_many_pixels",
    "image_unsupported",
    "photo_not_found",
    "photo_order_mismatch",
  ],
} satisfies Contract;
export const deletePhotoContract = {
  method: "DELETE",
  path: "/api/tour/{tourId}/Photo/{photoName}",
  summary: "حذف عکس؛ عکس‌های بعدی یک جایگاه جلو می‌آیند",
  tags: photoTags,
  access: LEADER,
  params: z.object({ tourId: id, photoName: photoNameSchema }),
  response: photosResponse,
  errors: [
    "cancelled_tour",
    "image_empty",
    "image_too_large",
    "image_too_many_pixels",
    "image_unsupported",
    "photo_not_found",
    "photo_order_mismatch",
  ],
} satisfies Contract;
export const reorderPhotosContract = {
  method: "POST",
  path: "/api/tour/ReOrderTourPhoto",
  summary: "تغییر ترتیب عکس‌های تور",
  tags: photoTags,
  access: LEADER,
  body: reorderPhotosSchema,
  response: photosResponse,
  errors: [
    "cancelled_tour",
    "image_empty",
    "image_too_large",
    "image_too_many_pixels",
    "image_unsupported",
    "photo_not_found",
    "photo_order_mismatch",
  ],
} satisfies Contract;
export const copyPhotoContract = {
  method: "POST",
  path: "/api/tour/CopyTourPhoto",
  summary: "کپی عکس یکی دیگر از تورهای خود در یک جایگاه",
  tags: photoTags,
  access: LEADER,
  body: copyPhotoSchema,
  multipart: true,
  response: photoUploadResponse,
  errors: [
    "cancelled_tour",
    "image_empty",
    "image_too_large",
    "image_too_many_pixels",
    "image_unsupported",
    "photo_not_found",
    "photo_order_mismatch",
  ],
} satisfies Contract;
export const setLocalLeaderPhotoContract = {
  method: "POST",
  path: "/api/Tour/{tourId}/Photo/local-leader",
  summary: "بارگذاری عکس راهنمای محلی",
  tags: photoTags,
  access: LEADER,
  params: tourParams,
  body: localLeaderPhotoSchema,
  multipart: true,
  response: storedPhotoResponse,
  errors: ["cancelled_tour", "image_empty", "image_too_large", "image_too_many_pixels", "image_unsupported"],
} satisfies Contract;
export const removeLocalLeaderPhotoContract = {
  method: "DELETE",
  path: "/api/Tour/{tourId}/Photo/local-leader",
  summary: "حذف عکس راهنمای محلی",
  tags: photoTags,
  access: LEADER,
  params: tourParams,
  response: storedPhotoResponse,
  errors: ["cancelled_tour", "image_empty", "image_too_large", "image_too_many_pixels", "image_unsupported"],
} satisfies Contract;
export const setDefaultLocalLeaderPhotoContract = {
  method: "POST",
  path: "/api/Tour/default/Photo/local-leader",
  summary: "بارگذاری عکس پیش‌فرض راهنمای محلی",
  tags: photoTags,
  access: LEADER,
  body: localLeaderPhotoSchema,
  multipart: true,
  response: storedPhotoResponse,
  errors: ["image_empty", "image_too_large", "image_too_many_pixels", "image_unsupported"],
} satisfies Contract;
export const removeDefaultLocalLeaderPhotoContract = {
  method: "DELETE",
  path: "/api/Tour/default/Photo/local-leader",
  summary: "حذف عکس پیش‌فرض راهنمای محلی",
  tags: photoTags,
  access: LEADER,
  response: storedPhotoResponse,
  errors: ["image_empty", "image_too_large", "image_too_many_pixels", "image_unsupported"],
} satisfies Contract;
export const uploadDefaultPhotoContract = {
  method: "POST",
  path: "/api/Tour/UploadDefaultPhotoForTour",
  summary: "بارگذاری عکسی که در تورهای بدون عکس نمایش داده می‌شود",
  tags: photoTags,
  access: LEADER,
  body: imageUploadSchema,
  multipart: true,
  response: storedPhotoResponse,
  errors: ["image_empty", "image_too_large", "image_too_many_pixels", "image_unsupported"],
} satisfies Contract;
