// An allocation without a ranking (docs/language.md §14.14): an entitlement pays every eligible
// applicant its amount, pro rata when the budget is short, and no order decides anything. The
// small scheme under test/inputs/entitlement is worked by hand in its tests (8 farmers, a ceiling
// short by the coefficient 0.8004; its explanations' golden is kept by explanation-goldens.test.ts);
// here the explanations in English and Dutch (no position), the reports (no position column),
// the notice, the checker (AL0410 where an order would decide, AL0549), hover and the formatter.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, formatScheme, hover, load } from "@allot/dsl";
import { evaluate, evaluateRun, explainText } from "@allot/runtime";
import { checkTest, discoverTests, prepareTest } from "../packages/dsl/src/testing/schemeTests.js";
import { formatResult } from "../packages/dsl/src/report/formats.js";
import { htmlReport } from "../packages/dsl/src/report/html.js";
import { noticeHtml } from "../packages/dsl/src/report/notice.js";
import { compiledTest } from "./support/schemeTest.js";

const dir = join(__dirname, "inputs/entitlement");
const text = readFileSync(join(dir, "hectare_payment.allot"), "utf8");
const data = JSON.parse(readFileSync(join(dir, "data/claims.json"), "utf8")) as { call: Record<string, unknown>; applications: Record<string, unknown>[] };

const errors = (t: string) => analyze(t).diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message} | ${d.hint ?? ""}`);
const run = (t = text, input = data) => evaluate(load(analyze(t)), input).result;
const steps = (language: string, id: string) => run(text.replace("language en", `language ${language}`)).results.find((x) => x.id === id)!.explanation;

describe("the hectare payment, worked by hand", () => {
  const tests = discoverTests([dir]);
  it("has its two hand-worked tests", () => expect(tests.map((t) => t.name)).toEqual(["test/inputs/entitlement: enough", "test/inputs/entitlement: short"]));
  for (const t of tests) {
    it(`${t.name}: results and totals as worked by hand`, () => {
      const p = prepareTest(t);
      if (!("input" in p)) throw new Error(p.failures.join("; "));
      expect(checkTest(compiledTest(t).scheme, p)).toEqual([]);
    });
  }
  it("no two farmers are tied, though no key tells them apart", () => {
    const r = run();
    expect(r.ties).toEqual([]);
    expect(r.unresolvedTies).toEqual([]);
  });
  it("the order of the records changes nothing", () => {
    const reversed = { ...data, applications: [...data.applications].reverse() };
    const amounts = (r: ReturnType<typeof run>) => Object.fromEntries(r.results.map((x) => [x.id, `${x.status} ${x.amount}`]));
    expect(amounts(run(text, reversed))).toEqual(amounts(run()));
  });
});

describe("what a farmer reads: no position, the share and the coefficient", () => {
  it("in English: eligibility, the amount, the share; no ranking step", () => {
    expect(steps("en", "F4").map((s) => `${s.step}: ${s.text}`)).toEqual([
      "eligibility: Rule 'At least 1.00 hectare' is met (hectares >= 1).",
      "allocation: The amount: the payment = hectares × 150 EUR, rounded to the cent, halves up = 3799.50 EUR (hectares 'the hectares declared': 25.33).",
      "allocation: Granted pro rata 3041.11 EUR of the 3799.50 EUR computed: pro rata: 3799.50 EUR × the reduction coefficient 0.8004 (the ceiling 12000.00 EUR / total 14992.50 EUR, rounded down to 0.0001), rounded down to 0.01 EUR.",
    ]);
  });
  it("in Dutch", () => {
    const s = steps("nl", "F4");
    expect(s.some((x) => x.step === "ranking")).toBe(false);
    expect(s.at(-1)!.text).toBe("Naar rato toegekend: 3.041,11 EUR van het berekende bedrag 3.799,50 EUR: berekening naar rato: 3.799,50 EUR × de verdeelcoëfficiënt 0,8004 (the ceiling 12.000,00 EUR / totaal 14.992,50 EUR, naar beneden afgerond op 0,0001), naar beneden afgerond op 0,01 EUR.");
  });
  it("`allot explain`'s head gives no position", () => {
    const scheme = load(analyze(text));
    const t = explainText(run(), "F4", "en", {}, {}, ["main"], [], scheme.regimes.filter((g) => g.ranking.unordered).map((g) => g.name))!;
    expect(t.split("\n").slice(0, 3)).toEqual(["Application F4 — Granted pro rata.", "Amount computed: 3799.50 EUR.", "Amount granted: 3041.11 EUR."]);
  });
  it("the notice gives no position", () => {
    const scheme = load(analyze(text));
    const { run: explained } = evaluateRun(scheme, data, { details: true });
    const result = run();
    const j = result.results.findIndex((x) => x.id === "F4");
    const html = noticeHtml(scheme, result, result.results[j]!, explained.traceAt(j));
    expect(html).not.toContain('class="position"');
    expect(html).toContain('<dd class="granted">3041.11 EUR</dd>');
  });
});

describe("the reports leave out the position column", () => {
  const scheme = load(analyze(text));
  const result = run();
  it("CSV", () => {
    expect(formatResult(result, "csv", scheme).split("\n").slice(0, 3)).toEqual(["id,status,label,amount,reasons", "F1,pro_rata,,1200.60,", "F2,pro_rata,,420.21,"]);
  });
  it("Markdown", () => {
    const md = formatResult(result, "md", scheme);
    expect(md).toContain("| id | status | label | amount | reasons |\n|---|---|---|---|---|\n| F1 | pro_rata |  | 1200.60 |  |\n");
  });
  it("HTML: the list is not called a ranking and has no position column", () => {
    const html = htmlReport(result, scheme);
    expect(html).toContain("<h2>Applications</h2>");
    expect(html).not.toContain("<h2>Ranking</h2>");
    expect(html).not.toContain(">Position<");
  });
  it("a ranked scheme keeps its position column", () => {
    const ranked = text.replace("allocation per art2", "ranking per art1 {\n  by id lowest first\n}\n\nallocation per art2");
    expect(formatResult(run(ranked), "csv", load(analyze(ranked))).split("\n")[0]).toBe("position,id,status,label,amount,reasons");
  });
});

describe("the checker: a ranking may be left out only where no order can change an outcome", () => {
  const without = (from: string, to: string) => text.replace(from, to);
  it("accepts pro rata with the leftover unallocated and shares rounded down", () => expect(errors(text)).toEqual([]));
  it("accepts an unlimited budget", () => {
    expect(errors(without('  budget call.ceiling "the ceiling" per art1\n', "  budget unlimited\n").replace("  pro rata coefficient rounded down to 0.0001 rounded down to 0.01 remainder unallocated\n", "").replace('  ceiling: money(EUR) "the ceiling of the hectare payment"\n', ""))).toEqual([]);
  });
  it("refuses a budget walked without pro rata, saying why an order is needed (AL0410)", () => {
    expect(errors(without("  pro rata coefficient rounded down to 0.0001 rounded down to 0.01 remainder unallocated\n", "  at boundary skip\n"))).toEqual([
      "AL0410 expected a ranking in the scheme, found none | the boundary policy decides the first application that does not fit, which is the next in ranking order, so the order of the applications decides outcomes: add the ranking the law sets, for example 'ranking per <source> { by total highest first }'",
    ]);
  });
  it("refuses a leftover given in ranking order or to equal remainders", () => {
    expect(errors(without("remainder unallocated", "remainder ranking_order"))[0]).toContain("the leftover of rounding ('remainder ranking_order') goes in ranking order");
    expect(errors(without("remainder unallocated", "remainder largest_remainder"))[0]).toContain("goes among equal remainders in ranking order");
  });
  it("says what to write where the law gives the leftover no order (lang21): a ranking by id, which then checks", () => {
    for (const rem of ["largest_remainder", "ranking_order"]) {
      expect(errors(without("remainder unallocated", `remainder ${rem}`))[0]).toContain("where it sets none, write the order the scheme gives the leftover in, for example by the applications' ids: 'ranking per <source> { by id lowest first }'");
      expect(errors(without("remainder unallocated", `remainder ${rem}`) + "ranking per art2 {\n  by id lowest first\n}\n")).toEqual([]);
    }
    // elsewhere the hint keeps its example
    expect(errors(without("rounded down to 0.01", "rounded half_up to 0.01"))[0]).toContain("add the ranking the law sets, for example 'ranking per <source> { by total highest first }'");
  });
  it("refuses shares rounded in a mode that can pass the budget", () => {
    expect(errors(without("rounded down to 0.01", "rounded half_up to 0.01"))[0]).toContain("shares rounded half_up may exceed the budget, and a step is then given back in ranking order");
  });
  it("refuses a quota, a reserve list", () => {
    expect(errors(without("  amount payment\n", "  amount payment\n  quota small \"Small farms\": at most 1000 EUR when hectares < 5\n"))[0]).toContain("the quota 'small' is filled in ranking order");
    expect(errors(without("  amount payment\n", "  amount payment\n  reserve 2\n"))[0]).toContain("the reserve list is made in ranking order");
  });
  it("refuses 'position' in a published column (AL0549)", () => {
    const published = `${text}\npublish per art1 {\n  columns { id, position, amount }\n}\n`;
    expect(errors(published)).toEqual([
      "AL0549 expected a column the allocation decides, found 'position' in a scheme with no ranking | no order places the applications (every one is paid its share, §14.14): leave the column out, or publish 'status' and 'amount'; if the law does rank the applications, write its 'ranking' and the position is that ranking's",
    ]);
    expect(errors(published.replace("id, position, amount", "id, status, amount"))).toEqual([]);
  });
});

describe("in the editor and the formatter", () => {
  it("hover on the allocation says no order decides", () => {
    const h = hover(analyze(text), text.indexOf("allocation per art2") + 2)?.markdown ?? "";
    expect(h).toContain("**Without a ranking**: every eligible application is granted its amount, or, where the amounts pass the budget, its share pro rata; no order decides an outcome");
    expect(h).not.toContain("Walks the ranking in order");
  });
  it("the formatter keeps the scheme as it is", () => {
    const r = formatScheme(text.replace("amount payment", "amount    payment"));
    expect((r as { text: string }).text).toBe(text);
  });
});
