// GET /api/openapi.json and /api/docs serve the document the build writes (scripts/openapi-document.ts):
// a test that calls them writes it first, for this worker, like the build does.
import path from "node:path";
import { writeOpenApiDocument } from "@/scripts/openapi-document";

export async function writeBuiltDocument() {
  const distDir = path.resolve(".data/test", `dist-${process.pid}`);
  await writeOpenApiDocument(path.join(distDir, "openapi.json"));
  process.env.NEXT_DIST_DIR = distDir;
}
