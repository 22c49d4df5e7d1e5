import "server-only";
// POST /api/Tour/UploadMyFile (multipart Image, FileName, Password): a leader's own image for their
// texts (logbooks, custom elements), stored re-encoded in the public area. The spec names a
// Password without saying more; here it is the account's password, asked again before a file is
// published under the leader's name.
import { verifyPassword } from "@/lib/accounts/password";
import { prisma } from "@/lib/db/client";
import { forbidden } from "@/lib/http/errors";
import { storeTourImage, tourPhotoUrl } from "@/lib/tours/photo-files";
import { LOGBOOK_MESSAGES as M } from "./messages";

export async function uploadMyFile(userId: number, input: { Image: File; FileName?: string; Password: string }) {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
  if (!(await verifyPassword(user.passwordHash, input.Password))) throw forbidden(M.wrongPassword, "wrong_password");
  const name = await storeTourImage(input.Image, `file-${userId}`);
  return { name, fileName: input.FileName || input.Image.name || name, address: tourPhotoUrl(name) };
}
