import "server-only";
// POST /api/sale-website/upload-certificate-photo and DELETE delete-certificate-photo: the owner's
// licence photo, shown at /certificate; a single slot of the photo-slot service (re-encoded to webp
// in the public storage area; the replaced file is deleted after the row changed).
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { commitPhoto, deleteImages, photoUrl, storeImage, type PhotoFolder } from "@/lib/images/photo-files";
import { WEBSITE_MESSAGES as M } from "./messages";
import { expireSite } from "./site-cache";

/** The column holds the storage key itself (`websites/certificate-<site>-<random>.webp`). */
const CERTIFICATES: PhotoFolder = { key: (name) => name };

export async function uploadCertificatePhoto(userId: number, file: File) {
  const site = await prisma.saleWebsite.findUnique({ where: { userId } });
  if (!site) throw notFound(M.noWebsite, "no_website");
  const key = await storeImage(CERTIFICATES, file, `websites/certificate-${site.id}`);
  const result = await commitPhoto(CERTIFICATES, key, async () => {
    await prisma.saleWebsite.update({
      where: { id: site.id },
      data: { certificatePhotoName: key },
      select: { id: true },
    });
    return {
      replaced: site.certificatePhotoName,
      result: { certificatePhotoName: key, address: photoUrl(CERTIFICATES, key)! },
    };
  });
  expireSite(site);
  return result;
}

/** ownerWebsiteId, when given, must be the caller's own site (another's is 404). */
export async function deleteCertificatePhoto(userId: number, ownerWebsiteId?: number) {
  const site = await prisma.saleWebsite.findUnique({ where: { userId } });
  if (!site || (ownerWebsiteId && ownerWebsiteId !== site.id)) throw notFound(M.notFound, "website_not_found");
  if (!site.certificatePhotoName) throw notFound(M.certificateMissing, "certificate_missing");
  await prisma.saleWebsite.update({
    where: { id: site.id },
    data: { certificatePhotoName: null },
    select: { id: true },
  });
  await deleteImages(CERTIFICATES, [site.certificatePhotoName]);
  expireSite(site);
  return { certificatePhotoName: null };
}
