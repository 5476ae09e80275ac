// AL0431: a phase of criteria (`phase concurso "…" per b7 after t1, t2 { criterion … }`, §11.2)
// is scored only for an application that meets every threshold its `after` names, so those
// thresholds are tested before it: each must be a threshold of the scheme (or of a regime), must
// not read a criterion of a phase, `total`, or a let that reads either (its value would wait on
// the phase it opens: a cycle), and must not say `keep ranked` (a row kept in the ranking would be
// ranked by a total the phase never gave it).
import type * as A from "../../ast/nodes.js";
import type { Span } from "../../span.js";
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model, SymbolInfo } from "../model.js";
import { checkCitation } from "../checkContext.js";

/** The symbols read within `at`, through the lets they name (each let once). */
function readsOf(m: Model, at: Span, seen = new Set<string>()): SymbolInfo[] {
  const out: SymbolInfo[] = [];
  for (const r of m.refs) {
    if (r.span.start < at.start || r.span.end > at.end) continue;
    out.push(r.symbol);
    if (r.symbol.kind === "let" && !seen.has(r.symbol.name)) {
      seen.add(r.symbol.name);
      out.push(...readsOf(m, r.symbol.declSpan, seen));
    }
  }
  return out;
}

/** The most phases a scheme may have: the engine keeps the phases an application was not opened to in one byte. */
export const MAX_PHASES = 8;

export function phases(m: Model): void {
  const inPhase = new Map<string, A.PhaseRef>();
  const list: A.PhaseRef[] = [];
  for (const c of m.criteria.values()) {
    const p = c.decl.phase;
    if (!p) continue;
    inPhase.set(c.decl.name.text, p);
    if (!list.includes(p)) list.push(p);
  }
  if (!list.length) return;
  // the engine notes the phases an application was not opened to in one byte (engine/phases.ts)
  if (list.length > MAX_PHASES)
    m.diagnostics.push(diag("AL0431", list[MAX_PHASES]!.name.span, `expected at most ${MAX_PHASES} phases in a scheme, found ${list.length}`, { hint: "a phase is a step of the assessment the law names (the oposición, then the concurso): put the criteria of one step in one phase" }));
  const thresholds = [...m.thresholds, ...m.regimes.flatMap((r) => r.thresholds)];
  const named = new Map<string, A.PhaseRef>();
  for (const p of list) {
    // its `per`, where its "not assessed" step is cited: a declared source (review39 F2)
    checkCitation(m, p.citation);
    // two phases of one name would be told alike, and one name would not say which (review39 F3)
    const first = named.get(p.name.text);
    if (first) m.diagnostics.push(diag("AL0202", p.name.span, `expected a new name for this phase, found '${p.name.text}', already a phase's name`, { hint: "merge the two into one phase, or give this one the name the law gives it", related: [{ span: first.name.span, message: `'${p.name.text}' first named here` }] }));
    else named.set(p.name.text, p);
    const related = [{ span: p.name.span, message: `the phase '${p.name.text}'` }];
    for (const [i, a] of p.after.entries()) {
      // a threshold named twice: one of the two was meant to be another (review39)
      if (p.after.findIndex((x) => x.text === a.text) < i) {
        m.diagnostics.push(diag("AL0202", a.span, `expected each threshold once after 'after', found '${a.text}' a second time`, { hint: "remove one, or name the threshold the law names there", related }));
        continue;
      }
      const t = thresholds.find((x) => x.name.text === a.text);
      if (!t) {
        const names = [...new Set(thresholds.map((x) => x.name.text))];
        m.diagnostics.push(diag("AL0431", a.span, `expected the name of a threshold after 'after', found '${a.text}'`, { hint: names.length ? `a phase is scored for those who meet the thresholds it names: one of ${names.map((x) => `'${x}'`).join(", ")}` : `declare the threshold the phase comes after ('threshold ${a.text} "…" per … : …') and name it here`, related }));
        continue;
      }
      // a use of the threshold's name: hover, definition and rename read it
      const sym = m.symbols.find((x) => x.kind === "threshold" && x.name === a.text);
      if (sym) m.refs.push({ span: a.span, symbol: sym });
      if (t.keepRanked) {
        m.diagnostics.push(diag("AL0431", t.span, `expected threshold '${t.name.text}', which the phase '${p.name.text}' comes after, to leave the ranking, found 'keep ranked'`, { hint: "one below it has no points of the phase and no total to be ranked by: remove 'keep ranked', or do not name the threshold after 'after'", related }));
        continue;
      }
      const bad = readsOf(m, t.condition.span).find((s) => s.kind === "total" || (s.kind === "criterion" && inPhase.has(s.name)));
      if (bad)
        m.diagnostics.push(
          diag("AL0431", t.condition.span, `expected threshold '${t.name.text}', which the phase '${p.name.text}' comes after, to read no points of a phase, found '${bad.name}'`, {
            hint: "the phase is scored only after the threshold is met, so the threshold cannot wait on its points: compare the criteria outside the phase (a let that adds them: 'let oposicion = e1 + e2'), or leave the threshold out of the phase's 'after'",
            related,
          }),
        );
    }
  }
}
