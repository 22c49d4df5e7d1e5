// The ports a test may start a server on: a range such as "6390-6399", tried in order, skipping the
// ones another process listens on.
import net from "node:net";

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });

export async function* freePorts(range: string): AsyncGenerator<number> {
  const [from, to] = range.split("-").map(Number);
  for (let port = from; port <= to; port++) if (await portIsFree(port)) yield port;
}
