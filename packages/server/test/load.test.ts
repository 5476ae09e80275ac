// Evaluations run off the event loop: while a long evaluation (tens of thousands of applications)
// runs in a worker, /healthz keeps answering quickly; beyond the workers and the queue a request is
// refused at once with 503 `busy` and Retry-After, and the others still complete.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bigCall, Service } from "./http.js";


// about half a second on a quiet machine with two cores (explain=false), eight under heavy load
const N = 30_000;
let body: string;
let svc: Service;
let scheme: string;

beforeAll(async () => {
  body = bigCall(N);
  svc = await Service.start({ bodyLimit: 64 * 1024 * 1024, threads: 1, queue: 1 });
  scheme = [...svc.app.allotSchemes.values()].find((s) => s.file.startsWith("seed_002"))!.name;
  // the worker compiles its schemes at start: wait for a first small answer
  expect((await svc.post(`/schemes/${scheme}/evaluate`, bigCall(13))).status).toBe(200);
}, 120_000);
afterAll(() => svc?.close(), 120_000);

/** A long evaluation; `settled` turns true when its answer's headers arrive. */
function evaluate() {
  const state = { settled: false };
  const answer = svc.request(`/schemes/${scheme}/evaluate?explain=false`, { method: "POST", headers: { "content-type": "application/json" }, body }).finally(() => (state.settled = true));
  return { state, answer };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("under load", () => {
  it("/healthz answers within 100 ms while a long evaluation runs", async () => {
    const long = evaluate();
    await sleep(100);
    const latencies: number[] = [];
    while (!long.state.settled) {
      const t = performance.now();
      const h = await svc.get("/healthz");
      if (long.state.settled) break; // the answer being written may have delayed this one
      expect(h.status).toBe(200);
      latencies.push(performance.now() - t);
      await sleep(20);
    }
    const done = await long.answer;
    expect(done.status, done.text.slice(0, 300)).toBe(200);
    expect(done.json.results).toHaveLength(N);
    latencies.sort((a, b) => a - b);
    const median = latencies[Math.floor(latencies.length / 2)]!;
    const p90 = latencies[Math.floor(latencies.length * 0.9)]!;
    const what = `latencies ${latencies.map(Math.round).join(", ")} ms`;
    // health answered many times while the evaluation ran: half within 100 ms, nine in ten within
    // 250 ms (measured under a load average of 28 on two cores: median 2 ms, 90th percentile 50 ms;
    // on the event loop, before the workers, the median was 387 ms and the slowest 9.6 s)
    expect(latencies.length, what).toBeGreaterThanOrEqual(3);
    expect(median, what).toBeLessThan(100);
    expect(p90, what).toBeLessThan(250);
  }, 180_000);

  it("beyond one running and one waiting, a request is refused at once with 503 and Retry-After", async () => {
    const first = evaluate();
    const second = evaluate();
    // both bodies received: one evaluation running, one waiting
    for (let load = (await svc.get("/healthz")).json.evaluations; load.running + load.waiting < 2; load = (await svc.get("/healthz")).json.evaluations) await sleep(20);
    const third = await svc.post(`/schemes/${scheme}/evaluate`, bigCall(13));
    // refused at once: before even the running evaluation has finished
    expect(first.state.settled).toBe(false);
    expect(third.status).toBe(503);
    expect(Object.keys(third.json).sort()).toEqual(["error", "message"]);
    expect(third.json.error).toBe("busy");
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await svc.get("/healthz")).status).toBe(200);
    expect((await first.answer).status).toBe(200);
    expect((await second.answer).status).toBe(200);
    // and once they are done, the service takes work again
    expect((await svc.post(`/schemes/${scheme}/evaluate`, bigCall(13))).status).toBe(200);
  }, 180_000);
});
