import { join, resolve } from "node:path";
import { writeFileSync } from "node:fs";
import { it } from "vitest";
import { evaluate, catalogueFor, renderFact, type TraceFact } from "@allot/runtime";
import { compileScheme, discoverTests, prepareTest } from "../packages/dsl/src/testing/schemeTests.js";
const repo = resolve(__dirname, "..");
it("dump", () => {
  const seen = new Map<string, string>();
  for (const t of discoverTests([join(repo, "schemes")])) {
    const p = prepareTest(t);
    if (!("input" in p)) continue;
    const scheme = compileScheme(t.scheme);
    if (scheme instanceof Error) continue;
    const r = evaluate(scheme, p.input, { explain: "trace" }).result;
    for (const x of r.results) for (const step of x.explanation) {
      const { step: _s, source: _src, text, ...rest } = step as unknown as Record<string, unknown>;
      if (!("kind" in rest)) continue;
      const fact = (rest["kind"] === "text" ? { ...rest, text } : rest) as unknown as TraceFact;
      const de = renderFact(fact, catalogueFor("de"));
      const key = `${fact.kind}|${de.replace(/[0-9]+/g, "N").slice(0, 90)}`;
      if (!seen.has(key)) seen.set(key, `${fact.kind}\n  EN ${renderFact(fact, catalogueFor("en"))}\n  DE ${de}`);
    }
    for (const tie of r.ties) seen.set("tie" + tie.note, `tie-note ${t.name}: ${tie.note}`);
  }
  writeFileSync("/tmp/de13/dump.txt", [...seen.values()].join("\n"));
});
