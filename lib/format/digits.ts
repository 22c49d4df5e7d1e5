// Persian digits for every number a person reads; Latin digits for everything a machine reads.
import { digitsArToEn, digitsEnToFa, digitsFaToEn } from "@persian-tools/persian-tools";

/** Latin (and Arabic-Indic) digits become Persian; other characters stay as they are. */
export function toPersianDigits(value: string | number | bigint): string {
  return digitsEnToFa(digitsArToEn(String(value)));
}

/** Persian and Arabic-Indic digits become Latin, so typed input can be parsed. */
export function toLatinDigits(value: string): string {
  return digitsArToEn(digitsFaToEn(value));
}
