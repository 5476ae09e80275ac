// The results' reasons in the scheme's language, as `allot run` prints them in every format: the
// engine's own words (a refusal by the budget, a quota, the reserve list) in the catalogue's
// words, the scheme's own reasons as written, English schemes untouched (engine/reasonWords.ts).
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluateTable } from "@allot/runtime";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const allot = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { cwd: repo, encoding: "utf8" });
const seed002 = ["run", "schemes/seed_002/pop3_innovatie.allot", "--input", "schemes/seed_002/data/seed_002.applications.json", "--set", "grensregel=partial"];
const usedUp = "het subsidieplafond is uitgeput door de gedeeltelijke verlening aan N08";

describe("a Dutch scheme's refusals read in Dutch in every format (seed 002, partial)", () => {
  it("json: each refused application's reason, its rule and source as before", () => {
    const r = allot(...seed002, "--no-explain");
    expect(r.status).toBe(0);
    const results = JSON.parse(r.stdout).results as { id: string; reasons: { rule: string; source: string | null; message: string }[] }[];
    for (const id of ["N07", "N10", "N11"]) expect(results.find((x) => x.id === id)!.reasons).toEqual([{ rule: "allocation", source: "awb_4_25", message: usedUp }]);
    // the scheme's own reason, as written
    expect(results.find((x) => x.id === "N12")!.reasons.map((x) => x.message)).toEqual(["Minder dan 22 punten: de aanvraag wordt niet gehonoreerd (lid 4)."]);
    expect(r.stdout).not.toMatch(/the budget was used up/);
  });
  it("csv and md: the reasons column", () => {
    const csv = allot(...seed002, "--format", "csv").stdout.split("\n");
    expect(csv.find((l) => l.includes(",N07,"))).toContain(usedUp);
    const md = allot(...seed002, "--format", "md").stdout;
    expect(md).toContain(`| 9 | N07 | not_funded | not_honoured_ceiling | 28 | 0.00 | ${usedUp} |`);
    expect(md).not.toMatch(/the budget was used up/);
  });
});

describe("the reasons through the runtime's table", () => {
  const body = `call { budget: money(EUR) }
application { id: text unique  score: integer in 0..10  asked: money(EUR) }
criterion c "Score" per art1: weight 1 × score
maximum points 10 per art1
ranking per art1 { by total highest first tiebreak every tie { unresolved } }
allocation per art2 { budget call.budget amount asked at boundary skip }
`;
  const head = (lang: string) => `scheme s "S" { version "1" language ${lang} }
act a "Act" { identifier "X" }
source art1 = a article 1 "ranking"
source art2 = a article 2 "budget"
`;
  const input = { call: { budget: "100.00" }, applications: [9, 8, 7, 6].map((score, k) => ({ id: "ABCD"[k]!, score, asked: k === 0 ? "70.00" : "40.00" })) };
  const words: Record<string, string> = {
    en: "does not fit in the remaining budget; passed over",
    nl: "past niet binnen het resterende subsidieplafond; overgeslagen",
    pl: "nie mieści się w pozostałych środkach; wniosek pominięto",
    de: "passt nicht in die verbleibenden Fördermittel; übersprungen",
  };
  for (const lang of ["en", "nl", "pl", "de"]) {
    it(`${lang}: rows refused alike share one list, worded once`, () => {
      const a = analyze(head(lang) + body);
      expect(a.diagnostics.filter((x) => x.severity === "error")).toEqual([]);
      const { table } = evaluateTable(load(a), input);
      const rows = Array.from({ length: table.length }, (_, j) => j).filter((j) => table.status(j) === "not_funded");
      // A takes 70.00 of 100.00; B, C and D ask 40.00 each of the 30.00 left: each passed over
      expect(rows.map((j) => table.id(j))).toEqual(["B", "C", "D"]);
      const [b, c, d] = rows.map((j) => table.reasons(j));
      expect(c).toBe(b);
      expect(d).toBe(b);
      expect(table.reasons(rows[0]!)).toBe(b);
      expect(b!.map((x) => [x.rule, x.source, x.message])).toEqual([["allocation", "art2", words[lang]]]);
    });
  }
});

describe("a German scheme's refusals read in German in every format (drafted_cargobike)", () => {
  const cargo = ["run", "schemes/drafted_cargobike/lastenrad.allot", "--input", "schemes/drafted_cargobike/data/lastenrad_2027.json"];
  // L04's household already has its one grant (§ 5), and its 1,000 would not fit the 500 left either (review34's G1); L08's price is the scheme's own reason, its value in German numbers
  const capped = "Gruppe „Haushalt: H02“: die Zahl der Zuerkennungen (1) hat die Höchstzahl je Haushalt (1) erreicht; der Antrag passt auch nicht in die verbleibenden Mittel";
  it("json: the engine's reason in German, the scheme's own as written with its value in German numbers", () => {
    const r = allot(...cargo, "--no-explain");
    expect(r.status).toBe(0);
    const results = JSON.parse(r.stdout).results as { id: string; reasons: { rule: string; message: string }[] }[];
    expect(results.find((x) => x.id === "L04")!.reasons.map((x) => x.message)).toEqual([capped]);
    expect(results.find((x) => x.id === "L08")!.reasons.map((x) => x.message)).toEqual(["Der Kaufpreis (999,99 EUR) liegt unter 1.000 Euro."]);
    expect(r.stdout).not.toMatch(/already has|the most per /);
  });
  it("csv: the reasons column", () => {
    const csv = allot(...cargo, "--format", "csv").stdout.split("\n");
    expect(csv.find((l) => l.includes(",L04,"))).toContain(capped);
  });
});

describe("a cell of several reasons (CSV, Markdown)", () => {
  it("joins sentences by a space and other reasons by '; ' (drafted_cargobike, L11)", () => {
    const r = allot("run", "schemes/drafted_cargobike/lastenrad.allot", "--input", "schemes/drafted_cargobike/data/lastenrad_2027.json", "--format", "csv");
    expect(r.status).toBe(0);
    const l11 = r.stdout.split("\n").find((l) => l.includes(",L11,"))!;
    expect(l11).toContain('"Eingegangen am 01.03.2027, 07:59:59,999 Uhr, vor Beginn der Antragsfrist. Das Lastenrad ist nicht fabrikneu."');
    expect(r.stdout).not.toContain(".; ");
  });
});

// review34 Q1, Q2: a quota's figure that cannot be computed (§14.5) is the quota's, cited at the
// quota's source; a negative figure's and a negative amount's words are each catalogue's own
describe("a quota's figure or an amount that cannot be computed, in seven languages", () => {
  const scheme = (lang: string) => `scheme fy "Two financial years" { version "1" language ${lang} }
act g "Guidelines" { identifier "x" }
source s3 = g section 3 "The instalments payable in a financial year must not exceed the funds of that year."
source s4 = g section 4 "Ranking."
source s5 = g section 5 "Quota."
call { funds: money(AUD) fy1_funds: money(AUD) }
application { id: text unique  asked: money(AUD)  fy1: money(AUD) optional  score: integer in 0..10  local: boolean }
criterion merit per s3: score
ranking per s4 { by total highest first  tiebreak every tie per s4 { by id lowest first } }
allocation per s3 {
  budget call.funds
  amount asked
  at boundary skip
  quota fy1q "2027–28 funds" per s5: at most call.fy1_funds of fy1 "2027–28 instalment" when local
}
`;
  const input = { call: { funds: "1000.00", fy1_funds: "100.00" }, applications: [
    { id: "A", asked: "300.00", fy1: "-10.00", score: 9, local: true },
    { id: "B", asked: "300.00", score: 8, local: true },
    { id: "C", asked: "-200.00", fy1: "50.00", score: 7, local: true },
  ] };
  // A: a negative figure; B: the figure's field absent; C: a negative amount
  const words: Record<string, [string, string, string]> = {
    en: [
      "the figure '2027–28 instalment' of the quota '2027–28 funds' cannot be computed: it is negative (-10): no grant draws less than nothing from a quota",
      "the figure '2027–28 instalment' of the quota '2027–28 funds' cannot be computed: the optional field 'fy1' is absent",
      "the amount (asked) cannot be computed: it is negative (-200): no application can be granted less than nothing",
    ],
    fr: [
      "le montant «\u00a02027–28 instalment\u00a0» du quota «\u00a02027–28 funds\u00a0» ne peut être calculé : il est négatif (−10) : aucune aide ne prélève moins que rien sur un quota",
      "le montant «\u00a02027–28 instalment\u00a0» du quota «\u00a02027–28 funds\u00a0» ne peut être calculé : la valeur du champ facultatif «\u00a0fy1\u00a0» n'est pas renseignée",
      "le montant (asked) ne peut être calculé : il est négatif (−200) : aucune demande ne peut se voir accorder moins que rien",
    ],
    nl: [
      "het bedrag ‘2027–28 instalment’ van het deelplafond ‘2027–28 funds’ kan niet worden berekend: het is negatief (−10): geen enkele toekenning neemt minder dan niets af van een deelplafond",
      "het bedrag ‘2027–28 instalment’ van het deelplafond ‘2027–28 funds’ kan niet worden berekend: het optionele veld ‘fy1’ ontbreekt",
      "het bedrag (asked) kan niet worden berekend: het is negatief (−200): aan geen enkele aanvraag kan minder dan niets worden toegekend",
    ],
    pl: [
      "nie można obliczyć kwoty „2027–28 instalment” limitu „2027–28 funds”: jest ujemna (−10): żadne dofinansowanie nie pobiera z limitu mniej niż nic",
      "nie można obliczyć kwoty „2027–28 instalment” limitu „2027–28 funds”: brak wartości opcjonalnego pola „fy1”",
      "nie można obliczyć kwoty (asked): jest ujemna (−200): żadnemu wnioskowi nie można przyznać mniej niż nic",
    ],
    de: [
      "der Betrag „2027–28 instalment“ des Kontingents „2027–28 funds“ kann nicht berechnet werden: er ist negativ (−10): keine Förderung entnimmt einem Kontingent weniger als nichts",
      "der Betrag „2027–28 instalment“ des Kontingents „2027–28 funds“ kann nicht berechnet werden: das optionale Feld „fy1“ fehlt",
      "der Betrag (asked) kann nicht berechnet werden: er ist negativ (−200): keinem Antrag kann weniger als nichts bewilligt werden",
    ],
    es: [
      "no puede calcularse el importe «2027–28 instalment» del cupo «2027–28 funds»: es negativo (−10): ninguna ayuda detrae de un cupo menos que nada",
      "no puede calcularse el importe «2027–28 instalment» del cupo «2027–28 funds»: falta el valor del campo opcional «fy1»",
      "no puede calcularse el importe (asked): es negativo (−200): a ninguna solicitud puede concedérsele menos que nada",
    ],
    pt: [
      "não é possível calcular o montante «2027–28 instalment» da quota «2027–28 funds»: é negativo (−10): nenhum apoio retira a uma quota menos do que nada",
      "não é possível calcular o montante «2027–28 instalment» da quota «2027–28 funds»: falta o valor do campo opcional «fy1»",
      "não é possível calcular o montante (asked): é negativo (−200): a nenhuma candidatura pode ser atribuído menos do que nada",
    ],
  };
  for (const lang of Object.keys(words)) {
    it(`${lang}: the quota's figure named and cited at the quota's source (s5), the amount's at the allocation's (s3)`, () => {
      const dir = mkdtempSync(join(tmpdir(), "allot-q1-"));
      writeFileSync(join(dir, "q.allot"), scheme(lang));
      writeFileSync(join(dir, "in.json"), JSON.stringify(input));
      const r = allot("run", join(dir, "q.allot"), "--input", join(dir, "in.json"), "--format", "json", "--no-explain");
      expect(r.status).toBe(0);
      const results = JSON.parse(r.stdout).results as { id: string; status: string; reasons: { rule: string; source: string | null; message: string }[] }[];
      const [a, b, c] = words[lang]!;
      expect(results.map((x) => [x.id, x.status, x.reasons])).toEqual([
        ["A", "ineligible", [{ rule: "allocation", source: "s5", message: a }]],
        ["B", "ineligible", [{ rule: "allocation", source: "s5", message: b }]],
        ["C", "ineligible", [{ rule: "allocation", source: "s3", message: c }]],
      ]);
      expect(r.stdout).not.toMatch(lang === "en" ? /ordering key/ : /less than nothing|ordering key|cannot be computed/);
    });
  }
});
