// `admit closest to <target> [at least <floor>]` (§14.10, issue 15's thirty-first round, stagelaw31):
// Horizon Europe's Annex D(5), "the total requested budget of proposals admitted to stage 2 is as
// close as possible to three times the available budget, and not less than 2.5 times". The stage
// admits up to the place (a tie is one place, admitted whole) whose requests' sum is closest to the
// target, of the sums not under the floor; at equal distances the one above; where the floor (or
// the target) cannot be reached, every candidate. drafterb29's finding 5 (test/drafterb29-findings)
// is the scheme's case; here the edges, the checker, the formatter and the words.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, formatScheme, hover } from "@allot/dsl";
import { errorsOf, preamble, resultOf as row, runScheme as run } from "./support/scheme";

const head = `${preamble("Closest")}call { volume: money(EUR)  target: money(EUR)  floor: money(EUR) }
application { id: text unique  points: integer in 0..10  asked: money(EUR) }
criterion p per art1: application.points
ranking per art1 { by total highest first  tiebreak every tie per art1 { unresolved per art1 } }
`;
const scheme = (admit: string, extra = "") => `${head}allocation per art1 {
  budget call.volume
  amount asked
  at boundary skip per art1
  stage shortlist "Shortlist" per art1 {
    ${admit}${extra}
  }
  stage award "Award" per art1 {
    budget left
  }
}
`;
const app = (id: string, points: number, asked: string) => ({ id, points, asked });
// levels of the requests' sum, place by place: A 100, B 200, C 350, D 450, E 550
const apps = [app("A", 9, "100.00"), app("B", 8, "100.00"), app("C", 7, "150.00"), app("D", 6, "100.00"), app("E", 5, "100.00")];
const call = (target: string, floor = "0.00") => ({ volume: "10000.00", target, floor });
const admitted = (r: ReturnType<typeof run>) => r.results.filter((x) => x.stage === "award").map((x) => x.id).sort();
const reason = (r: ReturnType<typeof run>, id: string) => row(r, id).reasons.map((x) => x.message);
const closest = scheme("admit closest to call.target");
const floored = scheme("admit closest to call.target at least call.floor");

describe("admit closest to: the place whose requests' sum is closest to the target", () => {
  it("the level above, where it is closer (350 is 50 from 300, 200 is 100)", () => {
    const r = run(closest, { call: call("300.00"), applications: apps });
    expect(admitted(r)).toEqual(["A", "B", "C"]);
    expect(reason(r, "D")).toEqual(["in stage 'Shortlist': not admitted to the next stage: the requests admitted before it already reach 300.00 EUR (call.target)"]);
    expect(r.totals["main"]!.stages!["shortlist"]!.admitted).toBe(3);
  });
  it("the level below, where it is closer (200 is 60 from 260, 350 is 90): told to each one after the cut", () => {
    const r = run(closest, { call: call("260.00"), applications: apps });
    expect(admitted(r)).toEqual(["A", "B"]);
    const told = "in stage 'Shortlist': not admitted to the next stage: the requests admitted before it, 200.00 EUR, are closer to 260.00 EUR (call.target) than 350.00 EUR, with the next in ranking order, would be";
    // D and E are told whose sum 350.00 is: C's, the next place (mendstage31, review31 L1)
    const afterIt = told.replace("ranking order,", "ranking order (C),");
    expect([reason(r, "C"), reason(r, "D"), reason(r, "E")]).toEqual([[told], [afterIt], [afterIt]]);
    expect(r.totals["main"]!.stages!["shortlist"]).toEqual({ budget: "10000.00", awarded: "0.00", remaining: "10000.00", admitted: 2, admittedRequested: "200.00" });
  });
  it("exactly at the target: up to it, and no further", () => {
    const r = run(closest, { call: call("350.00"), applications: apps });
    expect(admitted(r)).toEqual(["A", "B", "C"]);
    expect(reason(r, "D")).toEqual(["in stage 'Shortlist': not admitted to the next stage: the requests admitted before it already reach 350.00 EUR (call.target)"]);
  });
  it("at equal distances, the level above (200 and 350 are both 75 from 275)", () => {
    expect(admitted(run(closest, { call: call("275.00"), applications: apps }))).toEqual(["A", "B", "C"]);
  });
  it("a target no level reaches: every candidate (550 is the closest there is)", () => {
    expect(admitted(run(closest, { call: call("900.00"), applications: apps }))).toEqual(["A", "B", "C", "D", "E"]);
  });
  it("a target not above zero admits nobody", () => {
    const r = run(closest, { call: call("0.00"), applications: apps });
    expect(admitted(r)).toEqual([]);
    expect(r.totals["main"]!.stages!["shortlist"]!.admitted).toBe(0);
  });
  it("the input's order does not matter", () => {
    const back = [...apps].reverse();
    for (const t of ["260.00", "275.00", "300.00"]) expect(admitted(run(closest, { call: call(t), applications: back }))).toEqual(admitted(run(closest, { call: call(t), applications: apps })));
  });
});

describe("at least: the floor", () => {
  it("the closer level below under the floor: the level above (200 < 250, so 350)", () => {
    const r = run(floored, { call: call("260.00", "250.00"), applications: apps });
    expect(admitted(r)).toEqual(["A", "B", "C"]);
    expect(reason(r, "D")).toEqual(["in stage 'Shortlist': not admitted to the next stage: the requests admitted before it already reach 260.00 EUR (call.target)"]);
  });
  it("a floor at the level below does not move the cut (200 is not less than 200)", () => {
    expect(admitted(run(floored, { call: call("260.00", "200.00"), applications: apps }))).toEqual(["A", "B"]);
  });
  it("a floor above the target, from the call: the first level not under the floor (300, 400: 450)", () => {
    expect(admitted(run(floored, { call: call("300.00", "400.00"), applications: apps }))).toEqual(["A", "B", "C", "D"]);
  });
  it("a floor no level reaches: every candidate (none meets the law's floor; all come nearest to it)", () => {
    expect(admitted(run(floored, { call: call("900.00", "800.00"), applications: apps }))).toEqual(["A", "B", "C", "D", "E"]);
  });
});

describe("a tie at the cut is one place: admitted whole, or not at all", () => {
  // B and C tie at 8 points: the levels are A 100, B and C 350, D 450
  const tied = [app("A", 9, "100.00"), app("B", 8, "100.00"), app("C", 8, "150.00"), app("D", 6, "100.00")];
  it("whole, where 350 is closer than 100 (to 260)", () => {
    expect(admitted(run(closest, { call: call("260.00"), applications: tied }))).toEqual(["A", "B", "C"]);
  });
  it("neither, where 100 is closer than 350 (to 200): both told so", () => {
    const r = run(closest, { call: call("200.00"), applications: tied });
    expect(admitted(r)).toEqual(["A"]);
    const told = "in stage 'Shortlist': not admitted to the next stage: the requests admitted before it, 100.00 EUR, are closer to 200.00 EUR (call.target) than 350.00 EUR, with the next in ranking order, would be";
    expect([reason(r, "B"), reason(r, "C")]).toEqual([[told], [told]]);
  });
});

describe("the admission threshold: those below it are not counted", () => {
  it("E below it; the others' levels 100, 200, 350, 450 (to 420: 450)", () => {
    const r = run(scheme("admit closest to call.target", "\n    threshold total >= 6"), { call: call("420.00"), applications: apps });
    expect(admitted(r)).toEqual(["A", "B", "C", "D"]);
    expect(reason(r, "E")).toEqual(["in stage 'Shortlist': not admitted to the next stage: below the admission threshold (total >= 6)"]);
  });
});

describe("the checker", () => {
  it("accepts the law's form", () => {
    expect(errorsOf(scheme("admit closest to 3 × call.volume at least 2.5 × call.volume"))).toEqual([]);
    expect(errorsOf(floored)).toEqual([]);
  });
  it("refuses a floor above the target (AL0554)", () => {
    expect(errorsOf(scheme("admit closest to 2.5 × call.volume at least 3 × call.volume"))).toEqual([
      "AL0554 expected the floor of the stage 'shortlist' at most the amount it admits closest to, found 3 × call.volume above 2.5 × call.volume",
    ]);
  });
  it("refuses a floor after 'admit to' or 'admit first' (AL0554)", () => {
    expect(errorsOf(scheme("admit to call.target at least call.floor"))).toEqual(["AL0554 expected a floor ('at least …') only after 'admit closest to', found it after 'admit to'"]);
  });
  it("refuses another word than 'closest' (AL0205), and a floor in another unit (AL0502)", () => {
    expect(errorsOf(scheme("admit closet to call.target"))).toEqual(["AL0205 expected 'closest' after 'admit', found 'closet'"]);
    expect(errorsOf(scheme("admit closest to call.target at least 3"))).toEqual([
      "AL0502 expected the floor of what the stage 'shortlist' admits in the unit of the allocation's budget, money(EUR), found a plain number (the number 3)",
    ]);
  });
  it("hover tells the rule", () => {
    const stage = scheme("admit closest to 3 × call.volume at least 2.5 × call.volume");
    expect((hover(analyze(stage), stage.indexOf("admit closest") + 1)?.markdown ?? "").split("\n\n")[0]).toBe(
      "**Admission stage “Shortlist”**: considers every application not yet funded; admits those whose requests come closest to `3 × call.volume` (not less than `2.5 × call.volume`) to the next stage, which funds.",
    );
    // an item citing its own source shows the item
    const text = scheme("admit closest to 3 × call.volume at least 2.5 × call.volume per art1");
    const h = hover(analyze(text), text.indexOf("admit closest") + 1)?.markdown ?? "";
    expect(h.split("\n\n")[0]).toBe(
      "**Admission, stage “Shortlist”**: its candidates are admitted in ranking order up to the place where their requests' sum is closest to `3 × call.volume`, of the sums not less than `2.5 × call.volume` (a tie is one place, admitted whole; at equal distances the sum above; where no sum reaches the floor, all of them); the others are not funded.",
    );
  });
  it("the formatter keeps it as written, and is stable", () => {
    const once = formatScheme(scheme("admit   closest  to 3 × call.volume   at least 2.5×call.volume")).text;
    expect(once).toContain("\n    admit closest to 3 × call.volume at least 2.5 × call.volume\n");
    expect(formatScheme(once).text).toBe(once);
  });
});

describe("the words, in every language (drafted_twostage's closest_2027: E4)", () => {
  const dir = resolve(__dirname, "../schemes/drafted_twostage");
  const text = readFileSync(join(dir, "two_stage_ria.allot"), "utf8");
  const input = JSON.parse(readFileSync(join(dir, "data/closest_2027.json"), "utf8"));
  it.each([
    ["en", "Not funded (2900000.00 EUR asked): in stage 'First stage: outline proposals': not admitted to the next stage: the requests admitted before it, 7600000.00 EUR, are closer to 9000000.00 EUR (3 × call.budget) than 10500000.00 EUR, with the next in ranking order, would be."],
    ["nl", "Niet verleend (2.900.000,00 EUR gevraagd): in fase ‘First stage: outline proposals’: niet toegelaten tot de volgende fase: de eerder toegelaten aanvragen, samen 7.600.000,00 EUR, liggen dichter bij 9.000.000,00 EUR (3 × call.budget) dan 10.500.000,00 EUR met de volgende in de rangschikking erbij."],
    ["pl", "Nie przyznano dofinansowania (wnioskowano o 2\u00a0900\u00a0000,00 EUR): na etapie „First stage: outline proposals”: niezakwalifikowany do następnego etapu: wnioski zakwalifikowane przed nim, łącznie 7\u00a0600\u00a0000,00 EUR, są bliżej kwoty 9\u00a0000\u00a0000,00 EUR (3 × call.budget) niż 10\u00a0500\u00a0000,00 EUR z kolejnym wnioskiem w rankingu."],
    ["de", "Nicht bewilligt (beantragt: 2.900.000,00 EUR): in der Stufe „First stage: outline proposals“: nicht zur nächsten Stufe zugelassen: die zuvor zugelassenen Anträge, zusammen 7.600.000,00 EUR, liegen näher an 9.000.000,00 EUR (3 × call.budget) als 10.500.000,00 EUR mit dem nächsten Antrag der Rangfolge."],
    ["es", "No concedida (importe solicitado: 2.900.000,00 EUR): en la fase «First stage: outline proposals»: no admitida a la fase siguiente: las solicitudes admitidas antes, en total 7.600.000,00 EUR, están más cerca de 9.000.000,00 EUR (3 × call.budget) que 10.500.000,00 EUR con la siguiente de la clasificación."],
  ])("%s", (lang, line) => {
    const r = run(text.replace("  language en\n}", `  language ${lang}\n}`), input);
    const texts = row(r, "E4").explanation.map((x) => x.text);
    expect(texts[texts.length - 1]).toBe(line);
  });
});
