import { AuthSession } from "@/components/providers/session-provider";

/** The receipt step asks whether the buyer is signed in (payment from credit). */
export default function ReserveLayout({ children }: { children: React.ReactNode }) {
  return <AuthSession>{children}</AuthSession>;
}
