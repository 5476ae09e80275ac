// A quota of a figure (docs/language.md §14.5, issue 15's thirty-third round): drafter32's finding
// 6, Guidelines s. 3.2 of schemes/drafted_streams: "Grants are paid in instalments in 2027–28 and
// 2028–29. The instalments payable in a financial year under all grants awarded must not exceed
// the funds available in that year." `quota fy1 "2027–28 funds": at most call.fy1_funds of fy1
// "2027–28 instalment"` caps the sum of each grant's 2027–28 instalment by that year's funds,
// beside the call's budget, which caps the grants. Every figure below is worked by hand.
import { describe, expect, it } from "vitest";
import { errorsOf, resultOf as row, runScheme as run } from "./support/scheme";

const scheme = (language = "en", boundary = "skip", quotas = '  quota fy1 "2027–28 funds" per s3: at most call.fy1_funds of fy1 "2027–28 instalment"\n') => `scheme fy "Two financial years" { version "1" language ${language} }
act g "Guidelines" { identifier "x" }
source s3 = g section 3 "The instalments payable in a financial year must not exceed the funds of that year."
call { funds: money(AUD) fy1_funds: money(AUD) fy2_funds: money(AUD) }
application { id: text unique  fy1: money(AUD)  fy2: money(AUD)  score: integer in 0..10 }
let grant "the grant" = fy1 + fy2 per s3
criterion merit per s3: score
ranking per s3 { by total highest first  tiebreak every tie per s3 { by id lowest first } }
allocation per s3 {
  budget call.funds
  amount grant
  at boundary ${boundary}
${quotas}}
publish per s3 { columns { id, fy1, fy2, amount, status } }`;

const app = (id: string, fy1: string, fy2: string, score: number) => ({ id, fy1, fy2, score });
// finding 6's applications, and P4 with no 2027–28 instalment
const six = [app("P1", "500.00", "100.00", 9), app("P2", "400.00", "0.00", 8), app("P3", "300.00", "0.00", 7), app("P4", "0.00", "200.00", 6)];
const outcomes = (r: ReturnType<typeof run>) => r.results.map((x) => [x.id, x.status, x.amount]);

describe("the 2027–28 instalments against the 2027–28 funds", () => {
  // P1: 600 of 2,000, 500 of 1,000 → funded (1,400 and 500 left). P2: 400 of 1,400, 400 of 500 →
  // funded (1,000 and 100 left). P3: 300 of 1,000 fits the budget, but 300 > 100 of the year:
  // refused, the walk goes on. P4: 200 of 1,000; 0 of 100 → funded (800 and 100 left).
  const input = { call: { funds: "2000.00", fy1_funds: "1000.00", fy2_funds: "0.00" }, applications: six };
  it("P3's instalment passes what is left of the year: refused; the others funded", () => {
    const r = run(scheme(), input);
    expect(outcomes(r)).toEqual([
      ["P1", "funded", "600.00"],
      ["P2", "funded", "400.00"],
      ["P3", "not_funded", "0.00"],
      ["P4", "funded", "200.00"],
    ]);
    expect(row(r, "P3").reasons.map((x) => x.message)).toEqual(["its '2027–28 instalment', 300.00 AUD, exceeds the 100.00 AUD left of the quota '2027–28 funds'"]);
    expect(row(r, "P3").reasons[0]!.source).toBe("s3");
  });
  it("the totals: the grants from the budget, the instalments drawn from the year and what is left of it", () => {
    const t = run(scheme(), input).totals["main"]!;
    expect([t.awarded, t.remaining]).toEqual(["1200.00", "800.00"]);
    expect(t.quotas).toEqual({ fy1: { limit: "1000.00", awarded: "1200.00", figure: "2027–28 instalment", drawn: "900.00", left: "100.00" } });
  });
  it("under 'at boundary stop' too the walk goes on after it: the boundary rule is the budget's (§14.5)", () => {
    expect(outcomes(run(scheme("en", "stop"), input)).map((x) => x[1])).toEqual(["funded", "funded", "not_funded", "funded"]);
  });
  it("in any input order, the same", () => {
    const r = run(scheme(), { ...input, applications: [...six].reverse() });
    expect(outcomes(r).sort()).toEqual(outcomes(run(scheme(), input)).sort());
  });
  it("an instalment meeting the year's funds exactly is funded; then nothing is left but for an instalment of 0", () => {
    // 900 for the year: P1 500, P2 400 (= the 400 left): funded, 0 left; P3 300 > 0 refused; P4 0 ≤ 0 funded
    const r = run(scheme(), { call: { ...input.call, fy1_funds: "900.00" }, applications: six });
    expect(outcomes(r).map((x) => x[1])).toEqual(["funded", "funded", "not_funded", "funded"]);
    expect(row(r, "P3").reasons.map((x) => x.message)).toEqual(["its '2027–28 instalment', 300.00 AUD, exceeds the 0.00 AUD left of the quota '2027–28 funds'"]);
    expect(r.totals["main"]!.quotas!.fy1).toMatchObject({ drawn: "900.00", left: "0.00" });
  });
  it("where the budget would refuse it too, both grounds are told", () => {
    // budget 1,100: P1 600 (500 left), P2 400 (100 left), P3 300 > 100 of either
    const r = run(scheme(), { call: { ...input.call, funds: "1100.00" }, applications: six });
    expect(row(r, "P3").reasons.map((x) => x.message)).toEqual(["its '2027–28 instalment', 300.00 AUD, exceeds the 100.00 AUD left of the quota '2027–28 funds'; it does not fit in the remaining budget either"]);
  });
});

describe("two years' funds binding on different rows", () => {
  // fy1 1,000, fy2 300, budget 2,000. A (500 + 100): funded; fy1 500, fy2 200 left, budget 1,400.
  // B (600 + 0): 600 > 500 of 2027–28: refused. C (100 + 250): 250 > 200 of 2028–29: refused.
  // D (300 + 100): funded; fy1 200, fy2 100, budget 1,000. E (0 + 1,000): the budget's 1,000
  // covers it, 0 of 2027–28 too, but 1,000 > 100 of 2028–29: refused.
  const two = '  quota fy1 "2027–28 funds" per s3: at most call.fy1_funds of fy1 "2027–28 instalment"\n  quota fy2 "2028–29 funds" per s3: at most call.fy2_funds of fy2 "2028–29 instalment"\n';
  const apps = [app("A", "500.00", "100.00", 9), app("B", "600.00", "0.00", 8), app("C", "100.00", "250.00", 7), app("D", "300.00", "100.00", 6), app("E", "0.00", "1000.00", 5)];
  const input = { call: { funds: "2000.00", fy1_funds: "1000.00", fy2_funds: "300.00" }, applications: apps };
  it("each refused by the year it passes", () => {
    const r = run(scheme("en", "skip", two), input);
    expect(outcomes(r)).toEqual([
      ["A", "funded", "600.00"],
      ["B", "not_funded", "0.00"],
      ["C", "not_funded", "0.00"],
      ["D", "funded", "400.00"],
      ["E", "not_funded", "0.00"],
    ]);
    expect(row(r, "B").reasons.map((x) => x.message)).toEqual(["its '2027–28 instalment', 600.00 AUD, exceeds the 500.00 AUD left of the quota '2027–28 funds'"]);
    expect(row(r, "C").reasons.map((x) => x.message)).toEqual(["its '2028–29 instalment', 250.00 AUD, exceeds the 200.00 AUD left of the quota '2028–29 funds'"]);
    expect(row(r, "E").reasons.map((x) => x.message)).toEqual(["its '2028–29 instalment', 1000.00 AUD, exceeds the 100.00 AUD left of the quota '2028–29 funds'"]);
    expect(r.totals["main"]!.quotas).toEqual({
      fy1: { limit: "1000.00", awarded: "1000.00", figure: "2027–28 instalment", drawn: "800.00", left: "200.00" },
      fy2: { limit: "300.00", awarded: "1000.00", figure: "2028–29 instalment", drawn: "200.00", left: "100.00" },
    });
  });
  it("B and C tied on points, the tie broken by id: each walked by its own figure", () => {
    // B and C tied on 8 (B before C by id): B 600 > 500 refused, C 100 + 250 > 200 refused
    const tied = apps.map((x) => (x.id === "C" ? { ...x, score: 8 } : x));
    expect(outcomes(run(scheme("en", "skip", two), { ...input, applications: tied }))).toEqual(outcomes(run(scheme("en", "skip", two), input)));
  });
});

describe("an unbroken tie of two grants alike but for their instalments", () => {
  // fy1 450, fy2 300. X (400 + 0) and Y (100 + 300), both 400, tied, the law breaking no tie. X
  // first: X draws 400 of 2027–28 (50 left), Y's 100 > 50 refused. Y first: Y draws 100 and 300
  // (350 of 2027–28 left), X's 400 > 350 refused. One of them is funded, which depends on the
  // order: both indeterminate.
  const two = '  quota fy1 "2027–28 funds" per s3: at most call.fy1_funds of fy1 "2027–28 instalment"\n  quota fy2 "2028–29 funds" per s3: at most call.fy2_funds of fy2 "2028–29 instalment"\n';
  const open = scheme("en", "skip", two).replace("tiebreak every tie per s3 { by id lowest first }", "tiebreak every tie per s3 { unresolved per s3 }");
  it("both indeterminate", () => {
    const r = run(open, { call: { funds: "2000.00", fy1_funds: "450.00", fy2_funds: "300.00" }, applications: [app("X", "400.00", "0.00", 8), app("Y", "100.00", "300.00", 8)] });
    expect(open).not.toBe(scheme("en", "skip", two));
    expect(r.results.map((x) => [x.id, x.status])).toEqual([
      ["X", "indeterminate"],
      ["Y", "indeterminate"],
    ]);
  });
});

describe("the refusal in every language", () => {
  const input = { call: { funds: "2000.00", fy1_funds: "1000.00", fy2_funds: "0.00" }, applications: six };
  const said: Record<string, string> = {
    en: "its '2027–28 instalment', 300.00 AUD, exceeds the 100.00 AUD left of the quota '2027–28 funds'",
    nl: "het bedrag ‘2027–28 instalment’ van de aanvraag, 300,00 AUD, is meer dan de 100,00 AUD die resteert in het deelplafond ‘2027–28 funds’",
    pl: "kwota „2027–28 instalment” wniosku, 300,00 AUD, przekracza 100,00 AUD pozostałe w limicie „2027–28 funds”",
    de: "der Betrag „2027–28 instalment“ des Antrags, 300,00 AUD, übersteigt die 100,00 AUD, die im Kontingent „2027–28 funds“ verbleiben",
    es: "su importe «2027–28 instalment», 300,00 AUD, supera los 100,00 AUD que le quedan al cupo «2027–28 funds»",
    fr: "son montant «\u00a02027–28 instalment\u00a0», 300,00 AUD, dépasse les 100,00 AUD qui restent au quota «\u00a02027–28 funds\u00a0»",
  };
  for (const [lang, text] of Object.entries(said)) {
    it(lang, () => {
      const p3 = row(run(scheme(lang), input), "P3");
      expect(p3.reasons.map((x) => x.message)).toEqual([text]);
      expect(p3.explanation.at(-1)!.text).toContain(text);
    });
  }
});

describe("refused where a figure's draw is not defined, or in another unit", () => {
  it("beside 'at boundary partial' (AL0681)", () => {
    expect(errorsOf(scheme("en", "partial"))).toEqual(["AL0681 expected a quota of a figure ('at most … of …') in an allocation without 'at boundary partial', found 'at boundary partial'"]);
  });
  it("in an allocation with stages: read since the thirty-fourth round (test/quota-figure-stages.test.ts)", () => {
    const staged = scheme().replace("  at boundary skip\n", '  at boundary skip\n  stage early "Early" when score >= 5 { budget 1000.00 AUD }\n');
    expect(errorsOf(staged)).toEqual([]);
  });
  it("a figure in another currency (AL0302) or not a quantity (AL0301)", () => {
    const eur = scheme().replace("fy1: money(AUD)", "fy1: money(EUR)").replace("let grant \"the grant\" = fy1 + fy2", "let grant \"the grant\" = fy2");
    expect(errorsOf(eur)).toEqual(["AL0302 expected the figure of the quota 'fy1' in AUD, the currency of its limit, found money(EUR)"]);
    const text = scheme().replace("of fy1 ", "of id ");
    expect(errorsOf(text)).toEqual(["AL0301 the figure of the quota 'fy1' must be an amount of money or a quantity, found text"]);
  });
  it("a quota without 'when' and without 'of' checks clean: a cap on every grant", () => {
    expect(errorsOf(scheme("en", "skip", "  quota all_ \"All\" per s3: at most call.fy1_funds\n"))).toEqual([]);
  });
});
