import { route } from "@/lib/http/route";
import { fileResponse, PRIVATE_FILE_CACHE } from "@/lib/storage/file-response";
import { privateFileContract } from "@/lib/storage/contracts";
import { readPrivateFile } from "@/lib/storage/read-private-file";

export const GET = route(privateFileContract, async ({ caller, params }) =>
  fileResponse(await readPrivateFile(caller, params.key.join("/")), PRIVATE_FILE_CACHE),
);
