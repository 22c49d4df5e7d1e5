// Persian digits for every number a person reads; Latin digits for everything a machine reads.
// Written here rather than imported from @persian-tools/persian-tools: that package is one module of
// ~450 KB that the browser bundles of every page would carry for these three replacements.
const PERSIAN = "۰۱۲۳۴۵۶۷۸۹";
const ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩";

/** Latin (and Arabic-Indic) digits become Persian; other characters stay as they are. */
export function toPersianDigits(value: string | number | bigint): string {
  return String(value).replace(/[0-9٠-٩]/g, (d) => PERSIAN[d <= "9" ? Number(d) : ARABIC_INDIC.indexOf(d)]);
}

/** Persian and Arabic-Indic digits become Latin, so typed input can be parsed. */
export function toLatinDigits(value: string): string {
  return value.replace(/[۰-۹٠-٩]/g, (d) => String(PERSIAN.includes(d) ? PERSIAN.indexOf(d) : ARABIC_INDIC.indexOf(d)));
}
