import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { UserDetailView } from "@/components/admin-users/detail/user-detail-view";
import { requirePageCaller } from "@/lib/auth/page-caller";

export const metadata: Metadata = { title: "جزئیات کاربر" };

export default async function UserDetailPage({ params }: { params: Promise<{ userId: string }> }) {
  await requirePageCaller(["Operator"]);
  const id = Number((await params).userId);
  if (!Number.isInteger(id) || id <= 0) notFound();
  return <UserDetailView userId={id} />;
}
