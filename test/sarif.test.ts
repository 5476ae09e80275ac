// `allot check --format sarif` as GitHub code scanning reads it: the real CLI's output validates
// against the SARIF 2.1.0 schema (vendored in test/inputs/sarif), every rule has a description
// and help from its docs/diagnostics page and no helpUri that leads nowhere, and every location
// is a URI reference relative to the declared %SRCROOT% (percent-encoded: a space, '#', non-ASCII)
// or, outside the root, a file:// URI — each resolving to the file that has the diagnostic.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import type * as Sarif from "sarif";
import { allCodes } from "../packages/dsl/src/diagnostics/codes.js";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");

function sarifOf(cwd: string, ...paths: string[]): Sarif.Log {
  const r = spawnSync(process.execPath, [cli, "check", ...paths, "--format", "sarif"], { cwd, encoding: "utf8", env: { ...process.env, ALLOT_DOCS_URL: "" } });
  expect(r.stderr).toBe("");
  return JSON.parse(r.stdout) as Sarif.Log;
}

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats.default(ajv);
const validate = ajv.compile(JSON.parse(readFileSync(join(repo, "test/inputs/sarif/sarif-schema-2.1.0.json"), "utf8")));

function expectValid(log: Sarif.Log) {
  const ok = validate(log);
  expect(validate.errors ?? []).toEqual([]);
  expect(ok).toBe(true);
}

/** A scheme with one unknown field (AL0203), from seed 002. */
const bad = readFileSync(join(repo, "schemes/seed_002/pop3_innovatie.allot"), "utf8").replace("weight 3 × scores.b_innovativeness", "weight 3 × scores.b_inovativeness");

describe("allot check --format sarif", () => {
  it("locates files relative to %SRCROOT%, percent-encoded, and files outside it as file:// URIs", () => {
    const root = mkdtempSync(join(tmpdir(), "allot-sarif-root-"));
    const outside = mkdtempSync(join(tmpdir(), "allot-sarif-outside-"));
    mkdirSync(join(root, "my schemes"));
    writeFileSync(join(root, "my schemes", "bad.allot"), bad);
    writeFileSync(join(root, "my schemes", "żółw #1.allot"), bad);
    writeFileSync(join(outside, "other.allot"), bad);
    const log = sarifOf(root, "my schemes", join(outside, "other.allot"));
    expectValid(log);
    const run = log.runs[0]!;
    const base = run.originalUriBaseIds?.["%SRCROOT%"]?.uri;
    expect(base).toBe(`${pathToFileURL(root).href}/`);
    const locations = run.results!.map((r) => r.locations![0]!.physicalLocation!.artifactLocation!);
    expect(locations).toEqual([
      { uri: "my%20schemes/bad.allot", uriBaseId: "%SRCROOT%" },
      { uri: "my%20schemes/%C5%BC%C3%B3%C5%82w%20%231.allot", uriBaseId: "%SRCROOT%" },
      { uri: pathToFileURL(join(outside, "other.allot")).href },
    ]);
    // every location resolves to the file it names
    const files = locations.map((l) => fileURLToPath(new URL(l.uri!, l.uriBaseId ? base : undefined)));
    expect(files).toEqual([join(root, "my schemes", "bad.allot"), join(root, "my schemes", "żółw #1.allot"), join(outside, "other.allot")]);
    expect(run.results!.map((r) => [r.ruleId, r.ruleIndex, r.level])).toEqual(Array(3).fill(["AL0203", 0, "error"]));
    expect(run.results![0]!.locations![0]!.physicalLocation!.region).toMatchObject({ startLine: 93, startColumn: 58 });
  });

  it("gives every rule the description and help of its docs page, on the whole error corpus", () => {
    const log = sarifOf(repo, "packages/dsl/test/corpus/bad", "schemes");
    expectValid(log);
    const rules = log.runs[0]!.tool.driver.rules!;
    // the corpus produces every code (diagnostics-corpus.test.ts keeps it so)
    expect(rules.map((r) => r.id).sort()).toEqual(allCodes.map((c) => c.code).sort());
    for (const rule of rules) {
      const page = readFileSync(join(repo, "docs/diagnostics", `${rule.id}.md`), "utf8");
      const meaning = /## What it means\n\n([^\n]+)/.exec(page)![1]!;
      expect(rule.fullDescription?.text.split("\n")[0], rule.id).toBe(meaning);
      expect(rule.help?.text.length, rule.id).toBeGreaterThan(20);
      expect(page, rule.id).toContain(rule.help!.text.split("\n")[0]!.replace(/^- /, "").slice(0, 30));
      expect(rule.help?.markdown, rule.id).toContain("## How to fix it");
      // the pages have no published address: no helpUri rather than one that leads nowhere
      expect(rule.helpUri, rule.id).toBeUndefined();
      expect(rule.help!.markdown).not.toMatch(/\]\((?![a-z]+:)/);
    }
    for (const r of log.runs[0]!.results!) expect(rules[r.ruleIndex!]!.id).toBe(r.ruleId);
    expect(log.runs[0]!.tool.driver.informationUri).toBeUndefined();
    expect(existsSync(fileURLToPath(log.runs[0]!.originalUriBaseIds!["%SRCROOT%"]!.uri!))).toBe(true);
  });

  it("with --docs-url, every rule's helpUri is the page under that base (a page this repository has), still valid SARIF", () => {
    const base = "https://git.example.org/agency/allot/raw/main/docs/diagnostics/";
    const log = sarifOf(repo, "packages/dsl/test/corpus/bad", "--docs-url", base);
    expectValid(log);
    const rules = log.runs[0]!.tool.driver.rules!;
    expect(rules.length).toBeGreaterThan(20);
    for (const rule of rules) {
      expect(rule.helpUri, rule.id).toBe(`${base}${rule.id}.md`);
      expect(existsSync(join(repo, "docs/diagnostics", rule.helpUri!.slice(base.length))), rule.id).toBe(true);
    }
  });
});
