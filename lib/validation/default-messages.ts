// The spec's Persian default messages of every field, apart from the zod setup (lib/validation/z.ts)
// so that a browser island that only shows them (components/ui/input.tsx) does not load zod.
export const MESSAGES = {
  required: "این فیلد نمی‌تواند خالی باشد",
  invalid: "مقدار وارد شده معتبر نیست",
} as const;
