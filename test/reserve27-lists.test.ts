// Where an applicant reads a reserve list (reserve27). 1: a row on the allocation's reserve list
// shows its place beside its status in the HTML report and in its notice, as a row on a stage's
// list does (fixb26) — one tag for both (htmlStages.ts reserveListTag). drafted_markt keeps one
// list for the allocation ("wachtlijst"): M05 is at place 1, M10 at place 2; M01 is funded.
// 3: drafted_leader's stage lists carry no English name, so a notice in another language words the
// list with the catalogue ("Op de reservelijst", not "Op de the reserve list").
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const cli = join(__dirname, "../packages/dsl/dist/allot.mjs");
const allot = (...args: string[]) => execFileSync("node", [cli, ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
const statusCell = (html: string, id: string) => new RegExp(`<tr class="app" data-id="${id}">.*?(<span class="status[^]*?)</td>`).exec(html)?.[1];

/** a scheme of `dir` with its `language` lines set to `lang` */
function inLanguage(file: string, from: string, lang: string): string {
  const dir = mkdtempSync(join(tmpdir(), `reserve27-${lang}-`));
  const out = join(dir, "scheme.allot");
  writeFileSync(out, readFileSync(file, "utf8").replaceAll(`  language ${from}\n`, `  language ${lang}\n`));
  return out;
}
function decision(scheme: string, data: string, id: string): string {
  const out = mkdtempSync(join(tmpdir(), "reserve27-notice-"));
  allot("notices", scheme, "--input", data, "--out", out, "--id", id);
  return /<p class="decision"[^]*?<\/p>/.exec(readFileSync(join(out, `${id}.html`), "utf8"))![0];
}

const markt = join(__dirname, "../schemes/drafted_markt/vaste_standplaatsen.allot");
const marktData = join(__dirname, "../schemes/drafted_markt/data/voorstad_2027.json");
const marktWords = {
  nl: { status: "Reservelijst", decision: "Op de reservelijst", place: "plaats" },
  en: { status: "Reserve list", decision: "On the reserve list", place: "place" },
  pl: { status: "Lista rezerwowa", decision: "Wniosek na liście rezerwowej", place: "miejsce" },
  de: { status: "Nachrückerliste", decision: "Auf der Nachrückerliste", place: "Platz" },
} as const;

describe("a row on the allocation's reserve list shows its place (item 1)", () => {
  for (const [lang, w] of Object.entries(marktWords))
    it(lang, () => {
      const scheme = lang === "nl" ? markt : inLanguage(markt, "nl", lang);
      const html = allot("run", scheme, "--input", marktData, "--format", "html");
      const label = ' <span class="src">(wachtlijst)</span>';
      expect(statusCell(html, "M05")).toBe(`<span class="status s-reserve">${w.status}</span>${label} <span class="reserve-list" data-reserve-place="1">(${w.place} 1)</span>`);
      expect(statusCell(html, "M10")).toBe(`<span class="status s-reserve">${w.status}</span>${label} <span class="reserve-list" data-reserve-place="2">(${w.place} 2)</span>`);
      expect(statusCell(html, "M01")).not.toContain("reserve-list");
      const q = { nl: ["‘", "’"], en: ["“", "”"], pl: ["„", "”"], de: ["„", "“"] }[lang]!;
      expect(decision(scheme, marktData, "M05")).toBe(`<p class="decision" data-status="reserve">${w.decision} — ${q[0]}wachtlijst${q[1]} <span class="reserve-list" data-reserve-place="1">(${w.place} 1)</span></p>`);
    });
});

// 4: a pool the law does not rank (`all equal`, drafted_bursary's stage "shared") has no place 1:
// the HTML report's stage tag says the place is shared, the explanation (in the report, the notice
// and `allot explain`) says the position is shared among the stage's applications, with no "Place
// 1 of 6 in the stage's own ranking" before it. The stage that ranks (B12's) keeps its place.
const bursary = join(__dirname, "../schemes/drafted_bursary/bursary.allot");
const bursaryData = join(__dirname, "../schemes/drafted_bursary/data/bursary_2027.json");
const stage = "The other applications that meet article 5";
const pool = {
  en: { tag: `Stage: ${stage} — shared by the stage&#39;s applications, not ranked`, step: `The position is shared among the applications of stage &#39;${stage}&#39;, which decided it; article 7 paragraph 2 does not rank them.`, place: "Place 1 of 6" },
  nl: { tag: `Fase: ${stage} — gedeeld door de aanvragen van de fase, niet gerangschikt`, step: `De plaats wordt gedeeld door de aanvragen van fase ‘${stage}’, die erover besliste; artikel 7 lid 2 rangschikt ze niet.`, place: "Plaats 1 van 6" },
  pl: { tag: `Etap: ${stage} — miejsce wspólne wniosków etapu, bez rankingu`, step: `Miejsce to dzielą wnioski etapu „${stage}”, który o nim rozstrzygnął; art. 7 ust. 2 nie ustala między nimi kolejności.`, place: "Miejsce 1 z 6" },
  de: { tag: `Stufe: ${stage} — geteilt von den Anträgen der Stufe, ohne Rangfolge`, step: `Diesen Rang teilen sich die Anträge der Stufe „${stage}“, die darüber entschieden hat; Art. 7 Abs. 2 bringt sie nicht in eine Rangfolge.`, place: "Platz 1 von 6" },
} as const;

describe("a pool the law does not rank is worded as shared only (item 4)", () => {
  for (const [lang, w] of Object.entries(pool))
    it(lang, () => {
      const scheme = lang === "en" ? bursary : inLanguage(bursary, "en", lang);
      const html = allot("run", scheme, "--input", bursaryData, "--format", "html");
      const row = /<tr class="app[^"]*" data-id="B02">.*/.exec(html)![0];
      expect(/<span class="stage"[^>]*>[^<]*<\/span>/.exec(row)![0]).toBe(`<span class="stage" data-stage="shared" data-stage-shared>${w.tag}</span>`);
      expect(row).toContain(w.step);
      expect(row).not.toContain(w.place);
      // the stage that ranks keeps its place
      expect(html).toContain('<span class="stage" data-stage="full" data-stage-position="1">');
      const out = mkdtempSync(join(tmpdir(), "reserve27-pool-"));
      allot("notices", scheme, "--input", bursaryData, "--out", out, "--id", "B02");
      const notice = readFileSync(join(out, "B02.html"), "utf8");
      expect(notice).toContain(w.step);
      expect(notice).not.toContain(w.place);
      const explain = allot("explain", scheme, "--input", bursaryData, "--id", "B02");
      expect(explain).toContain(w.step.replaceAll("&#39;", "'"));
      expect(explain).not.toContain(w.place);
    });
});
