// Which reserve list a row is on, in the HTML report and the notices (fixb26; reserve26 left it):
// a row on a stage's own list (drafted_leader keeps one list per measure) says the stage and its
// place on that list beside its status, where the report and the notice say "reserve list", in
// the four languages; a row on no stage's list reads as before. reserve27: drafted_leader no
// longer names its lists "the reserve list" (in English whatever the language), so the status and
// the decision are the catalogue's words — "Op de reservelijst", not "Op de the reserve list" —
// held whole again; the tag holds the place as `data-reserve-place` too.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const cli = join(__dirname, "../packages/dsl/dist/allot.mjs");
const schemeFile = join(__dirname, "../schemes/drafted_leader/leader_call.allot");
const data = join(__dirname, "../schemes/drafted_leader/data/call_2_2027.json");

/** drafted_leader in `lang` (its words are the scheme's; the report's and the notice's are the catalogue's) */
function inLanguage(lang: string): string {
  const dir = mkdtempSync(join(tmpdir(), `fixb26-reserve-${lang}-`));
  const file = join(dir, "leader_call.allot");
  writeFileSync(file, readFileSync(schemeFile, "utf8").replaceAll("  language en\n", `  language ${lang}\n`));
  return file;
}
const allot = (...args: string[]) => execFileSync("node", [cli, ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
const statusCell = (html: string, id: string) => new RegExp(`<tr class="app" data-id="${id}">.*?(<span class="status[^]*?)</td>`).exec(html)?.[1];
function notice(scheme: string, id: string): string {
  const out = mkdtempSync(join(tmpdir(), "fixb26-notice-"));
  allot("notices", scheme, "--input", data, "--out", out, "--id", id);
  return /<p class="decision"[^]*?<\/p>/.exec(readFileSync(join(out, `${id}.html`), "utf8"))![0];
}

const words = {
  en: { status: "Reserve list", decision: "On the reserve list", list: "stage &#39;The allocation of each measure (enterprise)&#39;, place 1" },
  nl: { status: "Reservelijst", decision: "Op de reservelijst", list: "fase ‘The allocation of each measure (enterprise)’, plaats 1" },
  pl: { status: "Lista rezerwowa", decision: "Wniosek na liście rezerwowej", list: "etap „The allocation of each measure (enterprise)”, miejsce 1" },
  de: { status: "Nachrückerliste", decision: "Auf der Nachrückerliste", list: "Stufe „The allocation of each measure (enterprise)“, Platz 1" },
} as const;

describe("a row on a stage's reserve list says which", () => {
  for (const [lang, w] of Object.entries(words))
    it(lang, () => {
      const scheme = lang === "en" ? schemeFile : inLanguage(lang);
      const html = allot("run", scheme, "--input", data, "--format", "html");
      expect(statusCell(html, "L02")).toBe(`<span class="status s-reserve">${w.status}</span> <span class="reserve-list" data-reserve-list="measures[enterprise]" data-reserve-place="1">(${w.list})</span>`);
      // a funded row: as before
      expect(statusCell(html, "L01")).not.toContain("reserve-list");
      // the tag after the decision's words, the catalogue's (reserve27)
      expect(notice(scheme, "L02")).toBe(`<p class="decision" data-status="reserve">${w.decision} <span class="reserve-list" data-reserve-list="measures[enterprise]" data-reserve-place="1">(${w.list})</span></p>`);
    });
});
