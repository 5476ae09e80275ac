// The evaluation time limit of `allot serve` (--evaluation-timeout), over real HTTP against the
// command itself: a call too large to evaluate within the limit answers 504 `evaluation_timeout`
// soon after the limit, its worker is stopped (the process's CPU use falls back to idle instead
// of the evaluation running on unseen) and replaced (the next request, on the one worker there
// is, answers), /healthz counts it, and calls within the limit are untouched. And a client that
// goes away (in-process service, no limit): its waiting request leaves the queue, its running one
// frees the worker.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { bigCall, fetchAnswer, repo, schemesDir, servingAt, Service } from "./http.js";


/** CPU seconds the process (all its threads) has used, from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 10 ms
}

const LIMIT_MS = 1000;
// 60,000 applications with explanations: several seconds on a quiet machine, far over the limit
const BIG = 60_000;
let child: ChildProcess | undefined;
let base: string;
let scheme: string;
const post = (path: string, body: string) => fetchAnswer(base + path, { method: "POST", headers: { "content-type": "application/json" }, body });

beforeAll(async () => {
  child = spawn(process.execPath, [join(repo, "packages/dsl/dist/allot.mjs"), "serve", "--schemes", schemesDir, "--port", "0", "--threads", "1", "--body-limit", String(64 * 1024 * 1024), "--evaluation-timeout", String(LIMIT_MS)], { stdio: ["ignore", "ignore", "pipe"] });
  base = await servingAt(child!);
  const names = (await (await fetch(`${base}/schemes`)).json()) as { name: string }[];
  scheme = names.find((s) => s.name.startsWith("pop3"))!.name;
}, 60_000);
afterAll(() => void child?.kill("SIGTERM"));

describe("--evaluation-timeout", () => {
  it("a call within the limit is answered as usual", async () => {
    const r = await post(`/schemes/${scheme}/evaluate`, bigCall(13));
    expect(r.status, r.text.slice(0, 300)).toBe(200);
    expect(r.json.results).toHaveLength(13);
  });

  it("a call over the limit answers 504 evaluation_timeout; its worker is stopped and replaced", async () => {
    const body = bigCall(BIG);
    const cpu0 = cpuSeconds(child!.pid!);
    const t0 = performance.now();
    const r = await post(`/schemes/${scheme}/evaluate`, body);
    const busySeconds = (performance.now() - t0) / 1000;
    const busyCpu = cpuSeconds(child!.pid!) - cpu0;
    expect(r.status, r.text.slice(0, 300)).toBe(504);
    expect(r.headers.get("content-type")).toMatch(/^application\/json/);
    expect(r.json).toEqual({ error: "evaluation_timeout", message: `the evaluation ran longer than the limit of ${LIMIT_MS} ms and was stopped; send fewer applications per request, or ask the operator for a longer --evaluation-timeout` });

    // the health answers and counts the stopped evaluation; nothing is running any more
    const h = await fetchAnswer(`${base}/healthz`);
    expect(h.json.evaluations).toMatchObject({ threads: 1, running: 0, waiting: 0, timedOut: 1 });

    // the one worker there is takes the next request: the replacement answers it
    const next = await post(`/schemes/${scheme}/evaluate`, bigCall(13));
    expect(next.status, next.text.slice(0, 300)).toBe(200);
    expect(next.json.results).toHaveLength(13);

    // and the stopped evaluation does not run on unseen: the process is idle again
    if (existsSync(`/proc/${child!.pid}/stat`)) {
      const c1 = cpuSeconds(child!.pid!);
      const t1 = performance.now();
      await new Promise((res) => setTimeout(res, 1500));
      const idleRate = (cpuSeconds(child!.pid!) - c1) / ((performance.now() - t1) / 1000);
      const busyRate = busyCpu / busySeconds;
      expect(idleRate, `CPU use ${idleRate.toFixed(2)} after, ${busyRate.toFixed(2)} during`).toBeLessThan(busyRate / 3);
    }
  });

  it("a value that is not a whole number is a usage error", async () => {
    const bad = spawn(process.execPath, [join(repo, "packages/dsl/dist/allot.mjs"), "serve", "--schemes", schemesDir, "--port", "0", "--evaluation-timeout", "1.5"], { stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    bad.stderr!.on("data", (d: Buffer) => (err += d.toString()));
    const code = await new Promise<number | null>((res) => bad.on("exit", res));
    expect(code).toBe(2);
    expect(err).toContain("--evaluation-timeout takes a whole number, found '1.5'");
  });
});

describe("a client that goes away", () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await Service.start({ threads: 1, queue: 4, bodyLimit: 64 * 1024 * 1024, evaluationTimeout: 0 });
  }, 60_000);
  afterAll(() => svc?.close(), 60_000);

  const health = async () => (await svc.get("/healthz")).json.evaluations as { running: number; waiting: number; abandoned: number };
  async function until(what: string, ok: (h: Awaited<ReturnType<typeof health>>) => boolean): Promise<void> {
    const end = performance.now() + 60_000;
    for (;;) {
      const h = await health();
      if (ok(h)) return;
      if (performance.now() > end) throw new Error(`${what}: still ${JSON.stringify(h)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it("leaves the queue when waiting, and frees its worker when running", async () => {
    const name = [...svc.app.allotSchemes.keys()].find((n) => n.startsWith("pop3"))!;
    const body = bigCall(BIG);
    const send = (c: AbortController) => fetch(`${svc.base}/schemes/${name}/evaluate`, { method: "POST", headers: { "content-type": "application/json" }, body, signal: c.signal }).catch((e: Error) => e.name);
    const a = new AbortController();
    const first = send(a);
    await until("the first running", (h) => h.running === 1);
    const b = new AbortController();
    const second = send(b);
    await until("the second waiting", (h) => h.waiting === 1);
    b.abort();
    expect(await second).toBe("AbortError");
    await until("the second gone from the queue", (h) => h.waiting === 0 && h.abandoned === 1 && h.running === 1);
    a.abort();
    expect(await first).toBe("AbortError");
    await until("the first stopped", (h) => h.running === 0 && h.abandoned === 2);
    // the worker was replaced: a small call is answered at once, not after the big one
    const t = performance.now();
    const r = await svc.post(`/schemes/${name}/evaluate`, bigCall(13));
    expect(r.status).toBe(200);
    expect(performance.now() - t).toBeLessThan(30_000);
  });
});

