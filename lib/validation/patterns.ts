// The formats of typed fields as JSON Schema `pattern`s (ECMAScript syntax, valid with and without the
// `u` flag), so that the OpenAPI document says what the server accepts. Each one accepts exactly the
// spellings its schema in lib/validation/fields.ts accepts — Persian and Arabic-Indic digits, the
// spaces the schema trims, the separators it strips — except where a check digit decides (stated in
// the schema's description); lib/validation/patterns.test.ts holds every pattern against its schema.
// No zod and no persian-tools here (lib/validation/date-time.ts is bundled into the browser's forms):
// the patterns are plain strings the schemas attach with `.meta({ pattern })` or `.regex()`.

const SCRIPTS = ["0123456789", "۰۱۲۳۴۵۶۷۸۹", "٠١٢٣٤٥٦٧٨٩"];

/** Runs of consecutive digits as class ranges: [0,1,2,3,5] of "0123456789" → "0-35". */
function ranges(script: string, digits: number[]): string {
  let out = "";
  for (let i = 0; i < digits.length; i++) {
    let j = i;
    while (j + 1 < digits.length && digits[j + 1] === digits[j] + 1) j++;
    out +=
      j - i >= 2
        ? `${script[digits[i]]}-${script[digits[j]]}`
        : digits
            .slice(i, j + 1)
            .map((d) => script[d])
            .join("");
    i = j;
  }
  return out;
}

/** One digit of `latin` ("0123456789", "0235") in Latin, Persian or Arabic-Indic script. */
export function digit(latin = "0123456789"): string {
  const digits = [...latin].map(Number).sort((a, b) => a - b);
  return `[${SCRIPTS.map((script) => ranges(script, digits)).join("")}]`;
}

const D = digit();
/** What String#trim and the `\s` of a strip remove, less the control characters z.string() refuses (\v, \f). */
export const SPACE = "\\t\\n\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff";
const W = `[${SPACE}]*`;
/** Any character the digit strip of a sheba removes: not a digit, not a refused control character. */
const NOT_DIGIT = "[^0-9۰-۹٠-٩\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*";

const anchored = (inner: string) => `^${inner}$`;
const body = (pattern: string) => pattern.replace(/^\^/, "").replace(/\$$/, "");
/** Everything String#trim removes, \v and \f too: blank where a field is checked for blank before z.string(). */
export const TRIMMED = `[${SPACE}\\u000b\\u000c]*`;
/** Blank (`blank`: the field is cleared or left out) or `pattern`. */
export const blankOr = (pattern: string, blank = W) => anchored(`(?:${blank}|${body(pattern)})`);
/** `pattern` with surrounding spaces, for a rule that is given the trimmed text. */
export const spaced = (pattern: string) => anchored(`${W}(?:${body(pattern)})${W}`);

/** The operators' two digits after the 9 that `isValid` takes (isPhoneNumberValid: 900–905, 910–923, …). */
function operatorPrefixes(isValid: (mobile: string) => boolean, separator: string): string {
  const byFirst = new Map<string, string>();
  for (let n = 0; n < 100; n++) {
    const pair = String(n).padStart(2, "0");
    if (isValid(`09${pair}1234567`)) byFirst.set(pair[0], (byFirst.get(pair[0]) ?? "") + pair[1]);
  }
  return [...byFirst].map(([first, seconds]) => `${digit(first)}${separator}${digit(seconds)}`).join("|");
}

const mobileSeparator = `[${SPACE}().-]*`;
const m = (latin: string) => `${digit(latin)}${mobileSeparator}`;
/**
 * normalizeMobile (lib/validation/mobile.ts) after the trim: the separators ( ) . - and spaces anywhere,
 * an optional +98, 0098, 98 or 0, then 9, two digits `isValid` knows as an operator's, and seven more.
 */
export function mobilePattern(isValid: (mobile: string) => boolean): string {
  return anchored(
    `${mobileSeparator}(?:\\+${mobileSeparator}${m("9")}${m("8")}|${m("0")}${m("0")}${m("9")}${m("8")}|${m("9")}${m("8")}|${m("0")})?` +
      `${m("9")}(?:${operatorPrefixes(isValid, mobileSeparator)})${mobileSeparator}(?:${m("0123456789")}){7}`,
  );
}
/** The mobile as the server stores and answers it. */
export const CANONICAL_MOBILE_PATTERN = "^09[0-9]{9}$";

export const NATIONAL_ID_PATTERN = anchored(`${W}${D}{10}${W}`);

/** Sheba as typed: every character but the digits is dropped; 24 digits (IR and spaces may surround them). */
export const SHEBA_PATTERN = anchored(`${NOT_DIGIT}(?:${D}${NOT_DIGIT}){24}`);
/** …or no digit at all (the field is cleared). */
export const SHEBA_OR_BLANK_PATTERN = anchored(`${NOT_DIGIT}(?:(?:${D}${NOT_DIGIT}){24})?`);

const cardSeparator = `[${SPACE}-]*`;
/** A bank card: 16 digits, spaces and dashes anywhere. */
export const CARD_NUMBER_PATTERN = anchored(`${cardSeparator}(?:${D}${cardSeparator}){16}`);

/** A six-digit SMS code, surrounding spaces allowed. */
export const OTP_PATTERN = anchored(`${W}${D}{6}${W}`);

const DIGITS = "0-9۰-۹٠-٩";
/** A landline or mobile written freely (profile): optional +, a digit, then at least three digits, spaces, ( ) or -. */
export const PROFILE_PHONE_PATTERN = anchored(`${W}\\+?${D}[${DIGITS}${SPACE}()-]{2,}[${DIGITS}()-]${W}`);

/** A passenger's phone: 4 to 20 of digits, + ( ) - and inner spaces. */
export const PASSENGER_PHONE_PATTERN = anchored(`${W}[${DIGITS}+()-][${DIGITS}+() -]{2,18}[${DIGITS}+()-]${W}`);

/** A payment's bank reference: 4 to 40 Latin letters, digits or dashes. */
export const REF_CODE_PATTERN = anchored(`${W}[${DIGITS}A-Za-z-]{4,40}${W}`);

/** A clock time HH:mm (00:00–23:59). */
export const CLOCK_TIME_PATTERN = anchored(
  `${W}(?:${digit("01")}${D}|${digit("2")}${digit("0123")}):${digit("012345")}${D}${W}`,
);

/** An https address (an embedded video): no spaces, quotes or angle brackets; blank is none. */
export const HTTPS_URL_PATTERN = anchored(`${W}(?:[Hh][Tt][Tt][Pp][Ss]://[^\\s"'<>\\u0000-\\u001f\\u007f]+)?${W}`);

const TEXT = "[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]";
const LINE = "[^\\n\\r\\u2028\\u2029\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]";
/** A site link: http(s)://, /, #, mailto: or tel: and anything after; or a bare domain and an optional /path. */
export const SITE_LINK_PATTERN = anchored(
  `${W}(?:(?:[Hh][Tt][Tt][Pp][Ss]?://|/|#|[Mm][Aa][Ii][Ll][Tt][Oo]:|[Tt][Ee][Ll]:)${TEXT}*|[A-Za-z0-9.-]+\\.[A-Za-z]{2,}(?:/${LINE}*)?)${W}`,
);

const L = "[0-9]";
/**
 * A YYYY-MM-DD that names a real day of the years 1000–9999 (PostgreSQL has no year 0): 30-day months end
 * on the 30th, February on the 28th, or the 29th in a leap year (divisible by 4, centuries by 400), as
 * lib/validation/calendar-date.ts checks.
 */
const CALENDAR_DAY =
  `(?:[1-9]${L}{3}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]${L}|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]${L}|30)|02-(?:0[1-9]|1${L}|2[0-8]))` +
  `|(?:[1-9]${L}(?:[2468][048]|[13579][26]|0[48])|(?:[2468][048]|[13579][26])00)-02-29)`;

/**
 * An ISO 8601 date or date-time of a real day (2026-02-30 is refused, never rolled over to March), 24:00
 * allowed, an optional offset; surrounding spaces allowed.
 */
export const DATE_TIME_PATTERN = anchored(
  `${W}${CALENDAR_DAY}` +
    `(?:[Tt ](?:(?:[01]${L}|2[0-3]):[0-5]${L}(?::[0-5]${L}(?:\\.${L}{1,9})?)?|24:00(?::00(?:\\.0{1,9})?)?)` +
    `(?:[Zz]|[+-](?:[01]${L}|2[0-3]):?[0-5]${L})?)?${W}`,
);

/**
 * A domain as typed (an affiliate's saleWebsiteDomain, a site's custom domain): surrounding spaces, any
 * letter case, an http(s):// in front and slashes after are read away before the domain rule itself
 * (labels of letters, digits and inner hyphens, a top-level label of 2–63 letters).
 */
export const DOMAIN_AS_TYPED_PATTERN = spaced(
  "(?:[Hh][Tt][Tt][Pp][Ss]?://)?(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}/*",
);

/** A sale website's sub-domain as typed: trimmed and lower-cased, then 3–30 of a–z, 0–9 and inner hyphens. */
export const SUB_DOMAIN_AS_TYPED_PATTERN = spaced("[A-Za-z0-9][A-Za-z0-9-]{1,28}[A-Za-z0-9]");
