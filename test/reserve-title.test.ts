// The law's name for the reserve list (`reserve all "die Nachrückliste" per art9`,
// docs/language.md §14.11, narration/reserveTitle.ts), worked by hand on §14.11's example: a
// budget of 1000.00 EUR, four applications of 10, 8, 6 and 4 points each asking 600.00, stop at the
// boundary: A1 funded (400.00 left), A2, A3 and A4 on the list at places 1, 2 and 3. English and
// Dutch put the name where they say "the reserve list" / "de reservelijst"; German and Polish keep
// their word for "list" in its case and quote the name in the nominative. A scheme without a name
// keeps its words; the checker refuses a name that names nothing or a second name (AL0532).
import { describe, expect, it } from "vitest";
import { evaluate, type CompiledScheme } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { formatScheme } from "../packages/dsl/src/format/format.js";
import { hover } from "../packages/dsl/src/services/hover.js";
import { formatResult } from "../packages/dsl/src/report/formats.js";

const text = (language: string, reserve: string, size = "all"): string => `scheme listed "Listed" {
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
  reserve ${size}${reserve} per art9
}
`;

function compile(source: string): CompiledScheme {
  const a = analyze(source);
  expect(a.diagnostics.filter((d) => d.severity === "error").map((d) => d.message)).toEqual([]);
  return load(a);
}

const input = (scores: number[]) => ({ call: { budget: "1000.00" }, applications: scores.map((score, i) => ({ id: `A${i + 1}`, asked: "600.00", score })) });

/** Per application on the list: its reserve reason and its explanation's last step, with and without explanations alike. */
function listed(s: CompiledScheme, scores = [10, 8, 6, 4]): { reasons: string[]; steps: string[]; ties: string[] } {
  const { result } = evaluate(s, input(scores));
  const bare = evaluate(s, input(scores), { explain: false }).result;
  const on = result.results.filter((r) => r.status === "reserve");
  const reasons = on.map((r) => r.reasons.at(-1)!.message);
  expect(bare.results.filter((r) => r.status === "reserve").map((r) => r.reasons.at(-1)!.message)).toEqual(reasons);
  return { reasons, steps: on.map((r) => r.explanation!.at(-1)!.text), ties: result.ties.map((t) => t.note) };
}

describe("the law's name for the reserve list", () => {
  it("English: the name where the catalogue says 'the reserve list', with 'the' where it has no article", () => {
    for (const name of ['"the waiting list"', '"waiting list"']) {
      const { reasons, steps } = listed(compile(text("en", ` ${name}`)));
      expect(reasons).toEqual(["placed on the waiting list, at place 1", "placed on the waiting list, at place 2", "placed on the waiting list, at place 3"]);
      expect(steps).toEqual(["Placed on the waiting list, at place 1.", "Placed on the waiting list, at place 2.", "Placed on the waiting list, at place 3."]);
    }
  });
  it("Dutch: 'de wachtlijst' in the sentence", () => {
    const { reasons, steps } = listed(compile(text("nl", ' "wachtlijst"')));
    expect(reasons[0]).toBe("op de wachtlijst geplaatst, op plaats 1");
    expect(steps).toEqual(["Op de wachtlijst geplaatst, op plaats 1.", "Op de wachtlijst geplaatst, op plaats 2.", "Op de wachtlijst geplaatst, op plaats 3."]);
  });
  it("German: 'die Liste' in its case, the name quoted in the nominative, without its article", () => {
    const { reasons, steps } = listed(compile(text("de", ' "die Nachrückliste"')));
    expect(reasons[0]).toBe("auf die Liste „Nachrückliste“ gesetzt, auf Platz 1");
    expect(steps[2]).toBe("Auf die Liste „Nachrückliste“ gesetzt, auf Platz 3.");
  });
  it("Polish: 'liście' in its case, the name quoted as written", () => {
    const { reasons, steps } = listed(compile(text("pl", ' "lista rezerwowa"')));
    expect(reasons[0]).toBe("wniosek umieszczono na liście „lista rezerwowa”, na miejscu 1");
    expect(steps[0]).toBe("Wniosek umieszczono na liście „lista rezerwowa”, na miejscu 1.");
  });
  it("without a name the words are the catalogue's, as before", () => {
    expect(listed(compile(text("en", ""))).steps[0]).toBe("Placed on the reserve list, at place 1.");
    expect(listed(compile(text("de", ""))).reasons[0]).toBe("auf die Nachrückerliste gesetzt, auf Platz 1");
  });
  it("the tie note at the list's end names it: A2 and A3 share 8 points, one place left (reserve 1)", () => {
    const { ties } = listed(compile(text("en", ' "the waiting list"', "1")), [10, 8, 8, 4]);
    expect(ties).toEqual(["the scheme does not break this tie, and its order decides who is placed on the waiting list"]);
    expect(listed(compile(text("nl", ' "wachtlijst"', "1")), [10, 8, 8, 4]).ties).toEqual(["de regeling doorbreekt deze gelijke stand niet, en de volgorde bepaalt wie op de wachtlijst komt"]);
  });
  it("the HTML report's status and the CSV's reasons say it", () => {
    const s = compile(text("de", ' "die Nachrückliste"'));
    const { result } = evaluate(s, input([10, 8, 6, 4]));
    const html = formatResult(result, "html", s);
    expect(html.match(/s-reserve">[^<]*/g)).toEqual(['s-reserve">Nachrückliste', 's-reserve">Nachrückliste', 's-reserve">Nachrückliste']);
    expect(formatResult(result, "csv", s)).toContain("auf die Liste „Nachrückliste“ gesetzt");
  });
  it("the formatter keeps the name; hover says it", () => {
    const source = text("de", ' "die Nachrückliste"');
    const out = formatScheme(source);
    expect(out.ok && out.text).toBe(source);
    const a = analyze(source);
    const h = hover(a, source.indexOf("reserve all"));
    expect(h!.markdown).toContain("**Reserve list “die Nachrückliste”**: every ranked application that is not funded is placed on the reserve list, in ranking order. The law calls it “die Nachrückliste”: the explanations, the reasons and the notices name it so.");
  });
});

describe("AL0532", () => {
  const codes = (source: string) => analyze(source).diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message}`);
  it("an empty name, an article alone; a line break is AL0661's, as in every text", () => {
    expect(codes(text("en", ' ""'))).toEqual(["AL0532 expected the name the law gives the reserve list, found an empty text"]);
    expect(codes(text("de", ' "die"'))).toEqual(['AL0532 expected the name the law gives the reserve list, found only the article "die"']);
    expect(codes(text("en", ' "waiting\\nlist"')).map((c) => c.slice(0, 6))).toEqual(["AL0661"]);
  });
  it("a second name in one scheme; one name on two regimes is one name", () => {
    const regimes = (first: string, second: string): string =>
      text("en", "").replace(/allocation per art6 \{[\s\S]*$/, `regime big "Big" per art6
  when score >= 5 {
  allocation per art6 {
    budget call.budget shared
    amount asked
    at boundary stop
    reserve all ${first} per art9
  }
}

regime small "Small" per art6
  when score < 5 {
  allocation per art6 {
    budget call.budget shared
    amount asked
    at boundary stop
    reserve all ${second} per art9
  }
}
`);
    expect(codes(regimes('"the waiting list"', '"the standby list"'))).toEqual(['AL0532 expected the reserve list to be named "the waiting list", as it is before, found "the standby list"']);
    expect(codes(regimes('"the waiting list"', '"the waiting list"'))).toEqual([]);
  });
});
