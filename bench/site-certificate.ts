// Gives the seeded demo site (kuhestan, its leader 09120000003) a certificate photo through the app's own call
// (POST /api/sale-website/upload-certificate-photo, as its owner would), so a bench on its own fresh server measures
// `/certificate` instead of skipping it: the demo seed has none, and tests/e2e/site-pages.spec.ts toggles it.
import sharp from "sharp";
import { seededLeaderToken } from "./public-pages";

/** Uploads a licence photo for the seeded site unless it has one; answers whether it has one now. */
export async function giveSiteCertificate(base: string): Promise<boolean> {
  const token = await seededLeaderToken(base);
  const headers = { authorization: `Bearer ${token}` };
  const site = (await (await fetch(`${base}/api/sale-website`, { headers })).json()) as { certificatePhoto?: unknown };
  if (site.certificatePhoto) return true;
  // A scan-like picture of a licence's size: a photo's bytes are what the page's image costs, not its JavaScript.
  const photo = await sharp({ create: { width: 1200, height: 850, channels: 3, background: "#f1f5f9" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("Photo", new Blob([new Uint8Array(photo)], { type: "image/png" }), "licence.png");
  const uploaded = await fetch(`${base}/api/sale-website/upload-certificate-photo`, {
    method: "POST",
    headers,
    body: form,
  });
  if (!uploaded.ok) throw new Error(`the certificate photo was refused: ${uploaded.status} ${await uploaded.text()}`);
  return true;
}
