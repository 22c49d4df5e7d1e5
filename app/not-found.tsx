import { ErrorView, NOT_FOUND_TEXT } from "@/components/public/error-view";
import { PublicShell } from "@/components/public/public-shell";

/**
 * Unknown addresses: the public frame (brand, navigation, footer) around the message and a way
 * back. The title and robots tags are rendered here (React hoists them into <head>) because Next
 * applies a not-found file's `metadata` export only to global-not-found.
 */
export default function NotFound() {
  return (
    <PublicShell>
      <title>{`${NOT_FOUND_TEXT} | همسفر`}</title>
      <meta name="robots" content="noindex" />
      <ErrorView kind="notFound" />
    </PublicShell>
  );
}
