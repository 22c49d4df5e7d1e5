// A count with + and − buttons (the buy box's passengers, a waiting-list hold's passengers, the
// places asked for in «خبرم کن»). The caller keeps the count and its bounds.
import { formatDigits } from "@/lib/format/number";

interface Props {
  /** What is counted, in the buttons' and the figure's accessible names ("افزودن بزرگسال"). */
  title: string;
  value: number;
  onStep: (delta: 1 | -1) => void;
  canAdd?: boolean;
  canRemove?: boolean;
  testId?: string;
}

export function CountStepper({ title, value, onStep, canAdd = true, canRemove = true, testId }: Props) {
  return (
    <span className="flex items-center gap-2">
      <button
        type="button"
        className="btn-secondary size-8 p-0"
        aria-label={`افزودن ${title}`}
        disabled={!canAdd}
        onClick={() => onStep(1)}
      >
        +
      </button>
      <output className="w-6 text-center font-bold" aria-label={`تعداد ${title}`} data-testid={testId}>
        {formatDigits(value)}
      </output>
      <button
        type="button"
        className="btn-secondary size-8 p-0"
        aria-label={`کاستن ${title}`}
        disabled={!canRemove}
        onClick={() => onStep(-1)}
      >
        −
      </button>
    </span>
  );
}
