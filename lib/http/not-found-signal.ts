// notFound() of next/navigation throws an error whose digest names the 404 fallback. Code that
// calls a page loader outside a page (the sitemap, the Pages Router tour page) turns it into a
// plain "not found" answer with this check rather than letting it escape as a 500.
export function isNotFoundSignal(error: unknown): boolean {
  return String((error as { digest?: unknown } | null)?.digest ?? "").startsWith("NEXT_HTTP_ERROR_FALLBACK;404");
}
