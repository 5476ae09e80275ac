// AL0401: every eligibility rule, criterion, threshold, ordering step, allocation rule and regime
// cites the legal source it comes from. A step inside a block may inherit the block's citation.
import type * as A from "../../ast/nodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";
import { span, type Span } from "../../span.js";

export function missingSources(m: Model): void {
  const firstSource = [...m.sources.keys()][0];
  // `per` goes after a name's title, if it has one ("rule x "Title" per art1: ...")
  const afterTitle = (end: number): number => {
    const m2 = /^\s*"(?:[^"\\\n]|\\.)*"/.exec(m.text.slice(end));
    return m2 ? end + m2[0].length : end;
  };
  const need = (c: A.Citation | undefined, inherited: A.Citation | undefined, where: Span, what: string) => {
    if (c || inherited) return;
    const at = afterTitle(where.end);
    m.diagnostics.push(
      diag("AL0401", where, `expected a legal source for ${what} ('per <source>'), found none`, {
        hint: "add 'per <source>' naming the article it implements",
        ...(firstSource ? { fixes: [{ title: `Cite '${firstSource}'`, span: span(at, at), text: ` per ${firstSource}` }] } : {}),
      }),
    );
  };
  const ranking = (r: A.RankingDecl) => {
    for (const k of r.keys) need(k.citation, r.citation, k.span, "this ordering key");
    if (r.tiebreak) {
      for (const s of r.tiebreak.steps) need(s.citation, r.tiebreak.citation ?? r.citation, s.span, s.kind === "lottery" ? "this lottery" : s.kind === "unresolved" ? "this declared unresolved tie" : "this tie-break step");
    }
  };
  const allocation = (a: A.AllocationDecl) => {
    for (const it of a.items) need(it.citation, a.citation, it.span, `this allocation rule (${it.kind === "prorata" ? "pro rata" : it.kind})`);
  };
  for (const d of m.file.declarations) {
    switch (d.kind) {
      case "eligibility":
        for (const r of d.rules) need(r.citation, d.citation, r.name.span, `the eligibility rule '${r.name.text}'`);
        break;
      case "criterion":
        need(d.citation, undefined, d.name.span, `the criterion '${d.name.text}'`);
        break;
      case "threshold":
        need(d.citation, undefined, d.name.span, `the threshold '${d.name.text}'`);
        break;
      case "ranking":
        ranking(d);
        break;
      case "allocation":
        allocation(d);
        break;
      case "regime":
        need(d.citation, undefined, d.name.span, `the regime '${d.name.text}'`);
        for (const mem of d.members) {
          if (mem.kind === "eligibility") for (const r of mem.rules) need(r.citation, mem.citation, r.name.span, `the eligibility rule '${r.name.text}'`);
          else if (mem.kind === "threshold") need(mem.citation, undefined, mem.name.span, `the threshold '${mem.name.text}'`);
          else if (mem.kind === "ranking") ranking(mem);
          else allocation(mem);
        }
        break;
      case "publish":
        if (d.deadline) need(d.deadline.citation, d.citation, d.deadline.span, "the publication deadline");
        if (d.columns) need(d.columns.citation, d.citation, d.columns.span, "the list of published columns");
        break;
      case "notice":
        if (d.objection) need(d.objection.citation, d.citation, d.objection.span, "the objection clause");
        break;
    }
  }
}
