import "server-only";
// POST /api/sale-website/upload-certificate-photo and DELETE delete-certificate-photo: the owner's
// licence photo, shown at /certificate (re-encoded to webp in the public storage area).
import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { processImage } from "@/lib/images/process-image";
import { getStorage, publicFileUrl } from "@/lib/storage";
import { WEBSITE_MESSAGES as M } from "./messages";
import { expireSite } from "./site-cache";

export async function uploadCertificatePhoto(userId: number, file: File) {
  const site = await prisma.saleWebsite.findUnique({ where: { userId } });
  if (!site) throw notFound(M.noWebsite, "no_website");
  const image = await processImage(Buffer.from(await file.arrayBuffer()), "document");
  const key = `websites/certificate-${site.id}-${randomBytes(8).toString("hex")}.webp`;
  const storage = getStorage("public");
  await storage.put(key, image.bytes, image.contentType);
  await prisma.saleWebsite.update({ where: { id: site.id }, data: { certificatePhotoName: key } });
  if (site.certificatePhotoName) await storage.delete(site.certificatePhotoName).catch(() => {});
  expireSite(site);
  return { certificatePhotoName: key, address: publicFileUrl(key) };
}

/** ownerWebsiteId, when given, must be the caller's own site (another's is 404). */
export async function deleteCertificatePhoto(userId: number, ownerWebsiteId?: number) {
  const site = await prisma.saleWebsite.findUnique({ where: { userId } });
  if (!site || (ownerWebsiteId && ownerWebsiteId !== site.id)) throw notFound(M.notFound, "website_not_found");
  if (!site.certificatePhotoName) throw notFound(M.certificateMissing, "certificate_missing");
  await prisma.saleWebsite.update({ where: { id: site.id }, data: { certificatePhotoName: null } });
  await getStorage("public").delete(site.certificatePhotoName).catch(() => {});
  expireSite(site);
  return { certificatePhotoName: null };
}
