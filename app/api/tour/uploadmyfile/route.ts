import { route } from "@/lib/http/route";
import { uploadMyFileContract } from "@/lib/logbooks/contracts";
import { uploadMyFile } from "@/lib/logbooks/upload-my-file";

export const POST = route(uploadMyFileContract, ({ caller, body }) => uploadMyFile(caller.userId, body));
