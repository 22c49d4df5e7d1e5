import { ErrorView } from "@/components/public/error-view";

export default function SiteNotFound() {
  return (
    <main>
      <ErrorView kind="notFound" />
    </main>
  );
}
