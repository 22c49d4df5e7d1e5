import type { Metadata } from "next";
import { EditProfilePage } from "@/components/profile/edit-profile-page";

export const metadata: Metadata = { title: "ویرایش پروفایل" };

export default function EditProfileRoute() {
  return <EditProfilePage />;
}
