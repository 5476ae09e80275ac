// review37's findings (review37/FINDINGS.md) on round 36's constructs, each mended with a test that
// fails without its mend: F1 a list `after the last funded` that begins after an open tie funding
// one of its members in every order; F2 `count(distinct …)` over peers, the call's applications and
// the outcome; F3 the compiled module's `Points` without "total" where the points are not summed;
// F4 a statistic over a let of points that reads an aggregate over peers.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluateRun, traceAnswer } from "@allot/runtime";
import { declarations } from "../packages/dsl/src/compile/module.js";
import { resultOf, runScheme } from "./support/scheme";

const read = (p: string) => readFileSync(new URL(`../${p}`, import.meta.url), "utf8");
/** review37/repro/F2's scheme: criteria k1..k3 from a, b, c; sets s1 = k1 + k2, s2 = k3, not summed; skip; `reserve call.n after the last funded` */
const SCHEME = read("review37/repro/F2/scheme.allot");
type Input = { call: Record<string, unknown>; applications: Record<string, unknown>[] };
const INPUT = JSON.parse(read("review37/repro/F2/input.json")) as Input;
/** the same without ties: A, C, E funded; B, D passed over before E; F, H after it */
const UNTIED = JSON.parse(read("review37/repro/F4/input.json")) as Input;
const withStatistic = (text: string, expr: string) => text.replace(/statistics per art1 \{[\s\S]*?\n {2}\}/, `statistics per art1 {\n    x "X": ${expr}\n  }`);
const statistic = (text: string, input: Input) => runScheme(text, input).publication!.statistics![0]!;

describe("F3: the compiled module's Points where the points are not summed", () => {
  it("has no \"total\" under `points not summed`", () => {
    const d = declarations(analyze(SCHEME));
    expect(d).toContain('export type Points = { readonly [K in CriterionName]: string };');
    expect(d).not.toContain('"total"');
  });
  it("keeps it where they are summed", () => {
    const d = declarations(analyze(SCHEME.replace("points not summed per art1\n", "").replace(/by s1 highest first per art1\n\s*by s2 highest first per art1/, "by total highest first per art1")));
    expect(d).toContain('export type Points = { readonly [K in CriterionName | "total"]: string };');
  });
});

describe("F4: a statistic over a let of points that reads an aggregate over peers", () => {
  // s1 = k1 + k2 + how many of the applicant's peers (same ok) have a > 3: A 5+5+4, B 5+4+4, C 4+4+4, D 4+4+4, E 3+4+4, F 3+3+4, H 1+1+4
  const PEERS = read("review37/repro/F4/peers.allot");
  it("is computed from the member's let as its ranking read it (before: an internal error)", () => {
    const r = runScheme(PEERS, UNTIED);
    expect(r.results.filter((x) => x.status === "funded").map((x) => x.id)).toEqual(["A", "C", "E"]);
    expect(r.publication!.statistics!.map((s) => [s.name, s.value])).toEqual([["min_s1", "11"], ["mean_s1", "12.33"]]);
  });
  it("the same with a minimum over the peers in the let", () => {
    const text = PEERS.replace("count(m in peers(ok): m.a > 3)", "min(m in peers(ok): m.a)");
    // A 5+5+1 = 11, C 9, E 8
    expect(statistic(withStatistic(text, "max(w in funded: w.s1)"), UNTIED).value).toBe("11");
    expect(statistic(withStatistic(text, "min(w in funded: w.s1)"), UNTIED).value).toBe("8");
  });
  it("and the ranking's order is unchanged by it", () => {
    expect(resultOf(runScheme(PEERS, UNTIED), "H").position).toBe(7);
  });
});

describe("F2: count(distinct …) over peers, the call's applications and the outcome counts the different values", () => {
  // a: A 5, B 5, C 4, D 4, E 3, F 3, G 1 (ineligible), H 1; ranked: all but G; funded: A, C
  it("a statistic over the ranked and the funded (before: the members whose value is true)", () => {
    expect(statistic(withStatistic(SCHEME, "count(distinct w in ranked: w.a)"), INPUT).value).toBe("4");
    expect(statistic(withStatistic(SCHEME, "count(distinct w in funded: w.k1)"), INPUT).value).toBe("2");
    expect(statistic(withStatistic(SCHEME, "count(distinct w in ranked: w.ok)"), INPUT).value).toBe("1");
    expect(statistic(withStatistic(SCHEME, "count(distinct w in ranked: w.asked)"), INPUT).value).toBe("5");
    // the plain count is unchanged
    expect(statistic(withStatistic(SCHEME, "count(w in ranked: w.a > 3)"), INPUT).value).toBe("4");
  });
  const column = (expr: string) => SCHEME.replace("let s2 ", `let dd "D" = ${expr} per art1\nlet s2 `).replace("columns { id, s1, s2, status }", "columns { id, dd, status }");
  const cells = (expr: string) => runScheme(column(expr), INPUT).publication!.rows!.map((r) => `${r["id"] as string}=${r["dd"] as string}`);
  it("a let over the call's applications and over peers", () => {
    expect(new Set(cells("count(distinct m in applications: m.a)"))).toEqual(new Set(["A=4", "B=4", "C=4", "D=4", "E=4", "F=4", "H=4"]));
    // peers(ok): the eligible ones share ok = true: 5 4 3 1
    expect(new Set(cells("count(distinct m in peers(ok): m.a)"))).toEqual(new Set(["A=4", "B=4", "C=4", "D=4", "E=4", "F=4", "H=4"]));
    expect(new Set(cells("count(distinct m in applications(eligible): m.ok)"))).toEqual(new Set(["A=1", "B=1", "C=1", "D=1", "E=1", "F=1", "H=1"]));
    expect(new Set(cells("count(m in applications: m.ok)"))).toEqual(new Set(["A=7", "B=7", "C=7", "D=7", "E=7", "F=7", "H=7"]));
  });
  it("the explanation tells every member with its value, the count the values'", () => {
    const text = column("count(distinct m in peers(ok): m.a)").replace("language pl", "language en").replace("by s2 highest first per art1", "by s2 highest first per art1\n  by dd highest first per art1");
    const told = resultOf(runScheme(text, INPUT), "A").explanation.map((x) => x.text).find((t) => t.includes("count(distinct"));
    expect(told).toBe("D, count(distinct m in peers(ok): m.a) over the applications with ok 'true': 4, from A 5, B 5, C 4, D 4, E 3, F 3, H 1.");
  });
  it("dates told in the language's form; a member's value, which the words cannot give, by the first member of each value", () => {
    const born = ["2020-01-01", "2021-02-03", "2020-01-01"];
    const input = { ...UNTIED, applications: UNTIED.applications.map((x, i) => ({ ...x, born: born[i % 3], kind: i % 2 ? "y" : "x" })) };
    const text = SCHEME.replace("  ok: boolean\n", "  ok: boolean\n  born: date\n  kind: enum { x, y }\n")
      .replace("let s2 ", 'let dd "D" = count(distinct m in peers(ok): m.born) per art1\nlet ee "E" = count(distinct m in peers(ok): m.kind) per art1\nlet s2 ')
      .replace("columns { id, s1, s2, status }", "columns { id, dd, ee, status }").replace("language pl", "language de");
    const told = resultOf(runScheme(text, input), "A").explanation.map((x) => x.text).filter((t) => t.includes("count(distinct"));
    expect(told).toEqual([
      "D, count(distinct m in peers(ok): m.born) über die Anträge mit ok „true“: 2, aus A 01.01.2020, B 03.02.2021, C 01.01.2020, D 01.01.2020, E 03.02.2021, F 01.01.2020, H 01.01.2020.",
      "E, count(distinct m in peers(ok): m.kind) über die Anträge mit ok „true“: 2, aus A (mitgezählt), B (mitgezählt).",
    ]);
  });
});

describe("F1: a list after the last funded, where an open tie after the last row funded in every order funds one of its members in every order", () => {
  // 100.00, skip: A 60 funded; B 50 passed over; C (30, funded) and D (50, passed over) tie at 3;
  // E and F (10 each) tie at 5 for the last 10.00: one of them funded in every order; H 70 after
  const listed = (r: ReturnType<typeof runScheme>) => r.results.filter((x) => x.status === "reserve").map((x) => [x.id, x.reservePlace]);
  it("the list begins after the tie: D, ranked before it, is off; H is on, after the tie's one not funded", () => {
    const r = runScheme(SCHEME, INPUT);
    expect(listed(r)).toEqual([["H", 2]]);
    expect(resultOf(r, "D").status).toBe("not_funded");
    expect(["E", "F"].map((id) => resultOf(r, id).status)).toEqual(["indeterminate", "indeterminate"]);
  });
  it("D is told why, naming the tie, in six languages", () => {
    const told = (l: string) => resultOf(runScheme(SCHEME.replace("language pl", `language ${l}`), INPUT), "D").explanation.filter((s) => s.step === "allocation").map((s) => s.text).at(-1);
    expect(Object.fromEntries(["en", "nl", "pl", "de", "es", "fr"].map((l) => [l, told(l)]))).toEqual({
      en: "Not placed on the reserve list: it is ranked before E and F, tied, one of which is the last application funded whatever order their tie takes, and the list begins after them.",
      nl: "Niet op de reservelijst geplaatst: de aanvraag staat in de rangschikking vóór E en F, die gelijk staan en waarvan er één, in welke volgorde hun gelijke stand ook wordt beslist, de laatste gehonoreerde aanvraag is, en de lijst begint daarna.",
      pl: "Wniosku nie umieszczono na liście rezerwowej: w rankingu stoi przed wnioskami E i F, które zajmują równą pozycję; bez względu na ich kolejność jeden z nich jest ostatnim, któremu przyznano środki, a lista zaczyna się po nich.",
      de: "Nicht auf die Nachrückerliste gesetzt: der Antrag steht in der Rangfolge vor E und F, die gleichrangig sind und von denen, gleich in welcher Reihenfolge, einer der letzte bewilligte Antrag ist, und die Liste beginnt nach ihnen.",
      es: "No incluida en la lista de reserva: figura en la clasificación antes de E y F, empatadas, una de las cuales es, sea cual sea el orden del empate, la última solicitud estimada, y la lista empieza después de ellas.",
      fr: "Non inscrite sur la liste complémentaire : elle est classée avant E et F, à égalité, dont l'une est, quel que soit l'ordre entre elles, la dernière demande retenue, et la liste commence après elles.",
    });
  });
  it("the trace: lastFunded null, lastTied the tie's members", () => {
    const t = traceAnswer(evaluateRun(load(analyze(SCHEME)), INPUT, { details: true }).run, "D")!.trace;
    expect(t.filter((s) => s.kind === "reserve-before").map((s) => [(s as { lastFunded?: unknown }).lastFunded, (s as { lastTied?: unknown }).lastTied])).toEqual([[null, ["E", "F"]]]);
  });
  it("without the tie the list begins after the last row funded, as before", () => {
    // UNTIED: A, C, E funded; B and D passed over before E; F and H after it
    expect(listed(runScheme(SCHEME, UNTIED))).toEqual([["F", 1], ["H", 2]]);
  });
});
