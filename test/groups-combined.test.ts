// Groups combined with the constructs the checker refused before (language reference §14.12):
// quotas counted over a group's members, and the group column of the CSV and Markdown results.
// Each case is worked by hand in its comments.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { SelectionResult } from "@allot/runtime";
import { preamble } from "./support/scheme.js";
import { allocationScheme, allocationStep, explained, rows, togetherProRata } from "./support/allocation.js";

const cli = join(resolve(__dirname, ".."), "packages/dsl/dist/allot.mjs");

/** A scheme ranking by points (id breaks ties), a quota on SMEs and a group by consortium. */
function scheme(group: string, boundary: string): string {
  return allocationScheme({
    head: `${preamble("Groups and quotas")}source art2 = law article 2 """
  Grants to small and medium-sized enterprises together do not exceed 50 EUR.
  """
`,
    call: "budget: money(EUR)",
    fields: "consortium: text  sme: boolean  points: integer in 0..10  asked: money(EUR)",
    boundary: `${boundary} per art1`,
    body: `  quota sme "SME share" per art2: at most 50 EUR when sme\n  ${group}\n`,
  });
}

interface App {
  id: string;
  consortium: string;
  sme: boolean;
  points: number;
  asked: string;
}

const apps: App[] = [
  { id: "A1", consortium: "C1", sme: true, points: 9, asked: "30.00" },
  { id: "A2", consortium: "C1", sme: false, points: 8, asked: "20.00" },
  { id: "B1", consortium: "C2", sme: true, points: 7, asked: "25.00" },
  { id: "B2", consortium: "C2", sme: true, points: 6, asked: "10.00" },
  { id: "D1", consortium: "C3", sme: true, points: 5, asked: "15.00" },
  { id: "E1", consortium: "C4", sme: false, points: 4, asked: "20.00" },
];

function run(text: string, budget: string, applications: App[] = apps): SelectionResult {
  return explained(text, { budget }, applications);
}

describe("groups with quotas", () => {
  it("a consortium funded together is charged its members' SME amounts and refused whole past the quota", () => {
    // budget 100, skip, quota SME 50. Units in ranking order: C1 (A1, A2), C2 (B1, B2), C3 (D1), C4 (E1).
    // C1 asks 30 + 20 = 50 ≤ 100; its SME members ask 30 (A1) ≤ 50: funded; budget 50, quota 20.
    // C2 asks 25 + 10 = 35 ≤ 50, but its SME members ask 25 + 10 = 35 > 20: refused whole (B2's 10
    //   alone would fit the quota, but the consortium is funded together or not at all).
    // C3: D1 15 SME ≤ 20: funded; budget 35, quota 5.  C4: E1 20, not SME: funded; budget 15.
    // awarded 30 + 20 + 15 + 20 = 85; remaining 15; SME awarded 30 + 15 = 45.
    const r = run(scheme(`group by consortium "Consortium" per art1 {\n    together\n  }`, "skip"), "100.00");
    expect(rows(r)).toEqual(["A1:funded:30.00", "A2:funded:20.00", "B1:not_funded:0.00", "B2:not_funded:0.00", "D1:funded:15.00", "E1:funded:20.00"]);
    expect(r.totals["main"]!.awarded).toBe("85.00");
    expect(r.totals["main"]!.remaining).toBe("15.00");
    expect(r.totals["main"]!.quotas).toEqual({ sme: { limit: "50.00", awarded: "45.00" } });
    expect(allocationStep(r, "B2")).toBe(
      "Not funded (10.00 EUR asked): the quota 'SME share' has 20.00 EUR left, less than the 35.00 EUR its members in it ask together, refused with its Consortium 'C2' (B1 25.00 EUR, B2 10.00 EUR; together 35.00 EUR) (the budget remaining before: 50.00 EUR).",
    );
    // the refusal cites the quota's provision, not the allocation's
    expect(r.results.find((x) => x.id === "B1")!.reasons.map((x) => `${x.rule}:${x.source}`)).toEqual(["sme:art2"]);
  });

  it("members walked one by one meet the quota as applications on their own do, and the group's cap as well", () => {
    // budget 100, skip, quota SME 50, at most 40 EUR per consortium (not together).
    // A1 30 SME: cap C1 40 → 10 left, quota → 20, budget → 70.
    // A2 20: 20 > 10 left of C1's cap: refused by the cap.
    // B1 25 SME: 25 > 20 left of the quota: refused by the quota.
    // B2 10 SME: cap C2 40 fits, quota 20 fits: funded; quota 10, budget 60.
    // D1 15 SME: 15 > 10 left of the quota: refused.  E1 20: funded; budget 40.
    // awarded 30 + 10 + 20 = 60; remaining 40; SME awarded 40.
    const r = run(scheme(`group by consortium "Consortium" per art1 {\n    at most 40 EUR per art1\n  }`, "skip"), "100.00");
    expect(rows(r)).toEqual(["A1:funded:30.00", "A2:not_funded:0.00", "B1:not_funded:0.00", "B2:funded:10.00", "D1:not_funded:0.00", "E1:funded:20.00"]);
    expect(r.totals["main"]!.remaining).toBe("40.00");
    expect(r.totals["main"]!.quotas).toEqual({ sme: { limit: "50.00", awarded: "40.00" } });
    expect(r.totals["main"]!.groups!["C1"]).toEqual({ limit: "40.00", awarded: "30.00", funded: 1, members: 2 });
    expect(allocationStep(r, "D1")).toBe("Not funded (15.00 EUR asked): the quota 'SME share' has 10.00 EUR left, less than the 15.00 EUR asked (the budget remaining before: 60.00 EUR).");
    expect(allocationStep(r, "A2")).toBe("Not funded (20.00 EUR asked): Consortium 'C1' has 10.00 EUR left of its cap of 40.00 EUR, less than the 20.00 EUR asked (remaining before: 70.00 EUR).");
  });

  it("a consortium that fits the quota but straddles the budget shares what is left; the quota is charged the shares", () => {
    // budget 60, partial, quota SME 50, together, pro rata rounded down to 0.01, largest remainder.
    // C1 50 (SME 30 ≤ 50): funded; budget 10, quota 20.
    // C2 35 (SME 35 > 20): refused whole by the quota; the walk goes on.
    // C3 D1 15 SME (≤ 20): 15 > 10 left: a group of one is granted the 10 left in part; stop.
    // SME awarded 30 + 10 = 40; E1 not funded (the budget was used up).
    const group = togetherProRata("Consortium");
    const r = run(scheme(group, "partial"), "60.00");
    expect(rows(r)).toEqual(["A1:funded:30.00", "A2:funded:20.00", "B1:not_funded:0.00", "B2:not_funded:0.00", "D1:partially_funded:10.00", "E1:not_funded:0.00"]);
    expect(r.totals["main"]!.quotas).toEqual({ sme: { limit: "50.00", awarded: "40.00" } });
    expect(r.totals["main"]!.remaining).toBe("0.00");
  });
});

/** A scheme with a tie-break scope that follows the walk: the tie broken by earlier submission. */
function scoped(scope: string, group: string, boundary: string): string {
  return allocationScheme({
    head: preamble("Groups and tie-break scopes"),
    call: "budget: money(EUR)",
    fields: "consortium: text  points: integer in 0..10  submitted: integer  asked: money(EUR)",
    scope,
    tiebreak: "by submitted lowest first per art1",
    boundary: `${boundary} per art1`,
    body: `  ${group}\n`,
  });
}

interface Scoped {
  id: string;
  consortium: string;
  points: number;
  submitted: number;
  asked: string;
}

function runScoped(text: string, budget: string, applications: Scoped[]): SelectionResult {
  return explained(text, { budget }, applications);
}

const byId = (r: SelectionResult): string[] => [...r.results].sort((a, b) => (a.id < b.id ? -1 : 1)).map((x) => `${x.id}:${x.position}:${x.status}:${x.amount}`);

describe("groups with a tie-break scope that follows the walk", () => {
  const together = `group by consortium "Consortium" per art1 {\n    together\n  }`;
  const apps: Scoped[] = [
    { id: "A1", consortium: "C1", points: 9, submitted: 5, asked: "40.00" },
    { id: "G1", consortium: "C6", points: 9, submitted: 6, asked: "10.00" },
    { id: "B1", consortium: "C2", points: 5, submitted: 2, asked: "30.00" },
    { id: "B2", consortium: "C2", points: 2, submitted: 7, asked: "10.00" },
    { id: "D1", consortium: "C3", points: 5, submitted: 1, asked: "30.00" },
    { id: "E1", consortium: "C4", points: 3, submitted: 3, asked: "10.00" },
    { id: "F1", consortium: "C5", points: 3, submitted: 4, asked: "10.00" },
  ];

  it("at boundary: the tie of consortia is tested on what the consortia ask together", () => {
    // budget 110, stop, together.
    // 9 points: C1 (A1 40) and C6 (G1 10) tied: 50 ≤ 110, the tie does not straddle: not broken
    //   (A1 and G1 share position 1), both funded; 60 left.
    // 5 points: C2 (B1 30, and B2 10 ranked later: the consortium asks 40) and C3 (D1 30) tied:
    //   40 + 30 = 70 > 60 > 0: the tie straddles and is broken by submission: D1 (1) before B1 (2).
    //   (On the applications alone, B1 30 + D1 30 = 60 ≤ 60 would not straddle, and both orders
    //   would leave the outcome open.)
    //   C3 30 fits: 30 left. C2 40 > 30: stop; B1 and B2 not funded.
    // 3 points: E1 and F1 tied after the stop: not broken, position 5, not funded. B2: position 7.
    const r = runScoped(scoped("at boundary", together, "stop"), "110.00", apps);
    expect(byId(r)).toEqual(["A1:1:funded:40.00", "B1:4:not_funded:0.00", "B2:7:not_funded:0.00", "D1:3:funded:30.00", "E1:5:not_funded:0.00", "F1:5:not_funded:0.00", "G1:1:funded:10.00"]);
    expect(r.totals["main"]!.remaining).toBe("30.00");
    expect(r.ties.filter((t) => t.decisive)).toEqual([]);
    // the explanation gives the test on the consortia: C2 whole (40) and C3 (30) against 60 (and, notice24, the chain step that placed D1 in it)
    const ranking = (id: string): string[] => r.results.find((x) => x.id === id)!.explanation.filter((s) => s.step === "ranking").map((s) => s.text);
    expect(ranking("D1")[0]).toBe("Position 3 (total points: 5). It was tied on the ranking with others; the budget falls inside their tie (60.00 EUR left before them, 70.00 EUR asked together), so the tie-break chain ordered them, decided by submitted (lowest first).");
    expect(ranking("A1")[0]).toBe("Position 1 (total points: 9; tied with G1). Their tie is not broken: it does not straddle the budget (110.00 EUR left before them, 50.00 EUR asked together), so all share this position.");
  });

  it("at boundary and after: every tie from the straddling one onward is broken", () => {
    // as above, under skip: C3 30 fits (30 left); C2 40 > 30 passed over; E1 10 fits (20 left),
    // F1 10 fits (10 left). The tie of E1 and F1 (20 ≤ 30) does not straddle, but comes after the
    // one that did: broken, E1 (3) at 5, F1 (4) at 6.
    const r = runScoped(scoped("at boundary and after", together, "skip"), "110.00", apps);
    expect(byId(r)).toEqual(["A1:1:funded:40.00", "B1:4:not_funded:0.00", "B2:7:not_funded:0.00", "D1:3:funded:30.00", "E1:5:funded:10.00", "F1:6:funded:10.00", "G1:1:funded:10.00"]);
    expect(r.totals["main"]!.remaining).toBe("10.00");
  });

  it("when decisive: a tie that a cap per group decides is broken; one that decides nothing is not", () => {
    // budget 100, skip, at most 1 grant per consortium, members walked one by one.
    // 5 points: X1 (submitted 2) and X2 (submitted 1) of consortium X, 20 each: 40 ≤ 100, no
    //   straddle, but the order decides which of them takes X's one grant: decisive, broken by
    //   submission: X2 funded (80 left), X1 refused by the cap.
    // 3 points: Y1 and Z1 of two consortia, 10 each: both fit in either order: not broken, both
    //   funded at position 3; 60 left.
    const capped = `group by consortium "Consortium" per art1 {\n    at most 1 grants per art1\n  }`;
    const two: Scoped[] = [
      { id: "X1", consortium: "X", points: 5, submitted: 2, asked: "20.00" },
      { id: "X2", consortium: "X", points: 5, submitted: 1, asked: "20.00" },
      { id: "Y1", consortium: "Y", points: 3, submitted: 3, asked: "10.00" },
      { id: "Z1", consortium: "Z", points: 3, submitted: 4, asked: "10.00" },
    ];
    const r = runScoped(scoped("when decisive", capped, "skip"), "100.00", two);
    expect(byId(r)).toEqual(["X1:2:not_funded:0.00", "X2:1:funded:20.00", "Y1:3:funded:10.00", "Z1:3:funded:10.00"]);
    expect(r.totals["main"]!.remaining).toBe("60.00");
    // at boundary the same tie does not straddle the budget, is left whole, and the cap makes
    // both members' outcomes depend on its order
    const b = runScoped(scoped("at boundary", capped, "skip"), "100.00", two);
    expect(byId(b)).toEqual(["X1:1:indeterminate:0.00", "X2:1:indeterminate:0.00", "Y1:3:funded:10.00", "Z1:3:funded:10.00"]);
  });
});

describe("groups in the CSV and Markdown results (allot run)", () => {
  it("each row's group after its id; the Markdown gives the capped groups' totals", () => {
    // budget 100, skip, cap 50 EUR per consortium, members one by one.
    // X1 30: cap X 20 left, 70 left. X2 30 > 20: refused by the cap. Y1 40: 30 left.
    const dir = mkdtempSync(join(tmpdir(), "allot-groups-"));
    const text = allocationScheme({
      head: preamble("Capped consortia"),
      call: "budget: money(EUR)",
      fields: "consortium: text  points: integer in 0..10  asked: money(EUR)",
      boundary: "skip per art1",
      body: "  group by consortium per art1 {\n    at most 50 EUR per art1\n  }\n",
    });
    writeFileSync(join(dir, "s.allot"), text);
    const input = {
      call: { budget: "100.00" },
      applications: [
        { id: "X1", consortium: "X", points: 9, asked: "30.00" },
        { id: "X2", consortium: "X", points: 8, asked: "30.00" },
        { id: "Y1", consortium: "Y", points: 7, asked: "40.00" },
      ],
    };
    writeFileSync(join(dir, "in.json"), JSON.stringify(input));
    const allot = (format: string): string => {
      const r = spawnSync(process.execPath, [cli, "run", join(dir, "s.allot"), "--input", join(dir, "in.json"), "--format", format], { encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
      expect(r.status, r.stderr).toBe(0);
      return r.stdout;
    };
    expect(allot("csv")).toBe(
      [
        "position,id,group,status,label,points,amount,reasons",
        "1,X1,X,funded,,9,30.00,",
        // the reason holds a comma: quoted (RFC 4180)
        `2,X2,X,not_funded,,8,0.00,"group 'X' has 20.00 EUR left of its cap of 50.00 EUR, less than the 30.00 EUR asked"`,
        "3,Y1,Y,funded,,7,40.00,",
        "",
      ].join("\n"),
    );
    const md = allot("md");
    expect(md).toContain("| position | id | group | status | label | points | amount | reasons |\n");
    expect(md).toContain("| 2 | X2 | X | not_funded |  | 8 | 0.00 | group 'X' has 20.00 EUR left of its cap of 50.00 EUR, less than the 30.00 EUR asked |\n");
    expect(md).toContain("## Capped groups\n\n| regime | group | cap | most grants | awarded | funded | members |\n|---|---|---|---|---|---|---|\n| main | X | 50.00 |  | 30.00 | 1 | 2 |\n| main | Y | 50.00 |  | 40.00 | 1 | 1 |\n");
    // an allocation without groups keeps the columns it had
    const plain = text.replace(/  group by consortium per art1 \{\n    at most 50 EUR per art1\n  \}\n/, "");
    writeFileSync(join(dir, "s.allot"), plain);
    expect(allot("csv").split("\n")[0]).toBe("position,id,status,label,points,amount,reasons");
    expect(allot("md")).not.toContain("Capped groups");
  });
});

describe("a member's explanation names its group, the members' requests and the group's total, in Polish and Dutch", () => {
  const text = (language: string): string =>
    allocationScheme({
      head: preamble("Consortia").replace('version "1"', `version "1"\n  language ${language}`),
      call: "budget: money(EUR)",
      fields: "consortium: text  points: integer in 0..10  asked: money(EUR)",
      rules: 'eligibility per art1 {\n  rule small "Small": asked <= 50 EUR\n}\n',
      boundary: "partial per art1",
      body: `  ${togetherProRata("Konsorcjum")}\n`,
    });
  // budget 100, partial, together. C4 (F1 20, F2 70 > 50: not eligible) is refused whole.
  // C1 = 30 + 20 = 50 fits (50 left). C2 = 40 + 20 = 60 > 50: shares the 50 left,
  // B2: 20 × 50 / 60 = 16.666… → 16.66, the leftover cent to the largest remainder → 16.67.
  // C3 (D1 10): the budget was used up by C2's shared grant.
  const apps = [
    { id: "F1", consortium: "C4", points: 10, asked: "20.00" },
    { id: "A1", consortium: "C1", points: 9, asked: "30.00" },
    { id: "A2", consortium: "C1", points: 8, asked: "20.00" },
    { id: "B1", consortium: "C2", points: 7, asked: "40.00" },
    { id: "B2", consortium: "C2", points: 6, asked: "20.00" },
    { id: "D1", consortium: "C3", points: 5, asked: "10.00" },
    { id: "F2", consortium: "C4", points: 1, asked: "70.00" },
  ];
  const explain = (language: string, id: string): string => {
    return allocationStep(explained(text(language), { budget: "100.00" }, apps), id);
  };

  it("Polish", () => {
    expect(explain("pl", "A2")).toBe("Przyznano 20,00 EUR: mieści się w pozostałych środkach, razem z całą grupą „Konsorcjum: C1” (A1 30,00 EUR, A2 20,00 EUR; łącznie 50,00 EUR) (środki pozostałe przed grupą: 100,00 EUR).");
    expect(explain("pl", "B2")).toBe(
      "Przyznano proporcjonalnie 16,67 EUR z wnioskowanych 20,00 EUR: grupa „Konsorcjum: C2” przekracza granicę budżetu i otrzymuje pozostałe środki, 50,00 EUR, podzielone między członków grupy (B1 40,00 EUR, B2 20,00 EUR; łącznie 60,00 EUR): wyliczenie: 20,00 EUR × współczynnik redukcji (budżet 50,00 EUR / suma 60,00 EUR), zaokrąglone w dół do 0,01 EUR, powiększone o 0,01 EUR z tego, co pozostało po zaokrągleniu, dla największych reszt.",
    );
    expect(explain("pl", "D1")).toBe("Nie przyznano dofinansowania (wnioskowano o 10,00 EUR): budżet wyczerpało dofinansowanie podzielone między członków grupy „Konsorcjum: C2” (środki pozostałe przed tym wnioskiem: 0,00 EUR).");
    expect(explain("pl", "F1")).toBe(
      "Nie przyznano dofinansowania (wnioskowano o 20,00 EUR): odrzucono razem z grupą „Konsorcjum: C4”, która otrzymuje dofinansowanie w całości albo wcale: jej członek F2 nie spełnia warunków (niespełniony warunek: asked <= 50 EUR) (środki pozostałe przed tym wnioskiem: 100,00 EUR).",
    );
  });

  it("Dutch", () => {
    expect(explain("nl", "A2")).toBe("Verleend: 20,00 EUR: past binnen het resterende subsidieplafond, samen met de hele groep ‘Konsorcjum: C1’ (A1 30,00 EUR, A2 20,00 EUR; samen 50,00 EUR) (resterend vóór de groep: 100,00 EUR).");
    expect(explain("nl", "F1")).toBe("Niet verleend (20,00 EUR gevraagd): afgewezen samen met de groep ‘Konsorcjum: C4’, die alleen als geheel subsidie krijgt: haar lid F2 komt niet in aanmerking (niet voldaan: asked <= 50 EUR) (resterend vóór deze aanvraag: 100,00 EUR).");
  });
});
