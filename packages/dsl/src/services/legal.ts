// The legal source behind a piece of a scheme, as markdown: which act (title and official
// identifier), which article / paragraph / point, and the verbatim text in a quote block. A step
// inside a block may inherit the block's citation, as the checker allows (missingSources.ts).
import type * as A from "../ast/nodes.js";
import type { Analysis } from "../analysis.js";
import type { Construct } from "./walk.js";

/** Constructs that take their block's citation when they have none of their own. */
const inheriting = new Set<Construct["kind"]>(["rule", "key", "lottery", "unresolved", "tiebreak", "item", "deadline", "columns", "band", "arm"]);

export interface EffectiveCitation {
  readonly citation: A.Citation;
  /** the construct that carries the citation, when it is an enclosing block */
  readonly from?: Construct;
}

/** The citation that applies to the innermost construct of a path. */
export function effectiveCitation(path: readonly Construct[]): EffectiveCitation | undefined {
  const inner = path.filter((c) => c.kind !== "citation");
  for (let i = inner.length - 1; i >= 0; i--) {
    const c = inner[i]!;
    const own = "citation" in c.node ? (c.node.citation as A.Citation | undefined) : undefined;
    if (own && own.source.text) return i === inner.length - 1 ? { citation: own } : { citation: own, from: c };
    if (!inheriting.has(c.kind)) return undefined;
  }
  return undefined;
}

/** "article 23 paragraph 3 subparagraph 1" as "Article 23, paragraph 3, subparagraph 1". */
export function referenceWords(s: A.SourceDecl): string {
  const parts = s.parts.map((p) => `${p.unit.text} ${/\s/.test(p.value) || p.value === "" ? `“${p.value}”` : p.value}`);
  const text = parts.join(", ");
  return text ? text[0]!.toUpperCase() + text.slice(1) : "";
}

/** The verbatim text as a markdown quote, line breaks kept. */
export function quote(text: string): string {
  const lines = text.split(/\r?\n/);
  return lines.map((l, i) => (l.trim() === "" ? ">" : `> ${l}${i + 1 < lines.length && lines[i + 1]!.trim() !== "" ? "  " : ""}`)).join("\n");
}

function actLine(act: A.ActDecl | undefined, name: string): string {
  if (!act) return `Act \`${name}\` (not declared)`;
  const id = act.properties.find((p) => p.key.text === "identifier")?.value;
  const lang = act.properties.find((p) => p.key.text === "language")?.value;
  const title = act.title ? `*${act.title}*` : `\`${act.name.text}\``;
  return `${title}${id ? ` — ${id}` : ""}${lang ? ` (language: ${lang})` : ""}`;
}

/**
 * The full legal-source section for a declared source, compact so that the verbatim text comes
 * early: the heading with the reference, the act on the next line, then the text as a quote.
 * A note when the name is not declared.
 */
export function sourceMarkdown(a: Analysis, name: string, heading = "Legal source"): string {
  const s = a.model.sources.get(name);
  if (!s) return `**${heading}:** \`${name}\` is not declared.`;
  const ref = referenceWords(s);
  const head = `**${heading}** \`${name}\`${ref ? ` — ${ref}` : ""}`;
  // two trailing spaces: a markdown line break, so the act shares the heading's paragraph
  return [`${head}  \n${actLine(a.model.acts.get(s.act.text), s.act.text)}`, s.text ? quote(s.text) : "_(the source gives no text)_"].join("\n\n");
}

/** The legal-source section of a construct, given its path; says so when nothing is cited. */
export function citedMarkdown(a: Analysis, path: readonly Construct[]): string {
  const eff = effectiveCitation(path);
  if (!eff) return "**Legal source:** none cited. Every rule, criterion, threshold, ordering step and allocation rule must cite one (`per <source>`).";
  const block = eff.from ? ({ tiebreak: "tie-break", item: "allocation item" } as Record<string, string>)[eff.from.kind] ?? eff.from.kind : "";
  const heading = eff.from ? `Legal source (cited by the enclosing ${block})` : "Legal source";
  return sourceMarkdown(a, eff.citation.source.text, heading);
}
