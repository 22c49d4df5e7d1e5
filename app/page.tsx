import { Landing } from "@/components/public/landing";
import { PublicShell } from "@/components/public/public-shell";

export default function HomePage() {
  return (
    <PublicShell>
      <Landing />
    </PublicShell>
  );
}
