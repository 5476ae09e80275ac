// explainText: one application's result in plain language, for `allot explain` and for letters
// to applicants (Art. 23(6) of Reg. 2016/1150: applicants are told the reasons).
import type { SelectionResult } from "./result.js";

const statusWords: Record<string, string> = {
  ineligible: "not eligible",
  below_threshold: "below the threshold",
  funded: "funded",
  partially_funded: "partially funded",
  pro_rata: "funded pro rata",
  not_funded: "not funded for lack of budget",
  reserve: "on the reserve list",
  indeterminate: "indeterminate: it depends on a tie the law does not break",
};

export function explainText(result: SelectionResult, id: string): string | undefined {
  const r = result.results.find((x) => x.id === id);
  if (!r) return undefined;
  const cite = (name: string) => result.sources[name]?.citation ?? name;
  const lines: string[] = [];
  lines.push(`Application ${r.id} — ${statusWords[r.status] ?? r.status}${r.label ? ` ("${r.label}")` : ""}.`);
  if (r.regime) lines.push(`Regime: ${r.regime}.`);
  if (r.position !== null) lines.push(`Position: ${r.position}.`);
  if (r.points) lines.push(`Points: ${Object.entries(r.points).map(([k, v]) => `${k} ${v}`).join(", ")}.`);
  lines.push(`Amount: ${r.amount}${r.contingentAmount ? ` (${r.contingentAmount} if the tie is decided in its favour)` : ""}.`);
  if (r.reasons.length) {
    lines.push("", "Reasons:");
    for (const x of r.reasons) lines.push(`  - ${x.message}${x.source ? ` [${cite(x.source)}]` : ""}`);
  }
  lines.push("", "How this result was reached:");
  for (const s of r.explanation) lines.push(`  ${s.step.padEnd(11)} ${s.text}${s.source ? ` [${cite(s.source)}]` : ""}`);
  return lines.join("\n");
}
