// The HTML report of a run: one self-contained file (inline CSS, no script, no external
// resource) an agency can publish or attach to a decision. It shows, per regime, the ranking
// list with the published columns, the budget line drawn across it, each application's status
// and amount, unresolved ties highlighted, and each application's explanation one click away.
import type { ApplicationResult, CompiledScheme, SelectionResult } from "@allot/runtime";

const esc = (v: unknown): string =>
  String(v ?? "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

const statusText: Record<string, string> = {
  funded: "Funded",
  partially_funded: "Partially funded",
  pro_rata: "Funded pro rata",
  not_funded: "Not funded",
  reserve: "Reserve list",
  indeterminate: "Indeterminate",
  ineligible: "Not eligible",
  below_threshold: "Below threshold",
};

const CSS = `
html,body{background:#fff;color:#1b1b1b}
html body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:2rem auto;max-width:70rem;color:#1b1b1b;padding:0 1rem}
h1{font-size:1.5rem;margin:0 0 .25rem}h2{font-size:1.2rem;margin:2rem 0 .5rem}
.meta{color:#555;margin:0 0 1rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem}
th,td{border-bottom:1px solid #ddd;padding:.35rem .5rem;text-align:left;vertical-align:top}
th{background:#f3f4f6;font-weight:600}
td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
tr.budget-line td{border-top:3px solid #b91c1c;border-bottom:none;color:#b91c1c;font-weight:600;padding:.2rem .5rem;font-size:.85rem}
tr.tie td:first-child{box-shadow:inset 4px 0 0 #d97706}
tr.tie{background:#fffbeb}
.status{display:inline-block;border-radius:.25rem;padding:0 .4rem;font-size:.85rem}
.s-funded,.s-pro_rata{background:#dcfce7;color:#14532d}.s-partially_funded{background:#d1fae5;color:#065f46}
.s-not_funded,.s-reserve{background:#f3f4f6;color:#374151}.s-indeterminate{background:#fef3c7;color:#92400e;font-weight:600}
.s-ineligible,.s-below_threshold{background:#fee2e2;color:#7f1d1d}
details summary{cursor:pointer;color:#1d4ed8}
details ol{margin:.25rem 0 .5rem;padding-left:1.25rem;font-size:.9rem}
.src{color:#555;font-size:.85em}
.totals td,.totals th{width:auto}
.legend{font-size:.85rem;color:#555}
`;

function explanation(r: ApplicationResult, cite: (name: string) => string): string {
  const steps = r.explanation.map((s) => `<li>${esc(s.text)}${s.source ? ` <span class="src" title="${esc(s.source)}">[${esc(cite(s.source))}]</span>` : ""}</li>`).join("");
  return `<details><summary>Why?</summary><ol>${steps}</ol></details>`;
}

function statusCell(r: ApplicationResult): string {
  return `<span class="status s-${esc(r.status)}">${esc(statusText[r.status] ?? r.status)}</span>${r.label ? ` <span class="src">(${esc(r.label)})</span>` : ""}`;
}

export function htmlReport(result: SelectionResult, scheme?: CompiledScheme): string {
  const title = scheme?.title ?? result.scheme;
  const cite = (name: string) => result.sources[name]?.citation ?? name;
  const tiedIds = new Set(result.ties.flatMap((t) => t.ids));
  const columns = (scheme?.publish?.columns ?? []).filter((c) => !c.builtin);
  const rowsById = new Map<string, Record<string, unknown>>();
  if (result.publication) {
    const ranked = result.results.filter((r) => r.position !== null);
    result.publication.rows.forEach((row, i) => rowsById.set(ranked[i]?.id ?? "", row));
  }
  const parts: string[] = [];
  parts.push(`<!doctype html><html lang="${esc(scheme?.language ?? "en")}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)} — selection result</title><style>${CSS}</style></head><body>`);
  parts.push(`<h1>${esc(title)}</h1><p class="meta">Scheme <code>${esc(result.scheme)}</code>${result.version ? `, version ${esc(result.version)}` : ""}${scheme?.acts.length ? ` — ${scheme.acts.map((a) => esc(a.title ?? a.name)).join("; ")}` : ""}</p>`);
  if (result.publication?.deadline) parts.push(`<p>Publication deadline: <strong>${esc(result.publication.deadline)}</strong></p>`);
  const regimes = Object.keys(result.totals);
  for (const regime of regimes) {
    const t = result.totals[regime]!;
    const ranked = result.results.filter((r) => r.position !== null && (regimes.length === 1 || r.regime === regime));
    if (regimes.length > 1) parts.push(`<h2>${esc(scheme?.regimes.find((r) => r.name === regime)?.title ?? regime)}</h2>`);
    else parts.push(`<h2>Ranking</h2>`);
    const unit = t.unit ? ` ${esc(t.unit)}` : "";
    parts.push(`<table class="totals"><tr><th>Budget</th><th>Requested</th><th>Awarded</th><th>Undecided</th><th>Remaining</th></tr><tr><td class="num">${t.budget === null ? "unlimited" : esc(t.budget) + unit}</td><td class="num">${esc(t.requested)}${unit}</td><td class="num">${esc(t.awarded)}${unit}</td><td class="num">${esc(t.undecided)}${unit}</td><td class="num">${t.remaining === null ? "depends on an unresolved tie" : esc(t.remaining) + unit}</td></tr></table>`);
    const head = ["Position", "Application", ...columns.map((c) => c.label), "Points", "Requested", "Status", "Amount", "Explanation"];
    parts.push(`<table class="ranking"><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join("")}</tr></thead><tbody>`);
    // the budget line: before the first application whose cumulative request exceeds the budget
    let cumulative = 0n;
    let lineDrawn = t.budget === null;
    // amounts as exact integers at a common number of decimal places, whatever the unit
    const places = Math.max(0, ...[t.budget ?? "0", ...ranked.map((r) => r.requested ?? "0")].map((x) => (x.split(".")[1] ?? "").length));
    const scale = (x: string) => {
      const [i = "0", f = ""] = x.split(".");
      return BigInt(i + f.padEnd(places, "0"));
    };
    const budgetCents = t.budget === null ? 0n : scale(t.budget);
    for (const r of ranked) {
      const requested = r.requested === undefined ? 0n : scale(r.requested);
      if (!lineDrawn && r.status !== "below_threshold" && cumulative + requested > budgetCents) {
        parts.push(`<tr class="budget-line"><td colspan="${head.length}">Budget line — ${esc(t.budget)}${unit}</td></tr>`);
        lineDrawn = true;
      }
      cumulative += requested;
      const row = rowsById.get(r.id) ?? {};
      const tie = tiedIds.has(r.id);
      parts.push(
        `<tr class="app${tie ? " tie" : ""}" data-id="${esc(r.id)}"><td class="num">${esc(r.position)}${tie ? " ⚖" : ""}</td><td>${esc(r.id)}</td>${columns.map((c) => `<td>${esc(row[c.name])}</td>`).join("")}<td class="num">${esc(r.points?.["total"] ?? "")}</td><td class="num">${r.requested === undefined ? "" : esc(r.requested) + unit}</td><td>${statusCell(r)}</td><td class="num">${esc(r.amount)}${unit}</td><td>${explanation(r, cite)}</td></tr>`,
      );
    }
    parts.push(`</tbody></table>`);
  }
  if (result.ties.length) {
    parts.push(`<h2>Unresolved ties</h2><ul>${result.ties.map((t) => `<li class="tie-report"><strong>${esc(t.ids.join(", "))}</strong> (position ${esc(t.position)}): ${esc(t.note)}</li>`).join("")}</ul><p class="legend">⚖ marks applications in a tie that the scheme does not break.</p>`);
  }
  const unranked = result.results.filter((r) => r.position === null);
  if (unranked.length) {
    parts.push(`<h2>Not ranked</h2><table class="unranked"><thead><tr><th>Application</th><th>Status</th><th>Reasons</th><th>Explanation</th></tr></thead><tbody>`);
    for (const r of unranked) parts.push(`<tr class="app" data-id="${esc(r.id)}"><td>${esc(r.id)}</td><td>${statusCell(r)}</td><td>${r.reasons.map((x) => `${esc(x.message)}${x.source ? ` <span class="src">[${esc(cite(x.source))}]</span>` : ""}`).join("<br>")}</td><td>${explanation(r, cite)}</td></tr>`);
    parts.push(`</tbody></table>`);
  }
  parts.push(`</body></html>\n`);
  return parts.join("\n");
}

