import { latinDigits } from "@/lib/validation/fields";

/** Persian digits become Latin (pdfkit would lay a Persian-digit number out right to left). */
export const toLatinDigits = (value: string) => latinDigits(value);
