#!/usr/bin/env node
// Editor latency of the Allot language server: the time from a didChange notification to the
// publishDiagnostics for that version, over stdio, on a generated 5,000-line scheme. Runs a
// series of small edits (typos, fixes, weights, new lines), one at a time, and prints the
// median and the maximum. Target: under 100 ms. Build first: pnpm build.
//
//   node bench/lsp-latency.mjs [--lines 5000] [--edits 30]
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const server = join(root, "packages/lsp/dist/main.js");
const rpc = createRequire(join(root, "packages/lsp/package.json"))("vscode-languageserver/node");
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const LINES = arg("lines", 5000);
const EDITS = arg("edits", 30);
const TARGET_MS = 100;

/** A valid scheme of about `lines` lines: sources, inputs, rules, criteria of every kind, ranking, allocation. */
function generateScheme(lines) {
  const n = Math.max(1, Math.floor((lines - 45) / 14));
  const out = ['scheme generated "A generated scheme for the latency benchmark" {', '  version "1"', "  language en", "}", ""];
  out.push('act reg "A regulation" {', '  identifier "http://data.europa.eu/eli/reg/2024/1/oj"', "  language en", "}", "");
  for (let i = 0; i < n; i++) out.push(`source s${i} = reg article ${i + 1} paragraph 1 """`, `  Applications receive points for aspect ${i} of the project,`, "  as assessed by the panel.", '  """', "");
  out.push("call {", "  budget_eur: money(EUR)", "  cutoff: datetime(\"Europe/Amsterdam\")", "}", "", "application {", "  id: text unique", "  requested_eur: money(EUR)", "  submitted_at: datetime(\"Europe/Amsterdam\")");
  for (let i = 0; i < n; i++) out.push(`  score_${i}: integer in 0..4 "panel score for aspect ${i}"`, `  flag_${i}: boolean`);
  out.push("}", "", "eligibility per s0 {", "  rule on_time \"On time\": submitted_at <= call.cutoff otherwise \"late\"");
  for (let i = 0; i < n; i++) out.push(`  rule r${i} "Aspect ${i} assessed": score_${i} >= 0 otherwise "aspect ${i} not assessed"`);
  out.push("}", "");
  for (let i = 0; i < n; i++) {
    out.push(i % 2 === 0 ? `criterion c${i} "Aspect ${i}" per s${i}: weight 2 × score_${i}` : `criterion c${i} "Aspect ${i}" per s${i}: 1 point if flag_${i}`);
    out.push(`let v${i} = score_${i} + 1`);
  }
  const max = Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 8 : 1)).reduce((x, y) => x + y, 0);
  out.push("", `maximum points ${max} per s0`, "", 'threshold minimum "Minimum points" per s0: total >= 1', "");
  out.push("ranking per s0 {", "  by total highest first", "  tiebreak every tie per s0 {", "    by c0 highest first", "    by submitted_at earliest first exactly", "    unresolved", "  }", "}", "");
  out.push("allocation per s0 {", "  budget call.budget_eur", "  amount requested_eur", "  at boundary stop", "}");
  while (out.length < lines) out.push("// padding");
  return out.join("\n") + "\n";
}

/** Small edits a drafter makes, each undone by the next: a typo and its fix, a weight, a new rule. */
function edits(text, count) {
  const lines = text.split("\n");
  const at = (needle) => {
    const line = lines.findIndex((l) => l.includes(needle));
    return { line, character: lines[line].indexOf(needle) };
  };
  const by = at("by c0 highest");
  const weight = at("weight 2 × score_10");
  const rule = at("  rule r5 ");
  const cycle = [
    { range: { start: { line: by.line, character: by.character + 4 }, end: { line: by.line, character: by.character + 4 } }, text: "x" },
    { range: { start: { line: by.line, character: by.character + 4 }, end: { line: by.line, character: by.character + 5 } }, text: "" },
    { range: { start: { line: weight.line, character: weight.character + 7 }, end: { line: weight.line, character: weight.character + 8 } }, text: "3" },
    { range: { start: { line: weight.line, character: weight.character + 7 }, end: { line: weight.line, character: weight.character + 8 } }, text: "2" },
    { range: { start: { line: rule.line, character: 0 }, end: { line: rule.line, character: 0 } }, text: '  rule extra "Extra": score_1 >= 1\n' },
    { range: { start: { line: rule.line, character: 0 }, end: { line: rule.line + 1, character: 0 } }, text: "" },
  ];
  return Array.from({ length: count }, (_, i) => cycle[i % cycle.length]);
}

function stats(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { median: (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2, p90: q(0.9), max: s[s.length - 1], min: s[0] };
}

async function main() {
  if (!existsSync(server)) throw new Error(`${server} is missing: run 'pnpm build' first`);
  const text = generateScheme(LINES);
  const child = spawn(process.execPath, [server, "--stdio"], { stdio: ["pipe", "pipe", "inherit"] });
  const conn = rpc.createProtocolConnection(new rpc.StreamMessageReader(child.stdout), new rpc.StreamMessageWriter(child.stdin));
  const waiting = new Map();
  const seen = new Map();
  conn.onNotification(rpc.PublishDiagnosticsNotification.type, (p) => {
    const t = performance.now();
    seen.set(p.version, { t, p });
    waiting.get(p.version)?.();
  });
  conn.listen();
  const published = (version) => new Promise((resolve) => (seen.has(version) ? resolve(seen.get(version)) : waiting.set(version, () => resolve(seen.get(version)))));
  await conn.sendRequest(rpc.InitializeRequest.type, { processId: process.pid, rootUri: null, capabilities: {}, workspaceFolders: null });
  await conn.sendNotification(rpc.InitializedNotification.type, {});
  const uri = "file:///bench/generated.allot";
  const t0 = performance.now();
  await conn.sendNotification(rpc.DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: "allot", version: 1, text } });
  const first = await published(1);
  const errors = first.p.diagnostics.filter((d) => d.severity === 1);
  console.log(`scheme: ${text.split("\n").length - 1} lines, ${text.length} characters; ${errors.length} errors on open${errors.length ? ": " + errors[0].message : ""}`);
  console.log(`open → diagnostics (first analysis, cold): ${(first.t - t0).toFixed(1)} ms`);
  const times = [];
  let version = 1;
  for (const change of edits(text, EDITS)) {
    version++;
    const start = performance.now();
    await conn.sendNotification(rpc.DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: [change] });
    const done = await published(version);
    times.push(done.t - start);
  }
  const s = stats(times);
  console.log(`didChange → publishDiagnostics over ${times.length} edits: median ${s.median.toFixed(1)} ms, p90 ${s.p90.toFixed(1)} ms, max ${s.max.toFixed(1)} ms, min ${s.min.toFixed(1)} ms (target < ${TARGET_MS} ms)`);
  console.log(`all: ${times.map((t) => t.toFixed(0)).join(" ")}`);
  await conn.sendRequest(rpc.ShutdownRequest.type);
  await conn.sendNotification(rpc.ExitNotification.type);
  conn.dispose();
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
