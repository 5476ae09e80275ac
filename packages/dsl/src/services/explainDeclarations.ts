// Plain-words explanations of the declarations around the selection itself: the scheme, acts
// and legal sources, input fields and call parameters, derived values, regimes, quantifier
// variables and enumeration members — with where each is used, from the checker's references.
import type * as A from "../ast/nodes.js";
import type { Analysis } from "../analysis.js";
import type { SymbolInfo } from "../semantics/model.js";
import type { Ty } from "../semantics/types.js";
import { code, resultColumnWords, typeWords } from "./describe.js";
import { referenceWords, sourceMarkdown } from "./legal.js";
import { variableListWords } from "./outcomeMembers.js";
import { pathAt, type Construct } from "./walk.js";

/** A short name for the construct that holds a use: "rule `on_time`", "ranking of regime `x`". */
export function constructLabel(path: readonly Construct[]): string | undefined {
  const regime = path.find((c) => c.kind === "regime");
  const inRegime = regime?.kind === "regime" ? ` of regime \`${regime.node.name.text}\`` : "";
  for (let i = path.length - 1; i >= 0; i--) {
    const c = path[i]!;
    switch (c.kind) {
      case "rule": return `rule \`${c.node.name.text}\``;
      case "criterion": return `criterion \`${c.node.name.text}\``;
      case "threshold": return `threshold \`${c.node.name.text}\``;
      case "let": return `value \`${c.node.name.text}\``;
      case "function": return `function \`${c.node.name.text}\``;
      case "tiebreak": return `tie-break${inRegime}`;
      case "ranking": return `ranking${inRegime}`;
      case "allocation": return `allocation${inRegime}`;
      case "regime": return `regime \`${c.node.name.text}\``;
      case "eligibility": return `eligibility rules${inRegime}`;
      case "maximum": return "declared maximum";
      case "unsummed": return "points not summed";
      case "scale": return "scale of points";
      case "publish": return "publication";
      case "deadline": return "publication deadline";
      case "columns": return "published columns";
      case "rows": return "published rows";
      case "source": return `source \`${c.node.name.text}\``;
      default: break;
    }
  }
  return undefined;
}

/** "Used by: rule `a`, criterion `b`" from the references to a symbol. */
export function usedBy(a: Analysis, sym: SymbolInfo, verb = "Used by"): string {
  const labels: string[] = [];
  for (const r of a.model.refs) {
    if (r.symbol !== sym) continue;
    const l = constructLabel(pathAt(a.ast, r.span.start));
    if (l && !labels.includes(l)) labels.push(l);
  }
  if (labels.length === 0) return `${verb}: nothing yet.`;
  const shown = labels.slice(0, 10).join(", ");
  return `${verb}: ${shown}${labels.length > 10 ? `, and ${labels.length - 10} more` : ""}.`;
}

export function explainField(a: Analysis, sym: SymbolInfo): string {
  const f = sym.node as A.FieldDecl | undefined;
  const head = sym.kind === "call-field" ? `**Call parameter \`${sym.name}\`** — ${sym.type?.k === "keyed" ? (sym.type.value.k === "keyed" ? "a table, one figure for each pair of keys, given as input" : "one figure for each key, given as input") : "one value for the whole call, given as input"}` : sym.kind === "app-field" ? `**Application field \`${sym.name}\`** — given by each application` : `**Field \`${sym.name}\`** of \`${sym.container ?? "a record"}\``;
  const traits = [typeWords(sym.type), f?.optional ? "optional: it may be absent" : "required", ...(f?.unique ? ["unique: no two applications may share it"] : [])];
  const kind = traits.join("; ");
  const lines = [head, kind[0]!.toUpperCase() + kind.slice(1) + "."];
  if (f?.description) lines.push(`“${f.description}”`);
  lines.push(usedBy(a, sym, "Read by"));
  return lines.join("\n\n");
}

export function explainInput(d: A.InputDecl): string {
  return d.root === "call"
    ? `**Call parameters** — ${d.fields.length} values given once for the whole call (budget, deadlines, choices the call makes), written \`call.<name>\`.`
    : `**Application fields** — ${d.fields.length} values each application gives. Panel scores and external statistics are inputs too.`;
}

export function explainLet(a: Analysis, d: A.LetDecl): string {
  const sym = a.model.lets.get(d.name.text);
  const when = a.model.pointsDependent.has(d.name.text) ? "It depends on points, so it is known only after scoring." : a.model.callOnly.has(d.name.text) ? "It depends only on the call, so it is computed once for the whole call." : "It is computed for each application.";
  const title = d.title !== undefined ? `, named “${d.title}” where an explanation names it` : "";
  return [`**Derived value \`${d.name.text}\`** = ${code(a, d.value)}`, `It is ${typeWords(sym?.type)}${title}. ${when}`, sym ? usedBy(a, sym) : ""].filter(Boolean).join("\n\n");
}

export function explainVariable(a: Analysis, sym: SymbolInfo): string {
  const column = resultColumnWords[sym.name];
  if (sym.nameSpan.end <= sym.nameSpan.start && column) return `**\`${sym.name}\`** — a built-in column of the published list: ${column}.`;
  // `left` in a stage's or reservation's budget (semantics/checks/budgetFlow.ts)
  if (sym.nameSpan.end <= sym.nameSpan.start && sym.name === "left") return `**\`left\`** — what the earlier stages left of the allocation's budget when this one starts: ${typeWords(sym.type)}.`;
  const fn = a.ast.declarations.find((d): d is A.FunctionDecl => d.kind === "function" && d.params.some((p) => p.name.span.start === sym.nameSpan.start && p.name.span.end === sym.nameSpan.end));
  if (fn) return `**\`${sym.name}\`** — a parameter of the function \`${fn.name.text}\`: ${typeWords(sym.type)}, the value each call gives it.`;
  return `**\`${sym.name}\`** — stands for ${variableListWords(a, sym.nameSpan) ?? "each item of the list"} in turn: ${typeWords(sym.type)}.`;
}

/** The input whose type declares an enumeration: "`call.selection`". */
function enumOwner(a: Analysis, ty: Ty): string | undefined {
  for (const s of a.model.symbols) {
    // a named enumeration (§6.3): its name, before the inputs and lets declared of it
    if (s.kind === "enum" && s.type === ty) return `the enumeration \`${s.name}\``;
    if (s.type === ty || (s.type?.k === "list" && s.type.element === ty)) {
      const path = s.kind === "call-field" ? `call.${s.name}` : s.kind === "app-field" ? `application.${s.name}` : `${s.container ?? ""}.${s.name}`;
      return "`" + path + "`";
    }
  }
  return undefined;
}

export function explainMember(a: Analysis, name: string, ty: Ty & { k: "enum" }): string {
  const owner = enumOwner(a, ty);
  // its title (`old_town "Old Town"`, §6): the words an explanation names it by
  const title = ty.titles?.get(name);
  return `**\`${name}\`**${title !== undefined ? ` — *${title}*` : ""} — one of the values of ${owner ?? "an enumeration"}: ${typeWords(ty)}.${title !== undefined ? ` Explanations name it "${title}".` : ""}`;
}

export function explainSource(a: Analysis, s: A.SourceDecl): string {
  const sym = a.model.symbols.find((x) => x.kind === "source" && x.node === s);
  return [sourceMarkdown(a, s.name.text), sym ? usedBy(a, sym, "Cited by") : ""].filter(Boolean).join("\n\n");
}

export function explainAct(a: Analysis, d: A.ActDecl): string {
  const props = d.properties.map((p) => `- ${p.key.text}: ${p.value}`);
  const sources = [...a.model.sources.values()].filter((s) => s.act.text === d.name.text).map((s) => `- \`${s.name.text}\`: ${referenceWords(s) || "(no article given)"}`);
  return [`**Act \`${d.name.text}\`**${d.title ? ` — *${d.title}*` : ""}`, props.join("\n"), sources.length ? `Sources from this act:\n\n${sources.join("\n")}` : "No source cites this act yet."].filter(Boolean).join("\n\n");
}

export function explainScheme(a: Analysis, d: A.SchemeDecl): string {
  const m = a.model;
  const props = d.properties.map((p) => `- ${p.key.text}: ${p.value}`);
  const regimes = m.regimes.filter((r) => r.decl).map((r) => "`" + r.name + "`");
  const counts = `${m.rules.length + m.regimes.reduce((n, r) => n + r.eligibility.length, 0)} eligibility rules, ${m.criteria.size} criteria, ${m.thresholds.length + m.regimes.reduce((n, r) => n + r.thresholds.length, 0)} thresholds${regimes.length ? `, regimes ${regimes.join(", ")}` : ""}.`;
  return [`**Scheme \`${d.name.text}\`**${d.title ? ` — ${d.title}` : ""}`, props.join("\n"), counts].filter(Boolean).join("\n\n");
}

export function explainRegime(a: Analysis, d: A.RegimeDecl): string {
  const view = a.model.regimes.find((r) => r.decl === d);
  const own = (k: A.RegimeMember["kind"]) => d.members.some((m) => m.kind === k);
  const rules = view?.eligibility.map((r) => "`" + r.name.text + "`").join(", ");
  const ths = view?.thresholds.map((t) => "`" + t.name.text + "`").join(", ");
  const lines = [
    `**Regime \`${d.name.text}\`**${d.title ? ` — ${d.title}` : ""}`,
    `It applies to the applications for which ${code(a, d.when)}.`,
    `- its own eligibility rules: ${rules || "none"}\n- its own thresholds: ${ths || "none"}\n- ranking: ${own("ranking") ? "its own" : view?.ranking ? "the scheme's" : "none"}\n- allocation: ${own("allocation") ? "its own" : view?.allocation ? "the scheme's" : "none"}`,
    "Rules, criteria and thresholds outside any regime apply in every regime.",
  ];
  return lines.join("\n\n");
}

/** A named enumeration (`enum echelon "l'échelon" { … }`, §6.3): its members with their titles, and where it is used. */
export function explainEnum(sym: SymbolInfo): string {
  const d = sym.node as A.EnumDecl;
  const members = d.type.members.map((m) => `\`${m.text}\`${m.title !== undefined ? ` (“${m.title}”)` : ""}`).join(", ");
  return `**Enumeration \`${sym.name}\`**${d.title !== undefined ? ` — *${d.title}*` : ""} — declared once: one of ${members}. A type wherever one is written: a figure per key \`by ${sym.name}\`, a let's or a field's type; explanations name a member by its title.`;
}
