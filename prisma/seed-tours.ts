// Demo tours of the seeded leaders (DESIGN.md §5): for each leader a published SimpleTour, Event and
// PeriodicTour with sessions in the future, vehicles (a 44-seat bus with seat choice, a minibus),
// refund rules, extra items, a discount code, services, checklists and tags; the first leader also
// has a draft. Every payload goes through the same validation and writer as POST /api/Tour.
// Idempotent: a leader who already has tours is skipped.
import type { PrismaClient } from "@/lib/db/generated/client";
import { insertTour } from "@/lib/tours/create-tour";
import { tourPayloadSchema, type TourPayloadInput } from "@/lib/tours/schemas";

const DAY = 24 * 60 * 60 * 1000;
type SessionVehicles = NonNullable<TourPayloadInput["sessions"]>[number]["vehicles"];
const HOUR = 60 * 60 * 1000;

/** A day `days` from now at `hour` Tehran time (UTC+3:30), as ISO. */
function at(now: Date, days: number, hour: number) {
  const day = new Date(now.getTime() + days * DAY);
  day.setUTCHours(0, 0, 0, 0);
  return new Date(day.getTime() + (hour - 3.5) * HOUR);
}

function session(
  now: Date,
  o: {
    inDays: number;
    hour: number;
    hours: number;
    capacity: number;
    price: number;
    childPrice?: number;
    vehicles: SessionVehicles;
  },
) {
  const start = at(now, o.inDays, o.hour);
  return {
    capacity: o.capacity,
    price: o.price,
    childPrice: o.childPrice ?? null,
    infantPrice: null,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + o.hours * HOUR).toISOString(),
    registrationEndTime: new Date(start.getTime() - DAY).toISOString(),
    vehicles: o.vehicles,
  };
}

const BUS44 = { vehicleType: "Bus44", busPassengersCanChooseTheirSeat: true, price: 0 } as const;
const MINIBUS = { vehicleType: "MiniBus", busPassengersCanChooseTheirSeat: false, price: 0 } as const;

interface Refs {
  style: (title: string) => number;
  hardship: (title: string) => number;
  city: (name: string) => number;
}

function kuhestanTours(now: Date, r: Refs, collabs: number[]): TourPayloadInput[] {
  return [
    {
      title: "صعود به قله دماوند از جبهه جنوبی",
      description:
        "صعود دو روزه به بام ایران با شب‌مانی در بارگاه سوم. مناسب کوهنوردان با تجربه صعود به قله‌های بالای ۴۰۰۰ متر.",
      tourType: "SimpleTour",
      styleId: r.style("کوهنوردی"),
      startCityId: r.city("تهران"),
      startPlaceText: "تهران، میدان آزادی، ضلع جنوبی",
      endPlaceText: "تهران، میدان آزادی",
      latitude: 35.9519,
      longitude: 52.1095,
      hardShipId: r.hardship("سخت"),
      showHardShipDescriptionInBuyTime: true,
      startAge: 18,
      endAge: 60,
      tags: ["دماوند", "کوهستان", "قله"],
      services: ["صبحانه", "ناهار", "شام", "بیمه", "راهنمای کوهستان", "اتوبوس ۴۴ نفره"],
      checkLists: ["کوله‌پشتی", "کفش کوهنوردی", "لباس گرم", "کیسه خواب", "چراغ پیشانی", "مدارک شناسایی"],
      accommodations: ["NatureCamping"],
      dailyProgram:
        "روز اول: حرکت از تهران ساعت ۵ صبح، رسیدن به گوسفندسرا و صعود تا بارگاه سوم.\nروز دوم: صعود به قله، بازگشت به گوسفندسرا و حرکت به تهران.",
      ticketNote: "همراه داشتن کارت ملی و گواهی سلامت الزامی است.",
      extraQuestionTitle: "گروه خونی",
      answerToExtraQuestionIsRequired: true,
      localLeaderName: "علی کوه‌پیما",
      affiliatesCanSellThisTour: true,
      shareFromSalesToAffiliates: 10,
      collabs,
      extraItems: [
        { title: "اجاره کیسه خواب پَر", capacity: 15, price: 350_000 },
        { title: "اجاره باتوم", capacity: 20, price: 150_000 },
      ],
      tourDiscounts: [{ code: "DAMAVAND10", capacity: 10, percent: 10, endTime: at(now, 12, 0).toISOString() }],
      sessions: [
        session(now, { inDays: 14, hour: 5, hours: 38, capacity: 40, price: 4_800_000, vehicles: [BUS44] }),
        session(now, { inDays: 28, hour: 5, hours: 38, capacity: 40, price: 4_800_000, vehicles: [BUS44] }),
      ],
    },
    {
      title: "شب رصد ستارگان در کویر مرنجاب",
      description: "یک شب در دل کویر مرنجاب با رصد آسمان شب به همراه منجم، شام محلی و موسیقی دور آتش.",
      tourType: "Event",
      styleId: r.style("کویرنوردی"),
      startCityId: r.city("کاشان"),
      startPlaceText: "کاشان، میدان کمال‌الملک",
      latitude: 34.2946,
      longitude: 51.8151,
      hardShipId: r.hardship("آسان"),
      startAge: 8,
      endAge: 75,
      tags: ["کویر", "رصد", "آخر هفته"],
      services: ["شام", "راهنمای محلی", "ترانسفر محلی"],
      checkLists: ["لباس گرم", "زیرانداز", "چراغ پیشانی"],
      accommodations: [],
      refundRules: [
        { daysBefore: 5, penaltyPercent: 10 },
        { daysBefore: 2, penaltyPercent: 50 },
        { daysBefore: 0, penaltyPercent: 100 },
      ],
      extraItems: [{ title: "اجاره تلسکوپ شخصی", capacity: 5, price: 600_000 }],
      tourDiscounts: [{ code: "STARS50K", capacity: 20, price: 50_000 }],
      sessions: [
        session(now, {
          inDays: 10,
          hour: 16,
          hours: 16,
          capacity: 14,
          price: 1_900_000,
          childPrice: 1_200_000,
          vehicles: [MINIBUS],
        }),
      ],
    },
    {
      title: "پیاده‌روی جمعه‌ها در جنگل الیمستان",
      description: "برنامه یک‌روزه هفتگی در جنگل‌های هیرکانی الیمستان آمل؛ مسیر نرم و مناسب خانواده‌ها.",
      tourType: "PeriodicTour",
      styleId: r.style("جنگل‌نوردی"),
      startCityId: r.city("تهران"),
      startPlaceText: "تهران، میدان رسالت",
      hardShipId: r.hardship("متوسط"),
      startAge: 10,
      endAge: 70,
      tags: ["جنگل", "یک‌روزه", "خانوادگی"],
      services: ["صبحانه", "ناهار", "بیمه", "راهنمای تور"],
      checkLists: ["کفش کوهنوردی", "پانچو", "قمقمه آب"],
      extraItems: [{ title: "ناهار گیاهی", capacity: 10, price: 200_000 }],
      sessions: [7, 14, 21, 28].map((inDays) =>
        session(now, {
          inDays,
          hour: 6,
          hours: 14,
          capacity: 25,
          price: 1_350_000,
          childPrice: 900_000,
          vehicles: [MINIBUS, { ...MINIBUS }],
        }),
      ),
    },
    {
      title: "سفر به قلعه رودخان و ماسوله",
      description: "پیش‌نویس برنامه دو روزه گیلان.",
      tourType: "SimpleTour",
      styleId: r.style("فرهنگی-تاریخی"),
      isDraft: true,
      sessions: [],
    },
  ];
}

function daryaTours(now: Date, r: Refs, collabs: number[]): TourPayloadInput[] {
  return [
    {
      title: "سفر چهار روزه قشم و هرمز",
      description: "دره ستارگان، جنگل حرا، غار نمکدان و ساحل سرخ هرمز با اقامت در اقامتگاه بوم‌گردی.",
      tourType: "SimpleTour",
      styleId: r.style("دریاگردی"),
      startCityId: r.city("بندرعباس"),
      startPlaceText: "فرودگاه بین‌المللی بندرعباس",
      endPlaceText: "اسکله شهید ذاکری قشم",
      latitude: 26.9581,
      longitude: 56.2719,
      hardShipId: r.hardship("آسان"),
      showHardShipDescriptionInBuyTime: true,
      startAge: 5,
      endAge: 75,
      tags: ["قشم", "هرمز", "جزیره"],
      services: ["صبحانه", "شام", "بیمه", "راهنمای محلی", "ترانسفر محلی"],
      checkLists: ["صندل", "کلاه", "کرم ضدآفتاب", "عینک آفتابی", "مدارک شناسایی"],
      accommodations: ["EcoLodge"],
      extraQuestionTitle: "تاریخ تولد",
      extraQuestionIsDateType: true,
      localLeaderName: "احمد بندری",
      affiliatesCanSellThisTour: true,
      shareFromSalesToAffiliates: 300_000,
      shareIsInPercent: false,
      maxSellCountFromCollaborators: 10,
      collabs,
      extraItems: [{ title: "قایق‌سواری جنگل حرا", capacity: 30, price: 450_000 }],
      tourDiscounts: [{ code: "QESHM15", capacity: 15, percent: 15 }],
      sessions: [
        session(now, {
          inDays: 21,
          hour: 9,
          hours: 80,
          capacity: 30,
          price: 9_500_000,
          childPrice: 7_000_000,
          vehicles: [
            BUS44,
            { vehicleType: "AirPlane", busPassengersCanChooseTheirSeat: false, price: 3_200_000, capacity: 20 },
          ],
        }),
      ],
    },
    {
      title: "پاکسازی ساحل و یوگای طلوع در نوشهر",
      description: "رویداد یک‌روزه داوطلبانه پاکسازی ساحل، یوگای صبحگاهی و صبحانه محلی.",
      tourType: "Event",
      styleId: r.style("طبیعت‌گردی"),
      startCityId: r.city("نوشهر"),
      startPlaceText: "نوشهر، پارک ساحلی",
      hardShipId: r.hardship("آسان"),
      startAge: 12,
      endAge: 80,
      tags: ["دریا", "داوطلبانه"],
      services: ["صبحانه"],
      checkLists: ["کلاه", "قمقمه آب"],
      sessions: [session(now, { inDays: 9, hour: 6, hours: 6, capacity: 50, price: 450_000, vehicles: [] })],
    },
    {
      title: "قایق‌سواری و دلفین‌بینی هفتگی در هنگام",
      description: "هر پنجشنبه، قایق‌سواری در آب‌های جزیره هنگام برای دیدن دلفین‌ها و بازارچه محلی.",
      tourType: "PeriodicTour",
      styleId: r.style("دریاگردی"),
      startCityId: r.city("قشم"),
      startPlaceText: "قشم، اسکله گوران",
      hardShipId: r.hardship("آسان"),
      startAge: 6,
      endAge: 75,
      tags: ["دلفین", "هنگام"],
      services: ["پذیرایی میان‌وعده", "بیمه", "راهنمای محلی"],
      checkLists: ["کلاه", "کرم ضدآفتاب"],
      extraItems: [{ title: "ناهار ماهی محلی", capacity: 20, price: 380_000 }],
      sessions: [6, 13, 20].map((inDays) =>
        session(now, {
          inDays,
          hour: 8,
          hours: 7,
          capacity: 12,
          price: 1_100_000,
          childPrice: 700_000,
          vehicles: [{ vehicleType: "Offroad", busPassengersCanChooseTheirSeat: false, price: 0, capacity: 12 }],
        }),
      ),
    },
  ];
}

async function references(prisma: PrismaClient): Promise<Refs> {
  const [styles, hardships] = await Promise.all([prisma.tourStyle.findMany(), prisma.tourHardship.findMany()]);
  const cityNames = ["تهران", "کاشان", "بندرعباس", "نوشهر", "قشم"];
  const cities = await prisma.city.findMany({ where: { name: { in: cityNames } }, orderBy: { id: "asc" } });
  const find =
    <T extends { id: number }>(rows: T[], key: (row: T) => string, what: string) =>
    (value: string) => {
      const row = rows.find((r) => key(r) === value);
      if (!row) throw new Error(`seed-tours: no ${what} "${value}" (run seedReferenceData first)`);
      return row.id;
    };
  return {
    style: find(styles, (s) => s.title, "style"),
    hardship: find(hardships, (h) => h.title, "hardship"),
    city: find(cities, (c) => c.name, "city"),
  };
}

/** Seeds the demo tours of the first two leaders in leaderIds; collaboratorIds may resell the SimpleTours. */
export async function seedTours(
  prisma: PrismaClient,
  options: { leaderIds: number[]; collaboratorIds?: number[]; now?: Date },
) {
  const now = options.now ?? new Date();
  const refs = await references(prisma);
  const builders = [kuhestanTours, daryaTours];
  const created: number[] = [];
  for (const [i, leaderId] of options.leaderIds.slice(0, builders.length).entries()) {
    if (await prisma.tour.count({ where: { leaderId } })) continue;
    const payloads = builders[i](now, refs, options.collaboratorIds ?? []).map((p) => tourPayloadSchema.parse(p));
    await prisma.$transaction(
      async (tx) => {
        for (const payload of payloads) created.push((await insertTour(tx, leaderId, payload)).id);
      },
      { timeout: 60_000 },
    );
  }
  return created;
}
