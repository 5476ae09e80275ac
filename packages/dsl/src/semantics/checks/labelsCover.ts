// A labels block that names some statuses but not one the allocation can give (AL0425, a
// warning; docs/language.md §16.2). The label is the law's word for an outcome in the results,
// the reports' `label` column and a notice's head; an application given a status the block
// leaves out has none there ("Concedida parcialmente." without the law's word, FINDINGS40 7).
// The statuses read here are the ones a written item gives: `partially_funded` under `at
// boundary partial` (or a call parameter whose enumeration lists `partial`), `pro_rata` under
// `pro rata`, `reserve` with a reserve list, `below_threshold` with a threshold
// that has no label of its own. A scheme
// without a labels block labels nothing and is not warned.
import { diag } from "../../diagnostics/diagnostic.js";
import type * as A from "../../ast/nodes.js";
import type { Model } from "../model.js";
import { span, type Span } from "../../span.js";

type Gives = { status: string; span: Span; what: string };

export function labelsCover(m: Model): void {
  const block = m.file.declarations.find((d): d is A.LabelsDecl => d.kind === "labels");
  if (!block || block.entries.length === 0 || m.labels.size === 0) return;
  const gives: Gives[] = [];
  const give = (status: string, span: Span, what: string) => {
    if (!gives.some((g) => g.status === status)) gives.push({ status, span, what });
  };
  // a threshold with its own label labels what it refuses (§12)
  for (const t of [...m.thresholds, ...m.regimes.flatMap((r) => r.thresholds)]) if (t.label === undefined) give("below_threshold", t.span, "a threshold");
  for (const r of m.regimes) {
    for (const it of r.allocation?.items ?? []) {
      const items: ReadonlyArray<A.AllocItem | A.StageItem> = it.kind === "stage" ? it.items : [it];
      for (const i of items) {
        if (i.kind === "boundary" && partialIn(m, i.value)) give("partially_funded", i.span, "'at boundary partial'");
        else if (i.kind === "prorata") give("pro_rata", i.span, "'pro rata'");
        else if (i.kind === "reserve") give("reserve", i.span, "a reserve list");
        else if (i.kind === "threshold") give("below_threshold", i.span, "a stage's threshold");
      }
    }
  }
  const named = [...m.labels.keys()].join(", ");
  for (const g of gives) {
    if (m.labels.has(g.status)) continue;
    m.diagnostics.push(
      diag("AL0425", span(block.span.start, block.span.start + "labels".length), `expected a label for '${g.status}', which ${g.what} can give, found labels for ${named} only: an application ${g.status} has no label in the results, the reports and its notice`, {
        hint: `add ${g.status} "…" to the labels, in the law's words for that outcome`,
        related: [{ span: g.span, message: `${g.what} gives ${g.status}` }],
      }),
    );
  }
}

/** The boundary is `partial` or a call parameter whose enumeration lists it. */
function partialIn(m: Model, v: A.Expr): boolean {
  if (v.kind === "name" && v.name.text === "partial") return true;
  const t = m.types.get(v);
  return t?.k === "enum" && t.members.includes("partial");
}
