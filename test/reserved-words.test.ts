// Words of the language as names (issue 15, twelfth round): a drafter names fields after the law
// (`first`, `group`, `points`, `amount`, `budget`, `deadline`, ...). Those words are names
// wherever a name is read (syntax/tokens.ts SoftName); the others (`maximum`, `threshold`, `by`,
// ...) give ONE diagnostic, AL0104, at the word, never a cascade (syntax/reserved.ts). Through
// `allot check`'s own output and the language server's published diagnostics.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { softWords } from "../packages/dsl/src/syntax/tokens.js";
import { startServer } from "../packages/lsp/test/harness.js";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const tmp = mkdtempSync(join(tmpdir(), "allot-words-"));

function check(path: string) {
  const r = spawnSync(process.execPath, [cli, "check", path, "--format", "json"], { cwd: repo, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  return { code: r.status, diagnostics: JSON.parse(r.stdout) as Array<{ code: string; severity: string; line: number; column: number; message: string; hint?: string; file?: string }> };
}

const head = `scheme words "Words as names" {
  version "1"
}
act law "A law" {
  identifier "x"
}
source s1 = law article 1 """
  Text.
  """
`;
const tail = `ranking per s1 {
  by total highest first
  tiebreak every tie per s1 {
    unresolved per s1
  }
}
`;

/**
 * One scheme with the word in every position: a call parameter, an application field, read bare
 * in a let, in a rule, in a criterion's condition, in a stage's `when`, as a ranking key and as
 * the amount; and the name of a let, a rule and a criterion (each read back by its name).
 */
function everywhere(w: string): string {
  return `${head}call {
  budget_total: money(EUR)
  ${w}: integer
}
application {
  id: text unique
  ${w}: integer in 0..10
  grant: money(EUR)
}
let doubled = ${w} × 2 per s1
let ${w}_let = 1 per s1
let named_${w} = doubled per s1
eligibility per s1 {
  rule r "R" per s1: ${w} >= 0 and doubled >= named_${w}
  rule ${w}_rule "R2" per s1: call.${w} >= 0
}
criterion c "C" per s1: 3 points if ${w} > 2
${tail}allocation per s1 {
  budget call.budget_total
  amount grant per s1
  at boundary stop
  stage one "One" per s1 when ${w} > 5 {
    budget left
    unfunded go on
  }
  stage two "Two" per s1 {
    budget left
  }
}
`;
}

/** The word as the name of a let, a rule or a criterion (`kind`), read back by that name. */
function named(w: string, kind: "let" | "rule" | "criterion"): string {
  const decl =
    kind === "let"
      ? `let ${w} = v × 2 per s1\ncriterion c "C" per s1: 3 points if ${w} > 2`
      : kind === "rule"
        ? `eligibility per s1 {\n  rule ${w} "R" per s1: v >= 0\n}\ncriterion c "C" per s1: 3 points if v > 2`
        : `criterion ${w} "C" per s1: 3 points if v > 2\nthreshold t "T" per s1: ${w} >= 0`;
  return `${head}call {
  budget_total: money(EUR)
}
application {
  id: text unique
  v: integer in 0..10
  grant: money(EUR)
}
${decl}
${tail}allocation per s1 {
  budget call.budget_total
  amount grant per s1
  at boundary stop
}
`;
}

const accepted = [...softWords].sort();
// a sample of the reserved words across their kinds: declaration keywords (which once started a
// new declaration mid-expression), the small words of the forms, and words of a criterion's value
const reserved = ["maximum", "threshold", "source", "ranking", "allocation", "regime", "by", "per", "at", "to", "most", "match", "bands", "unlimited"];
const kinds = ["let", "rule", "criterion"] as const;

type Reported = ReturnType<typeof check>["diagnostics"];
/** Every scheme of the table in one directory, checked by one `allot check`: errors by file. */
function checkAll(name: string, files: Record<string, string>): Map<string, Reported> {
  const dir = join(tmp, name);
  mkdirSync(dir, { recursive: true });
  for (const [f, text] of Object.entries(files)) writeFileSync(join(dir, f), text);
  const byFile = new Map<string, Reported>(Object.keys(files).map((f) => [f, []]));
  for (const d of check(dir).diagnostics) if (d.severity === "error") byFile.get(d.file!.split(/[\\/]/).pop()!)!.push(d);
  return byFile;
}

describe("a word a drafter names a field after is a name", () => {
  it("has the words the eleventh round met among them", () => {
    for (const w of ["first", "group", "points", "amount", "budget", "deadline", "draw", "seed", "tie", "quota", "reserve", "when", "label"]) expect(accepted).toContain(w);
  });
  const files: Record<string, string> = {};
  for (const w of accepted) {
    files[`${w}.allot`] = everywhere(w);
    for (const k of kinds) files[`${w}-${k}.allot`] = named(w, k);
  }
  let errors: Map<string, Reported>;
  it.each(accepted)("'%s' as a field and a parameter, read bare everywhere, and naming a let, a rule and a criterion: no error", (w) => {
    errors ??= checkAll("accepted", files);
    for (const f of [`${w}.allot`, ...kinds.map((k) => `${w}-${k}.allot`)]) expect(errors.get(f), f).toEqual([]);
  });
});

describe("a reserved word used as a name gives one diagnostic at the word", () => {
  const files: Record<string, string> = {};
  for (const w of reserved) {
    files[`${w}.allot`] = everywhere(w).replace(`rule ${w}_rule "R2" per s1: call.${w} >= 0`, `rule ${w}_rule "R2" per s1: application.${w} >= 0`);
    for (const k of kinds) files[`${w}-${k}.allot`] = named(w, k);
  }
  let errors: Map<string, Reported>;
  it.each(reserved)("'%s': one AL0104 per place it stands, at the word, with a hint, and nothing else", (w) => {
    errors ??= checkAll("reserved", files);
    // read bare: in the let, the rule, the criterion and the stage's `when` (application.w reads it)
    const lines = files[`${w}.allot`]!.split("\n");
    const expectedAt = [`let doubled = ${w}`, `rule r "R" per s1: ${w}`, `3 points if ${w}`, `when ${w}`].map((needle) => {
      const line = lines.findIndex((l) => l.includes(needle));
      return { code: "AL0104", line: line + 1, column: lines[line]!.indexOf(needle) + needle.length - w.length + 1 };
    });
    const field = errors.get(`${w}.allot`)!;
    expect(field.map((d) => ({ code: d.code, line: d.line, column: d.column }))).toEqual(expectedAt);
    for (const d of field) {
      expect(d.message).toBe(`expected a value, found '${w}', a word of the language: the field '${w}' cannot be read by its bare name`);
      expect(d.hint).toContain(`write application.${w} here, or rename the field`);
    }
    // a let, a rule, a criterion named by it: one each, at the name (its uses are not reported again)
    for (const k of kinds) {
      const e = errors.get(`${w}-${k}.allot`)!;
      expect(e.map((d) => [d.code, d.message]), k).toEqual([["AL0104", `expected the name of a ${k}, found '${w}', a word of the language`]]);
      expect(e[0]!.hint).toContain(`rename it, for example '${w}_`);
    }
  });

  it("a call parameter read bare is told to read it as call.<name>", () => {
    const text = named("x", "let").replace("call {\n  budget_total: money(EUR)\n", "call {\n  budget_total: money(EUR)\n  maximum: integer\n").replace("let x = v × 2", "let x = maximum × 2");
    const errors = checkAll("param", { "p.allot": text }).get("p.allot")!;
    expect(errors.map((d) => [d.code, d.hint?.split(";")[0]])).toEqual([["AL0104", "write call.maximum here, or rename the parameter"]]);
  });
});

describe("the language server publishes the same diagnostics", () => {
  it("one AL0104 per place, at the word, for a scheme opened in the editor", async () => {
    const server = await startServer();
    try {
      const text = everywhere("threshold");
      const uri = pathToFileURL(join(tmp, "editor.allot")).href;
      await server.open({ uri, text });
      const p = await server.diagnostics(uri, 1);
      const errors = p.diagnostics.filter((d) => d.severity === 1);
      expect(errors.map((d) => d.code)).toEqual(["AL0104", "AL0104", "AL0104", "AL0104"]);
      const lines = text.split("\n");
      for (const d of errors) expect(lines[d.range.start.line]!.slice(d.range.start.character, d.range.end.character)).toBe("threshold");
      // the CLI on the same text
      writeFileSync(join(tmp, "editor.allot"), text);
      const cliErrors = check(join(tmp, "editor.allot")).diagnostics.filter((d) => d.severity === "error");
      expect(cliErrors.map((d) => [d.line - 1, d.column - 1, d.message])).toEqual(errors.map((d) => [d.range.start.line, d.range.start.character, d.message.split("\n")[0]]));
    } finally {
      server.dispose();
    }
  }, 30_000);
});
