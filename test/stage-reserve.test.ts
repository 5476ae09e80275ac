// A reserve list per stage, and per member of a stage per key (drafter25's finding 2,
// docs/language.md §14.11): `reserve all` (or `reserve N`) written inside a stage keeps that
// stage's own list, numbered from 1 — "the reserve list of their measure" of a LEADER call's art. 8
// (schemes/drafted_leader), a list per lot, per district. The allocation's `reserve` keeps its
// meaning: one list over the applications no stage's own list takes. Before issue 15's
// twenty-sixth round `reserve` inside a stage was AL0102, whose hint said the list is the
// allocation's (test/reserve-in-stage.test.ts, folded in here), and the list was always the
// allocation's: L02, L07 and L11, each first passed over in its measure, were 1, 2 and 3 of one list.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, formatScheme, load } from "@allot/dsl";
import { evaluate, evaluateRun, evaluateTable, traceAnswer } from "@allot/runtime";
import { resultChunks } from "../packages/dsl/src/report/formats.js";
import { textOf } from "../packages/dsl/src/report/sink.js";

const leader = readFileSync(join(__dirname, "../schemes/drafted_leader/leader_call.allot"), "utf8");
const data = JSON.parse(readFileSync(join(__dirname, "../schemes/drafted_leader/data/call_2_2027.json"), "utf8")) as unknown;
// drafted_leader names no list (reserve27: its English name read "Op de the reserve list" in Dutch)
const allocLine = "  reserve all per art8\n";
const stageLine = "    reserve all per art8\n";
const boundary = "    at boundary skip per art7_2\n";
// the scheme with its list per measure (as schemes/drafted_leader writes art. 8), and with the allocation's one list
const perMeasure = leader.includes(`  }\n${allocLine}`) ? leader.replace(`  }\n${allocLine}`, "  }\n").replace(boundary, boundary + stageLine) : leader;
const oneList = perMeasure.replace(`${stageLine}  }\n}`, `  }\n${allocLine}}`);

const run = (t: string) => evaluate(load(analyze(t)), data).result;
const row = (t: string, id: string) => run(t).results.find((x) => x.id === id)!;
const last = (t: string, id: string) => row(t, id).explanation.at(-1)!;

describe("a reserve list per stage and per member", () => {
  it("the schemes check: the list in the stage per key, and the allocation's", () => {
    expect(analyze(perMeasure).diagnostics).toEqual([]);
    expect(analyze(oneList).diagnostics).toEqual([]);
    expect(perMeasure).toContain("at boundary skip per art7_2\n    reserve all per art8\n  }\n}");
  });
  it("numbers each member's list from 1, and says which list in the result", () => {
    const r = run(perMeasure).results;
    const listed = r.filter((x) => x.status === "reserve").map((x) => [x.id, x.reservePlace, x.reserveList]);
    expect(listed).toEqual([
      ["L02", 1, "measures[enterprise]"],
      ["L07", 1, "measures[village]"],
      ["L11", 1, "measures[tourism]"],
    ]);
    // the allocation's one list, as before: no `reserveList`
    expect(run(oneList).results.filter((x) => x.status === "reserve").map((x) => [x.id, x.reservePlace, x.reserveList])).toEqual([
      ["L02", 1, undefined],
      ["L07", 2, undefined],
      ["L11", 3, undefined],
    ]);
  });
  it("the reason and the explanation's step name the stage's list, in every language with explanations", () => {
    expect(row(perMeasure, "L11").reasons.at(-1)).toEqual({ rule: "reserve", source: "art8", message: "placed on the reserve list of stage 'The allocation of each measure (tourism)', at place 1" });
    expect(last(perMeasure, "L11")).toEqual({ step: "allocation", source: "art8", text: "Placed on the reserve list of stage 'The allocation of each measure (tourism)', at place 1." });
    // no name written: each language's own word
    const plain = perMeasure;
    expect(last(plain.replace("language en", "language nl"), "L11").text).toBe("Op de reservelijst van fase ‘The allocation of each measure (tourism)’ geplaatst, op plaats 1.");
    expect(last(plain.replace("language en", "language pl"), "L11").text).toBe("Wniosek umieszczono na liście rezerwowej etapu „The allocation of each measure (tourism)”, na miejscu 1.");
    expect(last(plain.replace("language en", "language de"), "L11").text).toBe("Auf die Nachrückerliste der Stufe „The allocation of each measure (tourism)“ gesetzt, auf Platz 1.");
    expect(row(plain.replace("language en", "language de"), "L11").reasons.at(-1)!.message).toBe("auf die Nachrückerliste der Stufe „The allocation of each measure (tourism)“ gesetzt, auf Platz 1");
    // the allocation's list reads as before
    expect(last(oneList, "L11").text).toBe("Placed on the reserve list, at place 3.");
  });
  it("the trace's reserve fact names the list", () => {
    const { run: ran } = evaluateRun(load(analyze(perMeasure)), data, { details: true });
    expect(JSON.stringify(traceAnswer(ran, "L11")!.trace)).toContain('"kind":"reserve","place":1,"list":"measures[tourism]"');
    const { run: one } = evaluateRun(load(analyze(oneList)), data, { details: true });
    expect(JSON.stringify(traceAnswer(one, "L11")!.trace)).toContain('"kind":"reserve","place":3,"text"');
  });
  it("the CSV and Markdown results have a reserve_list column", () => {
    const scheme = load(analyze(perMeasure));
    const t = evaluateTable(scheme, data).table;
    const csv = textOf(resultChunks(t, "csv", scheme)).split("\n");
    expect(csv[0]).toContain("reserve_place,reserve_list");
    // named as the stage column names the stage: by its title, the member in brackets
    expect(csv.find((l) => l.includes(",L11,"))).toContain(",tourism,3,reserve,,1,The allocation of each measure (tourism),39,0.00,");
    expect(textOf(resultChunks(t, "md", scheme))).toContain("| reserve_list |");
    const plain = textOf(resultChunks(evaluateTable(load(analyze(oneList)), data).table, "csv")).split("\n");
    expect(plain[0]).toContain("reserve_place");
    expect(plain[0]).not.toContain("reserve_list");
  });
  it("a stage keeps one list: a second `reserve` in it is one AL0508, at the second", () => {
    const twice = perMeasure.replace(stageLine, stageLine + "    reserve 2\n");
    const d = analyze(twice).diagnostics;
    expect(d.map((x) => [x.code, x.message])).toEqual([["AL0508", "expected one reserve list in the stage 'measures', found a second"]]);
    expect(twice.slice(d[0]!.span.start, d[0]!.span.end)).toBe("reserve 2");
  });
  it("another word that closes no stage keeps the old hint", () => {
    const d = analyze(perMeasure.replace(boundary, boundary + "    amount aid\n")).diagnostics.filter((x) => x.severity === "error");
    expect(d[0]).toMatchObject({ code: "AL0102", hint: "close the block with '}'" });
  });
  it("the allocation's list beside a list in every stage would hold nothing: AL0551 says so", () => {
    const both = perMeasure.replace(`${stageLine}  }\n}`, `${stageLine}  }\n${allocLine}}`);
    const d = analyze(both).diagnostics;
    expect(d.map((x) => [x.code, x.severity])).toEqual([["AL0551", "error"]]);
    expect(d[0]!.message).toBe("the allocation's reserve list would hold no application: every stage keeps its own list (stage 'measures')");
    expect(both.slice(d[0]!.span.start, d[0]!.span.end)).toBe("reserve");
  });
  it("the allocation's list beside a list in every stage, where no stage considers some applications: no AL0551, and those are on the allocation's list", () => {
    // drafted_bursary with a `when` on both stages (reviewer of integ26): B07, B13 and B14 meet
    // article 5 with fewer than 12 points, so no stage considers them; the allocation's list takes them
    const bursary = readFileSync(join(__dirname, "../schemes/drafted_bursary/bursary.allot"), "utf8");
    const shared = '  stage shared "The other applications that meet article 5" per art7_2 {\n    ranking per art7_2 {\n      all equal\n    }\n    budget left per art7_2\n    at boundary pro rata rounded down to 1 remainder unallocated per art7_2\n  }\n}';
    expect(bursary).toContain(shared);
    const both = bursary
      .replace("    unfunded stay out per art7_1\n", "    unfunded stay out per art7_1\n    reserve all per art7_1\n")
      .replace(shared, '  stage shared "The other applications that meet article 5" per art7_2 when total >= 12 {\n    budget 1000 EUR per art7_2\n    at boundary skip per art7_2\n    reserve all per art7_2\n  }\n  reserve all per art7_2\n}');
    expect(analyze(both).diagnostics.filter((x) => x.severity === "error")).toEqual([]);
    const input = JSON.parse(readFileSync(join(__dirname, "../schemes/drafted_bursary/data/bursary_2027.json"), "utf8")) as unknown;
    const r = evaluate(load(analyze(both)), input).result.results;
    const onAllocation = r.filter((x) => x.status === "reserve" && x.reserveList === undefined).map((x) => x.id);
    expect(onAllocation.length, "applications no stage considers, on the allocation's list").toBeGreaterThan(0);
  });
  it("is kept by the formatter, on its line in the stage", () => {
    const named = perMeasure.replace(stageLine, '    reserve all "the reserve list" per art8\n');
    const squeezed = perMeasure.replace(stageLine, '    reserve   all  "the reserve list"   per art8\n');
    expect(formatScheme(squeezed).text).toBe(named);
  });
});
