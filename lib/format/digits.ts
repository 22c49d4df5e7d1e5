// Persian digits for every number a person reads; Latin digits for everything a machine reads.
// Written here rather than imported from @persian-tools/persian-tools: that package is one module of
// ~450 KB that the browser bundles of every page would carry for these three replacements.
const PERSIAN = "۰۱۲۳۴۵۶۷۸۹";
const ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩";

const persianDigit = (d: string) => PERSIAN[d <= "9" ? Number(d) : ARABIC_INDIC.indexOf(d)];

/**
 * Latin (and Arabic-Indic) digits become Persian; other characters stay as they are. Digits inside
 * a Latin code (a tracking code RPQ8Q8X6, a reference REF-1234, CO-12) stay Latin: the code is read
 * and typed as it is, and RPQ۸Q۸X۶ matches nothing the person can type back (issue 22).
 */
export function toPersianDigits(value: string | number | bigint): string {
  return String(value).replace(/[0-9٠-٩A-Za-z_-]+/g, (token) =>
    /[A-Za-z]/.test(token) ? token : token.replace(/[0-9٠-٩]/g, persianDigit),
  );
}

/** Persian and Arabic-Indic digits become Latin, so typed input can be parsed. */
export function toLatinDigits(value: string): string {
  return value.replace(/[۰-۹٠-٩]/g, (d) => String(PERSIAN.includes(d) ? PERSIAN.indexOf(d) : ARABIC_INDIC.indexOf(d)));
}
