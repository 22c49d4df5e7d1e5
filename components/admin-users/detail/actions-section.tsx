"use client";
// Actions on the user: edit, send an SMS, change role (Leader ↔ Affiliate), view as this user,
// delete (asked again first).
import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { toast } from "react-toastify";
import { Button, Modal } from "@/components/ui";
import { useRefreshUsers } from "../use-refresh-users";
import { USER_TOASTS, usersApi, type UserDetail } from "../users-api";
import { EditUserModal } from "./edit-user-modal";
import { DetailSection } from "./section";

type Open = null | "edit" | "sms" | "role" | "delete";

/** An action asked once more before it is sent. */
function ConfirmModal(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  confirmText: string;
  danger?: boolean;
  loading: boolean;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            انصراف
          </Button>
          <Button variant={props.danger ? "danger" : "primary"} loading={props.loading} onClick={props.onConfirm}>
            {props.confirmText}
          </Button>
        </>
      }
    >
      <p className="text-sm">{props.children}</p>
    </Modal>
  );
}

export function ActionsSection({ user }: { user: UserDetail }) {
  const router = useRouter();
  const refresh = useRefreshUsers();
  const [open, setOpen] = useState<Open>(null);
  const [message, setMessage] = useState("");
  const [smsError, setSmsError] = useState<string>();
  const otherRole = user.role === "Leader" ? "Affiliate" : "Leader";
  const close = () => setOpen(null);

  const sms = useMutation({
    mutationFn: () => usersApi.sendSms({ userId: user.id, message: message.trim() }),
    onSuccess: () => {
      toast.success(USER_TOASTS.smsSent);
      setMessage("");
      close();
      return refresh();
    },
  });
  const role = useMutation({
    mutationFn: () => usersApi.changeRole({ userId: user.id, role: otherRole }),
    onSuccess: () => {
      toast.success(USER_TOASTS.roleChanged);
      close();
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => usersApi.remove(user.id),
    onSuccess: async () => {
      toast.success(USER_TOASTS.deleted);
      await refresh();
      router.push(user.role === "Leader" ? "/adminDashboard" : "/adminDashboard/affiliatesManagement");
    },
  });

  return (
    <DetailSection title="عملیات" testId="actions-section">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setOpen("edit")}>
          ویرایش اطلاعات
        </Button>
        <Button variant="secondary" onClick={() => setOpen("sms")}>
          ارسال پیامک
        </Button>
        <Button variant="secondary" onClick={() => setOpen("role")}>
          {otherRole === "Affiliate" ? "تبدیل به فروشنده" : "تبدیل به تورگردان"}
        </Button>
        <Link href={`/dashboard?impersonate=true&userId=${user.id}`} className="btn-secondary">
          مشاهده به جای کاربر
        </Link>
        <Button variant="danger" onClick={() => setOpen("delete")}>
          حذف کاربر
        </Button>
      </div>

      {open === "edit" && <EditUserModal user={user} onClose={close} />}
      <Modal
        open={open === "sms"}
        onClose={close}
        title={`ارسال پیامک به ${user.fullName}`}
        footer={
          <Button
            loading={sms.isPending}
            onClick={() => {
              if (!message.trim()) return setSmsError("این فیلد نمی‌تواند خالی باشد");
              setSmsError(undefined);
              sms.mutate();
            }}
          >
            ارسال
          </Button>
        }
      >
        <textarea
          aria-label="متن پیامک"
          className="input min-h-28 w-full py-2"
          maxLength={500}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
        {smsError && <p className="mt-1 text-xs text-red-600">{smsError}</p>}
      </Modal>
      <ConfirmModal
        open={open === "role"}
        onClose={close}
        title="تغییر نقش کاربر"
        confirmText="بله، تغییر کند"
        loading={role.isPending}
        onConfirm={() => role.mutate()}
      >
        نقش {user.fullName} از {user.role === "Leader" ? "تورگردان" : "فروشنده"} به{" "}
        {otherRole === "Leader" ? "تورگردان" : "فروشنده"} تغییر می‌کند و کاربر باید دوباره وارد شود.
      </ConfirmModal>
      <ConfirmModal
        open={open === "delete"}
        onClose={close}
        title="حذف کاربر"
        confirmText="بله، حذف شود"
        danger
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
      >
        آیا از حذف {user.fullName} مطمئن هستید؟ کاربر دیگر نمی‌تواند وارد شود و صفحه‌های عمومی او از دسترس خارج می‌شود؛
        فروش‌ها و تراکنش‌هایش باقی می‌مانند.
      </ConfirmModal>
    </DetailSection>
  );
}
