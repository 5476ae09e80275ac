// adversary21 (adversary20's left): past --max-connections a new connection was closed before
// HTTP (Node's `maxConnections`), the client seeing a reset or an empty answer and no reason. Now
// a connection beyond the cap is answered on its request as a full queue is, 503 `busy` with
// `Retry-After` and `Connection: close`; only beyond twice the cap is a socket dropped at once (a
// bound on the sockets a flood can hold). The connections within the cap are served as before.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import net from "node:net";
import { Service } from "./http.js";

const CAP = 4;
let svc: Service;
beforeAll(async () => {
  svc = await Service.start({ maxConnections: CAP, threads: 0 });
});
afterAll(() => svc?.close());

/** `n` idle connections, resolved once each is open and the server has had time to count it. */
async function idle(n: number): Promise<net.Socket[]> {
  const sockets = await Promise.all(
    Array.from({ length: n }, () => new Promise<net.Socket>((resolve) => {
      const s = net.connect(svc.port, "127.0.0.1", () => resolve(s));
      s.on("error", () => undefined);
      s.on("close", () => resolve(s));
    })),
  );
  await new Promise((r) => setTimeout(r, 300));
  return sockets;
}
const GET = "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n";

describe("connections beyond --max-connections", () => {
  it("the first beyond the cap is answered 503 busy, with Retry-After, and closed; within the cap again, 200", async () => {
    const held = await idle(CAP);
    const beyond = await svc.raw(GET);
    expect(beyond.status).toBe(503);
    expect(beyond.json).toEqual({ error: "busy", message: `the service has ${CAP} connections open, the most it takes (--max-connections); try again in 1 s` });
    expect(beyond.head).toMatch(/\r\nretry-after: 1\r\n/i);
    expect(beyond.head).toMatch(/\r\nconnection: close\r\n/i);
    for (const s of held) s.destroy();
    await new Promise((r) => setTimeout(r, 300));
    expect((await svc.raw(GET)).status).toBe(200);
  }, 30_000);

  it(`beyond twice the cap (${2 * CAP}) a socket is closed at once, unanswered`, async () => {
    const held = await idle(2 * CAP);
    const dropped = await svc.raw(GET, 3000);
    expect(dropped.status).toBe(0);
    for (const s of held) s.destroy();
    await new Promise((r) => setTimeout(r, 300));
    expect((await svc.get("/healthz")).status).toBe(200);
  }, 30_000);
});
