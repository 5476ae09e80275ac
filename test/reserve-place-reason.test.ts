// A row's place on the reserve list in its reason (issue 15, twenty-third round, lang23; lang22's
// left). The reason that puts a row on the list is one the rows share ("auf die Nachrückerliste
// gesetzt"), so a clerk reading the CSV or a notice's reasons could not tell the order of the list
// from them; each row's reason now ends with its place, in the catalogue's words as the
// explanation's step says them ("…, auf Platz 2"). Worked by hand on §14.11's example: a budget of
// 1000.00 EUR, four applications of 10, 8, 6 and 4 points asking 600.00 each, stop: A1 funded,
// A2, A3, A4 on the list at places 1, 2, 3. Read through every writer: the result object (with
// and without explanations), the run's streamed JSON, CSV and Markdown (the HTML report
// prints a ranked row's status and its explanation, not its reasons).
import { describe, expect, it } from "vitest";
import { evaluate, evaluateRun, type CompiledScheme } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { formatResult, resultChunks } from "../packages/dsl/src/report/formats.js";
import { textOf } from "../packages/dsl/src/report/sink.js";

const text = (language: string, name = ""): string => `scheme listed "Listed" {
  version "1"
  language ${language}
}

act reg "Regulation" {
  identifier "R/1"
}

source art6 = reg article 6 "The grants are given in the order of the points."

source art9 = reg article 9 "The applications not funded form the reserve list."

call {
  budget: money(EUR)
}

application {
  id: text unique
  asked: money(EUR)
  score: integer in 0..10
}

ranking per art6 {
  by score highest first
  tiebreak every tie {
    unresolved
  }
}

allocation per art6 {
  budget call.budget
  amount asked
  at boundary stop
  reserve all${name} per art9
}
`;

function compile(source: string): CompiledScheme {
  const a = analyze(source);
  expect(a.diagnostics.filter((d) => d.severity === "error").map((d) => d.message)).toEqual([]);
  return load(a);
}

const input = { call: { budget: "1000.00" }, applications: [10, 8, 6, 4].map((score, i) => ({ id: `A${i + 1}`, asked: "600.00", score })) };

/** The last reason of A2, A3, A4 as each writer gives it (each the same), and A1's reasons (none). */
function reasons(s: CompiledScheme): string[] {
  const { result } = evaluate(s, input);
  const bare = evaluate(s, input, { explain: false }).result;
  const last = (r: typeof result) => r.results.filter((x) => x.status === "reserve").map((x) => x.reasons.at(-1)!.message);
  const out = last(result);
  expect(last(bare)).toEqual(out);
  expect(result.results.find((x) => x.id === "A1")!.reasons).toEqual([]);
  // the run's JSON as `allot run` streams it, with explanations
  const run = evaluateRun(s, input, { details: true }).run;
  const streamed = JSON.parse(textOf(resultChunks(run.explained(true), "json", s))) as typeof result;
  expect(last(streamed)).toEqual(out);
  const csv = formatResult(result, "csv", s);
  const md = formatResult(result, "md", s);
  for (const m of out) {
    expect(csv).toContain(m);
    expect(md).toContain(m);
  }
  return out;
}

describe("a row's place on the reserve list in its reason", () => {
  it("English, Dutch, German and Polish: the catalogue's words for the place, as the explanation's step says it", () => {
    expect(reasons(compile(text("en")))).toEqual(["placed on the reserve list, at place 1", "placed on the reserve list, at place 2", "placed on the reserve list, at place 3"]);
    expect(reasons(compile(text("nl")))).toEqual(["op de reservelijst geplaatst, op plaats 1", "op de reservelijst geplaatst, op plaats 2", "op de reservelijst geplaatst, op plaats 3"]);
    expect(reasons(compile(text("de")))).toEqual(["auf die Nachrückerliste gesetzt, auf Platz 1", "auf die Nachrückerliste gesetzt, auf Platz 2", "auf die Nachrückerliste gesetzt, auf Platz 3"]);
    expect(reasons(compile(text("pl")))).toEqual(["wniosek umieszczono na liście rezerwowej, na miejscu 1", "wniosek umieszczono na liście rezerwowej, na miejscu 2", "wniosek umieszczono na liście rezerwowej, na miejscu 3"]);
  });

  it("with the law's name for the list: the name, then the place", () => {
    expect(reasons(compile(text("de", ' "Nachrückliste"')))).toEqual(["auf die Liste „Nachrückliste“ gesetzt, auf Platz 1", "auf die Liste „Nachrückliste“ gesetzt, auf Platz 2", "auf die Liste „Nachrückliste“ gesetzt, auf Platz 3"]);
    expect(reasons(compile(text("en", ' "the waiting list"')))).toEqual(["placed on the waiting list, at place 1", "placed on the waiting list, at place 2", "placed on the waiting list, at place 3"]);
  });
});
