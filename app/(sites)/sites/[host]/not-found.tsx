import { ErrorView } from "@/components/public/error-view";

export default function SiteNotFound() {
  return <ErrorView kind="notFound" />;
}
