"use client";
import { Button } from "@/components/ui";

export function PrintButton() {
  return (
    <Button className="print:hidden" onClick={() => window.print()}>
      چاپ
    </Button>
  );
}
