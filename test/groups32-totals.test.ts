// Several groups in one allocation, each published (docs/language.md §14.12 "Several groups",
// groups32): every group's totals (`totals.byGroup`), every group's key per row (`groups`), each
// group's computed cap in the trace named by its group, the last group joined with "and", and the
// CSV, Markdown, JSON and HTML outputs of the CLI. Worked by hand on schemes/drafted_nofo (NOFO
// 2.3's one award per applicant beside the appropriation's 15 percent per State) and on "at most 2
// projects per municipality and at most 30 % of the budget per region".
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { Ajv } from "ajv";
import { resultSchemas } from "../packages/server/src/result-schema.js";
import { preamble, resultOf as row, runScheme as run } from "./support/scheme";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const nofo = join(repo, "schemes/drafted_nofo/resilience_nofo.allot");
const nofoData = join(repo, "schemes/drafted_nofo/data/fy2027_applications.json");
const allot = (...args: string[]): string => {
  const r = spawnSync(process.execPath, [cli, ...args], { encoding: "utf8", timeout: 120_000, env: { ...process.env, NO_COLOR: "1" } });
  expect(r.stderr).toBe("");
  return r.stdout;
};

const muni = (language?: string) => `${preamble("Municipal projects", language)}call {
  budget: money(EUR)
}
application {
  id: text unique
  municipality: text
  region: text
  score: integer in 0..100
  asked: money(EUR)
}
criterion quality per art1: score
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 { by id lowest first }
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip per art1
  group by municipality "Municipality" per art1 {
    at most 2 grants per art1
  }
  group by region "Region" per art1 {
    at most 30% × call.budget per art1
  }
}
`;
const app = (id: string, municipality: string, region: string, score: number, asked: string) => ({ id, municipality, region, score, asked });
// 1000.00 EUR; a region at most 30% = 300.00; a municipality at most 2 grants. Walk by score:
// M1 (Aa, North, 150) funded: Aa 1 of 2, North 150 of 300. M2 (Aa, North, 100) funded: Aa 2 of 2,
// North 250. M3 (Aa, South, 50): Aa has its 2 grants, refused by the municipality alone. M4 (Bb,
// North, 100): North has 50 left, refused by the region. M5 (Bb, North, 50) funded: North 300 of
// 300, Bb 1. M6 (Cc, South, 300) funded: South 300 of 300. M7 (Cc, South, 10): South has 0 left.
// Awarded 150 + 100 + 50 + 300 = 600, 400 left. Municipality: Aa 250 (2 funded of 3 walked), Bb
// 50 (1 of 2), Cc 300 (1 of 2). Region: North 300 (M1, M2, M5 of 4), South 300 (M6 of 3).
const apps = [app("M1", "Aa", "North", 90, "150.00"), app("M2", "Aa", "North", 85, "100.00"), app("M3", "Aa", "South", 80, "50.00"), app("M4", "Bb", "North", 75, "100.00"), app("M5", "Bb", "North", 70, "50.00"), app("M6", "Cc", "South", 65, "300.00"), app("M7", "Cc", "South", 60, "10.00")];
const input = { call: { budget: "1000.00" }, applications: apps };
const allocation = (r: { explanation: readonly { step: string; text: string }[] }) => r.explanation.filter((s) => s.step === "allocation").map((s) => s.text);

describe("municipality and region: each group's totals and keys", () => {
  const r = run(muni(), input);
  it("the outcomes and the budget's totals", () => {
    expect(Object.fromEntries(r.results.map((x) => [x.id, `${x.status} ${x.amount}`]))).toEqual({ M1: "funded 150.00", M2: "funded 100.00", M3: "not_funded 0.00", M4: "not_funded 0.00", M5: "funded 50.00", M6: "funded 300.00", M7: "not_funded 0.00" });
    const t = r.totals["main"]!;
    expect([t.awarded, t.remaining]).toEqual(["600.00", "400.00"]);
  });
  it("every capped group's totals, by the group's title; `groups` stays the first's", () => {
    const t = r.totals["main"]!;
    const municipality = { Aa: { grants: 2, awarded: "250.00", funded: 2, members: 3 }, Bb: { grants: 2, awarded: "50.00", funded: 1, members: 2 }, Cc: { grants: 2, awarded: "300.00", funded: 1, members: 2 } };
    expect(t.groups).toEqual(municipality);
    expect(t.byGroup).toEqual({ Municipality: municipality, Region: { North: { limit: "300.00", awarded: "300.00", funded: 3, members: 4 }, South: { limit: "300.00", awarded: "300.00", funded: 1, members: 3 } } });
    expect(Object.keys(t.byGroup!)).toEqual(["Municipality", "Region"]);
  });
  it("each row: `group` the first group's key, `groups` every group's", () => {
    expect([row(r, "M3").group, row(r, "M3").groups]).toEqual(["Aa", { Municipality: "Aa", Region: "South" }]);
  });
  it("a funded row names each group, the last joined with 'and'; the region's computed cap named by its group", () => {
    expect(allocation(row(r, "M5"))).toEqual([
      "Funded 50.00 EUR: fits in the remaining budget, as a member of Municipality 'Bb', which now holds 1 grant of the 2 it may have, and as a member of Region 'North', which now holds 300.00 EUR of its cap of 300.00 EUR (remaining before: 750.00 EUR). Its group's cap (Region 'North'): 300.00 EUR (30% × call.budget; call.budget: 1000.00 EUR).",
    ]);
    expect(allocation(row(r, "M3"))).toEqual(["Not funded (50.00 EUR asked): Municipality 'Aa' already has 2 grants, the most per Municipality (2) (remaining before: 750.00 EUR)."]);
  });
  it("one group alone keeps its words, its totals and no `groups` or `byGroup`", () => {
    const one = run(muni().replace(/  group by region[^}]*}\n/, ""), input);
    expect([one.totals["main"]!.byGroup, row(one, "M1").groups, allocation(row(one, "M1"))]).toEqual([undefined, undefined, ["Funded 150.00 EUR: fits in the remaining budget, as a member of Municipality 'Aa', which now holds 1 grant of the 2 it may have (remaining before: 1000.00 EUR)."]]);
  });
  it("the funded row's words in Dutch, Polish, German, Spanish and French: the last group joined with each language's 'and'", () => {
    const words = (l: string) => allocation(row(run(muni(l), input), "M5"))[0];
    expect(Object.fromEntries(["nl", "pl", "de", "es", "fr"].map((l) => [l, words(l)]))).toEqual(WORDS);
  });
});

const WORDS = {
  nl: "Verleend: 50,00 EUR: past binnen het resterende subsidieplafond, als lid van de groep ‘Municipality: Bb’ (de groep heeft nu 1 van de 2 toegestane subsidies) en als lid van de groep ‘Region: North’ (de groep heeft nu 300,00 EUR van haar plafond van 300,00 EUR) (resterend vóór deze aanvraag: 750,00 EUR). Het maximum van de groep (‘Region: North’): 300,00 EUR (30% × call.budget; call.budget: 1.000,00 EUR).",
  pl: "Przyznano 50,00 EUR: mieści się w pozostałych środkach, jako członek grupy „Municipality: Bb” (grupa ma teraz 1 z 2 dozwolonych dofinansowań) i jako członek grupy „Region: North” (grupa ma teraz 300,00 EUR z limitu 300,00 EUR) (środki pozostałe przed tym wnioskiem: 750,00 EUR). Limit grupy („Region: North”): 300,00 EUR (30% × call.budget; call.budget: 1000,00 EUR).",
  de: "50,00 EUR bewilligt: passt in die verbleibenden Fördermittel, als Mitglied der Gruppe „Municipality: Bb“ (damit ist nun 1 von 2 zulässigen Förderungen in Anspruch genommen) und als Mitglied der Gruppe „Region: North“ (damit sind nun 300,00 EUR der Obergrenze von 300,00 EUR in Anspruch genommen) (verbleibend vor diesem Antrag: 750,00 EUR). Die Obergrenze der Gruppe („Region: North“): 300,00 EUR (30% × call.budget; call.budget: 1.000,00 EUR).",
  es: "Concedida por importe de 50,00 EUR: cabe en el crédito restante, como miembro del grupo «Municipality: Bb» (el grupo tiene ahora 1 de 2 subvenciones permitidas) y como miembro del grupo «Region: North» (el grupo tiene ahora 300,00 EUR de su límite de 300,00 EUR) (restante antes de esta solicitud: 750,00 EUR). El límite de su grupo («Region: North»): 300,00 EUR (30% × call.budget; call.budget: 1.000,00 EUR).",
  fr: "Accordée : 50,00\u00a0€ ; entre dans la limite des crédits restants, en tant que membre du groupe «\u00a0Municipality : Bb\u00a0» (le groupe détient désormais 1 sur 2 aides permises) et en tant que membre du groupe «\u00a0Region : North\u00a0» (le groupe détient désormais 300,00\u00a0€ de son plafond de 300,00\u00a0€) (crédits restants avant cette demande : 750,00\u00a0€). Le plafond de son groupe (Region «\u00a0North\u00a0») : 300,00\u00a0€ (30% × call.budget ; call.budget : 1\u202f000,00\u00a0€).",
};

describe("drafted_nofo through the CLI: each State's 15 % and each applicant's one award", () => {
  it("JSON: the State's and the applicant's totals, worked by hand", () => {
    const t = JSON.parse(allot("run", nofo, "--input", nofoData, "--format", "json")).totals.main;
    const state = (awarded: string, funded: number, members: number) => ({ limit: "750000.00", awarded, funded, members });
    const applicant = (awarded: string, funded: number, members = 1) => ({ grants: 1, awarded, funded, members });
    // funded: A01 OH 700,000, A02 AZ 600,000, A06 KY 700,000, A05 WV 400,000, A12 GA, A13 MI 750,000 each, A15 TX 400,000, A16 WA 300,000, A17 NJ 250,000;
    // refused: A03 OH, A04 PA, A07 KY by their State, A14 NM by its applicant (the Navajo Nation has A02's award)
    expect(t.byGroup).toEqual({
      State: { AZ: state("600000.00", 1, 1), GA: state("750000.00", 1, 1), KY: state("700000.00", 1, 2), MI: state("750000.00", 1, 1), NJ: state("250000.00", 1, 1), NM: state("0.00", 0, 1), OH: state("700000.00", 1, 2), PA: state("0.00", 0, 1), TX: state("400000.00", 1, 1), WA: state("300000.00", 1, 1), WV: state("400000.00", 1, 1) },
      Applicant: {
        "City of Albany": applicant("750000.00", 1), "City of Athens": applicant("700000.00", 1), "City of Camden": applicant("250000.00", 1), "City of Flint": applicant("750000.00", 1), "City of Hazard": applicant("700000.00", 1), "City of Laredo": applicant("400000.00", 1), "City of Yakima": applicant("300000.00", 1),
        "City of Zanesville": applicant("0.00", 0), "Commonwealth of Pennsylvania": applicant("0.00", 0), "Lexington-Fayette Urban County": applicant("0.00", 0), "McDowell County": applicant("400000.00", 1), "Navajo Nation": applicant("600000.00", 1, 2),
      },
    });
    expect(t.awarded).toBe("4850000.00");
  });
  it("the result's schema describes `byGroup` and `groups` (an application's and the totals')", () => {
    const out = JSON.parse(allot("run", nofo, "--input", nofoData, "--format", "json"));
    const ajv = new Ajv({ strict: false, allErrors: true });
    ajv.addSchema({ $id: "allot-result", components: { schemas: resultSchemas } });
    const app = ajv.compile({ $ref: "allot-result#/components/schemas/ApplicationResult" });
    const a14 = out.results.find((x: { id: string }) => x.id === "A14");
    expect(a14.groups).toEqual({ State: "NM", Applicant: "Navajo Nation" });
    expect(app(a14), ajv.errorsText(app.errors)).toBe(true);
    const totals = ajv.compile({ $ref: "allot-result#/components/schemas/BudgetTotals" });
    expect(totals(out.totals.main), ajv.errorsText(totals.errors)).toBe(true);
    expect(totals({ ...out.totals.main, byGroup: { State: { NM: { limit: "750000.00" } } } })).toBe(false);
  });
  it("CSV: a column of each further group's key after `group`", () => {
    const lines = allot("run", nofo, "--input", nofoData, "--format", "csv", "--no-explain").split("\n");
    expect(lines[0]).toBe("position,id,group,group_applicant,status,label,points,amount,reasons");
    expect(lines.filter((l) => /^\d+,A(02|14),/.test(l))).toEqual([
      "2,A02,AZ,Navajo Nation,funded,selected for award,89.4,600000.00,",
      "10,A14,NM,Navajo Nation,not_funded,not selected,76,0.00,\"Applicant 'Navajo Nation' already has 1 grant, the most per Applicant (1)\"",
    ]);
  });
  it("Markdown: the capped groups of both, each key named with its group", () => {
    const md = allot("run", nofo, "--input", nofoData, "--format", "md", "--no-explain");
    expect(md).toContain("| position | id | group | group_applicant | status |");
    expect(md).toContain("| main | State 'NM' | 750000.00 |  | 0.00 | 0 | 1 |\n");
    expect(md).toContain("| main | Applicant 'Navajo Nation' |  | 1 | 600000.00 | 1 | 2 |\n");
  });
  it("HTML: a table of each group's totals headed by its name, each row's keys named by their groups", () => {
    const html = allot("run", nofo, "--input", nofoData, "--format", "html");
    expect(html.match(/<table class="totals groups"[^>]*><tr><th>[^<]*/g)).toEqual(['<table class="totals groups" data-groups="State"><tr><th>State', '<table class="totals groups" data-groups="Applicant"><tr><th>Applicant']);
    expect(html).toContain('<span class="group" data-group="NM" data-groups="State">State: NM</span> <span class="group" data-group="Navajo Nation" data-groups="Applicant">Applicant: Navajo Nation</span> ');
  });
});
