"use client";
// "تکمیل پرداخت": asks the gateway again about an online payment whose payer never came back (or
// whose verify failed). When the gateway says it was not paid, the client shows the server's
// Persian message as an error toast; the list is reloaded either way (the payment is then Failed).
import { useMutation } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { Button } from "@/components/ui";
import { financeApi } from "./finance-api";
import { FINANCE_TOASTS } from "./labels";
import { useRefreshPayments } from "./use-refresh-payments";

export function CompleteOnlineButton({ paymentId }: { paymentId: number }) {
  const refresh = useRefreshPayments();
  const complete = useMutation({
    mutationFn: () => financeApi.completeOnline(paymentId),
    onSuccess: () => toast.success(FINANCE_TOASTS.completed),
    onSettled: () => refresh(),
  });
  return (
    <Button
      variant="secondary"
      className="h-8 px-2 text-xs"
      loading={complete.isPending}
      onClick={() => complete.mutate()}
    >
      تکمیل پرداخت
    </Button>
  );
}
