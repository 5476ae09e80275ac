// Adversarial tests of the front end on the constructs added last: stages, reservations,
// admission stages, regimes' budgets, groups, first come, draws by key, scopes that follow the
// walk, `define`, reasons with values, powers and date parts, decimal(n), position, aggregates
// over peers, `if absent`, greedy steps. The schemes in adversarial/ are valid and use them all;
// each is attacked by deleting and truncating at every token and by a seeded splice fuzzer.
// Every finding that was a bug has its own regression case below.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { analyze } from "../src/analysis.js";
import { load } from "../src/compile/load.js";
import { lex } from "../src/syntax/parse.js";
import { formatScheme } from "../src/format/format.js";
import { completion, hover, references } from "../src/services/index.js";
import { allCodes } from "../src/diagnostics/codes.js";

const dir = join(__dirname, "adversarial");
const schemes = readdirSync(dir)
  .filter((f) => f.endsWith(".allot"))
  .sort()
  .map((f) => ({ name: f, text: readFileSync(join(dir, f), "utf8") }));
const known = new Set<string>(allCodes.map((c) => c.code));

/** analyze never throws; every diagnostic has a known code, a hint and a span inside the text; a scheme without errors compiles */
function sound(text: string): void {
  const a = analyze(text);
  for (const d of a.diagnostics) {
    expect(known.has(d.code), d.code).toBe(true);
    expect(d.span.start >= 0 && d.span.start <= d.span.end && d.span.end <= text.length, `${d.code} span ${d.span.start}-${d.span.end} in ${text.length}`).toBe(true);
  }
  if (!a.hasErrors) load(a);
}

const prelude = `scheme t "T" {
  version "1"
}
act law "L" {
  identifier "L"
}
source art1 = law article 1 "X."
`;

describe("the adversarial schemes", () => {
  it.each(schemes)("$name is valid and formats to a fixed point that means the same", ({ text }) => {
    const a = analyze(text);
    expect(a.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]);
    const once = formatScheme(text);
    if (!once.ok) throw new Error(once.diagnostics.map((d) => d.message).join("\n"));
    const twice = formatScheme(once.text);
    expect(twice.ok && twice.text).toBe(once.text);
    // the same checked model: the compiled module of the formatted text is the original's
    expect(load(analyze(once.text)).toString()).toBe(load(a).toString());
  });

  it.each(schemes)("$name: deleting any token, or cutting the text before every third, never throws", ({ text }) => {
    lex(text).tokens.forEach((t, k) => {
      sound(text.slice(0, t.startOffset) + text.slice(t.endOffset! + 1));
      if (k % 3 === 0) sound(text.slice(0, t.startOffset));
    });
  });

  it("a seeded splice fuzzer over them never throws (tokens of the schemes put in place of others)", () => {
    const toks = schemes.map((s) => lex(s.text).tokens.map((k) => ({ s: k.startOffset, e: k.endOffset! + 1 })));
    const pool = [...new Set(schemes.flatMap((s) => lex(s.text).tokens.map((k) => k.image)))];
    fc.assert(
      fc.property(fc.nat(schemes.length - 1), fc.nat(), fc.nat(5), fc.array(fc.constantFrom(...pool), { maxLength: 6 }), (fi, at, len, ins) => {
        const t = schemes[fi]!.text;
        const ks = toks[fi]!;
        const i = at % ks.length;
        const j = Math.min(ks.length - 1, i + len);
        sound(t.slice(0, ks[i]!.s) + ins.join(" ") + " " + t.slice(ks[j]!.e));
      }),
      { numRuns: 400, seed: 20261202 },
    );
  });
});

describe("findings", () => {
  it("a stage's 'at boundary' missing its 'boundary' is a syntax error, not a crash (was a TypeError in the budget check)", () => {
    const text = schemes.find((s) => s.name === "stages.allot")!.text.replace("at boundary reach", "at reach");
    const a = analyze(text);
    expect(a.diagnostics.map((d) => [d.code, text.slice(d.span.start, d.span.end)])).toEqual([["AL0102", "reach"]]);
  });

  it("a field read only through a peer member (m.partners) is used: no AL0409, and its references include it", () => {
    const text = `${prelude}call { budget: money(EUR) }
application { id: text unique  consortium: text  asked: money(EUR)  partners: integer in 0..20 }
criterion q per art1: count(m in peers(consortium): m.partners > 2)
ranking per art1 { by total highest first tiebreak every tie per art1 { by id lowest first } }
allocation per art1 { budget call.budget amount asked at boundary skip }
`;
    const a = analyze(text);
    expect(a.diagnostics.map((d) => d.code)).toEqual([]);
    const decl = text.indexOf("partners:");
    const refs = references(a, decl, true).map((r) => text.slice(r.start, r.end + 2));
    // the declaration and the member read (with the two characters after it)
    expect(refs).toEqual(["partners: ", "partners >"]);
  });

  describe("string escapes (AL0660)", () => {
    // the text an expression compares: a reason or a title may not hold a line break or a tab (AL0661)
    const scheme = (s: string) => `${prelude}call { budget: money(EUR) }
application { id: text unique  asked: money(EUR) }
eligibility per art1 {
  rule r "R": id != "${s}"
}
ranking per art1 { by asked lowest first tiebreak every tie per art1 { by id lowest first } }
allocation per art1 { budget call.budget amount asked at boundary skip }
`;
    const reason = (s: string) => {
      const a = analyze(scheme(s));
      expect(a.diagnostics).toEqual([]);
      const rule = a.ast.declarations.flatMap((d) => (d.kind === "eligibility" ? d.rules : []))[0]!;
      return rule.condition.kind === "binary" && rule.condition.right.kind === "string" ? rule.condition.right.value : undefined;
    };
    const escapes = (s: string) => {
      const text = scheme(s);
      return analyze(text).diagnostics.map((d) => [d.code, text.slice(d.span.start, d.span.end)]);
    };

    it("reads the five escapes as documented", () => {
      expect(reason(String.raw`a\"b\\c\nd\te\u{2028}f\u{1F600}`)).toBe('a"b\\c\nd\te\u2028f\u{1F600}');
    });

    it("refuses \\u2028 without braces (it read as 'u2028') and every other unknown escape, at the escape", () => {
      expect(escapes(String.raw`date\u2028(see)`)).toEqual([["AL0660", String.raw`\u2028`]]);
      expect(escapes(String.raw`\x41 \r \q`)).toEqual([
        ["AL0660", String.raw`\x`],
        ["AL0660", String.raw`\r`],
        ["AL0660", String.raw`\q`],
      ]);
    });

    it("refuses code points that are no character (they read as nothing, or as half a surrogate pair)", () => {
      expect(escapes(String.raw`\u{110000} \u{D800} \u{DFFF} \u{1234567}`)).toEqual([
        ["AL0660", String.raw`\u{110000}`],
        ["AL0660", String.raw`\u{D800}`],
        ["AL0660", String.raw`\u{DFFF}`],
        ["AL0660", String.raw`\u{1234567}`],
      ]);
    });

    it("leaves text blocks alone: a backslash there is text", () => {
      const text = `${prelude.replace('"X."', '"""\n  C:\\\\x \\u2028\n  """')}call { budget: money(EUR) }
application { id: text unique  asked: money(EUR) }
ranking per art1 { by asked lowest first tiebreak every tie per art1 { by id lowest first } }
allocation per art1 { budget call.budget amount asked at boundary skip }
`;
      expect(analyze(text).diagnostics.map((d) => d.code)).toEqual([]);
    });
  });

  it("thousands of misspelt names among thousands of fields analyse in linear time: suggestions share one budget", () => {
    // 4,000 fields field_number_i and 4,000 rules reading feld_number_i: each unknown name was
    // compared with every candidate (16M edit distances, 16 s of CPU here); now 2 s.
    const n = 4000;
    const fields = Array.from({ length: n }, (_, i) => `  field_number_${i}: integer in 0..100\n`).join("");
    const rules = Array.from({ length: n }, (_, i) => `  rule r${i} "R": feld_number_${i} > 1\n`).join("");
    const text = `${prelude}call { budget: money(EUR) }\napplication {\n  id: text unique\n  asked: money(EUR)\n${fields}}\neligibility per art1 {\n${rules}}\nranking per art1 { by asked lowest first tiebreak every tie per art1 { by id lowest first } }\nallocation per art1 { budget call.budget amount asked at boundary skip }\n`;
    const before = process.cpuUsage();
    const a = analyze(text);
    const cpu = process.cpuUsage(before);
    expect((cpu.user + cpu.system) / 1e6).toBeLessThan(10);
    const unknown = a.diagnostics.filter((d) => d.code === "AL0201");
    expect(unknown).toHaveLength(n);
    // the first ones still say what was meant; past the budget the hint is the generic one
    expect(unknown[0]!.hint).toMatch(/^did you mean 'field_number_0', /);
    expect(unknown[n - 1]!.hint).toBe("declare 'feld_number_3999' as an application field or a 'let' value, or check its spelling");
    // and a fresh analysis starts a fresh budget
    const one = analyze(text.slice(0, text.indexOf("field_number_1:")) + `}\neligibility per art1 {\n  rule r "R": feld_number_0 > 1\n}\nranking per art1 { by asked lowest first tiebreak every tie per art1 { by id lowest first } }\nallocation per art1 { budget call.budget amount asked at boundary skip }\n`);
    expect(one.diagnostics.filter((d) => d.code === "AL0201").map((d) => d.hint)).toEqual(["did you mean 'field_number_0'?"]);
  });
});

describe("hover on the parts of the new constructs", () => {
  const text = (name: string) => schemes.find((s) => s.name === name)!.text;
  const at = (name: string, what: string, nth = 0) => {
    const t = text(name);
    let i = -1;
    for (let k = 0; k <= nth; k++) i = t.indexOf(what, i + 1);
    expect(i, what).toBeGreaterThanOrEqual(0);
    return hover(analyze(t), i + 1)?.markdown ?? "";
  };

  it("an item of a stage that cites its own source shows the item, that source's text, then the stage", () => {
    const h = at("comments.allot", "admit to");
    expect(h.split("\n\n")[0]).toBe("**Admission, stage `shortlist`**: as many candidates as needed for their requests to reach `3 × left` are admitted to the next stage (a tie at the cut is admitted whole); the others are not funded.");
    expect(h).toContain("**Legal source** `art2` — Article 2");
    expect(h).toContain("> Y.");
    expect(h).toContain("**Admission stage `shortlist`**: considers every application not yet funded; admits as many as needed");
  });

  it("an admission stage is not described as funding against its own budget (it was)", () => {
    const h = at("stages.allot", "threshold total");
    expect(h).toMatch(/^\*\*Admission stage “First stage”\*\*: considers every application not yet funded; admits the first `call.shortlist` of them in ranking order to the next stage, which funds\./);
    expect(h).not.toContain("against its own budget");
    expect(at("stages.allot", "unfunded go on")).toMatch(/^\*\*Stage “Southern bids”\*\*: considers the applications for which `region = south` holds; funds them in ranking order against its own budget `15% × left`; with its own boundary policy `reach`; those it does not fund go on to the later stages\./);
  });

  it("each item of a group shows the source it cites, not the group's", () => {
    // the group cites art2; its pro rata item cites art1
    expect(at("groups.allot", "pro rata rounded")).toContain("**Legal source** `art1` — Article 1");
    expect(at("groups.allot", "pro rata rounded")).toMatch(/^\*\*Pro rata within a group\*\*/);
    expect(at("groups.allot", "together")).toMatch(/^\*\*`together`\*\*: the group is funded together or not at all/);
  });

  it("'left' is what the earlier stages left, not 'each item of a list' (it was)", () => {
    expect(at("stages.allot", "left")).toBe("**`left`** — what the earlier stages left of the allocation's budget when this one starts: an amount of money in EUR.");
  });

  it("a parameter of a define is a parameter, not 'each item of a list' (it was)", () => {
    expect(at("misc.allot", "x * 2")).toBe("**`x`** — a parameter of the function `half`: a decimal number, the value each call gives it.");
  });

  it("decimal(2) says its places", () => {
    expect(at("misc.allot", "price: decimal(2)")).toContain("A decimal number with 2 decimal places; required.");
  });
});

describe("completion inside the new blocks", () => {
  // the text of a scheme with `insert` typed after `marker`, and the labels offered at its end
  const labels = (file: string, marker: string, insert: string) => {
    const t0 = schemes.find((s) => s.name === file)!.text;
    const at = t0.indexOf(marker) + marker.length;
    const t = t0.slice(0, at) + insert + t0.slice(at);
    return completion(analyze(t), at + insert.length).items.map((i) => i.label);
  };

  it("a new line in a stage offers the stage's items, not the declarations of the file (it did); a stage keeps its own reserve list since reserve26", () => {
    expect(labels("stages.allot", "    budget left", "\n    ")).toEqual(["budget", "at", "threshold", "reserve", "admit first", "admit to", "admit closest to", "ranking of the regime", "unfunded go on", "unfunded stay out"]);
  });

  it("a stage's budget offers 'left', not 'unlimited'", () => {
    const l = labels("stages.allot", "    budget ", "");
    expect(l).toContain("left");
    expect(l).not.toContain("unlimited");
  });

  it("a new line in a group offers the group's items (it offered the declarations of the file)", () => {
    expect(labels("groups.allot", "    together per art2", "\n    ")).toEqual(["together", "at", "pro", "not", "not on the reserve list"]);
  });

  it("a new line in an allocation offers stage and first come too", () => {
    const l = labels("groups.allot", "  at boundary partial per art1", "\n  ");
    expect(l).toEqual(expect.arrayContaining(["budget", "amount", "reserve", "group", "first", "stage"]));
  });
});
