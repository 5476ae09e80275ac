// Document outline: the scheme's declarations as a tree — acts and sources, inputs and their
// fields, values, eligibility rules, criteria (with their points), thresholds, regimes with
// their members, the ranking with its keys and tie-break steps, the allocation, publication.
import type { Analysis } from "../analysis.js";
import type { Span } from "../span.js";
import { referenceWords } from "./legal.js";
import { children, declarationConstruct, type Construct } from "./walk.js";

export type OutlineKind =
  | "scheme" | "act" | "source" | "inputs" | "field" | "value" | "function" | "eligibility" | "rule" | "criterion" | "band"
  | "maximum" | "threshold" | "ranking" | "step" | "allocation" | "item" | "regime" | "publish" | "labels" | "enum";

export interface OutlineSymbol {
  readonly name: string;
  readonly detail?: string;
  readonly kind: OutlineKind;
  /** the whole construct */
  readonly span: Span;
  /** the part to select and reveal: its name, or its keyword */
  readonly selection: Span;
  readonly children: readonly OutlineSymbol[];
}

export function documentSymbols(a: Analysis): OutlineSymbol[] {
  return a.ast.declarations.map((d) => outline(a, declarationConstruct(d))).filter((s): s is OutlineSymbol => !!s);
}

function outline(a: Analysis, c: Construct): OutlineSymbol | undefined {
  const head = describe(a, c);
  if (!head) return undefined;
  const kids = children(c).map((k) => outline(a, k)).filter((s): s is OutlineSymbol => !!s);
  const selection = head.selection.end > head.selection.start ? head.selection : { start: c.node.span.start, end: c.node.span.start };
  return { ...head, selection, span: c.node.span, children: kids };
}

type Head = Omit<OutlineSymbol, "span" | "children">;

function named(n: { text: string; span: Span }, kind: OutlineKind, detail?: string): Head {
  return { name: n.text || "(unnamed)", kind, selection: n.span, ...(detail ? { detail } : {}) };
}

function keyword(text: string, at: Span, kind: OutlineKind, detail?: string): Head {
  return { name: text, kind, selection: at, ...(detail ? { detail } : {}) };
}

function plural(n: number, what: string): string {
  return `${n} ${what}${n === 1 ? "" : "s"}`;
}

function short(s: string, max = 60): string {
  const one = s.replace(/\s+/g, " ").trim();
  return one.length > max ? one.slice(0, max - 1) + "…" : one;
}

function describe(a: Analysis, c: Construct): Head | undefined {
  const src = (n: { span: Span }) => short(a.text.slice(n.span.start, n.span.end));
  switch (c.kind) {
    case "scheme": return named(c.node.name, "scheme", c.node.title);
    case "act": return named(c.node.name, "act", c.node.title);
    case "source": return named(c.node.name, "source", `${c.node.act.text} ${referenceWords(c.node)}`.trim());
    case "input": return keyword(c.node.root, c.node.keyword, "inputs", plural(c.node.fields.length, "field"));
    case "field": return named(c.node.name, "field", c.node.type.kind === "record" ? `record of ${plural(c.node.type.fields.length, "field")}` : src(c.node.type));
    case "let": return named(c.node.name, "value", src(c.node.value));
    case "function": return named(c.node.name, "function", `(${c.node.params.map((p) => `${p.name.text}: ${src(p.type)}`).join(", ")}): ${src(c.node.returns)}`);
    case "eligibility": return keyword("eligibility", { start: c.node.span.start, end: c.node.span.start + "eligibility".length }, "eligibility", plural(c.node.rules.length, "rule"));
    case "rule": return named(c.node.name, "rule", c.node.title);
    case "criterion": return named(c.node.name, "criterion", criterionDetail(a, c.node.name.text, c.node.title));
    case "band": return undefined;
    case "maximum": return keyword("maximum points", c.node.span, "maximum", c.node.value);
    case "unsummed": return keyword("points not summed", c.node.span, "maximum", "no total");
    case "scale": return keyword(`points decimal(${c.node.places})`, c.node.span, "maximum", `${c.node.places} places`);
    case "threshold": return named(c.node.name, "threshold", c.node.title);
    case "ranking": return keyword("ranking", c.node.keyword, "ranking");
    case "tiebreak": return keyword("tiebreak", c.node.keyword, "step", c.node.scope === "boundary" ? "at boundary" : c.node.scope === "every" ? "every tie" : "scope undecided");
    case "key": return keyword(`by ${src(c.node.value)}`, c.node.span, "step", c.node.order ? `in order [${c.node.order.members.map((x) => x.text).join(", ")}]` : `${c.node.direction} first`);
    case "lottery": return keyword(`lottery ${c.node.mode}`, c.node.span, "step", src(c.node.value));
    case "unresolved": return keyword("unresolved", c.node.span, "step");
    case "allocation": return keyword("allocation", c.node.keyword, "allocation");
    case "item": return keyword(c.node.kind === "prorata" ? "pro rata" : c.node.kind === "boundary" ? "at boundary" : c.node.kind, c.node.span, "item", "value" in c.node && typeof c.node.value === "object" ? src(c.node.value) : undefined);
    case "regime": return named(c.node.name, "regime", c.node.title);
    case "publish": return keyword("publish", c.node.keyword, "publish");
    case "deadline": return keyword("deadline", c.node.span, "item", src(c.node));
    case "columns": return keyword("columns", c.node.span, "item", plural(c.node.columns.length, "column"));
    case "labels": return keyword("labels", c.node.span, "labels");
    case "enumdecl": return named(c.node.name, "enum", [c.node.title, plural(c.node.type.members.length, "member")].filter(Boolean).join(" · "));
    default: return undefined;
  }
}

function criterionDetail(a: Analysis, name: string, title: string | undefined): string {
  const info = a.model.criteria.get(name);
  const pts = info?.min !== undefined && info.max !== undefined ? `${info.min}–${info.max} points` : "";
  return [title, pts].filter(Boolean).join(" · ");
}
