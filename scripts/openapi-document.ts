// `tsx --conditions=react-server scripts/openapi-document.ts [file]`: writes the OpenAPI document built
// from the route modules' contracts (lib/http/openapi.ts) to <distDir>/openapi.json, or to `file`. Run
// after every build (scripts/build.ts, `npm run build`): GET /api/openapi.json and /api/docs serve that
// file, so no request imports the route modules, and no route module imports the route index.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { routeModules } from "../app/api/route-index";
import { buildOpenApiDocument } from "../lib/http/openapi";
import { openApiDocumentFile } from "../lib/http/openapi-file";

export async function writeOpenApiDocument(file = openApiDocumentFile()) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(await buildOpenApiDocument(routeModules), null, 1));
}

if (process.argv[1]?.endsWith("openapi-document.ts")) {
  writeOpenApiDocument(process.argv[2] ? path.resolve(process.argv[2]) : undefined).then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
