import { route } from "@/lib/http/route";
import { uploadCertificatePhoto } from "@/lib/websites/certificate-photo";
import { uploadCertificateContract } from "@/lib/websites/contracts";

export const POST = route(uploadCertificateContract, ({ caller, body }) =>
  uploadCertificatePhoto(caller.userId, body.Photo),
);
