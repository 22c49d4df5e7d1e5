// typescript-eslint parses TypeScript with the classic JavaScript compiler API (`require("typescript")`,
// supported up to 6.0). The project's `typescript` is 7 (the native compiler, no such API), so ESLint
// gets TypeScript 5.9 under the alias `typescript5` (package.json devDependencies) and this redirects
// every `require("typescript")` made inside the ESLint process to it. `tsc` keeps using TypeScript 7.
// Drop this file and the alias once typescript-eslint supports TypeScript 7's API.
const Module = require("node:module");

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (request === "typescript" || request.startsWith("typescript/"))
    request = request.replace(/^typescript/, "typescript5");
  return resolve.call(this, request, ...rest);
};
