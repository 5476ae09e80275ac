// Stages, reservations and admission stages (docs/language.md §14.7, §14.8, §14.10), each on a
// small scheme with the outcome worked by hand in the comments: exact exhaustion of a stage, a
// tie at a stage's boundary, a reservation used in part and one left unused (returned or
// lapsed), admission to a next stage by count and by a reached amount with its own threshold.
import { describe, expect, it } from "vitest";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";
import { htmlReport } from "../packages/dsl/src/report/html.js";

const head = `${preamble("Stages")}call { volume: money(EUR)  k: integer }
application { id: text unique  points: integer in 0..10  asked: money(EUR)  region: enum { south, north }  small: boolean }
criterion p per art1: application.points
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first per art1 } }
`;
const tender = (stage1Boundary = "") =>
  compile(`${head}allocation per art1 {
  budget call.volume
  amount asked
  at boundary skip per art1
  stage south "Southern bids" per art1 when region = south {
    budget 15% × call.volume${stage1Boundary ? `\n    at boundary ${stage1Boundary}` : ""}
    unfunded go on
  }
  stage all "Every bid not yet awarded" per art1 {
    budget left
  }
}
`);

type App = { id: string; points: number; asked: string; region?: string; small?: boolean };
const app = ({ region = "north", small = false, ...a }: App) => ({ region, small, ...a });
const rows = (r: SelectionResult) => r.results.map((x) => `${x.id}:${x.status}:${x.amount}:${x.stage ?? "-"}`);
const allocationSteps = (r: SelectionResult, id: string) => r.results.find((x) => x.id === id)!.explanation.filter((s) => s.step === "allocation");

describe("stages over one volume", () => {
  // volume 1000, ranked A 9, B 8, C 7, D 6, E 5
  const apps = [
    app({ id: "A", points: 9, asked: "400.00" }),
    app({ id: "B", points: 8, asked: "100.00", region: "south" }),
    app({ id: "C", points: 7, asked: "100.00", region: "south" }),
    app({ id: "D", points: 6, asked: "450.00" }),
    app({ id: "E", points: 5, asked: "50.00", region: "south" }),
  ];

  it("skip: the southern stage is used up exactly; C goes on and is funded in the second stage", () => {
    // stage south, 15% × 1000 = 150, skip, over B, C, E: B 100 (50 left); C 100 > 50 passed over;
    //   E 50 = 50 fits, the stage used up exactly (0 left). Awarded 150.
    // stage all, left = 1000 − 150 = 850, over A, C, D (not yet funded): A 400 (450 left);
    //   C 100 (350 left); D 450 > 350 passed over. Awarded 500, 350 left.
    // Total 650 + 350 = 1000.
    const r = evaluate(tender(), { call: { volume: "1000.00", k: 0 }, applications: apps }).result;
    expect(rows(r)).toEqual(["A:funded:400.00:all", "B:funded:100.00:south", "C:funded:100.00:all", "D:not_funded:0.00:all", "E:funded:50.00:south"]);
    expect(r.totals["main"]).toMatchObject({ budget: "1000.00", awarded: "650.00", remaining: "350.00", lapsed: "0.00", stages: { south: { budget: "150.00", awarded: "150.00", remaining: "0.00" }, all: { budget: "850.00", awarded: "500.00", remaining: "350.00" } } });
    // each stage its own statement, with what it had left before C (stage-citations.test.ts)
    expect(allocationSteps(r, "C").map((s) => [s.source, s.text])).toEqual([
      ["art1", "In stage 'Southern bids': does not fit in the remaining budget; passed over (remaining before: 50.00 EUR)."],
      ["art1", "Decided in stage 2 of 2, 'Every bid not yet awarded': it considers every application not yet funded; budget 850.00 EUR (what is left)."],
      ["art1", "Funded 100.00 EUR: in stage 'Every bid not yet awarded': fits in the remaining budget (remaining before: 450.00 EUR)."],
    ]);
    expect(r.results.find((x) => x.id === "D")!.reasons).toEqual([{ rule: "allocation", source: "art1", message: "in stage 'Every bid not yet awarded': does not fit in the remaining budget; passed over" }]);
    // the HTML report: a table of the stages under the totals, and the deciding stage per row
    const html = htmlReport(r, tender());
    expect(html).toContain('<tr data-stage="south"><th>Southern bids</th><td class="num">150.00\u00a0EUR</td><td class="num">150.00\u00a0EUR</td><td class="num">0.00\u00a0EUR</td></tr>');
    expect(html).toContain('<tr data-stage="all"><th>Every bid not yet awarded</th><td class="num">850.00\u00a0EUR</td><td class="num">500.00\u00a0EUR</td><td class="num">350.00\u00a0EUR</td></tr>');
    expect(html).toMatch(/data-id="C">.*<span class="stage" data-stage="all">Stage: Every bid not yet awarded<\/span>/);
  });

  it("reach in the first stage: C crosses its budget and is funded in full; E, after it, goes on", () => {
    // stage south 150, reach: B 100 (50 left); C 100 ≥ 50 crosses: funded in full (−50), stop;
    //   E stopped out, goes on. Awarded 200 = 150 + the crossing 50.
    // stage all, left = 1000 − 200 = 800, over A, D, E: A 400 (400 left); D 450 > 400 passed
    //   over (skip); E 50 (350 left). Awarded 450. Total 650, 350 left.
    const r = evaluate(tender("reach"), { call: { volume: "1000.00", k: 0 }, applications: apps }).result;
    expect(rows(r)).toEqual(["A:funded:400.00:all", "B:funded:100.00:south", "C:funded:100.00:south", "D:not_funded:0.00:all", "E:funded:50.00:all"]);
    expect(r.totals["main"]!.stages).toEqual({ south: { budget: "150.00", awarded: "200.00", remaining: "-50.00" }, all: { budget: "800.00", awarded: "450.00", remaining: "350.00" } });
  });

  it("reach: nothing after an exact hit of the stage's budget", () => {
    // stage south 150, reach: B 100 (50 left); C 50 reaches 150 exactly: stop; E goes on.
    // stage all, 850: A 400 (450 left); D 450 = 450 (0 left); E 50 > 0 passed over.
    const r = evaluate(tender("reach"), { call: { volume: "1000.00", k: 0 }, applications: apps.map((a) => (a.id === "C" ? { ...a, asked: "50.00" } : a)) }).result;
    expect(rows(r)).toEqual(["A:funded:400.00:all", "B:funded:100.00:south", "C:funded:50.00:south", "D:funded:450.00:all", "E:not_funded:0.00:all"]);
    expect(r.totals["main"]).toMatchObject({ awarded: "1000.00", remaining: "0.00" });
  });

  it("a tie at the boundary of the first stage: the tie-break decides which goes on", () => {
    // P and Q (south, 8 points, 100 each) tie; the chain puts P first. stage south 150: P 100
    // (50 left); Q 100 > 50 passed over, goes on. stage all, 850: A 400; Q 100. Awarded 600.
    const tied = [app({ id: "A", points: 9, asked: "400.00" }), app({ id: "Q", points: 8, asked: "100.00", region: "south" }), app({ id: "P", points: 8, asked: "100.00", region: "south" })];
    const r = evaluate(tender(), { call: { volume: "1000.00", k: 0 }, applications: tied }).result;
    expect(rows(r)).toEqual(["A:funded:400.00:all", "P:funded:100.00:south", "Q:funded:100.00:all"]);
    expect(r.totals["main"]).toMatchObject({ awarded: "600.00", remaining: "400.00" });
  });

  it("a tie left open in the first stage: the later stage walked under each order", () => {
    // without a tie-break, P and Q (100 each) meet a stage budget of 150 in either order: one is
    // funded there, the other goes on; which one is open, so both are indeterminate.
    const open = compile(`${head.replace(/ {2}tiebreak every tie per art1 \{ by id lowest first per art1 \} /, " tiebreak every tie per art1 { unresolved per art1 } ")}allocation per art1 {
  budget call.volume
  amount asked
  at boundary skip per art1
  stage south "Southern bids" per art1 when region = south {
    budget 15% × call.volume
    unfunded go on
  }
  stage all "Every bid not yet awarded" per art1 {
    budget left
  }
}
`);
    const r = evaluate(open, { call: { volume: "1000.00", k: 0 }, applications: [app({ id: "A", points: 9, asked: "400.00" }), app({ id: "P", points: 8, asked: "100.00", region: "south" }), app({ id: "Q", points: 8, asked: "100.00", region: "south" })] }).result;
    // every order leaves 50 and sends one of them (100) on: the later stage has 900 either way and
    // funds A 400 (opentie31: the later stages walked once per way the tie can end), then the one
    // sent on: P and Q are each granted 100 in every order, in 'south' or 'all' depending on it —
    // funded, no stage named (tieorder32; before, both indeterminate)
    expect(rows(r)).toEqual(["A:funded:400.00:all", "P:funded:100.00:-", "Q:funded:100.00:-"]);
    expect(r.results[0]!.explanation.at(-1)!.text).toBe("Funded 400.00 EUR: in stage 'Every bid not yet awarded': fits in the remaining budget (remaining before: 900.00 EUR).");
    expect(r.totals["main"]).toMatchObject({ awarded: "600.00", undecided: "0.00", remaining: "400.00" });
  });

  it("unfunded stay out: a southern bid the first stage passes over is not considered again", () => {
    // stage south 150: B 100; C passed over and stays out; E 50. stage all, 850: A 400, D 450.
    const r = evaluate(compile(`${head}allocation per art1 {
  budget call.volume
  amount asked
  at boundary skip per art1
  stage south "Southern bids" per art1 when region = south {
    budget 15% × call.volume
    unfunded stay out
  }
  stage all "Every bid not yet awarded" per art1 {
    budget left
  }
}
`), { call: { volume: "1000.00", k: 0 }, applications: apps }).result;
    expect(rows(r)).toEqual(["A:funded:400.00:all", "B:funded:100.00:south", "C:not_funded:0.00:south", "D:funded:450.00:all", "E:funded:50.00:south"]);
    expect(r.results.find((x) => x.id === "C")!.reasons[0]!.message).toBe("in stage 'Southern bids': does not fit in the remaining budget; passed over (not considered again: those this stage does not fund stay out)");
  });
});

describe("reservations", () => {
  const scheme = (unused: string) =>
    compile(`${head}allocation per art1 {
  budget call.volume
  amount asked
  at boundary skip per art1
  reserve sme "Small firms" per art1: at least 30% × call.volume when small, ${unused}
}
`);
  // volume 1000; ranked A 9 (600), B 8 small (200), C 7 (300), D 6 (150)
  const apps = [app({ id: "A", points: 9, asked: "600.00" }), app({ id: "B", points: 8, asked: "200.00", small: true }), app({ id: "C", points: 7, asked: "300.00" }), app({ id: "D", points: 6, asked: "150.00" })];

  it("unused returns: the 100 the small firms did not use goes back to the rest", () => {
    // reservation 30% × 1000 = 300 over B: B 200 (100 unused). rest: left = 1000 − 200 = 800 over
    // A, C, D: A 600 (200 left); C 300 > 200 passed over; D 150 (50 left). Awarded 950, 50 left.
    const r = evaluate(scheme("unused returns"), { call: { volume: "1000.00", k: 0 }, applications: apps }).result;
    expect(rows(r)).toEqual(["A:funded:600.00:rest", "B:funded:200.00:sme", "C:not_funded:0.00:rest", "D:funded:150.00:rest"]);
    expect(r.totals["main"]).toMatchObject({ awarded: "950.00", remaining: "50.00", lapsed: "0.00", stages: { sme: { budget: "300.00", awarded: "200.00", remaining: "100.00", unused: "100.00" }, rest: { budget: "800.00", awarded: "750.00", remaining: "50.00" } } });
    expect(allocationSteps(r, "B")[0]!.text).toBe("Decided in reservation 1 of 2, 'Small firms': budget 300.00 EUR (at least 30% × call.volume).");
  });

  it("unused lapses: the 100 is gone, and D no longer fits", () => {
    // rest: left = 1000 − 200 − 100 lapsed = 700: A 600 (100 left); C passed over; D 150 > 100
    // passed over. Awarded 800 + remaining 100 + lapsed 100 = 1000.
    const r = evaluate(scheme("unused lapses"), { call: { volume: "1000.00", k: 0 }, applications: apps }).result;
    expect(rows(r)).toEqual(["A:funded:600.00:rest", "B:funded:200.00:sme", "C:not_funded:0.00:rest", "D:not_funded:0.00:rest"]);
    expect(r.totals["main"]).toMatchObject({ awarded: "800.00", remaining: "100.00", lapsed: "100.00", undecided: "0.00" });
  });

  it("a reservation nobody uses lapses whole", () => {
    // no small firm: reservation 300 unused, lapses; rest 700: A 600 (100 left); C, D passed over
    const r = evaluate(scheme("unused lapses"), { call: { volume: "1000.00", k: 0 }, applications: apps.map((a) => ({ ...a, small: false })) }).result;
    expect(rows(r)).toEqual(["A:funded:600.00:rest", "B:funded:200.00:rest", "C:not_funded:0.00:rest", "D:not_funded:0.00:rest"].map((x) => (x.startsWith("B") ? "B:not_funded:0.00:rest" : x)));
    expect(r.totals["main"]).toMatchObject({ awarded: "600.00", remaining: "100.00", lapsed: "300.00" });
  });

  it("a small firm the reservation cannot fund competes in the rest", () => {
    // B asks 400 > 300: passed over in the reservation (300 unused, returns); rest 1000 over A, B,
    // C, D: A 600 (400 left); B 400 (0 left); C, D passed over
    const r = evaluate(scheme("unused returns"), { call: { volume: "1000.00", k: 0 }, applications: apps.map((a) => (a.id === "B" ? { ...a, asked: "400.00" } : a)) }).result;
    expect(rows(r)).toEqual(["A:funded:600.00:rest", "B:funded:400.00:rest", "C:not_funded:0.00:rest", "D:not_funded:0.00:rest"]);
  });
});

describe("two-stage calls: admission to the next stage", () => {
  const scheme = (admit: string) =>
    compile(`${head}allocation per art1 {
  budget call.volume
  amount asked
  at boundary skip per art1
  stage shortlist "Shortlist" per art1 {
    ${admit}
    threshold total >= 5
  }
  stage award "Award" per art1 {
    budget left
  }
}
`);
  // ranked A 9, B 8, C 7, D 6, E 4 — each asks 100
  const apps = ["A9", "B8", "C7", "D6", "E4"].map((x) => app({ id: x[0]!, points: Number(x[1]), asked: "100.00" }));

  it("the first k meeting the threshold are admitted; the award walks them", () => {
    // admit first 3: A, B, C; D not admitted (the first 3 are); E below the threshold (4 < 5).
    // award, 250, skip: A 100 (150 left), B 100 (50 left), C 100 > 50 passed over.
    const r = evaluate(scheme("admit first call.k"), { call: { volume: "250.00", k: 3 }, applications: apps }).result;
    expect(rows(r)).toEqual(["A:funded:100.00:award", "B:funded:100.00:award", "C:not_funded:0.00:award", "D:not_funded:0.00:shortlist", "E:not_funded:0.00:shortlist"]);
    expect(r.results.find((x) => x.id === "D")!.reasons[0]!.message).toBe("in stage 'Shortlist': not admitted to the next stage: the first 3 are admitted");
    expect(r.results.find((x) => x.id === "E")!.reasons[0]!.message).toBe("in stage 'Shortlist': not admitted to the next stage: below the admission threshold (total >= 5)");
    // being admitted is no ground of the refusal: the award's reason alone (the admission is a step of the explanation)
    expect(r.results.find((x) => x.id === "C")!.reasons.map((x) => x.message)).toEqual(["in stage 'Award': does not fit in the remaining budget; passed over"]);
    expect(r.totals["main"]!.stages).toEqual({ shortlist: { budget: "250.00", awarded: "0.00", remaining: "250.00", admitted: 3 }, award: { budget: "250.00", awarded: "200.00", remaining: "50.00" } });
  });

  it("a tie at the cut is admitted whole", () => {
    // without a tie-break B and C (8 points) share position 2; admit first 2: A, then the tie B, C
    // whole (3 admitted); D not admitted. award, 300: A, B, C 100 each (0 left).
    const open = compile(`${head.replace(/ {2}tiebreak every tie per art1 \{ by id lowest first per art1 \} /, " tiebreak every tie per art1 { unresolved per art1 } ")}allocation per art1 {
  budget call.volume
  amount asked
  at boundary skip per art1
  stage shortlist "Shortlist" per art1 {
    admit first call.k
  }
  stage award "Award" per art1 {
    budget left
  }
}
`);
    const tied = ["A9", "B8", "C8", "D7"].map((x) => app({ id: x[0]!, points: Number(x[1]), asked: "100.00" }));
    const r = evaluate(open, { call: { volume: "300.00", k: 2 }, applications: tied }).result;
    expect(rows(r)).toEqual(["A:funded:100.00:award", "B:funded:100.00:award", "C:funded:100.00:award", "D:not_funded:0.00:shortlist"]);
    expect(r.totals["main"]!.stages!["shortlist"]!.admitted).toBe(3);
  });

  it("as many as needed for their requests to reach twice the budget", () => {
    // admit to 2 × left = 300: A (100), B (200), C (300 reaches it): D not admitted.
    // award 150: A 100 (50 left); B, C passed over.
    const r = evaluate(scheme("admit to 2 × left"), { call: { volume: "150.00", k: 0 }, applications: apps }).result;
    expect(rows(r)).toEqual(["A:funded:100.00:award", "B:not_funded:0.00:award", "C:not_funded:0.00:award", "D:not_funded:0.00:shortlist", "E:not_funded:0.00:shortlist"]);
    expect(r.results.find((x) => x.id === "D")!.reasons[0]!.message).toBe("in stage 'Shortlist': not admitted to the next stage: the requests admitted before it already reach 300.00 EUR (2 × left)");
  });
});
