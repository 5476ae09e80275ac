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
