"use client";
// The two operator toggles of a user (account confirmation, identity documents), used by the list
// rows and the detail view: each flips, toasts what changed, and reloads lists, detail and badges.
import { useMutation } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { Button } from "@/components/ui";
import { useRefreshUsers } from "./use-refresh-users";
import { USER_TOASTS, usersApi } from "./users-api";

export function ConfirmationToggles({
  user,
}: {
  user: { id: number; isConfirmed: boolean; identityDocsConfirmed: boolean };
}) {
  const refresh = useRefreshUsers();
  const confirm = useMutation({
    mutationFn: () => usersApi.toggleConfirmation(user.id),
    onSuccess: (r) => toast.success(r.isConfirmed ? USER_TOASTS.confirmed : USER_TOASTS.unconfirmed),
    onSettled: refresh,
  });
  const docs = useMutation({
    mutationFn: () => usersApi.toggleIdentity(user.id),
    onSuccess: (r) => toast.success(r.identityDocsConfirmed ? USER_TOASTS.docsConfirmed : USER_TOASTS.docsUnconfirmed),
    onSettled: refresh,
  });
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant={user.isConfirmed ? "secondary" : "primary"}
        loading={confirm.isPending}
        onClick={() => confirm.mutate()}
        data-testid="toggle-confirmation"
      >
        {user.isConfirmed ? "لغو تایید حساب" : "تایید حساب"}
      </Button>
      <Button variant="secondary" loading={docs.isPending} onClick={() => docs.mutate()} data-testid="toggle-identity">
        {user.identityDocsConfirmed ? "لغو تایید مدارک" : "تایید مدارک"}
      </Button>
    </div>
  );
}
