// Bounds on one invalid request: validation stops at MAX_ERRORS errors, an answer lists the first
// MAX_REPORTED issues and counts the rest, and the worst body within the default 1 MiB limit (empty
// applications: 1.7 million issues, 10.8 s, a 370 MB answer and 2.9 GB before) is answered by
// `allot serve` within a stated time, answer size and growth of the process's peak memory.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { validateInput } from "@allot/runtime";
import { MAX_ERRORS, MAX_REPORTED } from "../src/bounded.js";
import { repo, schemesDir, servingAt, Service } from "./http.js";

/** `{ call: {}, applications: [{}, {}, …] }` just under `bytes` long. */
function emptyApplications(bytes: number): string {
  const n = Math.floor((bytes - 40) / 3);
  return `{"call":{},"applications":[${Array(n).fill("{}").join(",")}]}`;
}

describe("the answer to an invalid input is capped", () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await Service.start();
  });
  afterAll(() => svc?.close());

  it("lists the first issues (errors first), counts the rest, and says validation stopped", async () => {
    const s = [...svc.app.allotSchemes.values()].find((x) => x.file.startsWith("seed_002"))!;
    const body = emptyApplications(200_000);
    const r = await svc.post(`/schemes/${s.name}/evaluate`, body);
    expect(r.status).toBe(400);
    expect(r.json.error).toBe("invalid_input");
    expect(r.json.issues).toHaveLength(MAX_REPORTED);
    expect(r.json.validationStopped).toBe(true);
    // the issues listed are the runtime's own, with their record names and indexes
    const parsed = JSON.parse(body);
    const prefix = validateInput(s.compiled, { call: {}, applications: parsed.applications.slice(0, 1024) }).issues;
    expect(r.json.issues).toEqual(JSON.parse(JSON.stringify(prefix.filter((i) => i.severity === "error").slice(0, MAX_REPORTED))));
    expect(r.json.issuesOmitted).toBe(prefix.length - MAX_REPORTED);
    expect(prefix.filter((i) => i.severity === "error").length).toBeGreaterThanOrEqual(MAX_ERRORS);
    expect(r.json.message).toMatch(/^at least [\d,]+ errors in the input \(validation stopped at 1,000 errors, after 1,024 of [\d,]+ applications: there may be more\); the first 100 issues are listed, [\d,]+ more are not; nothing was run$/);
  });

  it("a score with more issues than the cap lists the first and counts all", async () => {
    const s = [...svc.app.allotSchemes.values()].find((x) => x.file.startsWith("seed_003"))!;
    const application = { stages: Array.from({ length: 300 }, () => ({})) };
    const r = await svc.post(`/schemes/${s.name}/score`, { call: {}, application });
    expect(r.status).toBe(400);
    expect(r.json.issues).toHaveLength(MAX_REPORTED);
    expect(r.json.issuesOmitted).toBeGreaterThan(800);
    expect(r.json.validationStopped).toBe(false);
    expect(r.json.message).toMatch(/^[\d,]+ errors in the input; the first 100 issues are listed, [\d,]+ more are not; nothing was run$/);
  });

  it("a few issues are all listed", async () => {
    const s = [...svc.app.allotSchemes.values()].find((x) => x.file.startsWith("seed_002"))!;
    const r = await svc.post(`/schemes/${s.name}/evaluate`, { call: {}, applications: [] });
    expect(r.status).toBe(400);
    expect(r.json.issuesOmitted).toBe(0);
    expect(r.json.issues.length).toBeGreaterThan(0);
    expect(r.json.message).toMatch(/^\d+ errors? in the input; nothing was run$/);
  });
});

describe("the worst body within the default limit, against `allot serve`", () => {
  // Measured on 2 shared cores under a load average of about 15: 1.4-2.7 s, the peak resident
  // memory of the process up by 40-60 MB, a 20 KB answer (before: 125 s here, 370 MB, 2.9 GB).
  const SECONDS = 8;
  const PEAK_GROWTH_MB = 300;
  const ANSWER_BYTES = 64 * 1024;
  let child: ChildProcess | undefined;
  // killed here too: a test that times out never reaches its finally
  afterAll(() => void child?.kill("SIGTERM"));

  it(`answers in under ${SECONDS} s, with under ${ANSWER_BYTES / 1024} KiB, the peak memory up by under ${PEAK_GROWTH_MB} MB`, async () => {
    child = spawn(process.execPath, [join(repo, "packages/dsl/dist/allot.mjs"), "serve", "--schemes", schemesDir, "--port", "0"], { stdio: ["ignore", "ignore", "pipe"] });
    try {
      const base = await servingAt(child!);
      const peakMb = () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child!.pid}/status`, "utf8"))![1]) / 1024;
      const names = (await (await fetch(`${base}/schemes`)).json()) as { name: string }[];
      const name = names.find((s) => s.name.startsWith("pop3"))!.name;
      const warm = await fetch(`${base}/schemes/${name}/evaluate`, { method: "POST", headers: { "content-type": "application/json" }, body: emptyApplications(10_000) });
      expect(warm.status).toBe(400);
      const before = peakMb();
      const body = emptyApplications(1024 * 1024);
      const started = performance.now();
      const r = await fetch(`${base}/schemes/${name}/evaluate`, { method: "POST", headers: { "content-type": "application/json" }, body });
      const text = await r.text();
      const seconds = (performance.now() - started) / 1000;
      const growth = peakMb() - before;
      expect(r.status).toBe(400);
      expect(JSON.parse(text).issues).toHaveLength(MAX_REPORTED);
      expect(text.length).toBeLessThan(ANSWER_BYTES);
      expect(seconds).toBeLessThan(SECONDS);
      expect(growth).toBeLessThan(PEAK_GROWTH_MB);
    } finally {
      child?.kill("SIGTERM");
    }
  }, 120_000);
});
