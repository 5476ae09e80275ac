// Signature help: inside the parentheses of a call — a built-in function (signatures.ts) or one
// the scheme declares with `define` — the forms of the function, what each parameter means, the
// section of the language reference, and the parameter the cursor is at. Read from the tokens
// before the cursor, as completion reads them (context.ts): the call being typed is usually not
// yet a call the parser could build.
import type { IToken } from "chevrotain";
import type * as A from "../ast/nodes.js";
import type { Analysis } from "../analysis.js";
import { span, type Span } from "../span.js";
import { cursorContext } from "./context.js";
import { functionWords } from "./describe.js";
import { builtinSignatures, formLabel, type FormDoc } from "./signatures.js";
import { localizeSignatureHelp, type ToolLanguage } from "./toolLanguage.js";

export interface SignatureParameter {
  /** where the parameter stands in the signature's label: [start, end) */
  readonly label: readonly [number, number];
  readonly documentation: string;
}

export interface Signature {
  readonly label: string;
  /** markdown: what the function computes and the section of docs/language.md */
  readonly documentation: string;
  readonly parameters: readonly SignatureParameter[];
}

export interface SignatureHelpInfo {
  readonly signatures: readonly Signature[];
  readonly activeSignature: number;
  readonly activeParameter: number;
  /** the function's name in the text */
  readonly name: Span;
}

/** Statements start with these: a call never reaches back past one. */
const statementStarts = new Set(["Kw_let", "Kw_define", "Kw_criterion", "Kw_rule", "Kw_threshold", "Kw_source", "Kw_act", "Kw_scheme", "Kw_stage", "Kw_eligibility"]);

/** Where the cursor stands in a call: the name, and the argument's index and its tokens before the cursor. */
interface CallSite {
  readonly name: IToken;
  readonly commas: number;
  /** the current argument's tokens before the cursor, outside any nested brackets, in order */
  readonly arg: readonly IToken[];
}

function callSite(a: Analysis, offset: number): CallSite | undefined {
  const tokens = a.parse.tokens;
  let depth = 0;
  let commas = 0;
  let arg: IToken[] = [];
  let i = tokens.length - 1;
  while (i >= 0 && tokens[i]!.startOffset >= offset) i--;
  for (let steps = 0; i >= 0 && steps < 4000; i--, steps++) {
    const t = tokens[i]!;
    const n = t.tokenType.name;
    if (n === "LBrace" || n === "RBrace" || (depth === 0 && statementStarts.has(n))) return undefined;
    if (n === "RParen" || n === "RBracket") depth++;
    else if (n === "LParen" || n === "LBracket") {
      if (depth > 0) depth--;
      else {
        const before = tokens[i - 1];
        if (n === "LParen" && before && /^(Identifier|Kw_)/.test(before.tokenType.name)) return { name: before, commas, arg: arg.reverse() };
        // a bracket or a parenthesis of the argument: its commas are its own
        commas = 0;
        arg = [];
      }
    } else if (depth === 0 && n === "Comma") commas++;
    else if (depth === 0 && commas === 0) arg.push(t);
  }
  return undefined;
}

function parameters(label: string, names: readonly string[], docs: readonly string[]): SignatureParameter[] {
  let from = label.indexOf("(") + 1;
  return names.map((name, k) => {
    const start = label.indexOf(name, from);
    from = start + name.length;
    return { label: [start, start + name.length] as const, documentation: docs[k]! };
  });
}

function defined(a: Analysis, name: string, commas: number): Omit<SignatureHelpInfo, "name"> {
  const d = a.model.functions.get(name)!.node as A.FunctionDecl;
  const src = (s: Span) => a.text.slice(s.start, s.end);
  const params = d.params.map((q) => `${q.name.text}: ${src(q.type.span)}`);
  const label = `${name}(${params.join(", ")}): ${src(d.returns.span)}`;
  const documentation = `A function declared in this scheme: \`${name}(…) = ${src(d.body.span)}\` (language.md §7.1).`;
  const signature = { label, documentation, parameters: parameters(label, params, params.map((q) => `the parameter \`${q}\``)) };
  return { signatures: [signature], activeSignature: 0, activeParameter: Math.min(commas, Math.max(0, params.length - 1)) };
}

/** The comprehension's part the cursor is in: 0 the name, 1 the list, 2 the value. */
function comprehensionPart(arg: readonly IToken[]): number | undefined {
  const at = arg.findIndex((t) => t.tokenType.name === "Kw_in");
  if (at < 0) return undefined;
  return arg.slice(at).some((t) => t.tokenType.name === "Colon") ? 2 : 1;
}

function builtin(name: string, site: CallSite): Omit<SignatureHelpInfo, "name"> {
  const doc = builtinSignatures[name]!;
  const signatures = doc.forms.map((f: FormDoc) => {
    const label = formLabel(name, f);
    return { label, documentation: `${functionWords[name] ?? `\`${label}\``} (${doc.section})`, parameters: parameters(label, f.params.map((q) => q.name), f.params.map((q) => q.doc)) };
  });
  const part = site.commas === 0 ? comprehensionPart(site.arg) : undefined;
  if (part !== undefined) {
    const distinct = site.arg[0]?.image === "distinct";
    const k = doc.forms.findIndex((f) => f.comprehension === (distinct ? "distinct" : "plain"));
    if (k >= 0) return { signatures, activeSignature: k, activeParameter: part };
  }
  const plain = doc.forms.map((f, k) => [f, k] as const).filter(([f]) => !f.comprehension);
  const [form, k] = plain.find(([f]) => f.variadic || f.params.length > site.commas) ?? plain[plain.length - 1] ?? [doc.forms[0]!, 0];
  return { signatures, activeSignature: k, activeParameter: Math.min(site.commas, form.params.length - 1) };
}

/** The call at the cursor, its fixed words in `lang` (toolLanguage.ts; English unless given). */
export function signatureHelp(a: Analysis, offset: number, lang: ToolLanguage = "en"): SignatureHelpInfo | undefined {
  const info = signatureHelpInEnglish(a, offset);
  return info && localizeSignatureHelp(info, lang);
}

function signatureHelpInEnglish(a: Analysis, offset: number): SignatureHelpInfo | undefined {
  if (cursorContext(a, offset).inText) return undefined;
  const site = callSite(a, offset);
  if (!site) return undefined;
  const name = site.name.image;
  const at = span(site.name.startOffset, site.name.startOffset + name.length);
  if (a.model.functions.has(name)) return { ...defined(a, name, site.commas), name: at };
  if (builtinSignatures[name]) return { ...builtin(name, site), name: at };
  return undefined;
}
