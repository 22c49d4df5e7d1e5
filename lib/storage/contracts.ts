// Contract of the private files' route (identity documents), served through the app so the bucket stays private.
import type { Contract } from "@/lib/http/contract";
import { PRIVATE_FILE_TYPES } from "@/lib/http/media-types";
import { z } from "@/lib/validation/z";

export const privateFileContract = {
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
  errors: [],
} satisfies Contract;
