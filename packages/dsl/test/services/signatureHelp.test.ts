// Signature help and document highlights, the services the language server answers
// textDocument/signatureHelp and textDocument/documentHighlight from: the forms of a built-in
// function or of a `define`d one, each parameter's meaning and the doc section, the parameter at
// the cursor — in a finished call and in one being typed — and every place of the name under the
// cursor, its declaration marked as the write.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/analysis.js";
import { builtins } from "../../src/semantics/builtins/index.js";
import { builtinSignatures, documentHighlights, signatureHelp } from "../../src/services/index.js";
import { MARK } from "./cursor.js";

const schemes = join(__dirname, "../../../../schemes");
const read = (path: string) => readFileSync(join(schemes, path), "utf8");
const vyzva = read("drafted_vyzva/obnova_venkova.allot");
const loting = read("drafted_loting/gewogen_loting.allot");
const areapay = read("drafted_areapay/area_payment.allot");

/** Signature help where the marker stands in `text` with `snippet` (holding the marker) put in place of `replace`. */
function helpAt(text: string, marked: string, replace?: string) {
  const plain = marked.replace(MARK, "");
  const whole = replace === undefined ? text : text.replace(replace, plain);
  if (replace !== undefined && whole === text) throw new Error(`not replaced: ${replace}`);
  const offset = whole.indexOf(plain) + marked.indexOf(MARK);
  if (whole.indexOf(plain) < 0) throw new Error(`not found: ${plain}`);
  const h = signatureHelp(analyze(whole, "file:///t.allot"), offset);
  if (!h) return undefined;
  const s = h.signatures[h.activeSignature]!;
  const p = s.parameters[h.activeParameter];
  return { label: s.label, param: p && s.label.slice(p.label[0], p.label[1]), paramDoc: p?.documentation, doc: s.documentation, all: h.signatures.map((x) => x.label) };
}

describe("signature help", () => {
  it("round(x, places, mode): the mode at the third argument, its meaning and the section", () => {
    const h = helpAt(vyzva, "round(sazba × uznatelne_naklady, -2, do<|>wn)")!;
    expect(h.label).toBe("round(x, places, mode)");
    expect(h.param).toBe("mode");
    expect(h.paramDoc).toContain("half_up, half_down, half_even, up, down, floor or ceiling");
    expect(h.doc).toContain("language.md §8.7");
    expect(helpAt(vyzva, "round(sazba × uznatelne_naklady, -<|>2, down)")!.param).toBe("places");
    expect(helpAt(vyzva, "round(sazba × uzn<|>atelne_naklady, -2, down)")!.param).toBe("x");
  });

  it("min(a, b, …) around a finished call: the second value, past the nested call's commas", () => {
    const h = helpAt(vyzva, "round(sazba × uznatelne_naklady, -2, down),\n <|>", "round(sazba × uznatelne_naklady, -2, down),\n")!;
    expect(h.label).toBe("min(a, b, …)");
    expect(h.param).toBe("b, …");
    expect(h.all).toEqual(["min(a, b, …)", "min(list)", "min(x in list: value)"]);
  });

  it("count(x in list: condition) while it is typed: the name, the list, then the condition", () => {
    const line = "  m in applications(eligible): m.gemiddelde >= 8.0\n) per art3";
    expect(helpAt(loting, "  m<|>", line)).toMatchObject({ label: "count(list)", param: "list" });
    expect(helpAt(loting, "  m in app<|>", line)).toMatchObject({ label: "count(x in list: condition)", param: "list" });
    expect(helpAt(loting, "  m in applications(eligible): m.<|>", line)).toMatchObject({ label: "count(x in list: condition)", param: "condition" });
    expect(helpAt(loting, "  distinct m in applications(eligible): m.<|>", line)).toMatchObject({ label: "count(distinct x in list: value)", param: "value" });
    // inside the nested call, its own help: applications(eligible)
    expect(helpAt(loting, "  m in applications(elig<|>", line)).toMatchObject({ label: "applications(eligible)", param: "eligible" });
  });

  it("a function the scheme declares: its parameters with their types", () => {
    const h = helpAt(areapay, "× weighted_hectares(\n    hectares.perm<|>anent_crops")!;
    expect(h.label).toBe("weighted_hectares(h: decimal): decimal");
    expect(h.param).toBe("h: decimal");
    expect(h.doc).toContain("min(h, 30)");
    expect(h.doc).toContain("language.md §7.1");
  });

  it("the date functions' forms: the closing days of add_working_days as a fourth parameter", () => {
    const h = helpAt(loting, "let z = add_working_days(call.trekking, 5, NL, <|>", "let rest ");
    expect(h).toMatchObject({ label: "add_working_days(d, n, calendar, closed)", param: "closed" });
    expect(h!.doc).toContain("language.md §8.7.4");
  });

  it("nothing outside a call, in a string or a comment, or after an unknown name", () => {
    expect(helpAt(vyzva, "let dotace \"the grant\": money(CZK) = m<|>in(")).toBeUndefined();
    expect(helpAt(loting, "// applications found eligible (art. 2), `count(m in app<|>")).toBeUndefined();
    expect(helpAt(loting, "let z = frobnicate(<|>", "let rest ")).toBeUndefined();
    expect(helpAt(loting, "let z = (1 + <|>", "let rest ")).toBeUndefined();
  });

  it("every built-in function the checker knows has a signature", () => {
    for (const name of builtins.keys()) expect(builtinSignatures[name], name).toBeDefined();
    for (const [name, f] of Object.entries(builtinSignatures)) expect(f.section, name).toMatch(/^language\.md §\d+\.\d+/);
  });
});

describe("document highlights", () => {
  const at = (text: string, marked: string) => {
    const plain = marked.replace(MARK, "");
    const offset = text.indexOf(plain) + marked.indexOf(MARK);
    const lines = (o: number) => text.slice(0, o).split("\n").length;
    return documentHighlights(analyze(text, "file:///t.allot"), offset).map((h) => [lines(h.span.start), text.slice(h.span.start, h.span.end), h.kind]);
  };

  it("a let: its declaration written, the lottery's weight reading it", () => {
    expect(at(loting, "loting weighted by gew<|>icht")).toEqual([[113, "gewicht", "write"], [122, "gewicht", "read"]]);
  });

  it("a stage: its declaration, `unused` and the column", () => {
    const got = at(vyzva, "stage_position(kr<|>aje)");
    expect(got.map(([, t, k]) => [t, k])).toEqual([["kraje", "write"], ["kraje", "read"], ["kraje", "read"]]);
  });

  it("a parameter of a define and a call value", () => {
    // `min(h, 30) + 60% × (min(h, 100) - min(h, 30))`: the parameter and its three reads
    expect(at(areapay, "define weighted_hectares(h: decimal): decimal = min(<|>h, 30)")).toEqual([[119, "h", "write"], [119, "h", "read"], [120, "h", "read"], [120, "h", "read"]]);
    const call = at(loting, "call.plaatsen - min(aantal_a, call.pla<|>atsen)");
    expect(call.filter(([, , k]) => k === "write")).toHaveLength(1);
    expect(call.length).toBeGreaterThan(2);
  });

  it("nothing on a keyword", () => {
    expect(at(loting, "le<|>t rest")).toEqual([]);
  });
});
