// The checked model of a scheme: declarations indexed by name, the type of every expression,
// and every resolved reference. The checker builds it; the compiler, the language server and
// the CLI read it. It holds AST nodes, never CST or LSP types.
import type * as A from "../ast/nodes.js";
import type { Span } from "../span.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import type { Ty } from "./types.js";

export type SymbolKind =
  | "scheme"
  | "act"
  | "source"
  | "call-field"
  | "app-field"
  | "field"
  | "let"
  | "function"
  | "criterion"
  | "total"
  | "variable"
  | "rule"
  | "threshold"
  | "regime"
  | "enum-member"
  /** a named enumeration, `enum echelon { … }` (§6.3) */
  | "enum";

export interface SymbolInfo {
  readonly kind: SymbolKind;
  readonly name: string;
  /** span of the declaring name; empty for built-ins */
  readonly nameSpan: Span;
  /** span of the whole declaration */
  readonly declSpan: Span;
  type?: Ty;
  readonly node?: unknown;
  /** for fields: the dotted path of the record that holds it ("application", "application.scores") */
  readonly container?: string;
  /** for rules and thresholds: the regime they belong to */
  readonly regime?: string;
}

export interface Reference {
  readonly span: Span;
  readonly symbol: SymbolInfo;
}

export interface CriterionInfo {
  readonly decl: A.CriterionDecl;
  readonly symbol: SymbolInfo;
  /** smallest and largest points the criterion can give, when known */
  min?: string;
  max?: string;
}

export interface RegimeView {
  /** undefined for the implicit regime of a scheme without `regime` declarations */
  readonly decl?: A.RegimeDecl;
  readonly name: string;
  readonly eligibility: A.RuleDecl[];
  readonly thresholds: A.ThresholdDecl[];
  readonly ranking?: A.RankingDecl;
  readonly allocation?: A.AllocationDecl;
}

export interface Model {
  readonly file: A.SchemeFile;
  readonly text: string;
  scheme?: A.SchemeDecl;
  readonly acts: Map<string, A.ActDecl>;
  readonly sources: Map<string, A.SourceDecl>;
  readonly callFields: Map<string, SymbolInfo>;
  readonly appFields: Map<string, SymbolInfo>;
  readonly lets: Map<string, SymbolInfo>;
  /** the named enumerations (`enum echelon { … }`, §6.3): type names, a namespace of their own */
  readonly enums: Map<string, SymbolInfo>;
  /** the lets whose declared range (`let score: decimal in 0..10 = …`) the checker takes on trust: their values are checked at run time (compile/emit.ts, ops.inRange) */
  letRanges?: Map<string, { readonly lo: string; readonly hi: string }>;
  /** functions declared with `define` (semantics/functions.ts) */
  readonly functions: Map<string, SymbolInfo>;
  readonly criteria: Map<string, CriterionInfo>;
  readonly rules: A.RuleDecl[];
  readonly thresholds: A.ThresholdDecl[];
  readonly regimes: RegimeView[];
  maximum?: A.MaximumDecl;
  /** `points not summed` (§11.1): no total of points; `total` is AL0419 */
  unsummed?: A.UnsummedDecl;
  /** `points decimal(3)` (§11.3): the places every value in points is told with */
  scale?: A.ScaleDecl;
  publish?: A.PublishDecl;
  /** a decision notice's date and objection clause (§16.4) */
  notice?: A.NoticeDecl;
  readonly labels: Map<string, string>;
  readonly types: Map<A.Expr, Ty>;
  /** bare words resolved as enumeration members or policy words */
  readonly words: Set<A.Expr>;
  /** the call parameters read as an office's closing days (§16.1, `closed call.x`): the input checks their dates */
  readonly closedDays: Set<string>;
  readonly refs: Reference[];
  readonly symbols: SymbolInfo[];
  readonly diagnostics: Diagnostic[];
  /** names of declarations whose value depends on points (criteria, total, lets over them) */
  readonly pointsDependent: Set<string>;
  /** lets whose value depends only on the call */
  readonly callOnly: Set<string>;
}
