// explainText: one application's result in plain language, for `allot explain` and for letters
// to applicants (Art. 23(6) of Reg. 2016/1150: applicants are told the reasons), in the language
// of the scheme (narration/: the headings from the catalogue's words, the steps as rendered).
import type { SelectionResult } from "./result.js";
import { catalogueFor, citationText, reasonText } from "./narration/catalogue.js";

export function explainText(result: SelectionResult, id: string, language?: string): string | undefined {
  const r = result.results.find((x) => x.id === id);
  if (!r) return undefined;
  const c = catalogueFor(language);
  const w = c.words;
  const cite = (name: string) => citationText(result.sources[name]?.citation ?? name, c);
  const lines: string[] = [];
  lines.push(`${w.application} ${r.id} — ${w.statuses[r.status] ?? r.status}${r.label ? ` ("${r.label}")` : ""}.`);
  if (r.regime) lines.push(`${w.regime}: ${r.regime}.`);
  if (r.position !== null) lines.push(`${w.position}: ${r.position}.`);
  if (r.points) lines.push(`${w.points}: ${Object.entries(r.points).map(([k, v]) => `${k} ${v}`).join(", ")}.`);
  if (r.requested !== undefined) lines.push(`${w.requested}: ${r.requested}.`);
  lines.push(`${w.granted}: ${r.amount}${r.contingentAmount ? ` (${r.contingentAmount}, ${w.contingent})` : ""}.`);
  if (r.reasons.length) {
    lines.push("", `${w.reasons}:`);
    for (const x of r.reasons) lines.push(`  - ${reasonText(x.message, c)}${x.source ? ` [${cite(x.source)}]` : ""}`);
  }
  lines.push("", `${w.howDecided}:`);
  for (const s of r.explanation) lines.push(`  ${s.step.padEnd(11)} ${s.text}${s.source ? ` [${cite(s.source)}]` : ""}`);
  return lines.join("\n");
}
