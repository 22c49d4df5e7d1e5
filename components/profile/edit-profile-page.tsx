"use client";
import { Spinner } from "@/components/ui";
import { useSelfProfile } from "@/components/dashboard/use-self-profile";
import { AccountCard } from "./account-card";
import { EditProfileForm } from "./edit-profile-form";

export function EditProfilePage() {
  const { data: self, isPending } = useSelfProfile();
  if (isPending) return <Spinner className="mx-auto my-16 size-8" />;
  if (!self) return null;
  // Keyed by id: a different user (impersonation) gets a fresh form, not the previous defaults.
  return (
    <div className="flex flex-col gap-4">
      <AccountCard profile={self.profile} />
      <EditProfileForm key={self.profile.id} profile={self.profile} />
    </div>
  );
}
