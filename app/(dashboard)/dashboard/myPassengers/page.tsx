import type { Metadata } from "next";
import { PassengerBook } from "@/components/passenger-book/passenger-book";
import { requirePageCaller } from "@/lib/auth/page-caller";

export const metadata: Metadata = { title: "مسافران من" };

export default async function MyPassengersPage() {
  const caller = await requirePageCaller(["Leader", "Affiliate"]);
  return <PassengerBook isAffiliate={caller.role === "Affiliate"} />;
}
