// A quota of a figure in stages and with groups (docs/language.md §14.5, §14.7, §14.12; issue 15's
// thirty-fourth round, fy33's left): Guidelines s. 3.2 of schemes/drafted_streams, "The
// instalments payable in a financial year under all grants awarded must not exceed the funds
// available in that year", in a call run in streams (stages) that caps each organisation (a
// group). The quota is the call's: an instalment drawn in one stage is gone for the next; a group
// funded together draws its members' instalments together, and one whose instalments do not fit
// is refused as the group is, the walk going on (the quota's rule, as for the budget's `skip`).
// Every figure below is worked by hand.
import { describe, expect, it } from "vitest";
import { errorsOf, resultOf as row, runScheme as run } from "./support/scheme";

const QUOTA = '  quota fy1 "2027–28 funds" per s3: at most call.fy1_funds of fy1 "2027–28 instalment"\n';
const scheme = (items: string, language = "en", tiebreak = "by id lowest first") => `scheme fy "Two financial years in two streams" { version "1" language ${language} }
act g "Guidelines" { identifier "x" }
source s3 = g section 3 "The instalments payable in a financial year must not exceed the funds of that year."
call { funds: money(AUD) fy1_funds: money(AUD) }
application { id: text unique  org: text  stream: enum { one "One", two "Two" }  fy1: money(AUD)  fy2: money(AUD)  score: integer in 0..10 }
let grant "the grant" = fy1 + fy2 per s3
criterion merit per s3: score
ranking per s3 { by total highest first  tiebreak every tie per s3 { ${tiebreak} } }
allocation per s3 {
  budget call.funds
  amount grant
  at boundary skip
${QUOTA}${items}}
publish per s3 { columns { id, fy1, fy2, amount, status } }`;
const STAGES = '  stage one "Stream 1" per s3 when stream = one { budget 2000.00 AUD  unfunded stay out }\n  stage two "Stream 2" per s3 when stream = two { budget 3000.00 AUD }\n';
const app = (id: string, stream: string, fy1: string, fy2: string, score: number, org = id) => ({ id, org, stream, fy1, fy2, score });
const outcomes = (r: ReturnType<typeof run>) => r.results.map((x) => [x.id, x.status, x.amount]).sort();
const messages = (r: ReturnType<typeof run>, id: string) => row(r, id).reasons.map((x) => x.message);

describe("a year's funds met exactly across two stages", () => {
  // fy1 1,000 for the call. Stream 1: A1 (500 + 100) funded, 500 of the year left; A2's 600 >
  // 500: refused (stays out). Stream 2: B1's 500 = the 500 left: funded, 0 left; B2 (0 + 300):
  // 0 ≤ 0, funded; B3's 100 > 0: refused. Each stream's budget fits every grant (2,000, 3,000).
  const apps = [app("A1", "one", "500.00", "100.00", 9), app("A2", "one", "600.00", "0.00", 8), app("B1", "two", "500.00", "0.00", 9), app("B2", "two", "0.00", "300.00", 8), app("B3", "two", "100.00", "0.00", 7)];
  const input = { call: { funds: "5000.00", fy1_funds: "1000.00" }, applications: apps };
  const want = [
    ["A1", "funded", "600.00"],
    ["A2", "not_funded", "0.00"],
    ["B1", "funded", "500.00"],
    ["B2", "funded", "300.00"],
    ["B3", "not_funded", "0.00"],
  ];
  it("the second stage walks what the first left of the year", () => {
    const r = run(scheme(STAGES), input);
    expect(outcomes(r)).toEqual(want);
    expect(messages(r, "A2")).toEqual(["in stage 'Stream 1': its '2027–28 instalment', 600.00 AUD, exceeds the 500.00 AUD left of the quota '2027–28 funds' (not considered again: those this stage does not fund stay out)"]);
    expect(messages(r, "B3")).toEqual(["in stage 'Stream 2': its '2027–28 instalment', 100.00 AUD, exceeds the 0.00 AUD left of the quota '2027–28 funds'"]);
    expect(row(r, "B3").reasons[0]!.source).toBe("s3");
    const t = r.totals["main"]!;
    expect(t.quotas).toEqual({ fy1: { limit: "1000.00", awarded: "1400.00", figure: "2027–28 instalment", drawn: "1000.00", left: "0.00" } });
    expect(t.stages).toMatchObject({ one: { budget: "2000.00", awarded: "600.00", remaining: "1400.00" }, two: { budget: "3000.00", awarded: "800.00", remaining: "2200.00" } });
  });
  it("input reversed: the same", () => {
    expect(outcomes(run(scheme(STAGES), { ...input, applications: [...apps].reverse() }))).toEqual(want);
  });
  it("a year of 999.99: B1's 500 passes the 499.99 the first stream left, B3's 100 fits", () => {
    const r = run(scheme(STAGES), { ...input, call: { ...input.call, fy1_funds: "999.99" } });
    expect(outcomes(r).map((x) => x[1])).toEqual(["funded", "not_funded", "not_funded", "funded", "funded"]);
    expect(messages(r, "B1")).toEqual(["in stage 'Stream 2': its '2027–28 instalment', 500.00 AUD, exceeds the 499.99 AUD left of the quota '2027–28 funds'"]);
    expect(r.totals["main"]!.quotas!.fy1).toMatchObject({ drawn: "600.00", left: "399.99" });
  });
});

describe("an open tie in instalments at the year's limit, in the first stage", () => {
  // fy1 500, the law breaking no tie. Stream 1: X (400 + 0) and Y (200 + 200), both 400 on 8 points.
  // X first: X draws 400 (100 left), Y's 200 > 100 refused. Y first: Y draws 200 (300 left), X's 400 >
  // 300 refused. One is funded, which depends on the order: both open. The stream's budget is spent
  // alike (400), but the year is not: Stream 2's Z (200 + 0) fits only where Y was funded (300
  // left), not where X was (100): open too.
  const apps = [app("X", "one", "400.00", "0.00", 8), app("Y", "one", "200.00", "200.00", 8), app("Z", "two", "200.00", "0.00", 9)];
  const input = { call: { funds: "5000.00", fy1_funds: "500.00" }, applications: apps };
  const open = scheme(STAGES, "en", "unresolved per s3");
  it("X and Y indeterminate, and Z, whose instalment fits in one order only", () => {
    const r = run(open, input);
    expect(r.results.map((x) => [x.id, x.status]).sort()).toEqual([
      ["X", "indeterminate"],
      ["Y", "indeterminate"],
      ["Z", "indeterminate"],
    ]);
  });
  it("input reversed: the same", () => {
    expect(run(open, { ...input, applications: [...apps].reverse() }).results.map((x) => [x.id, x.status]).sort()).toEqual(run(open, input).results.map((x) => [x.id, x.status]).sort());
  });
  it("broken by id (X first): X funded, Y refused, Z's 200 > the 100 left: refused", () => {
    const r = run(scheme(STAGES), input);
    expect(outcomes(r)).toEqual([
      ["X", "funded", "400.00"],
      ["Y", "not_funded", "0.00"],
      ["Z", "not_funded", "0.00"],
    ]);
    expect(messages(r, "Z")).toEqual(["in stage 'Stream 2': its '2027–28 instalment', 200.00 AUD, exceeds the 100.00 AUD left of the quota '2027–28 funds'"]);
  });
});

const GROUP = '  group by org "Organisation" per s3 { together per s3 }\n';
describe("a group whose members' instalments together pass the year while the budget fits", () => {
  // fy1 1,000, budget 5,000. P1 (300, org X): funded, 700 of the year left. Organisation O, Q1 (400 +
  // 0) and Q2 (400 + 100), funded together: 800 of the year > 700, though 900 fits the 4,700 left of
  // the budget: both refused with it, the walk goes on. R1 (300): 300 ≤ 700, funded; 400 left.
  const apps = [app("P1", "one", "300.00", "0.00", 9, "X"), app("Q1", "one", "400.00", "0.00", 8, "O"), app("Q2", "one", "400.00", "100.00", 8, "O"), app("R1", "one", "300.00", "0.00", 7, "R")];
  const input = { call: { funds: "5000.00", fy1_funds: "1000.00" }, applications: apps };
  const want = [
    ["P1", "funded", "300.00"],
    ["Q1", "not_funded", "0.00"],
    ["Q2", "not_funded", "0.00"],
    ["R1", "funded", "300.00"],
  ];
  it("O refused as the group is; R1 funded after it", () => {
    const r = run(scheme(GROUP), input);
    expect(outcomes(r)).toEqual(want);
    const said = "the '2027–28 instalment' of its members in it together, 800.00 AUD, exceeds the 700.00 AUD left of the quota '2027–28 funds', refused with its Organisation 'O' (Q1 400.00 AUD, Q2 500.00 AUD; together 900.00 AUD)";
    expect(messages(r, "Q1")).toEqual([said]);
    expect(messages(r, "Q2")).toEqual([said]);
    expect([row(r, "Q1").reasons[0]!.rule, row(r, "Q1").reasons[0]!.source]).toEqual(["fy1", "s3"]);
    expect(r.totals["main"]!.quotas!.fy1).toEqual({ limit: "1000.00", awarded: "600.00", figure: "2027–28 instalment", drawn: "600.00", left: "400.00" });
  });
  it("input reversed: the same", () => {
    expect(outcomes(run(scheme(GROUP), { ...input, applications: [...apps].reverse() }))).toEqual(want);
  });
  it("a year of 1,100: O's 800 meets the 800 left exactly: funded together; R1's 300 > 0 refused", () => {
    const r = run(scheme(GROUP), { ...input, call: { ...input.call, fy1_funds: "1100.00" } });
    expect(outcomes(r).map((x) => x[1])).toEqual(["funded", "funded", "funded", "not_funded"]);
    expect(messages(r, "R1")).toEqual(["its '2027–28 instalment', 300.00 AUD, exceeds the 0.00 AUD left of the quota '2027–28 funds'"]);
  });
  it("in stages, a group capped over them (together is not read with stages, AL0525): each member against what the earlier stage left", () => {
    // fy1 1,000; each organisation at most 1,000 over both streams. Stream 1: P1 (O, 600 + 0) funded,
    // 400 of the year left, O holds 600. Stream 2: Q1 (O, 300 + 200) fits the year but O's 600 + 500
    // > 1,000: refused by the cap; Q2 (R, 500 + 0): 500 > 400: refused by the year; R1 (R, 400 + 0):
    // 400 = the 400 left: funded, 0 left.
    const capped = '  group by org "Organisation" per s3 { at most 1000.00 AUD per s3 }\n';
    const staged = [app("P1", "one", "600.00", "0.00", 9, "O"), app("Q1", "two", "300.00", "200.00", 9, "O"), app("Q2", "two", "500.00", "0.00", 8, "R"), app("R1", "two", "400.00", "0.00", 7, "R")];
    const r = run(scheme(capped + STAGES), { ...input, applications: staged });
    const got = [
      ["P1", "funded", "600.00"],
      ["Q1", "not_funded", "0.00"],
      ["Q2", "not_funded", "0.00"],
      ["R1", "funded", "400.00"],
    ];
    expect(outcomes(r)).toEqual(got);
    expect(messages(r, "Q2")).toEqual(["in stage 'Stream 2': its '2027–28 instalment', 500.00 AUD, exceeds the 400.00 AUD left of the quota '2027–28 funds'"]);
    expect(messages(r, "Q1")[0]).toMatch(/^in stage 'Stream 2': Organisation 'O' has been granted 600\.00 AUD/);
    expect(r.totals["main"]!.quotas!.fy1).toMatchObject({ drawn: "1000.00", left: "0.00" });
    expect(outcomes(run(scheme(capped + STAGES), { ...input, applications: [...staged].reverse() }))).toEqual(got);
    expect(errorsOf(scheme(capped + STAGES))).toEqual([]);
  });
  const said: Record<string, string> = {
    nl: "het bedrag ‘2027–28 instalment’ van de leden van de groep daarin samen, 800,00 AUD, is meer dan de 700,00 AUD die resteert in het deelplafond ‘2027–28 funds’; afgewezen samen met de hele groep ‘Organisation: O’ (Q1 400,00 AUD, Q2 500,00 AUD; samen 900,00 AUD)",
    pl: "łączna kwota „2027–28 instalment” objętych nim członków grupy, 800,00 AUD, przekracza 700,00 AUD pozostałe w limicie „2027–28 funds”; odrzucono razem z całą grupą „Organisation: O” (Q1 400,00 AUD, Q2 500,00 AUD; łącznie 900,00 AUD)",
    de: "der Betrag „2027–28 instalment“ der darin erfassten Mitglieder der Gruppe zusammen, 800,00 AUD, übersteigt die 700,00 AUD, die im Kontingent „2027–28 funds“ verbleiben; abgelehnt zusammen mit der ganzen Gruppe „Organisation: O“ (Q1 400,00 AUD, Q2 500,00 AUD; zusammen 900,00 AUD)",
    es: "el importe «2027–28 instalment» de los miembros de su grupo incluidos en el cupo, en conjunto 800,00 AUD, supera los 700,00 AUD que le quedan al cupo «2027–28 funds»; denegada junto con todo el grupo «Organisation: O» (Q1 400,00 AUD, Q2 500,00 AUD; en total 900,00 AUD)",
    fr: "le montant «\u00a02027–28 instalment\u00a0» des membres de son groupe qui en relèvent, au total 800,00 AUD, dépasse les 700,00 AUD qui restent au quota «\u00a02027–28 funds\u00a0» ; refusée avec tout le groupe «\u00a0Organisation : O\u00a0» (Q1 400,00 AUD, Q2 500,00 AUD ; au total 900,00 AUD)",
  };
  for (const [lang, text] of Object.entries(said)) {
    it(`in ${lang}`, () => {
      const q1 = row(run(scheme(GROUP, lang), input), "Q1");
      expect(q1.reasons.map((x) => x.message)).toEqual([text]);
      expect(q1.explanation.at(-1)!.text).toContain(text);
    });
  }
});

describe("an open tie of two groups alike but for their instalments", () => {
  // fy1 500, the law breaking no tie, each organisation funded together. U (org G1: 400 + 0) and V
  // (org G2: 200 + 200), both 400 on 8 points. U first: 100 of the year left, V's 200 refused, W's
  // (200 + 0, 7 points) 200 > 100 refused. V first: 300 left, U's 400 > 300 refused, W's 200 ≤ 300
  // funded. All three depend on the order: indeterminate; whichever way, the budget (5,000) fits.
  const apps = [app("U", "one", "400.00", "0.00", 8, "G1"), app("V", "one", "200.00", "200.00", 8, "G2"), app("W", "one", "200.00", "0.00", 7, "G3")];
  const input = { call: { funds: "5000.00", fy1_funds: "500.00" }, applications: apps };
  const open = scheme(GROUP, "en", "unresolved per s3");
  it("U, V and W indeterminate, in either input order", () => {
    const want = [
      ["U", "indeterminate"],
      ["V", "indeterminate"],
      ["W", "indeterminate"],
    ];
    expect(run(open, input).results.map((x) => [x.id, x.status]).sort()).toEqual(want);
    expect(run(open, { ...input, applications: [...apps].reverse() }).results.map((x) => [x.id, x.status]).sort()).toEqual(want);
  });
  it("a year of 600: U and V both fit in either order (400 + 200), W's 200 > the 0 left: decided", () => {
    const r = run(open, { ...input, call: { ...input.call, fy1_funds: "600.00" } });
    expect(outcomes(r)).toEqual([
      ["U", "funded", "400.00"],
      ["V", "funded", "400.00"],
      ["W", "not_funded", "0.00"],
    ]);
  });
  it("W with no 2027–28 instalment (0 + 200): funded whichever of U and V is (100 or 300 left); U and V open", () => {
    const zero = apps.map((x) => (x.id === "W" ? { ...x, fy1: "0.00", fy2: "200.00" } : x));
    expect(run(open, { ...input, applications: zero }).results.map((x) => [x.id, x.status]).sort()).toEqual([
      ["U", "indeterminate"],
      ["V", "indeterminate"],
      ["W", "funded"],
    ]);
  });
});

describe("what stays refused beside a quota of a figure (AL0681)", () => {
  const only = (s: string) => errorsOf(s).filter((e) => e.startsWith("AL0681"));
  it("stages, and a group funded together, check clean", () => {
    expect(errorsOf(scheme(STAGES))).toEqual([]);
    expect(errorsOf(scheme(GROUP))).toEqual([]);
  });
  it("a stage's 'at boundary partial'", () => {
    expect(only(scheme(STAGES.replace("{ budget 3000.00 AUD }", "{ budget 3000.00 AUD  at boundary partial }")))).toEqual(["AL0681 expected a quota of a figure ('at most … of …') in an allocation without 'at boundary partial' in a stage, found 'at boundary partial' in a stage"]);
  });
  it("a group's share of what is left", () => {
    expect(only(scheme(GROUP.replace("together per s3", "together per s3  pro rata rounded down to 0.01 remainder unallocated")))).toEqual(["AL0681 expected a quota of a figure ('at most … of …') in an allocation without a group's share of what is left, found a group's share of what is left"]);
  });
  it("a reservation", () => {
    expect(only(scheme('  reserve early "Stream 1" per s3: at least 1000.00 AUD when stream = one\n'))).toEqual(["AL0681 expected a quota of a figure ('at most … of …') in an allocation without reservations, found reservations"]);
  });
});
