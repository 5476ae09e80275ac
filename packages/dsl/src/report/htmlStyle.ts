// The HTML report's stylesheet (inline in the file: the report has no external resource). Tables
// scroll sideways inside their own box on a phone; an explanation opens as a panel as wide as the
// page (positioned against the body, so the table's scrolling box does not clip it), so a
// citation reads on one or two lines instead of a word per line.
export const reportCss = `
html,body{background:#fff;color:#1b1b1b}
html body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:2rem auto;max-width:90rem;padding:0 1rem;position:relative}
h1{font-size:1.5rem;margin:0 0 .25rem}h2{font-size:1.2rem;margin:2rem 0 .5rem}
h1,h2,p,li,td{overflow-wrap:anywhere}
.meta{color:#555;margin:0 0 .25rem}
.wrap{overflow-x:auto;margin:.5rem 0 1rem}
table{border-collapse:collapse;width:100%}
th,td{border-bottom:1px solid #ddd;padding:.35rem .4rem;text-align:left;vertical-align:top}
table.ranking{font-size:.92rem}
th{background:#f3f4f6;font-weight:600}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}td.num{white-space:nowrap}
tr.budget-line td{border-top:3px solid #b91c1c;border-bottom:none;color:#b91c1c;font-weight:600;padding:.2rem .5rem;font-size:.85rem}
tr.tie td:first-child{box-shadow:inset 4px 0 0 #d97706}
tr.tie{background:#fffbeb}
tr.straddle td:first-child{box-shadow:inset 4px 0 0 #b91c1c}
.mark{display:inline-block;margin-left:.2rem;font-size:.8rem;color:#92400e;font-weight:600}
.straddle .mark{color:#b91c1c}
.status{display:inline-block;border-radius:.25rem;padding:0 .4rem;font-size:.85rem;white-space:nowrap}
.s-funded,.s-pro_rata{background:#dcfce7;color:#14532d}.s-partially_funded{background:#d1fae5;color:#065f46}
.s-not_funded,.s-reserve{background:#f3f4f6;color:#374151}.s-indeterminate{background:#fef3c7;color:#92400e;font-weight:600}
.s-ineligible,.s-below_threshold{background:#fee2e2;color:#7f1d1d}
details summary{cursor:pointer;color:#1d4ed8;white-space:nowrap}
details[open] .panel{position:absolute;left:1rem;right:1rem;z-index:1;margin-top:.3rem;background:#fff;border:1px solid #cbd5e1;border-radius:.3rem;box-shadow:0 4px 14px rgba(0,0,0,.15);padding:.5rem .75rem}
.panel ol{margin:0;padding-left:1.25rem;font-size:.9rem;max-width:60rem}
.src{color:#555;font-size:.85em}
.legend{font-size:.85rem;color:#555}
@media (max-width:40rem){html body{margin:1rem auto;padding:0 .5rem;font-size:14px}th,td{padding:.3rem .35rem}details[open] .panel{left:.5rem;right:.5rem}}
`;
