// The leader's rating from travellers' feedback, out of five stars (spec doc 2 §9: maximum 5).
import { Icon } from "./icons";

export function StarRating({ value }: { value: number | null | undefined }) {
  const rating = Math.max(0, Math.min(5, value ?? 0));
  const label = `امتیاز ${rating.toLocaleString("fa-IR", { maximumFractionDigits: 1 })} از ۵`;
  return (
    <div
      className="flex items-center gap-1 text-amber-400"
      role="img"
      aria-label={label}
      title={label}
      data-testid="star-rating"
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon key={star} name="star" className="size-4" filled={star <= Math.round(rating)} />
      ))}
    </div>
  );
}
