"use client";
// /adminDashboard/users/{userId}: the operator's view of one leader or affiliate, built from
// separate sections. Other areas add their own section component here (the affiliate's leaders
// and sales plan, the leader's wage settings) next to these.
import { AffiliateSection } from "@/components/admin-affiliates/affiliate-section";
import { WageSettingsSection } from "@/components/admin-finance/wage-settings-section";
import { Spinner } from "@/components/ui";
import { useUserDetail } from "./use-user-detail";
import { ActionsSection } from "./actions-section";
import { AuditSection } from "./audit-section";
import { DocumentsSection } from "./documents-section";
import { FinanceSection } from "./finance-section";
import { NoteSection } from "./note-section";
import { ProfileSection } from "./profile-section";

export function UserDetailView({ userId }: { userId: number }) {
  const detail = useUserDetail(userId);
  if (detail.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner className="size-6" />
      </div>
    );
  }
  if (!detail.data) return <p className="card py-12 text-center text-sm text-slate-500">کاربر پیدا نشد.</p>;
  const user = detail.data;
  return (
    <div className="flex flex-col gap-4" data-testid="user-detail" data-user-id={user.id}>
      <h1 className="text-lg font-bold text-slate-800">{user.fullName}</h1>
      <ProfileSection user={user} />
      <ActionsSection user={user} />
      {user.role === "Affiliate" && <AffiliateSection affiliateId={user.id} />}
      <DocumentsSection user={user} />
      <FinanceSection user={user} />
      {user.role === "Leader" && <WageSettingsSection leaderId={user.id} />}
      <NoteSection key={user.note ?? ""} user={user} />
      <AuditSection userId={user.id} />
    </div>
  );
}
