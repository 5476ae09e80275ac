// A stage's own ranking, a stage whose boundary is pro rata, and a tie-break scope that follows
// each stage's walk (docs/language.md §14.7), each on a small scheme with the outcome worked by
// hand in the comments. Where the stages rank on their own, the published list runs stage by
// stage: the applications each stage decided, in that stage's ranking, then the next stage's; an
// application's position is its place in that list, and its explanation names the stage whose
// ranking placed it and its place there.
import { describe, expect, it } from "vitest";
import { evaluate, evaluateRun, traceAnswer, type SelectionResult } from "@allot/runtime";
import { htmlReport } from "../packages/dsl/src/report/html.js";
import { analyze } from "@allot/dsl";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";
import { allocationScheme, explained } from "./support/allocation.js";

/** the scheme's ranking: by points, then id */
const byPoints = "ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first } }\n";

/** A scheme whose allocation of `call.volume` runs in `stages`, after the scheme's `ranking`. */
const staged = (ranking: string, stages: string, boundary = "skip"): string =>
  allocationScheme({
    head: `${preamble("Stage rankings")}source art2 = law article 2 """
  Y.
  """
`,
    call: "volume: money(EUR)  draw: draw",
    fields: "points: integer in 0..10  asked: money(EUR)  region: enum { south, north }",
    ranked: `criterion p per art1: application.points\n${ranking}`,
    budget: "call.volume",
    boundary,
    body: stages,
  });

type App = { id: string; points: number; asked: string; region: "south" | "north" };
const rows = (r: SelectionResult) => r.results.map((x) => `${x.id}:${x.position}:${x.status}:${x.amount}:${x.stage ?? "-"}`);
const rankingSteps = (r: SelectionResult, id: string) => r.results.find((x) => x.id === id)!.explanation.filter((s) => s.step === "ranking").map((s) => s.text);

describe("a stage with its own ranking", () => {
  // The southern bids are ranked by price (lowest first), a tie at the stage's boundary drawn by
  // lot; everyone left is ranked by the scheme's ranking (points, then id).
  const scheme = staged(
    byPoints,
    `  stage south "Southern bids" per art2 when region = south {
    ranking per art2 {
      by asked lowest first
      tiebreak at boundary per art2 { lottery draw call.draw }
    }
    budget 30% × call.volume
    unfunded go on
  }
  stage all "Every bid not yet awarded" per art1 {
    budget left
  }
`,
  );
  const apps: App[] = [
    { id: "A", points: 9, asked: "400.00", region: "north" },
    { id: "B", points: 5, asked: "200.00", region: "south" },
    { id: "C", points: 8, asked: "150.00", region: "south" },
    { id: "D", points: 7, asked: "150.00", region: "south" },
    { id: "E", points: 6, asked: "300.00", region: "north" },
    { id: "F", points: 4, asked: "100.00", region: "south" },
  ];

  it("a tie across the first stage's boundary is drawn there; the loser goes on and is placed by the second stage's ranking", () => {
    // stage south: 30% × 1000 = 300, skip, ranked by asked: F 100, then C = D 150 (tied), B 200.
    //   F 100 (200 left). C + D ask 300 > 200 left, each fits alone: the tie straddles the
    //   stage's budget, and `at boundary` breaks it by the draw D, C: D 150 (50 left); C 150 > 50
    //   passed over, goes on; B 200 > 50 passed over, goes on. Awarded 250, 50 remaining.
    // stage all: left = 1000 − 250 = 750, ranked by points: A 9, C 8, E 6, B 5.
    //   A 400 (350 left); C 150 (200 left); E 300 > 200 passed over; B 200 = 200 (0 left).
    //   Awarded 750, 0 remaining. In total 250 + 750 = 1000 awarded, 0 remaining.
    // Published list: stage south decided F, D (its places 1, 2 of 4); stage all decided A, C,
    // E, B (its places 1–4): positions 1–6 in that order.
    const r = explained(scheme, { volume: "1000.00", draw: ["D", "C"] }, apps);
    expect(rows(r)).toEqual(["F:1:funded:100.00:south", "D:2:funded:150.00:south", "A:3:funded:400.00:all", "C:4:funded:150.00:all", "E:5:not_funded:0.00:all", "B:6:funded:200.00:all"]);
    expect(r.totals["main"]).toMatchObject({ budget: "1000.00", awarded: "1000.00", remaining: "0.00", stages: { south: { budget: "300.00", awarded: "250.00", remaining: "50.00" }, all: { budget: "750.00", awarded: "750.00", remaining: "0.00" } } });
    // D: placed by the southern stage's own ranking, ahead of C by the draw
    expect(rankingSteps(r, "D")).toEqual([
      "Position 2 (asked: 150.00 EUR). Place 2 of 4 in the stage's own ranking of stage 'Southern bids', which decided it.",
      "After F: decided by asked (lowest first): 100.00 EUR against 150.00 EUR.",
      "Ahead of C: decided by lottery (draw): drawn as number 1 against drawn as number 2. Both have the same value of asked (150.00 EUR), so the lottery decided.",
    ]);
    // C: passed over in the southern stage, placed by the scheme's ranking in the second; told the
    // draw that lost it the southern stage's grant, that stage named (mendd33, drafter33's finding 8)
    expect(rankingSteps(r, "C")).toEqual([
      "Position 4 (total points: 8). Place 3 of 4 in the stage's own ranking of stage 'Southern bids'. Place 2 of 4 in the ranking of stage 'Every bid not yet awarded', which decided it.",
      "After A: decided by total points (highest first): 9 against 8.",
      "Ahead of E: decided by total points (highest first): 8 against 6.",
      "After D in the ranking of stage 'Southern bids': decided by lottery (draw): drawn as number 1 against drawn as number 2. Both have the same value of asked (150.00 EUR), so the lottery decided.",
    ]);
    const d = r.results.find((x) => x.id === "D")!.explanation.find((s) => s.step === "ranking")!;
    expect(d.source).toBe("art2");
    // the structured trace says the same: the stage whose ranking placed D, and D's place there
    const { run } = evaluateRun(compile(scheme), { call: { volume: "1000.00", draw: ["D", "C"] }, applications: apps });
    const position = traceAnswer(run, "D")!.trace.find((s) => s.kind === "position");
    expect(position).toMatchObject({ kind: "position", position: 2, tied: 0, stage: { name: "south", title: "Southern bids", place: 2, of: 4, own: true } });
    expect(traceAnswer(run, "C")!.trace.find((s) => s.kind === "position")).toMatchObject({ position: 4, stage: { name: "all", place: 2, of: 4, own: false } });
    // the HTML report lists them in the published order, each with the stage that decided it and its place there
    const html = htmlReport(r, compile(scheme));
    const order = [...html.matchAll(/<tr[^>]* data-id="([A-F])"/g)].map((m) => m[1]);
    expect(order).toEqual(["F", "D", "A", "C", "E", "B"]);
    expect(html).toMatch(/data-id="D">.*<span class="stage" data-stage="south" data-stage-position="2">Stage: Southern bids — place 2 in the stage&#39;s ranking<\/span>/);
  });
});

describe("a stage's own ranking that reads points, in a regime whose ranking does not", () => {
  it("scores the applications: the stage ranks them by their points", () => {
    // the regime ranks by the amount asked (no points); the stage 'best' ranks by points. Volume
    // 300, skip: stage best (200) over all: X 9 points 150 (50 left), Y 7 points 100 passed over,
    // goes on; stage rest (left 150) by asked: Y 100 (50 left). Both are scored: points 9 and 7.
    const scheme = staged(
    "ranking per art1 { by asked lowest first  tiebreak every tie per art1 { by id lowest first } }\n",
    `  stage best "Best first" per art2 {
    ranking per art2 { by total highest first  tiebreak every tie per art2 { by id lowest first } }
    budget 200 EUR
    unfunded go on
  }
  stage rest "The rest" per art1 {
    budget left
  }
`,
  );
    const r = evaluate(compile(scheme), { call: { volume: "300.00", draw: [] }, applications: [{ id: "X", points: 9, asked: "150.00", region: "north" }, { id: "Y", points: 7, asked: "100.00", region: "north" }] }).result;
    expect(rows(r)).toEqual(["X:1:funded:150.00:best", "Y:2:funded:100.00:rest"]);
    expect(r.results.map((x) => x.points?.["total"])).toEqual(["9", "7"]);
  });
});

describe("a stage whose boundary is pro rata", () => {
  // The southern bids, ranked by points with no tie-break, share 30 % of the volume: the tie that
  // straddles the stage's budget shares what is left in proportion; everyone left is ranked by
  // the scheme's ranking within what is left.
  const scheme = (remainder: string) => staged(
    byPoints,
    `  stage south "Southern bids" per art2 when region = south {
    ranking per art2 {
      by total highest first
      tiebreak every tie per art2 { unresolved }
    }
    budget 30% × call.volume
    at boundary pro rata rounded down to 0.01 remainder ${remainder} per art2
    unfunded go on
  }
  stage all "Every bid not yet awarded" per art1 {
    budget left
  }
`,
  );
  const apps: App[] = [
    { id: "G", points: 9, asked: "100.00", region: "south" },
    { id: "H", points: 7, asked: "70.00", region: "south" },
    { id: "I", points: 7, asked: "110.00", region: "south" },
    { id: "J", points: 7, asked: "120.00", region: "south" },
    { id: "K", points: 5, asked: "80.00", region: "south" },
    { id: "L", points: 8, asked: "500.00", region: "north" },
  ];

  it("the tie that straddles the stage's budget shares what is left; the bid after it goes on", () => {
    // stage south: 30% × 1000 = 300, ranked by points: G 9; H = I = J 7 (tied); K 5.
    //   G 100 fits (200 left). H + I + J ask 70 + 110 + 120 = 300 > 200: the tie straddles the
    //   stage's budget and shares the 200 in proportion, coefficient 200/300 = 2/3:
    //     H 70 × 2/3 = 46.666… → 46.66; I 110 × 2/3 = 73.333… → 73.33; J 120 × 2/3 = 80.00.
    //     Rounded down they sum to 199.99; the 0.01 left goes by largest_remainder to the share
    //     that lost most in rounding: H (0.00666…) before I (0.00333…) and J (0): H 46.67.
    //   K (after the tie) gets nothing and goes on. Awarded 100 + 200 = 300, 0 remaining.
    // stage all: left = 1000 − 300 = 700, the scheme's ranking over L 8 and K 5 (H, I, J were
    //   granted a share: not considered again). L 500 (200 left); K 80 (120 left). Awarded 580.
    // In total 880 awarded, 120 remaining: 880 + 120 = 1000.
    const r = explained(scheme("largest_remainder"), { volume: "1000.00", draw: [] }, apps);
    expect(rows(r)).toEqual(["G:1:funded:100.00:south", "H:2:pro_rata:46.67:south", "I:2:pro_rata:73.33:south", "J:2:pro_rata:80.00:south", "L:5:funded:500.00:all", "K:6:funded:80.00:all"]);
    expect(r.totals["main"]).toMatchObject({ budget: "1000.00", awarded: "880.00", remaining: "120.00", stages: { south: { budget: "300.00", awarded: "300.00", remaining: "0.00", proRataCoefficient: "0.6666666666666666666666666666666667" }, all: { budget: "700.00", awarded: "580.00", remaining: "120.00" } } });
    const h = r.results.find((x) => x.id === "H")!.explanation.filter((s) => s.step === "allocation");
    expect(h.map((s) => s.source)).toEqual(["art2", "art2"]);
    expect(h[1]!.text).toBe("Funded pro rata 46.67 EUR of the 70.00 EUR asked: in stage 'Southern bids': the tie of H, I, J straddles the stage's budget (200.00 EUR left, 300.00 EUR asked together), so they share what is left: pro rata: 70.00 EUR × the reduction coefficient (budget 200.00 EUR / total 300.00 EUR), rounded down to 0.01 EUR, plus 0.01 EUR of what the rounding left over, to the largest remainders.");
    const k = r.results.find((x) => x.id === "K")!.explanation.filter((s) => s.step === "allocation");
    // each stage its own statement (stage-citations.test.ts): what the southern stage did, citing its pro-rata boundary, then the grant in the second
    expect(k[0]!.text).toContain("In stage 'Southern bids': the stage's budget was shared pro rata at H, I, J; nothing is funded after them");
    expect(k[2]!.text).toContain("Funded 80.00 EUR: in stage 'Every bid not yet awarded': fits in the remaining budget");
  });

  it("remainder unallocated: the cent stays in the stage and returns to what is left", () => {
    // as above, H 46.66, I 73.33, J 80.00 (199.99): the stage awards 299.99, 0.01 remaining;
    // stage all has 1000 − 299.99 = 700.01: L 500, K 80 (120.01 left). Total 879.99 + 120.01.
    const r = evaluate(compile(scheme("unallocated")), { call: { volume: "1000.00", draw: [] }, applications: apps }).result;
    expect(rows(r)).toEqual(["G:1:funded:100.00:south", "H:2:pro_rata:46.66:south", "I:2:pro_rata:73.33:south", "J:2:pro_rata:80.00:south", "L:5:funded:500.00:all", "K:6:funded:80.00:all"]);
    expect(r.totals["main"]).toMatchObject({ awarded: "879.99", remaining: "120.01", stages: { south: { awarded: "299.99", remaining: "0.01" }, all: { budget: "700.01", awarded: "580.00", remaining: "120.01" } } });
  });

  it("a tie after a budget used up exactly gets nothing: there is nothing left to share", () => {
    // G asks 300: it fits the 300 exactly (0 left); the tie H, I, J gets nothing and goes on, and
    // so does K. stage all: 700 over L 8, H = I = J 7 (the scheme's ranking breaks them by id:
    // H, I, J), K 5: L 500 (200 left); H 70 (130 left); I 110 (20 left); J 120 passed over; K 80
    // passed over. Awarded 300 + 680 = 980, 20 remaining.
    const r = evaluate(compile(scheme("largest_remainder")), { call: { volume: "1000.00", draw: [] }, applications: apps.map((a) => (a.id === "G" ? { ...a, asked: "300.00" } : a)) }).result;
    expect(rows(r)).toEqual(["G:1:funded:300.00:south", "L:2:funded:500.00:all", "H:3:funded:70.00:all", "I:4:funded:110.00:all", "J:5:not_funded:0.00:all", "K:6:not_funded:0.00:all"]);
    expect(r.totals["main"]).toMatchObject({ awarded: "980.00", remaining: "20.00" });
  });
});

describe("a tie-break scope that follows each stage's walk", () => {
  // The scheme's ranking breaks a tie by lot only where its order decides an outcome — in the
  // walk of the stage that ranks it, with that stage's budget.
  const scheme = staged(
    `ranking per art1 {
  by total highest first
  tiebreak when decisive per art1 { lottery draw call.draw }
}
`,
    `  stage one "First round" per art2 when region = south {
    budget 50% × call.volume
    unfunded go on
  }
  stage two "Second round" per art1 {
    budget left
  }
`,
  );
  const apps: App[] = [
    { id: "P", points: 9, asked: "100.00", region: "south" },
    { id: "Q", points: 8, asked: "60.00", region: "south" },
    { id: "R", points: 8, asked: "60.00", region: "south" },
    { id: "S", points: 7, asked: "100.00", region: "south" },
    { id: "T", points: 8, asked: "100.00", region: "north" },
    { id: "U", points: 5, asked: "50.00", region: "north" },
    { id: "V", points: 5, asked: "50.00", region: "north" },
  ];

  it("'when decisive': a lottery held in each stage only where the order decides there", () => {
    // draw R, Q, V, U.
    // stage one: 50% × 400 = 200, skip, over the southern P 9, Q = R 8, S 7.
    //   P 100 (100 left). Q, R ask 60 each, 120 > 100, each fits alone: whichever comes first is
    //   funded (40 left) and the other passed over — the order decides, so the draw breaks it:
    //   R 60 (40 left); Q passed over, goes on. S 100 > 40 passed over, goes on.
    //   Awarded 160, 40 remaining.
    // stage two: left = 400 − 160 = 240, over T = Q 8, S 7, U = V 5.
    //   T + Q ask 160 ≤ 240: both funded in every order — the order decides nothing, so the tie
    //   stays whole (one shared position, not reported). 80 left. S 100 > 80 passed over.
    //   U, V ask 50 each, 100 > 80, each fits alone: the order decides; the draw puts V first:
    //   V 50 (30 left); U 50 > 30 passed over. Awarded 100 + 60 + 50 = 210, 30 remaining.
    // In total 370 awarded, 30 remaining. Published: stage one decided P, R; stage two Q = T,
    // S, V, U: positions 1, 2, 3, 3, 5, 6, 7.
    const r = explained(scheme, { volume: "400.00", draw: ["R", "Q", "V", "U"] }, apps);
    expect(rows(r)).toEqual(["P:1:funded:100.00:one", "R:2:funded:60.00:one", "Q:3:funded:60.00:two", "T:3:funded:100.00:two", "S:5:not_funded:0.00:two", "V:6:funded:50.00:two", "U:7:not_funded:0.00:two"]);
    expect(r.totals["main"]).toMatchObject({ awarded: "370.00", remaining: "30.00", stages: { one: { budget: "200.00", awarded: "160.00", remaining: "40.00" }, two: { budget: "240.00", awarded: "210.00", remaining: "30.00" } } });
    expect(r.ties).toEqual([]);
    expect(rankingSteps(r, "T")).toEqual([
      "Position 3 (total points: 8). Place 1 of 5 in the ranking of stage 'Second round' (tied with Q), which decided it. Their tie is not broken: no order of it changes anyone's outcome, so all share this place.",
      "Ahead of S: decided by total points (highest first): 8 against 7.",
    ]);
    expect(rankingSteps(r, "V")).toEqual([
      "Position 6 (total points: 5). Place 4 of 5 in the ranking of stage 'Second round', which decided it.",
      "After S: decided by total points (highest first): 7 against 5.",
      "Ahead of U: decided by lottery (draw): drawn as number 3 against drawn as number 4. Both have the same value of the total points (5), so the lottery decided.",
    ]);
  });

  it("without stages, the same tie-break decides over the one walk of the whole volume", () => {
    // for comparison, one walk of 400 over P 9, Q = R = T 8, S 7, U = V 5: P 100 (300 left);
    // Q, R, T ask 220 ≤ 300: funded in every order, not broken (80 left); S 100 passed over;
    // U, V: the order decides, the draw puts V first: V 50 (30 left), U passed over.
    const one = compile(scheme.replace(/  stage one[\s\S]*?\n  }\n  stage two[\s\S]*?\n  }\n/, ""));
    const r = evaluate(one, { call: { volume: "400.00", draw: ["R", "Q", "V", "U"] }, applications: apps }).result;
    expect(rows(r)).toEqual(["P:1:funded:100.00:-", "Q:2:funded:60.00:-", "R:2:funded:60.00:-", "T:2:funded:100.00:-", "S:5:not_funded:0.00:-", "V:6:funded:50.00:-", "U:7:not_funded:0.00:-"]);
  });
});

describe("checks", () => {
  const diags = (text: string) => analyze(text).diagnostics.map((d) => `${d.code}`);
  const alloc = (stage: string, extra = "") => staged(
    byPoints,
    `  stage south "S" per art2 when region = south {
    budget 30% × call.volume
${stage}
    unfunded go on
  }
  stage all "All" per art1 {
    budget left
  }
`,
    `skip${extra}`,
  );
  it("a second ranking or boundary rule in one stage is AL0508", () => {
    expect(diags(alloc("    ranking per art2 { by asked lowest first }\n    ranking per art2 { by total highest first }"))).toContain("AL0508");
    expect(diags(alloc("    at boundary stop\n    at boundary pro rata rounded down to 0.01 remainder unallocated"))).toContain("AL0508");
  });
  it("a pro-rata stage beside a quota is AL0509", () => {
    expect(diags(alloc("    at boundary pro rata rounded down to 0.01 remainder unallocated", "\n  quota n: at most 100 EUR when region = north"))).toContain("AL0509");
  });
  it("a pro-rata stage without its remainder policy is AL0408; pro rata over the whole allocation with stages stays AL0506", () => {
    expect(diags(alloc("    at boundary pro rata rounded down to 0.01"))).toContain("AL0408");
    expect(diags(alloc("", "\n  pro rata rounded down to 0.01 remainder unallocated"))).toContain("AL0506");
  });
  it("a stage's ranking whose scope follows the walk in an allocation without a budget is AL0543", () => {
    const unlimited = alloc("    ranking per art2 { by asked lowest first  tiebreak when decisive per art2 { by id lowest first } }").replace("budget call.volume\n  amount", "budget unlimited\n  amount");
    expect(diags(unlimited)).toContain("AL0543");
  });
  it("a stage's own ranking and pro-rata boundary check clean, and a walk-following scope with stages is no longer refused", () => {
    expect(diags(alloc("    ranking per art2 { by asked lowest first  tiebreak at boundary and after per art2 { by id lowest first } }\n    at boundary pro rata rounded down to 0.01 remainder largest_remainder")).filter((c) => c.startsWith("AL05"))).toEqual([]);
  });
});

