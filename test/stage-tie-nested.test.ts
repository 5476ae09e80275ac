// A tie in a later stage after an open tie in an earlier one, and an earlier tie with more remainders
// than the engine walks (docs/language.md §14.7; review29a's findings 1 and 2 for mendstage29). Each
// case worked by hand below.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { stageTiesHead } from "./support/stageTies.js";

const head = (language?: string) => stageTiesHead(["south", "north", "east"], language);
/** south 150 then north 200, each with a tie whose members stay out, then east on what is left */
const twoTies = (language?: string) =>
  compile(`${head(language)}allocation per art1 {
  budget call.volume
  amount asked
  at boundary skip per art1
  stage south "Southern bids" per art1 when region = south {
    budget 150.00 EUR
    unfunded stay out
  }
  stage north "Northern bids" per art1 when region = north {
    budget 200.00 EUR
    unfunded stay out
  }
  stage east "Eastern bids" per art1 when region = east {
    budget left
  }
}
`);
type Region = "south" | "north" | "east";
const app = (id: string, points: number, asked: string, region: Region) => ({ id, points, asked, region });
// south 150, skip: P (100) or Q (60) funded, the other passed over: 900 or 940 of the volume left.
// north 200, skip: R (150) or S (120) funded, the other passed over: 50 or 80 of its 200 left,
// under either south remainder. east on what is left: 750, 780, 790 or 820. E 700 first: funded
// under all four (50, 80, 90, 120 left). F 60: passed over with 50 left, funded with 80, 90, 120:
// indeterminate. G 10: funded under all four (50, 20, 30, 60 left before it).
const twoTiesApps = [
  app("P", 8, "100.00", "south"),
  app("Q", 8, "60.00", "south"),
  app("R", 3, "150.00", "north"),
  app("S", 3, "120.00", "north"),
  app("E", 9, "700.00", "east"),
  app("F", 7, "60.00", "east"),
  app("G", 6, "10.00", "east"),
];
const byId = (r: SelectionResult) => Object.fromEntries(r.results.map((x) => [x.id, `${x.status}:${x.amount}`]));
const reason = (r: SelectionResult, id: string) => r.results.find((x) => x.id === id)!.reasons[0]!.message;
const last = (r: SelectionResult, id: string) => r.results.find((x) => x.id === id)!.explanation.at(-1)!.text;
const run = (s: ReturnType<typeof compile>, volume: string, applications: ReturnType<typeof app>[]) => evaluate(s, { call: { volume }, applications }, { explain: true }).result;

describe("a tie in a later stage after an open tie in an earlier one", () => {
  it("the later tie is told its own reason; an application decided under every pair of remainders is decided", () => {
    const r = run(twoTies(), "1000.00", twoTiesApps);
    expect(byId(r)).toEqual({ E: "funded:700.00", P: "indeterminate:0.00", Q: "indeterminate:0.00", F: "indeterminate:0.00", G: "funded:10.00", R: "indeterminate:0.00", S: "indeterminate:0.00" });
    // north's 200 is fixed under both south remainders: R and S depend on their own tie
    expect(reason(r, "R")).toBe("in stage 'Northern bids': the outcome depends on the order of a tie the law does not break");
    expect(reason(r, "S")).toBe("in stage 'Northern bids': the outcome depends on the order of a tie the law does not break");
    expect(last(r, "E")).toBe("Funded 700.00 EUR: in stage 'Eastern bids': granted whichever order the ties in stages 'Southern bids' and 'Northern bids' take.");
    expect(last(r, "G")).toBe("Funded 10.00 EUR: in stage 'Eastern bids': granted whichever order the ties in stages 'Southern bids' and 'Northern bids' take.");
    // R's words are those the north's tie alone gives (its 200 before it)
    expect(last(r, "R")).toBe("Indeterminate (150.00 EUR asked): in stage 'Northern bids': the outcome depends on the order of a tie the law does not break (remaining before: 200.00 EUR); it would receive 150.00 EUR if the tie were decided in its favour.");
    expect(reason(r, "F")).toBe("in stage 'Eastern bids': what the earlier stages left depends on a tie the law does not break");
    // north: its budget 200 under both; east: what is left differs, awarded E and G
    expect(r.totals["main"]!.stages!["north"]).toEqual({ budget: "200.00", awarded: "0.00", remaining: null });
    // F (60) is passed over on 750 (south 900, north R) and funded on the other three: 0.00 to 60.00
    expect(r.totals["main"]!.stages!["east"]).toEqual({ budget: null, awarded: "710.00", undecided: "0.00", undecidedAtMost: "60.00", remaining: null });
  });

  it("the words of an application decided whichever order both ties take, in four languages", () => {
    const words = (language: string) => last(run(twoTies(language), "1000.00", twoTiesApps), "E");
    expect(words("en")).toBe("Funded 700.00 EUR: in stage 'Eastern bids': granted whichever order the ties in stages 'Southern bids' and 'Northern bids' take.");
    expect(words("nl")).toBe("Verleend: 700,00 EUR: in fase ‘Eastern bids’: verleend, welke volgorde de gelijke standen in de fasen ‘Southern bids’ en ‘Northern bids’ ook krijgen.");
    expect(words("pl")).toBe("Przyznano 700,00 EUR: na etapie „Eastern bids”: przyznano niezależnie od kolejności wniosków o równej pozycji na etapach „Southern bids” i „Northern bids”.");
    expect(words("de")).toBe("700,00 EUR bewilligt: in der Stufe „Eastern bids“: bewilligt, gleich in welcher Reihenfolge die Gleichstände in den Stufen „Southern bids“ und „Northern bids“ aufgelöst werden.");
  });
});

/** south 1000 with eight tied asks, then north on what is left */
const many = (language?: string) =>
  compile(`${head(language)}allocation per art1 {
  budget call.volume
  amount asked
  at boundary skip per art1
  stage south "Southern bids" per art1 when region = south {
    budget 1000.00 EUR
    unfunded go on
  }
  stage north "Northern bids" per art1 when region = north {
    budget left
  }
}
`);
// Eight tied south asks (301 … 383) in 1000 under skip: every order funds some three or two of
// them; the sums differ, 21 remainders in all (review29a's count), more than the 16 walked.
const eight = ["301", "313", "327", "331", "347", "359", "371", "383"].map((x, i) => app(`S${i + 1}`, 8, `${x}.00`, "south"));
const bound = [...eight, app("A", 9, "500.00", "north"), app("B", 7, "3000.00", "north")];

describe("an earlier tie past the bound", () => {
  it("says the tie may leave more remainders than the engine walks, in four languages", () => {
    const r = run(many(), "2000.00", bound);
    expect(byId(r)["B"]).toBe("indeterminate:0.00");
    expect(reason(r, "B")).toBe("in stage 'Northern bids': not decided: the tie in stage 'Southern bids' may leave more than 16 different remainders, more than the engine walks");
    expect(reason(r, "A")).toBe(reason(r, "B"));
    const words = (language: string) => last(run(many(language), "2000.00", bound), "B");
    // (the closing "it would receive …" is the indeterminate line's own, as for every open row)
    expect(words("en")).toBe("Indeterminate (3000.00 EUR asked): in stage 'Northern bids': not decided: the tie in stage 'Southern bids' may leave more than 16 different remainders, more than the engine walks; it would receive 3000.00 EUR if the tie were decided in its favour.");
    expect(words("nl")).toBe("Onbeslist (3.000,00 EUR gevraagd): in fase ‘Northern bids’: niet beslist: de gelijke stand in fase ‘Southern bids’ kan meer dan 16 verschillende restbedragen overlaten, meer dan het programma doorrekent; de aanvraag zou 3.000,00 EUR ontvangen als de gelijke stand in haar voordeel werd beslecht.");
    expect(words("pl")).toBe("Wynik nierozstrzygnięty (wnioskowano o 3000,00 EUR): na etapie „Northern bids”: nie rozstrzygnięto: równa pozycja na etapie „Southern bids” może pozostawić więcej niż 16 różnych kwot pozostałych środków, więcej niż program przelicza; wniosek otrzymałby 3000,00 EUR, gdyby równą pozycję rozstrzygnięto na jego korzyść.");
    expect(words("de")).toBe("Nicht entschieden (beantragt: 3.000,00 EUR): in der Stufe „Northern bids“: nicht entschieden: der Gleichstand in der Stufe „Southern bids“ kann mehr als 16 verschiedene Restbeträge hinterlassen, mehr als das Programm durchrechnet; der Antrag erhielte 3.000,00 EUR, wenn der Gleichstand zu seinen Gunsten entschieden würde.");
  });
});

describe("a later stage's totals after a tie with different remainders", () => {
  const nonmonoText = `${head()}allocation per art1 {
  budget call.volume
  amount asked
  at boundary skip per art1
  stage south "Southern bids" per art1 when region = south {
    budget 150.00 EUR
    unfunded go on
  }
  stage north "Northern bids" per art1 when region = north {
    budget left
  }
}
`;
  const nonmono = compile(nonmonoText);
  const nonmonoApps = [app("P", 8, "100.00", "south"), app("Q", 8, "60.00", "south"), app("A", 9, "920.00", "north"), app("B", 7, "30.00", "north"), app("C", 6, "10.00", "north")];
  it("give what its open applications take, the least and the most", () => {
    // north on 900 (P funded): A 920 passed over, B 30 and C 10 funded: 40 awarded. On 940 (Q
    // funded): A 920 and C 10 funded, B passed over: 930. C (10) is decided; A and B take 30 or
    // 920: undecided 30.00 to 920.00 (awarded 10.00, between 40 and 930 in all).
    const r = run(nonmono, "1000.00", nonmonoApps);
    expect(byId(r)).toEqual({ A: "indeterminate:0.00", P: "indeterminate:0.00", Q: "indeterminate:0.00", B: "indeterminate:0.00", C: "funded:10.00" });
    expect(r.totals["main"]!.stages!["north"]).toEqual({ budget: null, awarded: "10.00", undecided: "30.00", undecidedAtMost: "920.00", remaining: null });
  });

  it("the Markdown and the HTML give the range in the stage table (the CSV has no totals)", () => {
    const tmp = mkdtempSync(join(tmpdir(), "allot-mendstage29-"));
    writeFileSync(join(tmp, "nonmono.allot"), nonmonoText);
    writeFileSync(join(tmp, "input.json"), JSON.stringify({ call: { volume: "1000.00" }, applications: nonmonoApps }));
    const cli = resolve("packages/dsl/dist/allot.mjs");
    const out = (format: string) => spawnSync(process.execPath, [cli, "run", "nonmono.allot", "--input", "input.json", "--format", format], { cwd: tmp, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" }, timeout: 60_000 }).stdout;
    expect(out("md")).toContain(`| regime | stage | budget | awarded | undecided | remaining | unused, of the remaining |
|---|---|---|---|---|---|---|
| main | Southern bids | 150.00 | 0.00 |  | indeterminate |  |
| main | Northern bids | indeterminate | 10.00 | 30.00 to 920.00 | indeterminate |  |
`);
    // (amounts with a no-break space before the unit)
    expect(out("html")).toContain(`<tr data-stage="north"><th>Northern bids</th><td class="num">depends on an unresolved tie</td><td class="num">10.00\u00a0EUR</td><td class="num">30.00\u00a0EUR – 920.00\u00a0EUR</td><td class="num">depends on an unresolved tie</td></tr>`);
  });
});
