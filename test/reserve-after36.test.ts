// reserve36: a reserve list that begins after the last application funded (§14.11,
// `reserve N after the last funded`): art. 8(1) of schemes/drafted_mobility — "The applicants
// ranked next after the last applicant awarded, as many as the call announcement states and in
// the order of the ranking, form the reserve list". One not funded ranked before the last grant
// is not on it, and its explanation says why, in six languages; one ranked after it is, whatever
// refused it (a group's cap too). No grant at all: the list begins at the top.
import { describe, expect, it } from "vitest";
import { analyze } from "../packages/dsl/src/analysis.js";
import { formatScheme } from "../packages/dsl/src/format/format.js";
import { hover } from "../packages/dsl/src/services/hover.js";
import { errorsOf, preamble, resultOf, runScheme } from "./support/scheme.js";

const scheme = (reserve: string, language?: string, group = ""): string => `${preamble("After the last funded", language)}call {
  budget: money(EUR)
  n: integer
}
application {
  id: text unique
  asked: money(EUR)
  faculty: text
}
ranking per art1 {
  by id lowest first
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip per art1
${group}  reserve ${reserve} per art1
}
`;
// skip: A 600 funded (400 left); B 500 passed over; C 300 funded (100 left); D 200 passed over;
// E 50 funded (50 left, the last grant); F 100 and G 80 passed over, after it
const app = (id: string, asked: string, faculty = id) => ({ id, asked, faculty });
const apps = [app("A", "600.00"), app("B", "500.00"), app("C", "300.00"), app("D", "200.00"), app("E", "50.00"), app("F", "100.00"), app("G", "80.00")];
const input = (budget = "1000.00", n = 2) => ({ call: { budget, n }, applications: apps });
const listed = (text: string, i = input()) => runScheme(text, i).results.filter((x) => x.status === "reserve").map((x) => [x.id, x.reservePlace]);

describe("reserve N after the last funded (§14.11)", () => {
  it("the list begins after the last grant: B and D, ranked before E, are not on it", () => {
    expect(listed(scheme("2 after the last funded"))).toEqual([["F", 1], ["G", 2]]);
    // the first N not funded, as before: B and D
    expect(listed(scheme("2"))).toEqual([["B", 1], ["D", 2]]);
  });
  it("all, and a size the call gives", () => {
    expect(listed(scheme("all after the last funded"))).toEqual([["F", 1], ["G", 2]]);
    expect(listed(scheme("call.n after the last funded"), input("1000.00", 1))).toEqual([["F", 1]]);
  });
  it("no grant at all: the list begins at the top of the ranking", () => {
    expect(listed(scheme("2 after the last funded"), input("10.00"))).toEqual([["A", 1], ["B", 2]]);
  });
  it("a group's cap: one refused before the last grant is off, one after it is on", () => {
    // at most 1 grant per faculty y: C (y) funded, D (y) refused by the cap before E, G (y) after it
    const group = `  group by faculty "Faculty" per art1 {\n    at most 1 grants per art1\n  }\n`;
    const i = { call: { budget: "1000.00", n: 3 }, applications: apps.map((a) => (a.id === "C" || a.id === "D" || a.id === "G" ? { ...a, faculty: "y" } : a)) };
    expect(listed(scheme("call.n after the last funded", undefined, group), i)).toEqual([["F", 1], ["G", 2]]);
    expect(resultOf(runScheme(scheme("call.n after the last funded", undefined, group), i), "G").reasons.map((x) => x.rule)).toEqual(["allocation", "reserve"]);
  });
  it("one ranked before the last grant is told why, in six languages", () => {
    const step = (l: string) => resultOf(runScheme(scheme("2 after the last funded", l), input()), "B").explanation.filter((x) => x.step === "allocation").map((x) => x.text).at(-1);
    expect(Object.fromEntries(["en", "nl", "pl", "de", "es", "fr"].map((l) => [l, step(l)]))).toEqual({
      en: "Not placed on the reserve list: it is ranked before E, the last application funded, and the list begins after it.",
      nl: "Niet op de reservelijst geplaatst: de aanvraag staat in de rangschikking vóór E, de laatste gehonoreerde aanvraag, en de lijst begint daarna.",
      pl: "Wniosku nie umieszczono na liście rezerwowej: w rankingu stoi przed wnioskiem E, ostatnim, któremu przyznano środki, a lista zaczyna się po nim.",
      de: "Nicht auf die Nachrückerliste gesetzt: der Antrag steht in der Rangfolge vor E, dem letzten bewilligten Antrag, und die Liste beginnt nach diesem.",
      es: "No incluida en la lista de reserva: figura en la clasificación antes de E, la última solicitud estimada, y la lista empieza después de ella.",
      fr: "Non inscrite sur la liste complémentaire : elle est classée avant E, la dernière demande retenue, et la liste commence après elle.",
    });
    // one on the list, or after the last grant, is not told so
    const f = resultOf(runScheme(scheme("2 after the last funded"), input()), "F").explanation.map((x) => x.text);
    expect(f.some((t) => t.includes("ranked before"))).toBe(false);
    expect(f.at(-1)).toBe("Placed on the reserve list, at place 1.");
  });
  it("AL0563: other words after `after the`, and a stage's own list", () => {
    expect(errorsOf(scheme("2 after the first funded"))).toEqual(["AL0563 expected `after the last funded`, found `after the first funded`"]);
    const staged = scheme("2").replace("  reserve 2 per art1\n", "  stage one per art1 {\n    budget call.budget\n    reserve 2 after the last funded\n  }\n");
    expect(errorsOf(staged)).toEqual(["AL0563 a stage's own reserve list cannot begin after the last application funded"]);
  });
  it("the formatter keeps the words; hover says where the list begins", () => {
    const source = scheme('call.n after the last funded "the waiting list"');
    const out = formatScheme(source);
    expect(out.ok && out.text).toContain('  reserve call.n after the last funded "the waiting list" per art1\n');
    const h = hover(analyze(source), source.indexOf("reserve call.n"));
    expect(h!.markdown).toContain("the first `call.n` applications that are not funded ranked after the last application funded (one not funded ranked before it is not on the list; with no grant at all, from the top), in ranking order");
  });
});
