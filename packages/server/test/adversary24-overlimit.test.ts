// A body over the limit, sent by a real HTTP client over a socket (node:http and curl), with and
// without `Expect: 100-continue`, by Content-Length and chunked: the client reads the 413 and its
// JSON error, not a broken pipe or a reset (adversary23's finding). The service reads and drops
// the rest of such a body up to a bound (OVER_LIMIT_DRAIN times the limit), then answers and
// closes; a body declared longer than the bound is answered at once, and the connection closed.
import http from "node:http";
import { execFile } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OVER_LIMIT_DRAIN } from "../src/index.js";
import { Service } from "./http.js";

const LIMIT = 1024 * 1024;
let svc: Service;

beforeAll(async () => {
  svc = await Service.start({ bodyLimit: LIMIT, threads: 1 });
});
afterAll(() => svc.close());

interface Outcome {
  readonly status?: number;
  readonly connection?: string;
  readonly json?: any;
  readonly error?: string;
}

/** POSTs `size` bytes (a JSON text) in 16 KiB writes, each after the last was taken. */
function post(size: number, opts: { expect?: boolean; chunked?: boolean } = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (!opts.chunked) headers["content-length"] = String(size);
    if (opts.expect) headers.expect = "100-continue";
    const req = http.request({ host: "127.0.0.1", port: svc.port, method: "POST", path: "/schemes/pop3_innovatie/evaluate", headers, agent: false });
    let settled = false;
    const settle = (o: Outcome) => {
      if (!settled) (settled = true), resolve(o);
    };
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (text += d));
      res.on("end", () => {
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        settle({ status: res.statusCode, connection: String(res.headers.connection ?? ""), json });
      });
      res.on("error", (e) => settle({ error: (e as NodeJS.ErrnoException).code ?? e.message }));
    });
    req.on("error", (e) => settle({ error: (e as NodeJS.ErrnoException).code ?? e.message }));
    const piece = Buffer.alloc(16 * 1024, 0x20);
    let sent = 0;
    const more = () => {
      if (settled || req.destroyed) return;
      if (sent >= size) return void req.end();
      const n = Math.min(piece.length, size - sent);
      sent += n;
      req.write(n === piece.length ? piece : piece.subarray(0, n), () => setImmediate(more));
    };
    if (opts.expect) req.on("continue", more);
    else more();
  });
}

function curl(size: number, expectHeader: boolean): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const args = ["-sS", "-o", "-", "-w", "\n%{http_code}", "-H", "content-type: application/json", "-H", expectHeader ? "Expect: 100-continue" : "Expect:", "--data-binary", "@-", `${svc.base}/schemes/pop3_innovatie/evaluate`];
    const child = execFile("curl", args, { encoding: "utf8", maxBuffer: 1 << 20 }, (error, stdout) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout });
    });
    child.stdin!.on("error", () => undefined);
    child.stdin!.end(Buffer.alloc(size, 0x20));
  });
}

describe("a body over the limit, sent in full by a real client", () => {
  for (const [name, opts] of [
    ["without Expect, by Content-Length", {}],
    ["with Expect: 100-continue", { expect: true }],
    ["chunked", { chunked: true }],
  ] as const) {
    it(`${name}: 413 and the JSON error, then the connection closed`, async () => {
      for (const size of [LIMIT + 1, 2 * LIMIT, OVER_LIMIT_DRAIN * LIMIT - 1]) {
        const o = await post(size, opts);
        expect({ size, ...o }).toEqual({ size, status: 413, connection: "close", json: { error: "body_too_large", message: `the request body is larger than the limit of ${LIMIT} bytes` } });
      }
    });
  }

  it("curl, with and without Expect: exit 0 and the 413", async () => {
    for (const e of [false, true]) {
      const r = await curl(3 * LIMIT, e);
      expect({ expect: e, code: r.code, status: r.out.slice(-3) }).toEqual({ expect: e, code: 0, status: "413" });
      expect(JSON.parse(r.out.slice(0, -4)).error).toBe("body_too_large");
    }
  });

  it("a body declared longer than the bound is answered 413 at once and the connection closed, the service then healthy", async () => {
    const size = 64 * OVER_LIMIT_DRAIN * LIMIT;
    const o = await post(size, { expect: true });
    expect(o.status).toBe(413);
    expect(o.json?.error).toBe("body_too_large");
    const h = await svc.get("/healthz");
    expect(h.status).toBe(200);
  });

  it("a chunked body past the bound: the connection is closed (no endless read), the service then healthy", async () => {
    const o = await post(2 * OVER_LIMIT_DRAIN * LIMIT, { chunked: true });
    // the service stops reading at the bound: the client sees the 413 or, still writing, a reset
    expect(o.status === 413 || o.error === "ECONNRESET" || o.error === "EPIPE").toBe(true);
    const h = await svc.get("/healthz");
    expect(h.status).toBe(200);
  });
});
