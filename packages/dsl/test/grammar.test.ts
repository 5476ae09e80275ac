// The grammar passes Chevrotain's own checks (ambiguities, left recursion, …): the parser that
// `allot` makes skips them at start-up, so they run here. And the tokens a declaration starts with
// are not read inside declarations: after a syntax error the parser re-synchronises at the next
// token that can start a declaration, and a block whose inner words could start one ends there.
import { Alternation, NonTerminal, Option, Repetition, RepetitionMandatory, RepetitionMandatoryWithSeparator, RepetitionWithSeparator, Terminal, type IProduction, type TokenType } from "chevrotain";
import { describe, expect, it } from "vitest";
import { AllotParser } from "../src/syntax/parser.js";
import { analyze } from "../src/analysis.js";

const parser = new AllotParser();
const rules = parser.getGAstProductions();

/** The tokens a sequence of productions may start with. */
function first(seq: readonly IProduction[]): Set<TokenType> {
  const out = new Set<TokenType>();
  for (const p of seq) {
    if (p instanceof Terminal) return out.add(p.terminalType);
    if (p instanceof NonTerminal) return new Set([...out, ...first(p.referencedRule.definition)]);
    if (p instanceof Alternation) {
      for (const alt of p.definition) for (const t of first(alt.definition)) out.add(t);
      return out;
    }
    for (const t of first((p as { definition: IProduction[] }).definition)) out.add(t);
    const optional = p instanceof Option || p instanceof Repetition || p instanceof RepetitionWithSeparator;
    if (!optional && (p instanceof RepetitionMandatory || p instanceof RepetitionMandatoryWithSeparator)) return out;
  }
  return out;
}

/** Every token a production reads, with the rule it is read in. */
function terminals(seq: readonly IProduction[], rule: string, out: [TokenType, string][]): [TokenType, string][] {
  for (const p of seq) {
    if (p instanceof Terminal) out.push([p.terminalType, rule]);
    else if (!(p instanceof NonTerminal)) terminals((p as { definition: IProduction[] }).definition, rule, out);
  }
  return out;
}

describe("the grammar", () => {
  it("passes Chevrotain's validations", () => {
    expect(() => new AllotParser(true)).not.toThrow();
  });

  it("reads no token a declaration starts with inside a declaration, but for the words that name a nested one", () => {
    const starts = first(rules["declaration"]!.definition);
    // each declaration rule reads its own first token once, where it starts
    const declarationRules = new Set((rules["declaration"]!.definition[0] as Alternation).definition.map((alt) => (alt.definition[0] as NonTerminal).nonTerminalName));
    const inside = new Map<string, Set<string>>();
    for (const [name, rule] of Object.entries(rules)) {
      const read = terminals(rule.definition, name, []);
      const own = new Set(declarationRules.has(name) ? first(rule.definition) : []);
      for (const [t] of read) {
        if (own.delete(t)) continue;
        if (starts.has(t)) inside.set(t.name, (inside.get(t.name) ?? new Set()).add(name));
      }
    }
    const found = Object.fromEntries([...inside].map(([t, r]) => [t, [...r].sort()]));
    // a stage's `threshold <expr>` and `ranking of the regime` (§14.7): the stage's own re-sync,
    // innermost, takes them first; `call.x`, `application.x`: the parser re-synchronises at `call`
    // and `application` only before `{` (grammar/base.ts findReSyncTokenType, corpus 189)
    expect(found).toEqual({
      Kw_threshold: ["stageItem"],
      Kw_ranking: ["stageItem"],
      Kw_regime: ["stageItem"],
      Kw_call: ["primary"],
      Kw_application: ["primary"],
      // `enum { … }`, a type written out: the parser re-synchronises at `enum` only before a name,
      // where a named enumeration starts (§6.3; grammar/base.ts startsOnlyBefore)
      Kw_enum: ["typeExpr"],
    });
    // `points` (in `3 points if …`, `maximum 10 points`) is not among them: `points not summed`
    // starts with a token of its own (tokens.ts UnsummedPoints)
    expect([...starts].map((t) => t.name)).toContain("Kw_points_unsummed");
    expect([...starts].map((t) => t.name)).not.toContain("Kw_points");
  });

  it("reads a word after '.' as a name, whatever its spelling (language.md §2)", () => {
    const text = "let x = call.budget + w.points + a.enum + x.total + application.maximum + call.ranking + call . threshold\n";
    const tokens = analyze(text).parse.tokens;
    const after = tokens.filter((_, i) => tokens[i - 1]?.tokenType.name === "Dot").map((t) => `${t.image} ${t.tokenType.name}`);
    expect(after).toEqual(["budget", "points", "enum", "total", "maximum", "ranking", "threshold"].map((w) => `${w} MemberName`));
    // the same words elsewhere are still the keywords
    expect(tokens.find((t) => t.image === "let")!.tokenType.name).toBe("Kw_let");
  });

  it("does not resume after an error at a keyword's spelling after '.' (`call.ranking`)", () => {
    const text = "call {\n  ranking: integer\n}\n\nranking {\n  by total highest first ×\n  by call.ranking highest first\n}\n";
    const syntax = analyze(text).diagnostics.filter((d) => d.code === "AL0102").map((d) => d.message);
    // before: also "expected '{', found '.'" and "expected '{', found 'highest'" (a ranking declared at `ranking`)
    expect(syntax).toEqual(["expected '}', found '×'"]);
  });

  it("does not take a type's `enum { … }` after an error for a named enumeration's start", () => {
    const text = "application {\n  id: text unique\n  quality: × enum { poor, good }\n  requested: money(EUR)\n}\n";
    const messages = analyze(text).diagnostics.map((d) => d.message);
    expect(messages[0]).toBe("expected one of 'record', 'enum', 'list', 'draw', a name, found '×'");
    expect(messages).not.toContain("expected a name, found '{'");
  });
});
