// Owner elements (custom head/body/footer HTML) an operator approved. Rendered only by the site's
// content pages (home, shop, magazine, certificate, tour page) — never by reserve, payment, ticket
// or tracking pages, and never before approval (lib/websites/get-public-site.ts drops those).
export function OwnerScripts({ html, element }: { html: string | null; element: "head" | "body" | "footers" }) {
  if (!html) return null;
  return <div data-owner-element={element} dangerouslySetInnerHTML={{ __html: html }} />;
}
