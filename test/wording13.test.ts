// What an applicant reads: the findings the twelfth round left (issue 15, thirteenth round,
// wording13). Each test asserts the text a user sees, worked by hand; the controls (an amount
// asked keeps its words) are named.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { htmlReport } from "../packages/dsl/src/report/html.js";
import { headIn, runScheme as run, resultOf as of } from "./support/scheme.js";

const repo = resolve(__dirname, "..");

const LANGS = ["en", "pl", "nl", "de"] as const;
type L = (typeof LANGS)[number];
/** application id's steps of one kind, as text */
const steps = (r: SelectionResult, id: string, step: string): string[] => of(r, id).explanation.filter((s) => s.step === step).map((s) => s.text);

describe("a position's stage is quoted as the rest of the language quotes it", () => {
  // §14.7.1: stage south ranks its bids by what they ask (B 100 before A 200), and funds B only
  // (150); stage all ranks the rest by points and funds A. A's place in all's ranking: 1 of 1.
  const text = (lang: string) => `${headIn(lang, ["text", "text"])}
call { volume: money(EUR) }
application { id: text unique  points: integer in 0..10  asked: money(EUR)  region: enum { south, north } }
criterion p per art1: application.points
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first } }
allocation per art1 {
  budget call.volume
  amount asked
  at boundary skip per art1
  stage south "Southern bids" per art2 when region = south {
    ranking per art2 { by asked lowest first  tiebreak every tie per art2 { by id lowest first } }
    budget 150 EUR
    unfunded go on
  }
  stage all "The rest" per art1 { budget left }
}
`;
  const position = (lang: L) => {
    const r = run(text(lang), { call: { volume: "1000.00" }, applications: [{ id: "A", points: 9, asked: "200.00", region: "south" }, { id: "B", points: 5, asked: "100.00", region: "south" }] });
    expect(r.results.map((x) => `${x.id}:${x.status}`)).toEqual(["B:funded", "A:funded"]);
    return steps(r, "A", "ranking")[0];
  };
  const said = {
    en: "Position 2 (total points: 9). Place 2 of 2 in the stage's own ranking of stage 'Southern bids'. Place 1 of 1 in the ranking of stage 'The rest', which decided it.",
    pl: "Miejsce na liście: 2 (suma punktów: 9). Miejsce 2 z 2 we własnym rankingu etapu „Southern bids”. Miejsce 1 z 1 w rankingu etapu „The rest”, który o nim rozstrzygnął.",
    // was "fase 'The rest'": the Dutch texts quote a title ‘…’ everywhere else
    nl: "Plaats 2 in de rangschikking (totaal aantal punten: 9). Plaats 2 van 2 in de eigen rangschikking van fase ‘Southern bids’. Plaats 1 van 1 in de rangschikking van fase ‘The rest’, die erover besliste.",
    de: "Rang 2 in der Rangfolge (Gesamtpunktzahl: 9). Platz 2 von 2 in der eigenen Rangfolge der Stufe „Southern bids“. Platz 1 von 1 in der Rangfolge der Stufe „The rest“, die darüber entschieden hat.",
  } as const;
  for (const lang of LANGS) it(lang, () => expect(position(lang)).toBe(said[lang]));
});

/** `let grant = 100 PLN × months` (the scheme computes the amount) or the amount asked */
const amountOf = (amount: string) => (amount === "grant" ? "let grant = 100 PLN × months per art2\n" : "");
const asking = (amount: string, months: number) => (amount === "grant" ? {} : { asked: `${months}00.00` });

describe("a quota's refusal says the amount was computed, not asked", () => {
  // 100 PLN × months from 2000.00, a quota 'Small' of 400 PLN: S1 (3 months) 300 fits the quota
  // (100 left of it); S2 (2 months) 200 does not, and the walk goes on
  const text = (lang: string, amount: string) => `${headIn(lang, ["text", "text"])}
call { budget: money(PLN) }
application { id: text unique  rank: integer in 1..9  months: integer in 1..10  small: boolean  asked: money(PLN) optional }
${amountOf(amount)}ranking per art1 { by rank lowest first tiebreak every tie per art1 { by id lowest first } }
allocation per art1 {
  budget call.budget
  amount ${amount} per art2
  at boundary skip per art1
  quota small "Small" per art1: at most 400 PLN when small
}
`;
  const told = (lang: L, amount = "grant") => {
    const r = run(text(lang, amount), { call: { budget: "2000.00" }, applications: [["S1", 1, 3], ["S2", 2, 2]].map(([id, rank, months]) => ({ id, rank, months, small: true, ...asking(amount, months as number) })) });
    expect(r.results.map((x) => `${x.id}:${x.status}`)).toEqual(["S1:funded", "S2:not_funded"]);
    return { reason: of(r, "S2").reasons.map((x) => x.message), step: steps(r, "S2", "allocation").at(-1) };
  };
  const said = {
    en: {
      reason: ["the quota 'Small' has 100.00 PLN left, less than the 200.00 PLN computed"],
      step: "Not granted (amount computed: 200.00 PLN): the quota 'Small' has 100.00 PLN left, less than the 200.00 PLN computed (the budget remaining before: 1700.00 PLN).",
    },
    pl: {
      reason: ["w limicie „Small” pozostało 100,00 PLN, mniej niż obliczona kwota 200,00 PLN"],
      step: "Nie przyznano (obliczona kwota: 200,00 PLN): w limicie „Small” pozostało 100,00 PLN, mniej niż obliczona kwota 200,00 PLN (środki całego budżetu pozostałe przed tym wnioskiem: 1700,00 PLN).",
    },
    nl: {
      reason: ["in het deelplafond ‘Small’ resteert 100,00 PLN, minder dan het berekende bedrag van 200,00 PLN"],
      step: "Niet toegekend (berekend bedrag: 200,00 PLN): in het deelplafond ‘Small’ resteert 100,00 PLN, minder dan het berekende bedrag van 200,00 PLN (van het budget resterend vóór deze aanvraag: 1.700,00 PLN).",
    },
    de: {
      // the integration's German: "der berechnete Betrag", not "die beantragten"
      reason: ["im Kontingent „Small“ verbleiben 100,00 PLN, weniger als der berechnete Betrag von 200,00 PLN"],
      step: "Nicht zuerkannt (berechneter Betrag: 200,00 PLN): im Kontingent „Small“ verbleiben 100,00 PLN, weniger als der berechnete Betrag von 200,00 PLN (von den gesamten Mitteln verbleibend vor diesem Antrag: 1.700,00 PLN).",
    },
  } as const;
  for (const lang of LANGS) it(lang, () => expect(told(lang)).toEqual(said[lang]));

  it("an amount asked keeps 'asked' (the control)", () => {
    expect(told("en", "asked").reason).toEqual(["the quota 'Small' has 100.00 PLN left, less than the 200.00 PLN asked"]);
    expect(told("pl", "asked").reason).toEqual(["w limicie „Small” pozostało 100,00 PLN, mniej niż wnioskowane 200,00 PLN"]);
    expect(told("nl", "asked").reason).toEqual(["in het deelplafond ‘Small’ resteert 100,00 PLN, minder dan de gevraagde 200,00 PLN"]);
  });
});

describe("a tie across a pro-rata stage's budget shares a computed amount", () => {
  // 100 PLN × months, one stage of 500.00 whose boundary is pro rata: A (rank 1, 2 months) 200
  // fits (300 left); B and C (rank 2, 3 months each: 600 together) tie across it and share 300,
  // 150 each
  const text = (lang: string, amount: string) => `${headIn(lang, ["text", "text"])}
call { budget: money(PLN) }
application { id: text unique  rank: integer in 1..9  months: integer in 1..10  asked: money(PLN) optional }
${amountOf(amount)}ranking per art1 { by rank lowest first tiebreak every tie per art1 { unresolved } }
allocation per art1 {
  budget call.budget
  amount ${amount} per art2
  at boundary skip per art1
  stage all "All" per art1 {
    budget 500 PLN
    at boundary pro rata rounded down to 0.01 remainder largest_remainder per art1
  }
}
`;
  const told = (lang: L, amount = "grant") => {
    const r = run(text(lang, amount), { call: { budget: "2000.00" }, applications: [["A", 1, 2], ["B", 2, 3], ["C", 2, 3]].map(([id, rank, months]) => ({ id, rank, months, ...asking(amount, months as number) })) });
    expect(r.results.map((x) => `${x.id}:${x.status}:${x.amount}`)).toEqual(["A:funded:200.00", "B:pro_rata:150.00", "C:pro_rata:150.00"]);
    return steps(r, "B", "allocation").at(-1)!;
  };
  const said = {
    en: "Granted pro rata 150.00 PLN of the 300.00 PLN computed: in stage 'All': the tie of B, C straddles the stage's budget (300.00 PLN left, 600.00 PLN computed together), so they share what is left: pro rata: 300.00 PLN × the reduction coefficient (budget 300.00 PLN / total 600.00 PLN), rounded down to 0.01 PLN.",
    pl: "Przyznano proporcjonalnie 150,00 PLN z obliczonej kwoty 300,00 PLN: na etapie „All”: wnioski B, C o równej pozycji przekraczają budżet etapu (pozostało 300,00 PLN, ich obliczone kwoty wynoszą łącznie 600,00 PLN), dlatego dzielą pozostałe środki: wyliczenie: 300,00 PLN × współczynnik redukcji (budżet 300,00 PLN / suma 600,00 PLN), zaokrąglone w dół do 0,01 PLN.",
    nl: "Naar rato toegekend: 150,00 PLN van het berekende bedrag 300,00 PLN: in fase ‘All’: de gelijk gerangschikte aanvragen B, C overschrijden het budget van de fase (300,00 PLN over, samen 600,00 PLN berekend), dus verdelen zij wat resteert: berekening naar rato: 300,00 PLN × de verdeelcoëfficiënt (budget 300,00 PLN / totaal 600,00 PLN), naar beneden afgerond op 0,01 PLN.",
    // the integration's German: "berechnet", not "beantragt", as nl's "berekend"
    de: "Anteilig gekürzt zuerkannt, 150,00 PLN des berechneten Betrags von 300,00 PLN: in der Stufe „All“: die gleichrangigen Anträge B, C überschreiten die Mittel der Stufe (300,00 PLN verbleibend, zusammen 600,00 PLN berechnet), daher teilen sie sich den Rest: anteilige Berechnung: 300,00 PLN × Kürzungsquote (Mittel 300,00 PLN / Summe 600,00 PLN), nach unten gerundet auf 0,01 PLN.",
  } as const;
  for (const lang of LANGS) it(lang, () => expect(told(lang)).toBe(said[lang]));

  it("an amount asked keeps 'asked' (the control)", () => {
    expect(told("en", "asked")).toContain("(300.00 PLN left, 600.00 PLN asked together)");
    expect(told("nl", "asked")).toContain("(300,00 PLN over, samen 600,00 PLN gevraagd)");
  });
});

describe("a stage without a condition says whom it takes, by its place among the stages", () => {
  // §14.10's worked example: budget 250, skip; the shortlist admits the first 3 meeting total >= 5
  // (A 9, B 8, C 7; D 6 is not admitted, E 4 is below its threshold); the award funds A and B and
  // passes over C. Before, every such stage "considers every application not yet funded": the
  // shortlist funds nothing and is first, the award takes only those the shortlist admitted.
  const admission = (lang: string) => `${headIn(lang, ["text", "text"])}
call { volume: money(EUR) }
application { id: text unique  points: integer in 0..10  asked: money(EUR) }
criterion p per art1: application.points
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first } }
allocation per art1 {
  budget call.volume
  amount asked
  at boundary skip per art1
  stage shortlist "Shortlist" per art1 {
    admit first 3
    threshold total >= 5
  }
  stage award "Award" per art1 { budget left }
}
`;
  const decided = (r: SelectionResult, id: string) => steps(r, id, "allocation").find((s) => /^(Decided|Rozstrzygnięto|Beslist|Entschieden)\b/.test(s));
  const admitted = (lang: L) => {
    const r = run(admission(lang), { call: { volume: "250.00" }, applications: ["A9", "B8", "C7", "D6", "E4"].map((x) => ({ id: x[0]!, points: Number(x[1]), asked: "100.00" })) });
    expect(r.results.map((x) => `${x.id}:${x.status}:${x.stage}`)).toEqual(["A:funded:award", "B:funded:award", "C:not_funded:award", "D:not_funded:shortlist", "E:not_funded:shortlist"]);
    return { D: decided(r, "D"), C: decided(r, "C") };
  };
  const saidAdmission = {
    en: {
      D: "Decided in admission stage 1 of 2, 'Shortlist': it considers every ranked application; budget 250.00 EUR (what is left).",
      C: "Decided in stage 2 of 2, 'Award': it considers the applications stage 'Shortlist' admitted; budget 250.00 EUR (what is left).",
    },
    pl: {
      D: "Rozstrzygnięto na etapie kwalifikacji 1 z 2, „Shortlist”: obejmuje wszystkie wnioski z listy rankingowej; budżet 250,00 EUR (to, co pozostało).",
      C: "Rozstrzygnięto na etapie 2 z 2, „Award”: obejmuje wnioski zakwalifikowane na etapie „Shortlist”; budżet 250,00 EUR (to, co pozostało).",
    },
    nl: {
      D: "Beslist in toelatingsfase 1 van 2, ‘Shortlist’: die neemt elke gerangschikte aanvraag; budget 250,00 EUR (wat resteert).",
      C: "Beslist in fase 2 van 2, ‘Award’: die neemt de aanvragen die fase ‘Shortlist’ heeft toegelaten; budget 250,00 EUR (wat resteert).",
    },
    de: {
      D: "Entschieden in der Zulassungsstufe 1 von 2, „Shortlist“: sie erfasst jeden Antrag der Rangfolge; Mittel 250,00 EUR (was verbleibt).",
      C: "Entschieden in der Stufe 2 von 2, „Award“: sie erfasst die Anträge, die die Stufe „Shortlist“ zugelassen hat; Mittel 250,00 EUR (was verbleibt).",
    },
  } as const;
  for (const lang of LANGS) it(`an admission stage, then the stage it admits to (${lang})`, () => expect(admitted(lang)).toEqual(saidAdmission[lang]));

  // §14.7's `unfunded stay out`: the southern stage (100) funds B (100) and leaves C out; the rest
  // (left 900) takes A and D, not C
  const stayOut = (lang: string) => `${headIn(lang, ["text", "text"])}
call { volume: money(EUR) }
application { id: text unique  points: integer in 0..10  asked: money(EUR)  region: enum { south, north } }
criterion p per art1: application.points
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first } }
allocation per art1 {
  budget call.volume
  amount asked
  at boundary skip per art1
  stage south "Southern bids" per art1 when region = south {
    budget 100 EUR
    unfunded stay out
  }
  stage rest "The rest" per art1 { budget left }
}
`;
  const leftOut = (lang: L) => {
    const r = run(stayOut(lang), { call: { volume: "1000.00" }, applications: [["A", 9, "north"], ["B", 8, "south"], ["C", 7, "south"], ["D", 6, "north"]].map(([id, points, region]) => ({ id, points, asked: "100.00", region })) });
    expect(r.results.map((x) => `${x.id}:${x.status}:${x.stage}`)).toEqual(["A:funded:rest", "B:funded:south", "C:not_funded:south", "D:funded:rest"]);
    return decided(r, "D");
  };
  const saidLeftOut = {
    en: "Decided in stage 2 of 2, 'The rest': it considers every application not yet funded, but for those an earlier stage left out; budget 900.00 EUR (what is left).",
    pl: "Rozstrzygnięto na etapie 2 z 2, „The rest”: obejmuje wszystkie jeszcze niedofinansowane wnioski, z wyjątkiem wyłączonych przez wcześniejszy etap; budżet 900,00 EUR (to, co pozostało).",
    nl: "Beslist in fase 2 van 2, ‘The rest’: die neemt elke nog niet gehonoreerde aanvraag, behalve die een eerdere fase heeft uitgesloten; budget 900,00 EUR (wat resteert).",
    de: "Entschieden in der Stufe 2 von 2, „The rest“: sie erfasst jeden noch nicht geförderten Antrag, außer denen, die eine frühere Stufe ausgeschlossen hat; Mittel 900,00 EUR (was verbleibt).",
  } as const;
  for (const lang of LANGS) it(`after a stage whose unfunded stay out (${lang})`, () => expect(leftOut(lang)).toBe(saidLeftOut[lang]));
});

describe("the HTML report: a row's place in its stage's ranking, a budget's own source", () => {
  /** the locale's no-break spaces as plain ones */
  const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");
  const report = (file: string, input: string) => {
    const scheme = load(analyze(readFileSync(join(repo, file), "utf8"), file));
    return htmlReport(evaluate(scheme, JSON.parse(readFileSync(join(repo, input), "utf8"))).result, scheme);
  };
  // §14.7.1's worked example (test/output12-findings): stage south ranks the southern bids by what
  // they ask and decides F (1st) and D (2nd); stage all ranks the rest by points, A 1, C 2, E 3, B 4.
  // CSV and Markdown have had `stage_position`, JSON `stagePosition`; the HTML named the stage only.
  const text = (lang: string) => `${headIn(lang, ["text", "text"])}
call { volume: money(EUR)  draw: draw }
application { id: text unique  points: integer in 0..10  asked: money(EUR)  region: enum { south, north } }
criterion p per art1: application.points
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first } }
allocation per art1 {
  budget call.volume
  amount asked
  at boundary skip per art1
  stage south "Southern bids" per art2 when region = south {
    ranking per art2 { by asked lowest first  tiebreak at boundary per art2 { lottery draw call.draw } }
    budget 30% × call.volume
    unfunded go on
  }
  stage all "Every bid not yet awarded" per art1 { budget left }
}
`;
  const app = (id: string, points: number, asked: string, region: string) => ({ id, points, asked, region });
  const input = { call: { volume: "1000.00", draw: ["D", "C"] }, applications: [app("A", 9, "400.00", "north"), app("B", 5, "200.00", "south"), app("C", 8, "150.00", "south"), app("D", 7, "150.00", "south"), app("E", 6, "300.00", "north"), app("F", 4, "100.00", "south")] };
  const tag = (html: string, id: string) => new RegExp(`<tr class="app[^"]*" data-id="${id}">.*?(<span class="stage"[^>]*>[^<]*</span>)`).exec(html)?.[1];
  const said = {
    en: { D: '<span class="stage" data-stage="south" data-stage-position="2">Stage: Southern bids — place 2 in the stage&#39;s ranking</span>', B: '<span class="stage" data-stage="all" data-stage-position="4">Stage: Every bid not yet awarded — place 4 in the stage&#39;s ranking</span>' },
    pl: { D: '<span class="stage" data-stage="south" data-stage-position="2">Etap: Southern bids — miejsce 2 w rankingu etapu</span>', B: '<span class="stage" data-stage="all" data-stage-position="4">Etap: Every bid not yet awarded — miejsce 4 w rankingu etapu</span>' },
    nl: { D: '<span class="stage" data-stage="south" data-stage-position="2">Fase: Southern bids — plaats 2 in de rangschikking van de fase</span>', B: '<span class="stage" data-stage="all" data-stage-position="4">Fase: Every bid not yet awarded — plaats 4 in de rangschikking van de fase</span>' },
    de: { D: '<span class="stage" data-stage="south" data-stage-position="2">Stufe: Southern bids — Platz 2 in der Rangfolge der Stufe</span>', B: '<span class="stage" data-stage="all" data-stage-position="4">Stufe: Every bid not yet awarded — Platz 4 in der Rangfolge der Stufe</span>' },
  } as const;
  for (const lang of LANGS)
    it(`each ranked row's place in the stage that decided it (${lang})`, () => {
      const scheme = load(analyze(text(lang)));
      const html = htmlReport(evaluate(scheme, input).result, scheme);
      expect({ D: tag(html, "D"), B: tag(html, "B") }).toEqual(said[lang]);
    });

  it("stages that walk the regime's one ranking give no place (drafted_subsidie: art. 9 ranks all lots in one list)", () => {
    const html = report("schemes/drafted_subsidie/verduurzaming_vastgoed.allot", "schemes/drafted_subsidie/data/zuiderhaven_2027.json");
    expect(tag(html, "C04")).toBe('<span class="stage" data-stage="reserve_c">Fase: Deel van de reserve voor perceel C</span>');
    expect(html).not.toContain("data-stage-position");
  });

  it("the budget's own source cited in the totals and the stage table (drafted_subsidie: art. 3(1), art. 3(2))", () => {
    const html = plain(report("schemes/drafted_subsidie/verduurzaming_vastgoed.allot", "schemes/drafted_subsidie/data/zuiderhaven_2027.json"));
    const act = "Subsidieregeling Verduurzaming Maatschappelijk Vastgoed Zuiderhaven 2027";
    const totals = /<table class="totals">.*?<\/table>/.exec(html)![0];
    expect(totals).toContain(`<tr><td class="num">172.000,00 EUR <span class="src" title="art3_1">[${act}, artikel 3 lid 1]</span></td><td class="num">`);
    const stages = /<table class="totals stages">.*?<\/table>/.exec(html)![0];
    expect(stages).toContain(`<tr data-stage="gezamenlijk"><th>Gezamenlijke reserve</th><td class="num">37.803,00 EUR <span class="src" title="art3_2">[${act}, artikel 3 lid 2]</span></td>`);
    // a lot whose budget has no `per` of its own cites none
    expect(stages).toContain('<tr data-stage="perceel_a"><th>Perceel A: sportaccommodaties</th><td class="num">60.000,00 EUR</td>');
  });

  it("a budget without a source of its own cites none", () => {
    const scheme = load(analyze(text("en")));
    const html = htmlReport(evaluate(scheme, input).result, scheme);
    expect(/<table class="totals">.*?<\/table>/.exec(html)![0]).not.toContain('class="src"');
    expect(/<table class="totals stages">.*?<\/table>/.exec(html)![0]).not.toContain('class="src"');
  });
});

describe("a group funded together: its quota and its cap say the amount was computed", () => {
  // 100 PLN × months; team t (T1 2 months, T2 1 month: 300 together) is funded together or not at
  // all; quota 'Small' of 250 PLN covers both: 300 > 250, the team is refused whole. Team u (U1 6
  // months alone, 600) passes the cap of 500 by itself.
  const text = (lang: string, amount: string) => `${headIn(lang, ["text", "text"])}
call { budget: money(PLN) }
application { id: text unique  rank: integer in 1..9  months: integer in 1..10  team: text  small: boolean  asked: money(PLN) optional }
${amountOf(amount)}ranking per art1 { by rank lowest first tiebreak every tie per art1 { by id lowest first } }
allocation per art1 {
  budget call.budget
  amount ${amount} per art2
  at boundary skip per art1
  quota small "Small" per art1: at most 250 PLN when small
  group by team "Team" per art1 {
    together per art1
    at most 500 PLN per art1
  }
}
`;
  const told = (lang: L, amount = "grant") => {
    const apps = [["T1", 1, 2, "t", true], ["T2", 2, 1, "t", true], ["U1", 3, 6, "u", false]] as const;
    const r = run(text(lang, amount), { call: { budget: "2000.00" }, applications: apps.map(([id, rank, months, team, small]) => ({ id, rank, months, team, small, ...asking(amount, months) })) });
    return Object.fromEntries(r.results.map((x) => [x.id, `${x.status}: ${x.reasons.map((y) => y.message).join(" | ")}`]));
  };
  it("en", () =>
    expect(told("en")).toEqual({
      T1: "not_funded: the quota 'Small' has 250.00 PLN left, less than the 300.00 PLN computed for its members in it together, refused with its Team 't' (T1 200.00 PLN, T2 100.00 PLN; together 300.00 PLN)",
      T2: "not_funded: the quota 'Small' has 250.00 PLN left, less than the 300.00 PLN computed for its members in it together, refused with its Team 't' (T1 200.00 PLN, T2 100.00 PLN; together 300.00 PLN)",
      U1: "not_funded: Team 'u' has 500.00 PLN left of its cap of 500.00 PLN, less than the 600.00 PLN computed together",
    }));
  it("an amount asked keeps 'ask together' and 'asked together' (the control)", () => {
    const asked = told("en", "asked");
    expect(asked["T1"]).toContain("less than the 300.00 PLN its members in it ask together, refused with its Team 't'");
    expect(asked["U1"]).toBe("not_funded: Team 'u' has 500.00 PLN left of its cap of 500.00 PLN, less than the 600.00 PLN asked together");
  });
});
