import { route } from "@/lib/http/route";
import { deleteCertificatePhoto } from "@/lib/websites/certificate-photo";
import { deleteCertificateContract } from "@/lib/websites/contracts";

export const DELETE = route(deleteCertificateContract, ({ caller, query }) =>
  deleteCertificatePhoto(caller.userId, query.ownerWebsiteId),
);
