// The command line as CI uses it: exit codes, machine-readable formats (JSON, SARIF, JUnit),
// and the commands on the seed schemes. Runs the built CLI (pnpm test builds first).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { startServer } from "../packages/lsp/test/harness.js";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const tmp = mkdtempSync(join(tmpdir(), "allot-cli-"));

function allot(...args: string[]) {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: repo, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const bad = join(tmp, "bad.allot");
writeFileSync(bad, readFileSync(join(repo, "schemes/seed_002/pop3_innovatie.allot"), "utf8").replace("weight 3 × scores.b_innovativeness", "weight 3 × scores.b_inovativeness"));

describe("allot check", () => {
  it("exits 0 on the seed schemes", () => {
    const r = allot("check", "schemes");
    expect(r.code).toBe(0);
    // seeds 000, 001 and 004 say what a tie member without an optional tie-break value gets
    // (`if absent unresolved`), so neither AL0632 nor AL0601 is reported
    expect(r.out).toContain("0 errors, 0 warnings in 65 files");
  });
  it("prints file:line:col, code, message, the source line with a caret and a hint; exits 1", () => {
    const r = allot("check", bad);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/bad\.allot:93:58: error AL0203: .*'b_inovativeness'/);
    expect(r.out).toMatch(/\| criterion b "Innovativiteit" per lid2: weight 3 × scores\.b_inovativeness\n\s+\|\s+\^{15}/);
    expect(r.out).toContain("hint: did you mean 'b_innovativeness'?");
  });
  it("gives the same diagnostics as JSON and SARIF", () => {
    const json = JSON.parse(allot("check", bad, "--format", "json").out);
    expect(json).toHaveLength(1);
    expect(json[0]).toMatchObject({ code: "AL0203", severity: "error", line: expect.any(Number), column: expect.any(Number) });
    const sarif = JSON.parse(allot("check", bad, "--format", "sarif").out);
    expect(sarif.version).toBe("2.1.0");
    const res = sarif.runs[0].results;
    expect(res).toHaveLength(1);
    expect(res[0].ruleId).toBe("AL0203");
    expect(res[0].locations[0].physicalLocation.region).toMatchObject({ startLine: json[0].line, startColumn: json[0].column });
    expect(sarif.runs[0].tool.driver.rules[0]).toMatchObject({ id: "AL0203", help: { text: expect.any(String) } });
  });
  it("exits 2 on usage errors", () => {
    expect(allot("check", "no/such/path").code).toBe(2);
    expect(allot("check", "schemes", "--format", "xml").code).toBe(2);
    expect(allot("frobnicate").code).toBe(2);
    expect(allot("run", "schemes/seed_002/pop3_innovatie.allot").code).toBe(2);
    expect(allot("check", "--no-such-flag").code).toBe(2);
  });
});

describe("allot run --no-explain", () => {
  it("gives the same results without explanation steps; explain refuses it", () => {
    const args = ["run", "schemes/seed_002/pop3_innovatie.allot", "--input", "schemes/seed_002/data/seed_002.applications.json"];
    const full = JSON.parse(allot(...args).out);
    const r = allot(...args, "--no-explain");
    expect(r.code).toBe(0);
    const bulk = JSON.parse(r.out);
    expect(bulk.results.every((x: { explanation: unknown[] }) => x.explanation.length === 0)).toBe(true);
    const strip = (x: { results: Array<Record<string, unknown>> }) => x.results.map(({ explanation: _e, ...rest }) => rest);
    expect(strip(bulk)).toEqual(strip(full));
    expect(bulk.totals).toEqual(full.totals);
    expect(bulk.ties).toEqual(full.ties);
    expect(allot("explain", "schemes/seed_002/pop3_innovatie.allot", "--input", "schemes/seed_002/data/seed_002.applications.json", "--id", "N01", "--no-explain").code).toBe(2);
  });
});

describe("allot run --timings", () => {
  it("reports each phase on stderr and leaves the result as it is; run only", () => {
    const args = ["run", "schemes/seed_002/pop3_innovatie.allot", "--input", "schemes/seed_002/data/seed_002.applications.json", "--no-explain", "--format", "csv"];
    const plain = allot(...args);
    const timed = allot(...args, "--timings");
    expect(timed.code).toBe(0);
    expect(timed.out).toBe(plain.out);
    const phases = [...timed.err.matchAll(/^ {2}([a-z -]+?) +(\d+) +(\d+)$/gm)].map((m) => m[1]);
    expect(phases).toEqual(["start-up", "scheme", "input document", "records", "selection", "output", "total"]);
    // every record read (through the seed's mapping) is counted
    const records = Number(/validate, assess \d+ \((\d+) records\)/.exec(timed.err)?.[1]);
    expect(records).toBe(JSON.parse(readFileSync(join(repo, "schemes/seed_002/data/seed_002.applications.json"), "utf8")).applications.length);
    expect(timed.err).toMatch(/garbage collection: minor \d+ ms \(\d+\), major \d+ ms \(\d+\), peak RSS \d+ MB/);
    expect(plain.err).not.toContain("timings");
    expect(allot("explain", "schemes/seed_002/pop3_innovatie.allot", "--input", "schemes/seed_002/data/seed_002.applications.json", "--id", "N01", "--timings").code).toBe(2);
  });
});

describe("allot test", () => {
  it("runs the scheme tests and ends with the plain summary", () => {
    const r = allot("test", "schemes");
    expect(r.code).toBe(0);
    expect(r.out.trim().split("\n").at(-1)).toBe("213 passed, 0 failed, 0 skipped");
  });
  it("writes JUnit XML for CI test reports", () => {
    const r = allot("test", "schemes/seed_002", "--reporter", "junit");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="allot" tests="3" failures="0"/);
    expect((r.out.match(/<testcase /g) ?? []).length).toBe(3);
  });
  it("exits 1 when a scheme test fails, and says what differs", () => {
    const dir = mkdtempSync(join(tmpdir(), "allot-failing-"));
    const t = JSON.parse(readFileSync(join(repo, "schemes/seed_002/tests/partial.test.json"), "utf8"));
    t.scheme = join(repo, "schemes/seed_002/pop3_innovatie.allot");
    t.input = join(repo, "schemes/seed_002/data/seed_002.applications.json");
    t.map = join(repo, "schemes/seed_002/pop3_innovatie.map.json");
    t.expect.results.N08.amount = "20000.01";
    writeFileSync(join(dir, "x.test.json"), JSON.stringify(t));
    const r = allot("test", dir);
    expect(r.code).toBe(1);
    expect(r.out).toContain('results.N08.amount: expected "20000.01", got "20000.00"');
    expect(r.out.trim().split("\n").at(-1)).toBe("0 passed, 1 failed, 0 skipped");
  });
});

describe("allot test on a scheme with errors", () => {
  it("prints the scheme's diagnostics once, file:line:col code message, and its tests as not run", () => {
    const dir = mkdtempSync(join(tmpdir(), "allot-bad-scheme-"));
    writeFileSync(join(dir, "bad.allot"), readFileSync(bad, "utf8"));
    mkdirSync(join(dir, "tests"));
    const t = JSON.parse(readFileSync(join(repo, "schemes/seed_002/tests/partial.test.json"), "utf8"));
    t.input = join(repo, "schemes/seed_002/data/seed_002.applications.json");
    t.map = join(repo, "schemes/seed_002/pop3_innovatie.map.json");
    for (const name of ["one", "two"]) writeFileSync(join(dir, "tests", `${name}.test.json`), JSON.stringify({ ...t, name }));
    const r = allot("test", dir);
    expect(r.code).toBe(1);
    const lines = r.out.trim().split("\n");
    expect(lines.filter((l) => /bad\.allot:93:58: error AL0203: .*'b_inovativeness'/.test(l))).toHaveLength(1);
    expect(lines.filter((l) => /^ERR  .*: (one|two)$/.test(l))).toHaveLength(2);
    expect(r.out).not.toContain("does not compile");
    expect(lines.at(-1)).toBe("0 passed, 2 failed, 0 skipped");
    const json = JSON.parse(allot("test", dir, "--reporter", "json").out);
    expect(json).toMatchObject({ passed: 0, failed: 0, errors: 2, skipped: 0 });
    expect(json.tests[0].diagnostics[0]).toMatch(/bad\.allot:93:58: error AL0203: /);
  });
});

describe("allot run, explain and compile", () => {
  const scheme = "schemes/seed_002/pop3_innovatie.allot";
  const input = "schemes/seed_002/data/seed_002.applications.json";
  it("runs the shared data through the mapping beside the scheme", () => {
    const r = allot("run", scheme, "--input", input);
    expect(r.code).toBe(0);
    const result = JSON.parse(r.out);
    expect(result.results.find((x: { id: string }) => x.id === "N08")).toMatchObject({ status: "partially_funded", amount: "20000.00", position: 8 });
    expect(r.err).toContain("using the input mapping");
  });
  it("takes call values with --set and writes CSV, Markdown and HTML", () => {
    const csv = allot("run", scheme, "--input", input, "--set", "grensregel=skip", "--format", "csv");
    expect(csv.out.split("\n")[0]).toBe("position,id,status,label,points,amount,reasons");
    expect(csv.out).toContain("10,N10,funded,honoured,26,15000.00,");
    expect(allot("run", scheme, "--input", input, "--format", "md").out).toContain("| 8 | N08 | partially_funded |");
    const out = join(tmp, "report.html");
    expect(allot("run", scheme, "--input", input, "--format", "html", "--out", out).code).toBe(0);
    expect(readFileSync(out, "utf8")).toMatch(/^<!doctype html>/);
  });
  it("explains one application in plain words", () => {
    const r = allot("explain", scheme, "--input", input, "--id", "N09");
    expect(r.code).toBe(0);
    // seed 002 declares Dutch: the explanation is in Dutch
    expect(r.out).toContain("Aanvraag N09 — Subsidie verleend");
    // points by the criteria's titles: scores 3, 4, 2, 3 weighted 2, 3, 2, 2
    expect(r.out).toContain("Punten: Mate van effectiviteit 6, Innovativiteit 12, Kosteneffectiviteit 4, Haalbaarheid 6, Totaal 28.");
    expect(r.out).toContain("Vóór N08: beslist door loting: getrokken als nummer 1 tegen getrokken als nummer 2.");
    expect(allot("explain", scheme, "--input", input, "--id", "N99").code).toBe(1);
  });
  it("gives one application's trace as JSON: each step's kind, values, source and reading", () => {
    const r = allot("explain", scheme, "--input", input, "--id", "N08", "--format", "json");
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.language).toBe("nl");
    expect(j.result).toMatchObject({ id: "N08", status: "partially_funded", amount: "20000.00", requested: "90000.00", position: 8 });
    // N09 and N08 tie on total (28), a (6), b (12) and c (4): the lot decides (lid 9)
    expect(j.trace).toContainEqual(expect.objectContaining({ kind: "comparison", side: "after", other: "N09", lottery: true, source: "lid9" }));
    // N07: 28 points, a 6, but b 6 against N08's 12 (lid 7)
    expect(j.trace).toContainEqual(expect.objectContaining({ kind: "comparison", side: "ahead", other: "N07", value: "12", otherValue: "6", key: { name: "Innovativiteit", direction: "highest" }, source: "lid7" }));
    // 1 000 000 − 980 000 granted above = 20 000 left of the 90 000 asked; the call reads the boundary as partial
    expect(j.trace.at(-1)).toMatchObject({
      kind: "allocation",
      status: "partially_funded",
      requested: { value: "90000.00", unit: "EUR" },
      granted: { value: "20000.00", unit: "EUR" },
      remainingBefore: { value: "20000.00", unit: "EUR" },
      reading: { of: "boundary", parameter: "call.grensregel", value: "partial" },
      source: "awb_4_25",
    });
    // the tie on total points (N05–N09 at 28) straddles: 300 000 left before them, 420 000 asked together
    expect(j.trace).toContainEqual(expect.objectContaining({ kind: "position", position: 8, straddle: { remainingBefore: { value: "300000.00", unit: "EUR" }, asked: { value: "420000.00", unit: "EUR" }, straddles: true } }));
    expect(Object.keys(j.sources)).toContain("awb_4_25");
    expect(allot("explain", scheme, "--input", input, "--id", "N08", "--format", "csv").code).toBe(2);
  });
  it("puts each step's facts in the results with --explain-format trace", () => {
    const r = allot("run", scheme, "--input", input, "--explain-format", "trace");
    expect(r.code).toBe(0);
    const n01 = JSON.parse(r.out).results.find((x: { id: string }) => x.id === "N01");
    expect(n01.explanation[0]).toMatchObject({ step: "eligibility", kind: "rule", rule: "tijdig", met: true, source: "lid1", text: "Voorwaarde ‘Tijdig ontvangen’ is vervuld (received_in_time)." });
    expect(allot("run", scheme, "--input", input, "--explain-format", "trace", "--no-explain").code).toBe(2);
    expect(allot("run", scheme, "--input", input, "--explain-format", "xml").code).toBe(2);
  });
  it("refuses to run a scheme with errors", () => {
    const r = allot("run", bad, "--input", input, "--map", "schemes/seed_002/pop3_innovatie.map.json");
    expect(r.code).toBe(1);
    expect(r.err).toContain("AL0203");
  });
  it("compiles to a module, declarations and a JSON Schema", () => {
    const out = join(tmp, "compiled");
    const r = allot("compile", scheme, "--out", out);
    expect(r.code).toBe(0);
    for (const f of ["pop3_samenwerking_innovaties.mjs", "pop3_samenwerking_innovaties.d.mts", "pop3_samenwerking_innovaties.schema.json"]) expect(existsSync(join(out, f))).toBe(true);
    expect(allot("compile", bad, "--out", out).code).toBe(1);
  });
});

describe("allot lsp", () => {
  it("answers an editor's initialize request over stdio", async () => {
    const server = await startServer({ via: "cli", cwd: repo });
    try {
      expect(server.init.capabilities.hoverProvider).toBe(true);
      expect(await server.shutdown()).toBe(0);
    } finally {
      server.dispose();
    }
  });
});

describe("bad data under --invalid exclude", () => {
  it("still stops on a duplicate id: it could not be a result of its own", () => {
    const dir = mkdtempSync(join(tmpdir(), "allot-dup-"));
    const data = JSON.parse(readFileSync(join(repo, "schemes/seed_002/data/seed_002.applications.json"), "utf8"));
    data.applications[1].id = "N01";
    writeFileSync(join(dir, "in.json"), JSON.stringify(data));
    const r = allot("run", "schemes/seed_002/pop3_innovatie.allot", "--input", join(dir, "in.json"), "--invalid", "exclude");
    expect(r.code).toBe(1);
    expect(r.err).toContain('id: "N01" is also the id of application #1');
  });
});
