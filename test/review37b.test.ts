// review37b: what review37 noticed and left (review37/FINDINGS.md N1, N2), mended each with a test
// that fails without its mend: N1 a let's column without `as` headed by the let's title in the HTML
// report (not its name capitalised); N2 one diagnostic where a second only follows from the first.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate } from "@allot/runtime";
import { htmlReport } from "../packages/dsl/src/report/html.js";

const read = (p: string) => readFileSync(new URL(`../${p}`, import.meta.url), "utf8");
/** review37/repro/F2's scheme (Polish): `let s1 "set one"`, `let s2 "set two"`; `columns { id, s1, s2, status }` */
const SCHEME = read("review37/repro/F2/scheme.allot");
const INPUT = JSON.parse(read("review37/repro/F2/input.json")) as { call: Record<string, unknown>; applications: Record<string, unknown>[] };

/** The ranking table's headings of the scheme's HTML report. */
function heads(text: string): string[] {
  const scheme = load(analyze(text));
  const html = htmlReport(evaluate(scheme, INPUT).result, scheme);
  const row = /<table class="ranking"[^>]*><thead><tr>(.*?)<\/tr>/.exec(html)![1]!;
  return [...row.matchAll(/<th[^>]*>(.*?)<\/th>/g)].map((x) => x[1]!);
}

describe("N1: a let's column without `as` in the HTML report", () => {
  it("is headed by the let's title, as its explanations name it (before: \"S1\", \"S2\")", () => {
    const h = heads(SCHEME);
    expect(h).toContain("Set one");
    expect(h).toContain("Set two");
    expect(h).not.toContain("S1");
    // the built-in columns in the report's language (Polish), as before
    expect(h).toContain("Status");
  });
  it("a label the scheme wrote still wins, and a let without a title keeps its name", () => {
    const h = heads(SCHEME.replace("columns { id, s1, s2, status }", 'columns { id, s1 as "Etap pierwszy", s2, status }').replace('let s2 "set two" =', "let s2 ="));
    expect(h).toContain("Etap pierwszy");
    expect(h).toContain("S2");
  });
});

describe("N2: one diagnostic where a second only follows from the first", () => {
  const codes = (text: string) => analyze(text).diagnostics.filter((d) => d.severity === "error").map((d) => d.code);
  it("`maximum points` under `points not summed`: AL0419 alone (before: also AL0402, the criteria's sum 13 against 10)", () => {
    expect(codes(SCHEME.replace("points not summed per art1\n", "points not summed per art1\nmaximum points 10 per art1\n"))).toEqual(["AL0419"]);
    // where the points are summed, the sum is still checked
    expect(codes(SCHEME.replace("points not summed per art1\n", "maximum points 10 per art1\n").replace(/by s1 highest first per art1\n\s*by s2 highest first per art1/, "by total highest first per art1"))).toEqual(["AL0402"]);
  });
  it("a bare let of points in a statistic over the members: AL0207 alone, with the member's hint, as a criterion's (before: also AL0641)", () => {
    const d = analyze(SCHEME.replace("min(w in funded: w.s1)", "min(w in funded: s1)")).diagnostics.filter((x) => x.severity === "error");
    expect(d.map((x) => [x.code, x.hint])).toEqual([["AL0207", "read the member's own points: w.s1"]]);
    expect(codes(SCHEME.replace("min(w in funded: w.s1)", "min(w in funded: k1)"))).toEqual(["AL0207"]);
  });
  it("a bare let of the application's fields there: AL0641 alone, which says `w.` (before: also AL0207, \"use a call parameter\")", () => {
    const d = analyze(SCHEME.replace('let s2 "set two"', "let big = a > 3\nlet s2 \"set two\"").replace("min(w in funded: w.s1)", "count(w in funded: big)")).diagnostics.filter((x) => x.severity === "error");
    expect(d.map((x) => x.code)).toEqual(["AL0641"]);
  });
});
