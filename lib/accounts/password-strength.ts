import "server-only";
// New passwords are checked with zxcvbn-ts (score 0..4; at least 3 is required), with what is known
// of the person as user inputs (mobile in its spellings, names, national id), so "12345678",
// "password", "aaaaaaaa" and one's own mobile are refused. Sign-in never runs this check: passwords
// stored before it (the seeded demo passwords too) keep working.
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { dictionary as englishDictionary, translations as englishTranslations } from "@zxcvbn-ts/language-en";
import { badRequest } from "@/lib/http/errors";

export const MIN_PASSWORD_SCORE = 3;

/** Why a password is weak, in Persian, by zxcvbn's warning key. */
const REASONS: Record<string, string> = {
  straightRow: "ردیفی پشت‌سرهم از صفحه‌کلید است",
  keyPattern: "الگویی کوتاه از صفحه‌کلید است",
  simpleRepeat: "تکرار یک نویسه است (مانند aaa)",
  extendedRepeat: "تکرار یک الگوی کوتاه است (مانند abcabc)",
  sequences: "دنباله‌ای ساده است (مانند 1234 یا abcd)",
  recentYears: "سالی نزدیک است",
  dates: "یک تاریخ است",
  topTen: "از ده رمز پرکاربرد دنیاست",
  topHundred: "از صد رمز پرکاربرد دنیاست",
  common: "از رمزهای پرکاربرد است",
  similarToCommon: "شبیه رمزهای پرکاربرد است",
  wordByItself: "یک واژهٔ تنهاست",
  namesByThemselves: "یک نام تنهاست",
  commonNames: "یک نام رایج است",
  userInputs: "شمارهٔ موبایل، نام یا کد ملی شما را دارد",
  pwned: "در فهرست رمزهای لورفته آمده است",
};
export const WEAK_PASSWORD_MESSAGE = "رمز عبور ضعیف است";
const ADVICE = "رمزی بلندتر انتخاب کنید، مثلاً چند واژهٔ نامرتبط با عدد و نشانه.";

const identity = (group: Record<string, string>) => Object.fromEntries(Object.keys(group).map((key) => [key, key]));
let factory: ZxcvbnFactory | undefined;
function checker() {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    // Keys come back untranslated; REASONS words them in Persian.
    translations: {
      warnings: identity(englishTranslations.warnings),
      suggestions: identity(englishTranslations.suggestions),
      timeEstimation: englishTranslations.timeEstimation,
    } as typeof englishTranslations,
  });
  return factory;
}

export interface PersonInputs {
  mobile?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  nationalId?: string | null;
}

/** What zxcvbn should treat as guessable for this person. */
function userInputs(person: PersonInputs): string[] {
  const out: string[] = [];
  if (person.mobile)
    out.push(
      person.mobile,
      person.mobile.replace(/^0/, ""),
      person.mobile.replace(/^0/, "98"),
      person.mobile.slice(-7),
    );
  for (const value of [person.firstName, person.lastName, person.nationalId]) if (value) out.push(value);
  return out;
}

/** Null for a strong enough password; otherwise the Persian reason. */
export function passwordWeakness(password: string, person: PersonInputs = {}): string | null {
  const inputs = userInputs(person);
  const result = checker().check(password.slice(0, 128), inputs);
  const digits = password.replace(/\D/g, "");
  const containsMobile = Boolean(person.mobile) && digits.length >= 7 && digits.includes(person.mobile!.slice(-7));
  if (result.score >= MIN_PASSWORD_SCORE && !containsMobile) return null;
  const reason = containsMobile
    ? REASONS.userInputs
    : (REASONS[result.feedback.warning ?? ""] ?? "به‌سادگی حدس زده می‌شود");
  return `${WEAK_PASSWORD_MESSAGE}: ${reason}. ${ADVICE}`;
}

/** Throws a Persian 400 (`weak_password`) for a weak new password. */
export function assertStrongPassword(password: string, person: PersonInputs = {}) {
  const weakness = passwordWeakness(password, person);
  if (weakness) throw badRequest(weakness, "weak_password");
}
