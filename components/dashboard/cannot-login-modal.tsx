"use client";
// The account is complete but the operator has not confirmed it yet (spec doc 1 §4, dashboard entry).
import Link from "next/link";
import { Modal } from "@/components/ui";
import { EDIT_PROFILE_PATH } from "./entry-rule";

export function CannotLoginModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      dismissible={false}
      title="حساب شما در انتظار تایید است"
      footer={
        <>
          <Link href={EDIT_PROFILE_PATH} onClick={onClose} className="btn-secondary">
            ویرایش پروفایل
          </Link>
          <button type="button" onClick={onClose} className="btn-primary">
            متوجه شدم
          </button>
        </>
      }
    >
      <p className="text-sm leading-7 text-slate-600">
        اطلاعات حساب کاربری شما ثبت شده و پس از بررسی و تایید اپراتور، امکان استفاده از همه‌ی بخش‌های داشبورد برایتان
        فعال می‌شود.
      </p>
    </Modal>
  );
}
