// How a test or a benchmark starts the app as `npm start` does (scripts/start.ts: the production build,
// rebuilt when its sources changed, on a fresh data folder): node's arguments, for spawn(process.execPath, …).
export function startScriptArgs(dataDir: string, port: number, extra: string[] = []): string[] {
  return [
    "node_modules/tsx/dist/cli.mjs",
    "--conditions=react-server",
    "scripts/start.ts",
    "--data",
    dataDir,
    "--fresh",
    "--port",
    String(port),
    ...extra,
  ];
}
