// The drafter's small stumbles (issue 15, fourteenth round, names14; drafter14b's and wording14's
// findings): a source named by a word a let may take (`source list = …`), a name on a stage's
// budget, and where `allot fmt` breaks a long sum. Each as a user sees it: `allot check`'s
// output (code, line, column, message, hint), the editor's hover, definition and rename, and the
// formatted text.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "../packages/dsl/src/analysis.js";
import { formatScheme } from "../packages/dsl/src/format/format.js";
import { definition } from "../packages/dsl/src/services/definition.js";
import { hover } from "../packages/dsl/src/services/hover.js";
import { rename } from "../packages/dsl/src/services/rename.js";
import { softWords } from "../packages/dsl/src/syntax/tokens.js";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const tmp = mkdtempSync(join(tmpdir(), "allot-names14-"));

interface Reported {
  code: string;
  line: number;
  column: number;
  message: string;
  hint?: string;
}
function check(name: string, text: string): { status: number | null; diagnostics: Reported[] } {
  const path = join(tmp, `${name}.allot`);
  writeFileSync(path, text);
  const r = spawnSync(process.execPath, [cli, "check", path, "--format", "json"], { cwd: repo, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  const diagnostics = (JSON.parse(r.stdout) as Reported[]).map(({ code, line, column, message, hint }) => ({ code, line, column, message, ...(hint ? { hint } : {}) }));
  return { status: r.status, diagnostics };
}

/** A whole scheme whose article 2 is the source `src`, cited by every declaration; `stage` goes inside the allocation. */
function scheme(src: string, stage = ""): string {
  return `scheme names "Names" {
  version "1"
}

act law "A law" {
  identifier "x"
}

source ${src} = law article 2 """
  Applications are ranked by their cost, the cheapest first.
  """

call {
  budget: money(EUR)
}

application {
  id: text unique
  cost: money(EUR)
  lot: enum { a, b }
}

eligibility per ${src} {
  rule positive: cost > 0 EUR
}

criterion cheap per ${src}: 1 point if cost < 100 EUR
criterion lot_a per ${src}: 1 point if lot = a

ranking per ${src} {
  by total highest first
  tiebreak every tie per ${src} {
    by id lowest first per ${src}
  }
}

allocation per ${src} {
  budget call.budget
  amount cost
  at boundary skip
${stage}}
`;
}

describe("a source named by a word a let may take (drafter14b: `source list = …` was AL0102)", () => {
  it("`allot check` accepts every such word as a source's name, cited with `per`", () => {
    for (const w of softWords) expect(check(`soft-${w}`, scheme(w)), w).toEqual({ status: 0, diagnostics: [] });
  });

  it("a reserved word names no source: one AL0104 at the name, with the rename the hint proposes", () => {
    expect(check("reserved-if", scheme("if"))).toEqual({
      status: 1,
      diagnostics: [
        {
          code: "AL0104",
          line: 9,
          column: 8,
          message: "expected the name of a source, found 'if', a word of the language",
          hint: "rename it, for example 'if_source'; the words that may name a source are listed in docs/language.md §2",
        },
      ],
    });
  });

  it("a source named by a word that starts a declaration is one AL0104 too: its citations start nothing", () => {
    expect(check("reserved-ranking", scheme("ranking")).diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`)).toEqual(["9:8 AL0104 expected the name of a source, found 'ranking', a word of the language"]);
  });

  it("the editor hovers, goes to and renames a source named `list`", () => {
    const text = scheme("list");
    const a = analyze(text);
    const use = text.indexOf("per list {") + "per ".length;
    const decl = text.indexOf("source list") + "source ".length;
    expect(definition(a, use)).toEqual([{ start: decl, end: decl + "list".length }]);
    expect(hover(a, use)?.markdown).toContain("Applications are ranked by their cost, the cheapest first.");
    const r = rename(a, use, "art2");
    if ("error" in r) throw new Error(r.error);
    expect(r.edits).toHaveLength(8); // the declaration and its seven citations
    const renamed = [...r.edits].sort((x, y) => y.span.start - x.span.start).reduce((t, e) => t.slice(0, e.span.start) + e.text + t.slice(e.span.end), text);
    expect(renamed).toBe(scheme("art2"));
  });

  it("the formatter keeps the name and the citations", () => {
    const text = scheme("list");
    const out = formatScheme(text);
    expect(out.ok && out.text).toBe(text);
  });
});

describe("a name on a stage's budget (wording14's AL0531 is for the call's budget only)", () => {
  const stage = `  stage lot_b "Lot B" when lot = b {
    budget 40000 EUR "het plafond van perceel B"
  }
`;
  it("is AL0531 at the name, with a hint that says where a name goes, not a syntax error", () => {
    expect(check("stage-title", scheme("s2", stage))).toEqual({
      status: 1,
      diagnostics: [
        {
          code: "AL0531",
          line: 42,
          column: 22,
          message: 'expected no name on the budget of stage \'lot_b\', found "het plafond van perceel B"',
          hint: "a name is for the call's budget only, on the allocation's own 'budget' line (docs/language.md §14): leave it out here, and say what the stage is in its title",
        },
      ],
    });
  });

  it("without the name the scheme checks", () => {
    expect(check("stage-no-title", scheme("s2", stage.replace(' "het plafond van perceel B"', "")))).toEqual({ status: 0, diagnostics: [] });
  });
});

describe("allot fmt breaks a long sum at its operators, not inside a call's brackets (drafter14b)", () => {
  it("drafted_nursery's months: `year(registered) × 12 + month(registered)` whole on the line after '='", () => {
    const text = readFileSync(join(repo, "schemes/drafted_nursery/nursery_places.allot"), "utf8");
    expect(text).toContain('let register_month "the month of entry in the nursery register": integer =\n  year(registered) × 12 + month(registered)\n');
    expect(text).toContain('let months_on_register "the full months on the nursery register": integer in 0..12000 =\n  reference_month - register_month - month_not_full per s4\n');
    for (const l of text.split("\n").filter((x) => x.startsWith("let "))) expect(l.length, l).toBeLessThanOrEqual(100);
    const out = formatScheme(text);
    expect(out.ok && out.text).toBe(text);
  });
});
