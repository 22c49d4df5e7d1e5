// `node tests/e2e/helpers/burst.mjs <port> <path> <host> <address> <count>`: sends <count> GETs at
// once, each on its own connection, as from <address> (X-Forwarded-For to a server with
// TRUST_PROXY_HOPS=1). A process of its own, as an attacker is a machine of its own: reading 200
// answers must not hold up the event loop that times someone else's page view. Prints "sent" once
// every request is written, then one JSON line: the statuses and the first 429's body and Retry-After.
import http from "node:http";

const [port, path, host, address, count] = process.argv.slice(2);
let written = 0;
const answers = await Promise.all(
  Array.from(
    { length: Number(count) },
    () =>
      new Promise((resolve) => {
        const req = http.get(
          {
            host: "127.0.0.1",
            port: Number(port),
            path,
            agent: false,
            headers: { host, "x-forwarded-for": address, "accept-language": "fa" },
          },
          (res) => {
            const chunks = [];
            res.on("data", (chunk) => chunks.push(chunk));
            res.on("end", () =>
              resolve({
                status: res.statusCode,
                body: res.statusCode === 429 ? Buffer.concat(chunks).toString("utf8") : "",
                retryAfter: res.headers["retry-after"],
              }),
            );
          },
        );
        req.on("finish", () => ++written === Number(count) && console.log("sent"));
        req.on("error", () => resolve({ status: 0, body: "", retryAfter: undefined }));
      }),
  ),
);
const refused = answers.find((a) => a.status === 429);
console.log(
  JSON.stringify({
    statuses: answers.map((a) => a.status),
    refusedBody: refused?.body ?? null,
    retryAfter: refused?.retryAfter ?? null,
  }),
);
