// No English inside Polish, Dutch, German, Spanish, French and Portuguese explanations (issue 19): every step of every trace is
// rendered again by the Polish, the Dutch, the German and the Spanish catalogue, and any text the engine recorded in
// English that a catalogue has no words for — a sentence a hook gave as written, a reason no
// phrase knows, a formula without its form — is listed (`renderChecked`, narration/catalogue.ts).
// The check covers every seed scheme test (whatever language the seed declares, every language),
// and synthetic schemes, one declaring each of pl, nl, de and es, that reach the newer sentences: stages, a
// reservation, admission, groups (together, a cap, pro rata within the straddling one), first
// come with a draw per day and the refusal after the ceiling, a tie-break key absent, a greedy
// step, aggregates over peers, a regime given another's leftover, an invalid record set aside.
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { discoverTests } from "../packages/dsl/src/testing/schemeTests.js";
import { compiledTest } from "./support/schemeTest.js";
import { compile } from "../packages/runtime/test/support/generated.js";
import { untranslated } from "./support/untranslated.js";
import { allocationScheme, togetherProRata } from "./support/allocation.js";

const repo = resolve(__dirname, "..");

const head = (language: string, title: string) => `scheme t "${title}" {
  version "1"
  language ${language}
}
act law "Regeling" {
  identifier "L"
}
source art1 = law article 1 """
  X.
  """
`;

/** Synthetic schemes (each declared in `language`), with a call and applications that reach their sentences. */
function cases(language: string): { name: string; text: string; input: { call: unknown; applications: unknown[] }; invalid?: boolean }[] {
  const h = head(language, "Synthetic");
  const ranked = `criterion p "Punkty" per art1: application.points
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first per art1 } }
`;
  const fields5 = "points: integer in 0..10  asked: money(EUR)  region: enum { south, north }  small: boolean";
  /** the five applications' scheme, allocating `call.volume` by the allocation's further lines */
  const onVolume = (call: string, boundary: string, body: string) => allocationScheme({ head: h, call, fields: fields5, ranked, budget: "call.volume", boundary, body });
  const apps5 = ["A9", "B8", "C7", "D6", "E4"].map((x, k) => ({ id: x[0]!, points: Number(x[1]), asked: "100.00", region: k % 2 ? "south" : "north", small: k === 1 }));
  return [
    {
      name: "stages, a stage that stays out, a stage nobody reaches",
      text: onVolume("volume: money(EUR)", "skip per art1", `  stage south "Południe" per art1 when region = south {
    budget 15% × call.volume
    unfunded stay out
  }
  stage north "Północ" per art1 when region = north {
    budget left
  }
`),
      input: { call: { volume: "250.00" }, applications: apps5 },
    },
    {
      name: "a reservation, unused returning",
      text: onVolume("volume: money(EUR)", "stop per art1", '  reserve sme "Małe firmy" per art1: at least 30% × call.volume when small, unused returns\n'),
      input: { call: { volume: "250.00" }, applications: apps5 },
    },
    {
      name: "admission by count and by amount, with a threshold",
      text: onVolume("volume: money(EUR)  k: integer", "skip per art1", `  stage shortlist "Lista" per art1 {
    admit first call.k
    threshold total >= 5
  }
  stage award "Nagroda" per art1 {
    budget left
  }
`),
      input: { call: { volume: "150.00", k: 2 }, applications: apps5 },
    },
    {
      name: "groups together, pro rata within the straddling one",
      text: allocationScheme({
        head: h,
        call: "budget: money(EUR)",
        fields: "consortium: text  points: integer in 0..10  asked: money(EUR)  ok: boolean",
        rules: 'eligibility per art1 { rule ok "Warunek": ok otherwise "nie spełnia" }\n',
        ranked,
        boundary: "partial per art1",
        body: `  ${togetherProRata("Konsorcjum")}\n`,
      }),
      input: {
        call: { budget: "100.00" },
        applications: [
          { id: "A1", consortium: "C1", points: 9, asked: "30.00", ok: true },
          { id: "A2", consortium: "C1", points: 8, asked: "20.00", ok: true },
          { id: "B1", consortium: "C2", points: 7, asked: "40.00", ok: true },
          { id: "B2", consortium: "C2", points: 6, asked: "20.00", ok: true },
          { id: "D1", consortium: "C3", points: 5, asked: "10.00", ok: true },
          { id: "E1", consortium: "C4", points: 5, asked: "10.00", ok: true },
          { id: "E2", consortium: "C4", points: 5, asked: "10.00", ok: false },
        ],
      },
    },
    {
      name: "groups with a cap and a most-grants limit, no title, stop",
      text: allocationScheme({
        head: h,
        call: "budget: money(EUR)",
        fields: "consortium: text  points: integer in 0..10  asked: money(EUR)",
        ranked,
        boundary: "skip per art1",
        body: `  group by consortium per art1 {
    at most 50 EUR per art1
    at most 1 grants per art1
  }
`,
      }),
      input: {
        call: { budget: "1000.00" },
        applications: [
          { id: "A1", consortium: "C1", points: 9, asked: "30.00" },
          { id: "A2", consortium: "C1", points: 8, asked: "30.00" },
          { id: "B1", consortium: "C2", points: 7, asked: "40.00" },
        ],
      },
    },
    {
      name: "first come, a draw per day, refusal after the ceiling",
      text: `${h}call { budget: money(EUR)  draws: draw by date }
application { id: text unique  received_at: datetime("Europe/Warsaw")  requested: money(EUR)  sme: boolean }
eligibility per art1 {
  rule sme "MŚP": sme otherwise "nie jest MŚP"
}
ranking per art1 {
  by received_at earliest first to the day
  tiebreak at boundary and after per art1 {
    lottery draw call.draws by date_of(received_at)
  }
}
allocation per art1 {
  budget call.budget
  amount requested
  at boundary stop
  first come first served overshoot on requested
}
`,
      input: {
        call: { budget: "100.00", draws: { "2024-03-02": ["E", "D", "C"], "2024-03-03": ["K", "G", "F", "H"] } },
        applications: [
          { id: "A", received_at: "2024-03-01T09:00:00", requested: "40.00", sme: true },
          { id: "B", received_at: "2024-03-01T10:00:00", requested: "30.00", sme: false },
          { id: "C", received_at: "2024-03-02T08:00:00", requested: "30.00", sme: true },
          { id: "D", received_at: "2024-03-02T09:00:00", requested: "20.00", sme: false },
          { id: "E", received_at: "2024-03-02T11:00:00", requested: "20.00", sme: true },
          { id: "F", received_at: "2024-03-03T09:00:00", requested: "10.00", sme: true },
          { id: "G", received_at: "2024-03-03T12:00:00", requested: "20.00", sme: true },
          { id: "H", received_at: "2024-03-03T13:00:00", requested: "5.00", sme: false },
          { id: "K", received_at: "2024-03-03T14:00:00", requested: "5.00", sme: false },
          { id: "I", received_at: "2024-03-04T08:00:00", requested: "5.00", sme: false },
          { id: "J", received_at: "2024-03-04T09:00:00", requested: "5.00", sme: true },
        ],
      },
    },
    {
      name: "a tie-break key absent (unresolved and last), a seeded lottery",
      text: `${h}call { budget: money(EUR)  seed: text }
application { id: text unique  points: integer in 0..10  asked: money(EUR)  paid: boolean optional  filed: date optional }
${ranked.replace(/tiebreak every tie per art1 \{ by id lowest first per art1 \}/, "tiebreak every tie per art1 { by paid false first if absent unresolved per art1  by filed earliest first if absent last per art1  lottery seed call.seed per art1 }")}allocation per art1 {
  budget call.budget
  amount asked
  at boundary stop per art1
}
`,
      input: {
        call: { budget: "250.00", seed: "2024" },
        applications: [
          { id: "A", points: 9, asked: "100.00", paid: false },
          { id: "B", points: 9, asked: "100.00" },
          { id: "C", points: 7, asked: "100.00", paid: false, filed: "2024-01-02" },
          { id: "D", points: 7, asked: "100.00", paid: false },
          { id: "E", points: 5, asked: "100.00", paid: true, filed: "2024-01-02" },
          { id: "F", points: 5, asked: "100.00", paid: true, filed: "2024-01-02" },
        ],
      },
    },
    {
      name: "a greedy step over the countries funded above",
      text: `${h}call { budget: money(EUR) }
application { id: text unique  points: integer in 0..10  countries: list of text  asked: money(EUR) }
criterion p "Punkty" per art1: application.points
ranking per art1 { by total highest first tiebreak every tie per art1 { by most new countries funded above by asked lowest first unresolved } }
allocation per art1 { budget call.budget amount asked at boundary skip }
`,
      input: {
        call: { budget: "1000.00" },
        applications: [
          { id: "A", points: 9, countries: ["DE", "FR"], asked: "2000.00" },
          { id: "B", points: 5, countries: ["DE"], asked: "100.00" },
          { id: "C", points: 5, countries: ["PL", "DE"], asked: "200.00" },
          { id: "D", points: 5, countries: ["FR", "PL"], asked: "300.00" },
        ],
      },
    },
    {
      name: "aggregates over peers",
      text: `${h}call { budget: money(EUR)  consortium_cap: money(EUR) }
application { id: text unique  consortium: text  requested: money(EUR)  partners: integer in 0..20 }
let consortium_need = sum(m in peers(consortium): m.requested)
eligibility per art1 {
  rule need "Potrzeby konsorcjum w limicie": consortium_need <= call.consortium_cap
}
criterion members per art1: count(m in peers(consortium): m.requested > 0 EUR)
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    by max(m in peers(consortium): m.partners) highest first per art1
    by id lowest first per art1
  }
}
allocation per art1 {
  budget call.budget
  amount requested
  at boundary skip per art1
}
`,
      input: {
        call: { budget: "1000.00", consortium_cap: "200.00" },
        applications: [
          { id: "A1", consortium: "C1", requested: "100.00", partners: 3 },
          { id: "A2", consortium: "C1", requested: "50.00", partners: 5 },
          { id: "B1", consortium: "C2", requested: "300.00", partners: 9 },
        ],
      },
    },
    {
      name: "a regime given another's leftover; bands, a match, a weighted score, a distance key; an invalid record set aside",
      text: `${h}call { a_budget: money(EUR)  average: money(EUR) }
application { id: text unique  kind: enum { a, b }  income: money(EUR)  own: percentage  score: integer in 1..4  asked: money(EUR) }
let ratio = income / call.average
let distance = abs(own - 50%)
criterion c "Dochód" per art1: bands ratio {
  at most 75% => 2
  above 75% and at most 100% => 1
  above 100% => 0
}
criterion m "Rodzaj" per art1: match kind {
  a => 1
  otherwise => 0
}
criterion w "Ocena" per art1: weight 2 × score
regime ra "A" per art1 when kind = a {
  ranking per art1 { by total highest first  tiebreak every tie per art1 { by distance lowest first per art1  by id lowest first per art1 } }
  allocation per art1 { budget call.a_budget separate  amount asked  at boundary skip per art1 }
}
regime rb "B" per art1 when kind = b {
  ranking per art1 { by total highest first  tiebreak every tie per art1 { by distance lowest first per art1  by id lowest first per art1 } }
  allocation per art1 { budget left by ra  amount asked  at boundary skip per art1 }
}
`,
      input: {
        call: { a_budget: "100.00", average: "3000.00" },
        applications: [
          { id: "A1", kind: "a", income: "3000.00", own: "48%", score: 3, asked: "60.00" },
          { id: "A2", kind: "a", income: "2000.00", own: "55%", score: 3, asked: "20.00" },
          { id: "B1", kind: "b", income: "1000.00", own: "50%", score: 2, asked: "15.00" },
          { id: "B2", kind: "b", income: "1000.00", own: "40%", score: 2, asked: "30.00" },
          { id: "X", kind: "b", income: "no", own: "40%", score: 2, asked: "30.00" },
        ],
      },
      invalid: true,
    },
  ];
}

describe("Polish, Dutch, German, Spanish and French explanations use no English the catalogue lacks", () => {
  const seeds = discoverTests([join(repo, "schemes")]);
  it("every seed scheme test, rendered in Polish, in Dutch, in German, in Spanish, in French and in Portuguese", () => {
    expect(seeds.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const t of seeds) {
      const { scheme, input } = compiledTest(t);
      for (const u of untranslated(evaluate(scheme, input, { explain: "trace" }).result)) found.push(`${t.name}: ${u}`);
    }
    expect(found, found.join("\n")).toEqual([]);
  });

  for (const language of ["pl", "nl", "de", "es", "fr", "pt"])
    for (const c of cases(language))
      it(`${language}: ${c.name}`, () => {
        const r: SelectionResult = evaluate(compile(c.text), c.input as never, { explain: "trace", ...(c.invalid ? { invalid: "exclude" } : {}) }).result;
        // the scheme reaches what it is here for: every result is explained
        expect(r.results.length).toBe(c.input.applications.length);
        for (const x of r.results) expect(x.explanation.length).toBeGreaterThan(0);
        // its own language and the others, each rendering every step
        const left = untranslated(r, ["pl", "nl", "de", "es", "fr", "pt"]);
        // the validator's own message about the invalid record is English (not a catalogue's: input issues are not translated)
        const input = c.invalid ? ['de: income: expected an amount in EUR as a decimal string such as "1000.00", found the text "no"', 'es: income: expected an amount in EUR as a decimal string such as "1000.00", found the text "no"', 'fr: income: expected an amount in EUR as a decimal string such as "1000.00", found the text "no"', 'nl: income: expected an amount in EUR as a decimal string such as "1000.00", found the text "no"', 'pl: income: expected an amount in EUR as a decimal string such as "1000.00", found the text "no"', 'pt: income: expected an amount in EUR as a decimal string such as "1000.00", found the text "no"'] : [];
        expect(left, left.join("\n")).toEqual(input);
      });

  it("the check finds English where a catalogue lacks words (a sentence a hook gave as written)", () => {
    const r = evaluate(compile(cases("pl")[0]!.text), cases("pl")[0]!.input as never, { explain: "trace" }).result;
    const withText = { ...r, results: [{ ...r.results[0]!, explanation: [{ step: "allocation", source: null, kind: "text", text: "Not funded: a reason in English." }] }] } as unknown as SelectionResult;
    expect(untranslated(withText)).toEqual(["de: Not funded: a reason in English.", "es: Not funded: a reason in English.", "fr: Not funded: a reason in English.", "nl: Not funded: a reason in English.", "pl: Not funded: a reason in English.", "pt: Not funded: a reason in English."]);
  });
});
