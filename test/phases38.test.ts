// Phases of assessment (docs/language.md §11.2; phase38, FINDINGS37 1): a phase's criteria are
// scored only for an application that meets every threshold its `after` names — an interview
// scored only for those past the written test. The edges: a threshold met exactly, one missed by
// one point, a tie among those scored, a row refused before scoring, `keep ranked` on a threshold
// the phase does not come after, the checker's AL0431, the formatter, six languages, and a scheme
// without a phase left as it was.
import { describe, expect, it } from "vitest";
import { analyze, definition, formatScheme, rename } from "@allot/dsl";
import { preamble, resultOf, runScheme } from "./support/scheme";

const body = (phase: boolean) => `
call {
  places: integer in 0..10
  lot: draw
}
application {
  id: text unique
  admitted: boolean
  written: integer in 0..10
  oral: integer in 0..10
}
eligibility per art1 {
  rule adm "Admitted" per art1: admitted
    otherwise "not admitted"
}
criterion written_test "Written test" per art1: written
${phase ? `phase interview "Interview" per art1 after pass_written {\n  criterion interview_points "Interview points" per art1: oral\n}` : `criterion interview_points "Interview points" per art1: oral`}
threshold pass_written "Pass the written test" per art1: written_test >= 5
threshold pass_total "At least 8 points" per art1: total >= 8 keep ranked
ranking per art1 {
  by total highest first per art1
  tiebreak every tie per art1 {
    by written_test highest first per art1
    lottery draw call.lot per art1
  }
}
allocation per art1 {
  budget call.places
  amount 1
  at boundary stop per art1
}
`;
const scheme = (language = "en", phase = true) => preamble("Phases", language) + body(phase);
const app = (id: string, written: number, oral: number, admitted = true) => ({ id, admitted, written, oral });
const input = {
  call: { places: 2, lot: ["A", "B", "C", "D", "E", "F"] },
  applications: [
    // met exactly: 5, then the interview
    app("A", 5, 6),
    // missed by one: no interview, no total
    app("B", 4, 10),
    // a tie at 11 with A, broken by the written test
    app("C", 6, 5),
    // past the written test, below 8 in all: kept ranked, its interview and total told
    app("D", 5, 1),
    // refused before scoring
    app("E", 9, 9, false),
  ],
};
const flat = (t: string) => t.replace(/[\u00a0\u202f]/g, " ");
const texts = (r: { explanation: { text: string }[] }) => r.explanation.map((s) => flat(s.text));

describe("a phase scored only for those past its thresholds", () => {
  const r = runScheme(scheme(), input);
  it("a threshold met exactly opens the phase: its points and the total", () => {
    const a = resultOf(r, "A");
    expect(a.points).toEqual({ written_test: "5", interview_points: "6", total: "11" });
    expect(texts(a).find((t) => t.startsWith("Criterion 'Interview points'"))).toBe("Criterion 'Interview points': 6 points (oral, 0 to 10 points).");
    expect(texts(a)).toContain("Total: 11 points.");
  });
  it("one below: below_threshold, the phase not assessed — null, no step of it, no total, and the later threshold not told", () => {
    const b = resultOf(r, "B");
    expect(b.status).toBe("below_threshold");
    expect(b.points).toEqual({ written_test: "4", interview_points: null });
    expect(texts(b)).toContain("'Interview': not assessed, as the threshold 'Pass the written test' was not met.");
    expect(texts(b).filter((t) => t.startsWith("Criterion 'Interview points'") || t.startsWith("Total") || t.includes("At least 8 points"))).toEqual([]);
    expect(b.reasons.map((x) => x.rule)).toEqual(["pass_written"]);
    // after the threshold that kept it closed, in its section (FINDINGS39 8)
    expect(b.explanation.find((s) => s.text.startsWith("'Interview'"))!.step).toBe("threshold");
    expect(texts(b).findIndex((t) => t.startsWith("'Interview'"))).toBeGreaterThan(texts(b).findIndex((t) => t.includes("Pass the written test") && t.includes("not met")));
  });
  it("a tie among those scored is broken as before (A before C by the written test? no: C's 6 > A's 5)", () => {
    expect(r.ranking).toEqual(["C", "A", "D"]);
    expect(resultOf(r, "C").position).toBe(1);
    expect(resultOf(r, "A").position).toBe(2);
  });
  it("keep ranked on a threshold the phase does not come after: D ranked, told its interview and total", () => {
    const d = resultOf(r, "D");
    expect(d.status).toBe("below_threshold");
    expect(d.position).toBe(3);
    expect(d.points).toEqual({ written_test: "5", interview_points: "1", total: "6" });
    expect(texts(d)).toContain("Total: 6 points.");
  });
  it("a row refused before scoring has no points at all, and no phase step", () => {
    const e = resultOf(r, "E");
    expect(e.status).toBe("ineligible");
    expect(e.points).toBeNull();
    expect(texts(e).some((t) => t.includes("not assessed, as the"))).toBe(false);
  });
  it("without the phase, the same scheme scores and totals B as before", () => {
    const b = resultOf(runScheme(scheme("en", false), input), "B");
    expect(b.points).toEqual({ written_test: "4", interview_points: "10", total: "14" });
    expect(texts(b)).toContain("Total: 14 points.");
  });
});

describe("the phase's step in seven languages, naming the threshold not met (FINDINGS39 8)", () => {
  const words: Record<string, string> = {
    en: "'Interview': not assessed, as the threshold 'Pass the written test' was not met.",
    es: "«Interview»: sin valorar, porque no se alcanzó el umbral «Pass the written test».",
    nl: "‘Interview’: niet beoordeeld, omdat drempel ‘Pass the written test’ niet is gehaald.",
    pl: "„Interview”: bez oceny, ponieważ próg „Pass the written test” nie został spełniony.",
    de: "„Interview“: nicht bewertet, da der Schwellenwert „Pass the written test“ nicht erreicht wurde.",
    fr: "« Interview » : pas d'évaluation, le seuil « Pass the written test » n'étant pas atteint.",
    pt: "«Interview»: não classificado, porque o limiar «Pass the written test» não foi atingido.",
  };
  for (const [language, text] of Object.entries(words))
    it(language, () => {
      expect(texts(resultOf(runScheme(scheme(language), input), "B"))).toContain(text);
    });
});

describe("AL0431: what a phase may come after", () => {
  const codes = (text: string) => analyze(text).diagnostics.filter((d) => d.code === "AL0431");
  it("the scheme above is clean", () => expect(analyze(scheme()).diagnostics.filter((d) => d.severity === "error")).toEqual([]));
  it("a name that is no threshold", () => {
    const d = codes(scheme().replace("after pass_written {", "after pass_writen {"));
    expect(d.map((x) => x.message)).toEqual(["expected the name of a threshold after 'after', found 'pass_writen'"]);
    expect(d[0]!.hint).toContain("'pass_written'");
  });
  it("a threshold that keeps the row ranked", () => {
    const d = codes(scheme().replace("after pass_written {", "after pass_total {"));
    expect(d.map((x) => x.message)).toEqual(["expected threshold 'pass_total', which the phase 'interview' comes after, to leave the ranking, found 'keep ranked'"]);
  });
  it("a threshold that reads total, or a let over the phase's points", () => {
    const onTotal = scheme().replace("total >= 8 keep ranked", "total >= 8").replace("after pass_written {", "after pass_written, pass_total {");
    expect(codes(onTotal).map((x) => x.message)).toEqual(["expected threshold 'pass_total', which the phase 'interview' comes after, to read no points of a phase, found 'total'"]);
    const onLet = scheme().replace("threshold pass_written \"Pass the written test\" per art1: written_test >= 5", "let both = written_test + interview_points per art1\nthreshold pass_written \"Pass the written test\" per art1: both >= 5");
    expect(codes(onLet).map((x) => x.message)).toEqual(["expected threshold 'pass_written', which the phase 'interview' comes after, to read no points of a phase, found 'interview_points'"]);
  });
  it("a ninth phase: the engine keeps the phases not opened in one byte (integration, round 38)", () => {
    const nine = Array.from({ length: 9 }, (_, k) => `phase extra${k} "Extra ${k}" per art1 after pass_written {\n  criterion extra_points${k} "Extra points ${k}" per art1: oral\n}`).join("\n");
    const eight = scheme() + "\n" + nine.split("\nphase ").slice(0, 7).join("\nphase ") + "\n";
    expect(codes(eight)).toEqual([]);
    const d = codes(scheme() + "\n" + nine + "\n");
    expect(d.map((x) => x.message)).toEqual(["expected at most 8 phases in a scheme, found 10"]);
  });
});

describe("the phase written and read back", () => {
  it("the formatter keeps the phase's block", () => {
    const f = formatScheme(scheme());
    expect(f.ok).toBe(true);
    expect(f.ok && f.text).toContain('phase interview "Interview" per art1 after pass_written {\n  criterion interview_points "Interview points" per art1: oral\n}\n');
  });
  it("a threshold's name after `after` goes to the threshold, and is renamed with it", () => {
    const text = scheme();
    const a = analyze(text);
    const at = text.indexOf("after pass_written") + "after ".length;
    expect(definition(a, at).map((s) => text.slice(s.start, s.end))).toEqual(["pass_written"]);
    expect(definition(a, at)[0]!.start).toBe(text.indexOf("threshold pass_written") + "threshold ".length);
    const r = rename(a, at, "written_ok");
    expect("edits" in r && r.edits.map((e) => text.slice(e.span.start, e.span.end))).toEqual(["pass_written", "pass_written"]);
  });
  it("`phase` is still a name where no phase opens (a field)", () => {
    const text = scheme().replace("  oral: integer in 0..10\n", "  oral: integer in 0..10\n  phase: integer in 0..3\n").replace("per art1: oral\n", "per art1: oral + phase\n");
    expect(analyze(text).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });
});
