// Public uploaded files (profile photos, tour photos) at /uploads/<key>, from whichever storage
// driver is configured. Not an API call: no auth, no JSON, long-lived cache.
import { getStorage, isSafeKey } from "@/lib/storage";
import { fileResponse, PUBLIC_FILE_CACHE } from "@/lib/storage/file-response";

const notFound = () =>
  new Response("Not Found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });

export async function GET(_req: Request, context: { params: Promise<{ key: string[] }> }) {
  const { key } = await context.params;
  const joined = (key ?? []).join("/");
  if (!isSafeKey(joined)) return notFound();
  const file = await getStorage("public").get(joined);
  return file ? fileResponse(file, PUBLIC_FILE_CACHE) : notFound();
}
