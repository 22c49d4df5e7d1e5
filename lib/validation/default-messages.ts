// The spec's Persian default messages of every field, apart from the zod setup (lib/validation/z.ts)
// so that a browser island that only shows them (components/ui/input.tsx) does not load zod.
export const MESSAGES = {
  required: "این فیلد نمی‌تواند خالی باشد",
  invalid: "مقدار وارد شده معتبر نیست",
} as const;

const fa = (n: number | bigint) => Number(n).toLocaleString("fa-IR", { useGrouping: Number(n) >= 10_000 });

/** The text of a length or range limit: "حداکثر ۵۰ نویسه", "حداقل مقدار مجاز ۱ است", …; the generic text for other kinds. */
export function sizeMessage(
  code: "too_big" | "too_small",
  origin: string,
  limit: number | bigint,
  inclusive = true,
): string {
  const most = code === "too_big";
  if (!inclusive && origin === "number")
    return most ? `باید کمتر از ${fa(limit)} باشد` : `باید بیشتر از ${fa(limit)} باشد`;
  if (origin === "string") return most ? `حداکثر ${fa(limit)} نویسه مجاز است` : `حداقل ${fa(limit)} نویسه لازم است`;
  if (origin === "number" || origin === "int" || origin === "bigint")
    return most ? `حداکثر مقدار مجاز ${fa(limit)} است` : `حداقل مقدار مجاز ${fa(limit)} است`;
  if (origin === "array" || origin === "set")
    return most ? `حداکثر ${fa(limit)} مورد مجاز است` : `حداقل ${fa(limit)} مورد لازم است`;
  return MESSAGES.invalid;
}
