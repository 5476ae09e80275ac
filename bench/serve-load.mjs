#!/usr/bin/env node
// A bounded load test of `allot serve`: starts the service in this process on 127.0.0.1 (an
// ephemeral port, loopback only), checks one answer of each endpoint against the runtime, then
// runs autocannon for a fixed time against POST /schemes/<seed 002>/score and /evaluate with the
// seed 002 shared data. Fails (exit 1) on any error, timeout or non-2xx answer. Prints requests
// per second, latency percentiles (p50, p90, p99), and the live heap after a warm-up round and
// after the measured round: it fails on memory growth too (5 MB or more).
// Build first: pnpm build.
//
//   node bench/serve-load.mjs [--duration 10] [--connections 10] [--json]
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import autocannon from "autocannon";
import v8 from "node:v8";
import { runInNewContext } from "node:vm";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { createServer } = await import(join(root, "packages/server/dist/index.js"));
const { applyMapping, validateMapping } = await import(join(root, "packages/dsl/dist/index.js"));

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const DURATION = arg("duration", 10);
const CONNECTIONS = arg("connections", 10);
const JSON_OUT = process.argv.includes("--json");

const seedDir = join(root, "schemes/seed_002");
const mapping = validateMapping(JSON.parse(readFileSync(join(seedDir, "pop3_innovatie.map.json"), "utf8")));
const input = applyMapping(JSON.parse(readFileSync(join(seedDir, "data/seed_002.applications.json"), "utf8")), mapping);

const app = createServer({ schemesDir: join(root, "schemes"), logger: false });
const base = await app.listen({ port: 0, host: "127.0.0.1" });
const name = [...app.allotSchemes.values()].find((s) => s.file.startsWith("seed_002"))?.name;
if (!name) throw new Error("seed 002 scheme not loaded");

const targets = [
  { label: "score", path: `/schemes/${name}/score`, body: JSON.stringify({ call: input.call, application: input.applications[0] }) },
  { label: "evaluate", path: `/schemes/${name}/evaluate`, body: JSON.stringify(input) },
];

// one answer of each, checked, so that the load below measures real work
for (const t of targets) {
  const r = await fetch(base + t.path, { method: "POST", headers: { "content-type": "application/json" }, body: t.body });
  if (r.status !== 200) throw new Error(`${t.path}: ${r.status} ${await r.text()}`);
}

const mb = (n) => Math.round((n / 1024 / 1024) * 10) / 10;
// the live heap after a full collection: what the process keeps between requests
v8.setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc");
const liveHeap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};
const rssBefore = process.memoryUsage().rss;
const heap = [liveHeap()];
const runs = [];
// two rounds: the first warms up (JIT, caches, pools); memory growth is measured across the second
let heapAfterWarmUp = 0;
for (const round of [1, 2]) {
  if (round === 2) heapAfterWarmUp = liveHeap();
  for (const t of targets) {
    const r = await autocannon({ url: base + t.path, method: "POST", headers: { "content-type": "application/json" }, body: t.body, duration: DURATION, connections: CONNECTIONS });
  if (round === 1) continue;
  runs.push({
    endpoint: t.label,
    path: t.path,
    durationSeconds: DURATION,
    connections: CONNECTIONS,
    requests: r.requests.total,
    requestsPerSecond: Math.round(r.requests.average),
    latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  });
  }
}
const rssAfter = process.memoryUsage().rss;
await app.close();

heap.push(liveHeap());
const growthMB = mb(heap[1] - heapAfterWarmUp);
const ok = runs.every((r) => r.errors === 0 && r.timeouts === 0 && r.non2xx === 0 && r.requests > 0) && growthMB < 5;
const report = { node: process.version, scheme: name, applications: input.applications.length, rssMB: { before: mb(rssBefore), after: mb(rssAfter) }, liveHeapMB: { start: mb(heap[0]), afterWarmUp: mb(heapAfterWarmUp), end: mb(heap[1]), growthOverMeasuredRound: growthMB }, runs, ok };
if (JSON_OUT) console.log(JSON.stringify(report, null, 2));
else {
  console.log(`allot serve load test — ${name}, ${input.applications.length} applications, ${CONNECTIONS} connections, ${DURATION} s per endpoint (${process.version})`);
  for (const r of runs) console.log(`  ${r.endpoint.padEnd(9)} ${String(r.requestsPerSecond).padStart(6)} req/s   p50 ${r.latencyMs.p50} ms   p90 ${r.latencyMs.p90} ms   p99 ${r.latencyMs.p99} ms   max ${r.latencyMs.max} ms   ${r.requests} requests, ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx`);
  console.log(`  live heap after a full GC: ${report.liveHeapMB.afterWarmUp} MB after the warm-up round, ${report.liveHeapMB.end} MB after the measured round (growth ${growthMB} MB; rss ${report.rssMB.before} → ${report.rssMB.after} MB, load generator included)`);
  console.log(ok ? "  ok: no errors, no timeouts, every answer 2xx, no memory growth (< 5 MB)" : "  FAILED: errors, timeouts, non-2xx answers or memory growth");
}
process.exitCode = ok ? 0 : 1;
