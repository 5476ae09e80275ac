// A funding stage's own quality threshold (issue 15, thirtieth round; docs/language.md §14.10):
// Horizon Europe's Annex D, "The threshold for individual criteria will be 3. The overall threshold
// … will be 10" — at the second stage only — and Annex F, which ranks only "proposals that pass the
// thresholds". `threshold …` in a stage with no `admit` takes out of that stage's ranking the
// candidates it considers that do not meet it: `below_threshold`, told with the stage's name and
// the condition with its values; not funded by the stage, not passed to a later stage, on no
// reserve list, without a place in the stage's ranking. Before this round the checker refused it
// (AL0555); AL0555 now refuses a second threshold in one stage, which was read over the first.
import { describe, expect, it } from "vitest";
import { analyze } from "@allot/dsl";
import { LANGS, preamble, resultOf as row, runScheme as run } from "./support/scheme";

const messages = (r: { reasons: { message?: string }[] }) => r.reasons.map((x) => x.message);
const texts = (r: { explanation: { step: string; text: string }[] }, step?: string) => r.explanation.filter((x) => step === undefined || x.step === step).map((x) => x.text);

/** The scheme up to its allocation: a region, a quality score as the criterion, a ranking by it. */
const head = (title: string, lang?: string) => `${preamble(title, lang)}
call {
  budget: money(EUR)
}
application {
  id: text unique
  region: enum { a, b }
  q: integer in 0..10
  asked: money(EUR) in 0..1000
}
criterion quality "Quality" per art1: q
maximum points 10 per art1
ranking per art1 {
  by total highest first per art1
  tiebreak every tie per art1 {
    by id lowest first per art1
  }
}
`;
/** Two funding stages: region a's pool with its own threshold (go on), then the rest. */
const scheme = (stageOne: string, lang?: string) => `${head("Stage thresholds", lang)}allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip
  stage pool "Region A pool" per art1 when region = a {
${stageOne}
  }
  stage rest "The rest" per art1 {
    budget left
  }
}
`;
const one = `    ranking of the regime
    budget 200.00 EUR
    threshold quality >= 5 per art1
    unfunded go on`;
const input = {
  call: { budget: "1000.00" },
  applications: [
    { id: "A1", region: "a", q: 9, asked: "100.00" },
    { id: "A2", region: "a", q: 4, asked: "100.00" },
    { id: "A3", region: "a", q: 5, asked: "100.00" },
    { id: "B1", region: "b", q: 3, asked: "100.00" },
  ],
};

describe("a funding stage's own threshold", () => {
  it("is accepted by the checker (AL0555 refused it before)", () => {
    expect(analyze(scheme(one)).diagnostics.filter((d) => d.severity === "error").map((d) => d.code)).toEqual([]);
  });
  it("takes a candidate below it out: below_threshold, decided by the stage, not passed to the later stage", () => {
    const r = run(scheme(one), input);
    expect(r.results.map((x) => [x.id, x.status, x.stage, x.amount])).toEqual([
      ["A1", "funded", "pool", "100.00"],
      ["A3", "funded", "pool", "100.00"],
      ["B1", "funded", "rest", "100.00"],
      ["A2", "below_threshold", "pool", "0.00"],
    ]);
    expect(messages(row(r, "A2"))).toEqual(["in stage 'Region A pool': below the stage's threshold: not met: quality >= 5 (Quality: 4 points)"]);
    expect(row(r, "A2").reasons[0]!.source).toBe("art1");
  });
  it("a tie at the threshold met exactly (`>=` at the value) is in the stage's ranking", () => {
    const r = run(scheme(one), input);
    expect([row(r, "A3").status, row(r, "A3").stagePosition]).toEqual(["funded", 2]);
  });
  it("the one below has no position, no place in the stage's ranking, and is last in the list", () => {
    const r = run(scheme(one), input);
    expect([row(r, "A2").position, row(r, "A2").stagePosition]).toEqual([null, undefined]);
    expect(r.ranking.at(-1)).toBe("A2");
    expect(texts(row(r, "A2"), "ranking")).toEqual([]);
  });
  it("the stage's reserve list leaves it out", () => {
    const small = one.replace("budget 200.00 EUR", "budget 50.00 EUR").replace("unfunded go on", "unfunded stay out") + "\n    reserve all per art1";
    const r = run(scheme(small), input);
    expect(r.results.map((x) => [x.id, x.status, x.stage, x.reservePlace])).toEqual([
      ["A1", "reserve", "pool", 1],
      ["A3", "reserve", "pool", 2],
      ["B1", "funded", "rest", undefined],
      ["A2", "below_threshold", "pool", undefined],
    ]);
  });
  it("explains the stage's line and the refusal, in en, nl, pl, de, es", () => {
    const lines: Record<(typeof LANGS)[number] | "es", string[]> = {
      en: [
        "Decided in stage 1 of 2, 'Region A pool': it considers only the applications that meet its condition: region = a; budget 200.00 EUR.",
        "In stage 'Region A pool': below the stage's threshold: not met: quality >= 5 (Quality: 4 points).",
      ],
      nl: [
        "Beslist in fase 1 van 2, ‘Region A pool’: die neemt alleen de aanvragen waarvoor haar voorwaarde geldt: region = a; budget 200,00 EUR.",
        "In fase ‘Region A pool’: onder de drempel van de fase: geldt niet: quality >= 5 (Quality: 4 punten).",
      ],
      pl: [
        "Rozstrzygnięto na etapie 1 z 2, „Region A pool”: obejmuje tylko wnioski spełniające jego warunek: region = a; budżet 200,00 EUR.",
        "Na etapie „Region A pool”: poniżej progu etapu: nie zachodzi: quality >= 5 (Quality: 4 punkty).",
      ],
      de: [
        "Entschieden in der Stufe 1 von 2, „Region A pool“: sie erfasst nur die Anträge, für die ihre Bedingung gilt: region = a; Mittel 200,00 EUR.",
        "In der Stufe „Region A pool“: unter der Schwelle der Stufe: nicht erfüllt: quality >= 5 (Quality: 4 Punkte).",
      ],
      es: [
        "Decidida en la fase 1 de 2, «Region A pool»: considera solo las solicitudes que cumplen su condición: region = a; crédito 200,00 EUR.",
        "En la fase «Region A pool»: por debajo del umbral de la fase: no se cumple: quality >= 5 (Quality: 4 puntos).",
      ],
    };
    for (const lang of [...LANGS, "es" as const]) expect(texts(row(run(scheme(one, lang), input), "A2"), "allocation")).toEqual(lines[lang]);
  });
});

describe("a stage per key with its own threshold", () => {
  const perKey = `${head("Per key")}allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip
  stage pools "Regional pools" per art1
    for each region in [a, b] {
    budget 200.00 EUR
    threshold quality >= 5 per art1
    unfunded stay out
  }
  stage rest "The rest" per art1 {
    budget left
  }
}
`;
  it("each member's walk has it", () => {
    const r = run(perKey, input);
    expect(r.results.map((x) => [x.id, x.status, x.stage])).toEqual([
      ["A1", "funded", "pools[a]"],
      ["A3", "funded", "pools[a]"],
      ["A2", "below_threshold", "pools[a]"],
      ["B1", "below_threshold", "pools[b]"],
    ]);
    expect(messages(row(r, "B1"))).toEqual(["in stage 'Regional pools (b)': below the stage's threshold: not met: quality >= 5 (Quality: 3 points)"]);
  });
});

describe("AL0555: a second threshold in one stage", () => {
  it("is refused at the second (it was read over the first)", () => {
    const text = scheme(one + "\n    threshold quality >= 7 per art1");
    const d = analyze(text).diagnostics.filter((x) => x.severity === "error");
    expect(d.map((x) => [x.code, text.slice(x.span.start, x.span.end)])).toEqual([["AL0555", "threshold quality >= 7 per art1"]]);
    expect(d[0]!.message).toBe("expected one threshold in the stage 'pool', found a second");
  });
});
