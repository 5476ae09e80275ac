// What the tenth round's drafter found writing schemes/drafted_climate from the docs alone
// (docs/performance.md, "A drafter's call from the docs alone (drafter10)"), each worked by hand
// on the smallest scheme that shows it.
import { describe, expect, it } from "vitest";
import { evaluate, evaluateRun, ObjectTable, type CompiledScheme } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { resultChunks } from "../packages/dsl/src/report/formats.js";
import { htmlReportChunks } from "../packages/dsl/src/report/html.js";
import { noticeHtml } from "../packages/dsl/src/report/notice.js";
import { textOf } from "../packages/dsl/src/report/sink.js";
import { applyMutant, mutantsOf } from "../packages/dsl/src/testing/mutants.js";

const head = (language: string): string => `
scheme s "S" { version "1" language ${language} }
act a "Act" { identifier "X" }
source art1 = a article 1 "text"
source art2 = a article 2 "text"
source art3 = a article 3 "text"
`;

// budget 100 EUR, skip; at least 30 kept for the small ones. Ranked A 60, B 20 (small), C 30, D 15.
const kept = (unused: string) => `${head("en")}
call { budget: money(EUR) }
application { id: text unique  small: boolean  quality: integer in 0..10  asked: money(EUR) }
criterion q "Quality" per art1: weight 1 × quality
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first } }
allocation per art2 {
  budget call.budget
  amount asked
  at boundary skip
  reserve small_ones "Small applicants" per art3: at least 30% × call.budget when small, unused ${unused}
  reserve 2 per art2
}
labels { reserve "reserve list" }
`;
const keptInput = {
  call: { budget: "100.00" },
  applications: [
    { id: "A", small: false, quality: 9, asked: "60.00" },
    { id: "B", small: true, quality: 8, asked: "20.00" },
    { id: "C", small: false, quality: 7, asked: "30.00" },
    { id: "D", small: false, quality: 6, asked: "15.00" },
  ],
};
const schemeOf = (text: string): CompiledScheme => load(analyze(text));
const markdown = (text: string) => textOf(resultChunks(new ObjectTable(evaluate(schemeOf(text), keptInput).result), "md"));

describe("allot run --format md: the stages, and what a reservation let lapse", () => {
  it("lists each stage and the lapsed amount, so that the totals add up to the budget", () => {
    // the reservation (30) funds B 20 and leaves 10, which lapses; the rest (70): A 60 (10 left),
    // C 30 and D 15 passed over. Awarded 80 + remaining 10 + lapsed 10 = 100: before, the Markdown
    // showed 80 and 10 and nothing of the 10 that lapsed
    const md = markdown(kept("lapses"));
    expect(md).toContain("| main | EUR | 100.00 | 125.00 | 80.00 | 0.00 | 10.00 |");
    expect(md).toContain("## Stages\n\n| regime | stage | budget | awarded | remaining | unused, of the remaining |\n|---|---|---|---|---|---|\n| main | small_ones | 30.00 | 20.00 | 10.00 | 10.00 |\n| main | rest | 70.00 | 60.00 | 10.00 |  |\n");
    expect(md).toContain("Lapsed (main): 10.00 EUR, unused by reservations and not returned to the budget.");
  });
  it("says nothing of lapsing where the unused part returns", () => {
    // the 10 returns: the rest has 80: A 60 (20 left), C 30 passed over, D 15 (5 left)
    const md = markdown(kept("returns"));
    expect(md).toContain("| main | small_ones | 30.00 | 20.00 | 10.00 | 10.00 |\n| main | rest | 80.00 | 75.00 | 5.00 |  |\n");
    expect(md).not.toContain("Lapsed");
  });
  it("adds no stage table to a scheme without stages", () => {
    const plain = kept("returns").replace(/ {2}reserve small_ones.*\n/, "");
    expect(markdown(plain)).not.toContain("## Stages");
  });
});

describe("the HTML report: a reservation's unused part, returned or lapsed", () => {
  const stages = (text: string) => {
    const scheme = schemeOf(text);
    const html = textOf(htmlReportChunks(new ObjectTable(evaluate(scheme, keptInput).result), scheme));
    return /<table class="totals stages">.*?<\/table>/.exec(html)![0];
  };
  it("says that the 10 the reservation left went back to the budget (the rest's 80 counts it)", () => {
    // its remaining 10 beside the rest's 5 read as 15 still to spend, against the total's 5
    expect(stages(kept("returns"))).toBe('<table class="totals stages"><tr><th>Stage</th><th class="num">Budget</th><th class="num">Awarded</th><th class="num">Remaining</th><th class="num">Unused</th></tr><tr data-stage="small_ones"><th>Small applicants</th><td class="num">30.00\u00a0EUR</td><td class="num">20.00\u00a0EUR</td><td class="num">10.00\u00a0EUR</td><td class="num">10.00\u00a0EUR (returned to the budget)</td></tr><tr data-stage="rest"><th>the rest of the budget</th><td class="num">80.00\u00a0EUR</td><td class="num">75.00\u00a0EUR</td><td class="num">5.00\u00a0EUR</td><td class="num"></td></tr></table>');
  });
  it("says that it lapsed", () => {
    expect(stages(kept("lapses"))).toContain('<td class="num">10.00\u00a0EUR (lapsed)</td>');
  });
  it("in Polish, the rest of the budget in Polish too", () => {
    expect(stages(kept("lapses").replace("language en", "language pl")).replace(/[\u00a0\u202f]/g, " ")).toBe('<table class="totals stages"><tr><th>Etap</th><th class="num">Limit środków</th><th class="num">Przyznano</th><th class="num">Pozostało</th><th class="num">Niewykorzystane</th></tr><tr data-stage="small_ones"><th>Small applicants</th><td class="num">30,00 EUR</td><td class="num">20,00 EUR</td><td class="num">10,00 EUR</td><td class="num">10,00 EUR (wygasło)</td></tr><tr data-stage="rest"><th>pozostała część budżetu</th><td class="num">70,00 EUR</td><td class="num">60,00 EUR</td><td class="num">10,00 EUR</td><td class="num"></td></tr></table>');
  });
});

describe("decision notices: the law's wording of the status quoted as the language quotes", () => {
  const page = (language: string): string => {
    const scheme = schemeOf(kept("returns").replace("language en", `language ${language}`));
    const { run } = evaluateRun(scheme, keptInput);
    const result = run.explained("trace").toResult();
    const j = result.results.findIndex((r) => r.id === "C");
    return noticeHtml(scheme, result, result.results[j]!, run.traceAt(j));
  };
  it("uses English quotation marks in English (C is on the reserve list)", () => {
    // the place on the allocation's list after the label (reserve27)
    expect(page("en")).toContain('On the reserve list — “reserve list” <span class="reserve-list" data-reserve-place="1">(place 1)</span></p>');
  });
  it("keeps „…” in Polish, ‘…’ in Dutch (as the Dutch catalogue and `allot explain` quote)", () => {
    expect(page("pl")).toMatch(/ — „reserve list” <span class="reserve-list" data-reserve-place="1">\(miejsce 1\)<\/span><\/p>/);
    expect(page("nl")).toMatch(/ — ‘reserve list’ <span class="reserve-list" data-reserve-place="1">\(plaats 1\)<\/span><\/p>/);
  });
});

describe("allot test --mutate: reservations, stages, group caps and the reserve list's size are mutated", () => {
  const text = `${head("en")}
call { budget: money(EUR) }
application { id: text unique  who: text  small: boolean  north: boolean  quality: integer in 0..10  asked: money(EUR) }
criterion q "Quality" per art1: weight 1 × quality
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first } }
allocation per art2 {
  budget call.budget
  amount asked
  at boundary skip
  reserve small_ones "Small applicants" per art3: at least 30% × call.budget when small, unused returns
  stage north "Northern" per art2 when north {
    budget 40% × left
    at boundary stop
    unfunded go on
  }
  stage all "The rest" per art2 {
    budget left
  }
  reserve 2 per art2
}
`;
  // groups do not combine with stages (AL0525): a cap per applicant in a scheme of its own
  const capped = text.replace(/ {2}reserve small_ones[^]*reserve 2 per art2\n/, '  group by who "Applicant" per art3 { at most 50 EUR }\n');
  const mutants = [...mutantsOf(analyze(text)), ...mutantsOf(analyze(capped))];
  const of = (target: string) => mutants.filter((m) => m.target === target).map((m) => m.mutation);
  it("changes the reservation's share and where its unused part goes", () => {
    expect(of("allocation (reservation small_ones)")).toEqual(["`30` → `29`", "`30` → `31`", "`returns` → `lapses`"]);
  });
  it("changes a stage's budget and boundary policy", () => {
    expect(of("allocation (stage north)")).toEqual(["`40` → `39`", "`40` → `41`", "`stop` → `skip`", "`stop` → `partial`", "`stop` → `full`", "`stop` → `reach`", "`go on` → `stay out`"]);
  });
  it("shifts the size of the reserve list and a group's cap", () => {
    expect(of("allocation (reserve list)")).toEqual(["`2` → `1`", "`2` → `3`"]);
    expect(of("allocation (group)")).toEqual(["`50` → `49`", "`50` → `51`"]);
  });
  it("makes each a scheme that checks, differing only at its edit", () => {
    for (const [scheme, m] of [...mutantsOf(analyze(text)).map((x) => [text, x] as const), ...mutantsOf(analyze(capped)).map((x) => [capped, x] as const)]) {
      if (!m.target.startsWith("allocation (")) continue;
      const mutated = applyMutant(scheme, m);
      expect(analyze(mutated).diagnostics.filter((d) => d.severity === "error"), m.mutation).toEqual([]);
      expect(mutated.length - scheme.length).toBe(m.edits.reduce((n, e) => n + e.replacement.length - (e.end - e.start), 0));
    }
  });
});
