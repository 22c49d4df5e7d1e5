import type { Contract } from "@/lib/http/contract";
import { PRIVATE_FILE_TYPES } from "@/lib/http/media-types";
import { route } from "@/lib/http/route";
import { fileResponse, PRIVATE_FILE_CACHE } from "@/lib/storage/file-response";
import { readPrivateFile } from "@/lib/storage/read-private-file";
import { z } from "@/lib/validation/z";

const privateFileContract = {
  method: "GET",
  path: "/api/files/private/{key}",
  summary: "دریافت فایل خصوصی (مدارک هویتی) برای مالک یا اپراتور",
  tags: ["Files"],
  access: "authenticated",
  // A user still completing the profile must see the documents just uploaded.
  allowUnconfirmed: true,
  params: z.object({ key: z.array(z.string()).min(1) }),
  produces: "file",
  fileTypes: PRIVATE_FILE_TYPES,
} satisfies Contract;

export const GET = route(privateFileContract, async ({ caller, params }) =>
  fileResponse(await readPrivateFile(caller, params.key.join("/")), PRIVATE_FILE_CACHE),
);
