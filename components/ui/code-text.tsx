/**
 * A code a person types back (tracking code, bill id): Latin digits, left to right, isolated from
 * the Persian sentence around it, so it reads the same on the page, in the PDF and in the link.
 */
export function CodeText({ value, className, testId }: { value: string; className?: string; testId?: string }) {
  return (
    <bdi dir="ltr" className={className ?? "font-bold tracking-wide"} data-testid={testId}>
      {value}
    </bdi>
  );
}
