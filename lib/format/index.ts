export { toLatinDigits, toPersianDigits } from "./digits";
export { formatDigits, formatNumber, formatToman } from "./number";
export {
  formatJalali,
  formatJalaliDate,
  formatJalaliDateTime,
  formatJalaliLongDate,
  EXCEL_DATE_FORMAT,
  tehranWallClock,
  tehranWallClockMs,
  TEHRAN_TIME_ZONE,
} from "./date";
export { digitsOnly, parseTypedInteger, showGrouped } from "./input";
export { foldPersianLetters } from "./fold-persian-letters";
export { searchSpellings } from "./search-spellings";
