// A real Redis (Debian's redis-server) for a test: started on the first free port of a range, with
// nothing written to disk, and stopped by the caller.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { freePorts } from "./port-range";

export interface RunningRedis {
  port: number;
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.write("PING\r\n");
      socket.once("data", (data) => {
        socket.destroy();
        resolve(data.toString().startsWith("+PONG"));
      });
    });
    socket.once("error", () => resolve(false));
  });

/** Starts redis-server on the first free port from `from` to `to` (REDIS_TEST_PORTS="6390-6399" by default). */
export async function startRedis(range = process.env.REDIS_TEST_PORTS ?? "6390-6399"): Promise<RunningRedis> {
  for await (const port of freePorts(range)) {
    const child = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: "ignore" },
    );
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && child.exitCode === null) {
      if (await answers(port)) {
        return {
          port,
          url: `redis://127.0.0.1:${port}`,
          process: child,
          stop: async () => {
            if (child.exitCode === null) child.kill("SIGTERM");
            await exited;
          },
        };
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    child.kill("SIGKILL");
  }
  throw new Error(`redis-server: no free port in ${range} (is redis-server installed? apt-get install redis-server)`);
}
