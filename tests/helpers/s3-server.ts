// An S3-compatible server for a test (s3rver, a devDependency): one bucket in a temporary folder,
// on the first free port of a range, signed requests checked (its key pair is S3RVER/S3RVER).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { freePorts } from "./port-range";

export interface RunningS3 {
  port: number;
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The settings an app instance needs for STORAGE_DRIVER=s3. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startS3(
  range = process.env.S3_TEST_PORTS ?? "4590-4599",
  bucket = "hamsafar-test",
): Promise<RunningS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "hamsafar-s3-"));
  for await (const port of freePorts(range)) {
    const server = new S3rver({
      port,
      address: "127.0.0.1",
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    try {
      await server.run();
    } catch {
      continue; // taken in the meantime
    }
    const endpoint = `http://127.0.0.1:${port}`;
    return {
      port,
      endpoint,
      bucket,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      env: {
        STORAGE_DRIVER: "s3",
        S3_ENDPOINT: endpoint,
        S3_BUCKET: bucket,
        S3_REGION: "us-east-1",
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
      },
      stop: async () => {
        await server.close();
        rmSync(directory, { recursive: true, force: true });
      },
    };
  }
  rmSync(directory, { recursive: true, force: true });
  throw new Error(`s3rver: no free port in ${range}`);
}
