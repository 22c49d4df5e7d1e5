// The fixed option lists of the tour wizard (spec doc 2 §9) with their Persian labels. Shared by
// the server (validation, public pages) and the forms; no server-only imports here.
import type { Accommodation, TransportType } from "@/lib/db/generated/enums";

export const ACCOMMODATION_TITLES: Record<Accommodation, string> = {
  None: "بدون اقامت",
  NatureCamping: "کمپ در طبیعت",
  ForestCabin: "کلبه جنگلی",
  EcoLodge: "اقامتگاه بوم‌گردی",
  PrivateVilla: "ویلای اختصاصی",
  ApartmentHotel: "هتل آپارتمان",
  Hotel2Star: "هتل ۲ ستاره",
  Hotel3Star: "هتل ۳ ستاره",
  Hotel4Star: "هتل ۴ ستاره",
  Hotel5Star: "هتل ۵ ستاره",
};

export const TRANSPORT_TITLES: Record<TransportType, string> = {
  Bus44: "اتوبوس ۴۴ نفره",
  Bus32: "اتوبوس VIP ۳۲ نفره",
  Bus26: "اتوبوس VIP ۲۶ نفره",
  Bus25: "اتوبوس VIP ۲۵ نفره",
  TouristBus: "اتوبوس توریستی",
  MiddleBus: "میدل‌باس",
  MiniBus: "مینی‌بوس",
  AirPlane: "هواپیما",
  Train: "قطار",
  Offroad: "آفرود",
  PrivateCar: "خودروی شخصی",
};

/** The 15 predefined services; a leader may add own titles as well. */
export const PREDEFINED_SERVICES = [
  "صبحانه",
  "ناهار",
  "شام",
  "پذیرایی میان‌وعده",
  "مجوز",
  "بیمه",
  "راهنمای تور",
  "راهنمای محلی",
  "راهنمای کوهستان",
  "مربی صعود",
  "اتوبوس ۴۴ نفره",
  "اتوبوس VIP",
  "قطار",
  "هواپیما",
  "ترانسفر محلی",
] as const;

/** The 17 checklist options; a leader may add own titles as well. */
export const CHECKLIST_OPTIONS = [
  "کوله‌پشتی",
  "کفش کوهنوردی",
  "صندل",
  "لباس گرم",
  "کیسه خواب",
  "چادر",
  "پانچو",
  "مدارک شناسایی",
  "دفترچه بیمه",
  "قمقمه آب",
  "چراغ پیشانی",
  "عینک آفتابی",
  "کلاه",
  "کرم ضدآفتاب",
  "باتوم",
  "زیرانداز",
  "داروهای شخصی",
] as const;

/** Applied when a tour is saved without refund rules (spec §9). */
export const DEFAULT_REFUND_RULES = [
  { daysBefore: 10, penaltyPercent: 10 },
  { daysBefore: 6, penaltyPercent: 30 },
  { daysBefore: 3, penaltyPercent: 60 },
  { daysBefore: 1, penaltyPercent: 100 },
] as const;

export const MAX_TOUR_PHOTOS = 4;
