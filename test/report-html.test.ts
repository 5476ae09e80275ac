// The HTML report as a reader sees it: rendered in headless Chromium (Debian's, driven by
// playwright-core) at a desktop and a phone width, in the scheme's language with the locale's
// numbers, amounts and dates; checked on the DOM for the lang attribute, formatted amounts, tie
// markers in the ranking, where the budget line falls (after a partial grant, after a tie it
// straddles), one column per heading, and an explanation panel wide enough to read a citation.
// Amounts in JPY and in a plain quantity are drawn with their own digits. The report is made as
// chunks (a generator), never one string per call. Screenshots go to test-results/report-*.png.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser, type Page } from "playwright-core";
import { evaluate, evaluateTable, type CompiledScheme } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { applyMapping, validateMapping } from "../packages/dsl/src/data/mapping.js";
import { htmlReport, htmlReportChunks, type ReportOptions } from "../packages/dsl/src/report/html.js";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble, rankAndAllocate } from "./support/scheme.js";

const repo = resolve(__dirname, "..");
const CHROMIUM = "/usr/bin/chromium";
const artifacts = join(repo, "test-results");
const widths = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 800 } } as const;

function seedReport(seed: string, scheme: string, options: ReportOptions = {}): string {
  const file = join(repo, "schemes", seed, scheme);
  const compiled = load(analyze(readFileSync(file, "utf8"), file));
  const data = JSON.parse(readFileSync(join(repo, "schemes", seed, "data", `${seed}.applications.json`), "utf8"));
  const map = validateMapping(JSON.parse(readFileSync(file.replace(/\.allot$/, ".map.json"), "utf8")));
  const { result } = evaluate(compiled, applyMapping(data, map, {}));
  return saved(seed, htmlReport(result, compiled, options));
}

function saved(name: string, html: string): string {
  mkdirSync(artifacts, { recursive: true });
  const out = join(artifacts, `report-${name}.html`);
  writeFileSync(out, html);
  return out;
}

/** Text with the locale's no-break spaces as plain ones. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

/** The rendered rows of a ranking table: class, data-id and text. */
async function rowsOf(page: Page, table: number): Promise<{ cls: string; id: string | null; text: string }[]> {
  return page
    .locator("table.ranking")
    .nth(table)
    .locator("tbody tr")
    .evaluateAll((trs) => trs.map((tr) => ({ cls: tr.className, id: tr.getAttribute("data-id"), text: (tr as HTMLElement).innerText })))
    .then((rows) => rows.map((r) => ({ ...r, text: plain(r.text) })));
}

const available = existsSync(CHROMIUM);
if (!available && process.env["CI"]) throw new Error(`${CHROMIUM} is missing: CI installs Debian's chromium (see .ci/run)`);

describe.skipIf(!available)("the HTML report in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
  });
  afterAll(async () => browser?.close());

  for (const [device, viewport] of Object.entries(widths)) {
    it(`Polish, ties marked and straddling the budget line, a wide explanation panel (seed 004, ${device})`, async () => {
      const page = await browser.newPage({ viewport });
      await page.goto(pathToFileURL(seedReport("seed_004", "akwakultura_par43.allot")).href);
      expect(await page.locator("html").getAttribute("lang")).toBe("pl");
      expect(await page.title()).toContain("§ 43");
      expect(plain(await page.locator("table.totals").first().innerText())).toContain("1 000 000,00 PLN");
      // regime 1: the line after A02 (600 000 of 1 000 000; A01 asks 500 000 and is not funded)
      const first = await rowsOf(page, 0);
      const line1 = first.findIndex((r) => r.cls.includes("budget-line"));
      expect(first[line1 - 1]!.id).toBe("A02");
      expect(first[line1 + 1]!.id).toBe("A01");
      expect(first[line1]!.text).toContain("Granica limitu środków — 1 000 000,00 PLN");
      // regime 2: B03 and B04 share position 4, a tie the scheme does not break, across the line
      const second = await rowsOf(page, 1);
      const tied = second.filter((r) => r.cls.split(" ").includes("tie"));
      expect(tied.map((r) => r.id)).toEqual(["B03", "B04"]);
      for (const r of tied) {
        expect(r.cls).toContain("unresolved");
        expect(r.cls).toContain("straddle");
        expect(r.text).toMatch(/^4\s*=\s*⚖/);
        expect(r.text).toContain("90 000,00 PLN");
        expect(r.text).toContain("Nierozstrzygnięty");
      }
      const line2 = second.findIndex((r) => r.cls.includes("budget-line"));
      expect(second[line2 - 2]!.id).toBe("B03");
      expect(second[line2 - 1]!.id).toBe("B04");
      expect(second[line2]!.cls).toContain("straddled");
      expect(second[line2]!.text).toContain("remis na pozycji 4 przecina granicę limitu środków");
      expect(await page.locator('tr[data-id="B04"] .mark').getAttribute("title")).toContain("nierozstrzygnięty remis");
      // the explanation opens as a panel nearly as wide as the page, inside the viewport
      const why = page.locator('tr[data-id="B03"] details');
      expect(await why.locator(".panel").isVisible()).toBe(false);
      await why.locator("summary").click();
      const panel = why.locator(".panel");
      expect(await panel.isVisible()).toBe(true);
      const box = (await panel.boundingBox())!;
      const bodyWidth = await page.evaluate(() => document.body.getBoundingClientRect().width);
      expect(box.width).toBeGreaterThan(bodyWidth * 0.85);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      // the explanation in the scheme's language, like the rest of the report
      expect(await panel.innerText()).toMatch(/wynik zależy od kolejności wniosków o równej pozycji, której przepisy nie rozstrzygają/);
      await page.screenshot({ path: join(artifacts, `report-seed_004-${device}.png`), fullPage: true });
    });
  }

  it("Dutch, the call's reference and date, a partial grant above the line, one column per heading (seed 002)", async () => {
    const page = await browser.newPage({ viewport: widths.desktop });
    await page.goto(pathToFileURL(seedReport("seed_002", "pop3_innovatie.allot", { reference: "POP3-2019-07", published: "2019-11-20" })).href);
    expect(await page.locator("html").getAttribute("lang")).toBe("nl");
    expect(await page.locator(".call-reference").innerText()).toBe("Openstelling: POP3-2019-07");
    expect(await page.locator(".published").innerText()).toBe("Gepubliceerd op: 20 november 2019");
    // the scheme publishes id, applicant, total, status and amount: each once, with the report's own
    const heads = await page.locator("table.ranking th").allInnerTexts();
    expect(heads).toEqual(["Positie", "Aanvraag", "Applicant", "Punten", "Status", "Bedrag", "Waarom?"]);
    const rows = await rowsOf(page, 0);
    // N08 is granted the rest of the budget: the line falls after it
    const line = rows.findIndex((r) => r.cls.includes("budget-line"));
    expect(rows[line - 1]!.id).toBe("N08");
    expect(rows[line - 1]!.text).toMatch(/Gedeeltelijk gehonoreerd[\s\S]*20\.000,00\sEUR/);
    expect(rows[line + 1]!.id).toBe("N07");
    // N02 and N03 share position 2: marked as a tie, which the scheme need not break (both funded)
    const tie = rows.filter((r) => r.cls.split(" ").includes("tie"));
    expect(tie.map((r) => r.id)).toEqual(["N02", "N03"]);
    for (const r of tie) expect(r.text).toMatch(/^2\s*=\s/);
    for (const r of tie) expect(r.cls).not.toContain("unresolved");
    expect(plain(await page.locator("table.unranked").innerText())).toMatch(/N13[\s\S]*Niet subsidiabel/);
    await page.screenshot({ path: join(artifacts, "report-seed_002-desktop.png"), fullPage: true });
  });

  it("Polish published columns with the scheme's labels, formatted by type; a regime with nobody ranked (seed 001)", async () => {
    const page = await browser.newPage({ viewport: widths.desktop });
    await page.goto(pathToFileURL(seedReport("seed_001", "fedr_par6.allot")).href);
    const heads = await page.locator("table.ranking th").allInnerTexts();
    expect(heads.map((h) => h.replace(/\s+/g, " "))).toEqual(["Pozycja", "Wniosek", "imię i nazwisko albo nazwa wnioskodawcy", "nazwa operacji", "numer operacji", "kwota wnioskowanej pomocy", "suma punktów", "mieści się w limicie", "czas złożenia wniosku", "Status", "Kwota", "Dlaczego?"]);
    const r01 = plain(await page.locator('tr[data-id="R01"]').innerText());
    expect(r01).toMatch(/300 000,00 PLN[\s\S]*14[\s\S]*tak[\s\S]*1\.10\.2024, 09:00/);
    expect(await page.locator("table.ranking").count()).toBe(1);
    expect(await page.locator(".none-ranked").innerText()).toBe("Żaden wniosek nie jest na tej liście.");
    expect(plain(await page.locator(".deadline").innerText())).toBe("Termin publikacji: 14 listopada 2024");
    // the whole list fits a desktop page: the last column is inside the viewport
    const why = (await page.locator("table.ranking th").last().boundingBox())!;
    expect(why.x + why.width).toBeLessThanOrEqual(widths.desktop.width);
    await page.screenshot({ path: join(artifacts, "report-seed_001-desktop.png"), fullPage: true });
  });

  /** A call of three applications in `unit`, ranked by score, the last to fit granted in part. */
  function smallCall(type: string, amounts: readonly [string, string, string], ceiling: string): { scheme: CompiledScheme; input: object } {
    const text = `${preamble("Units")}call {
  ceiling: ${type}
}
application {
  id: text unique
  asked: ${type}
  score: integer in 0..5
}
criterion a "A" per art1: weight 1 × score
${rankAndAllocate("total highest first", "asked", "partial")}`;
    // money is written as text, a whole number as a JSON number
    const v = (x: string) => (type === "integer" ? Number(x) : x);
    const input = { call: { ceiling: v(ceiling) }, applications: [{ id: "A", asked: v(amounts[0]), score: 5 }, { id: "B", asked: v(amounts[1]), score: 4 }, { id: "C", asked: v(amounts[2]), score: 1 }] };
    return { scheme: compile(text), input };
  }

  for (const [name, type, amounts, ceiling, expected] of [
    ["JPY", "money(JPY)", ["1500", "2500", "700"], "3000", { budget: "3,000 JPY", partial: "1,500 JPY", requested: "2,500 JPY", status: "Partially funded", line: "Budget line" }],
    // a whole number without a unit is places (language.md §14): the report says places, as its explanations
    ["a plain quantity (places, kW)", "integer", ["1500", "2500", "700"], "3000", { budget: "3,000", partial: "1,500", requested: "2,500", status: "Partially granted", line: "Places available" }],
  ] as const) {
    it(`draws amounts in ${name} with their own digits, and the line after the partial grant`, async () => {
      const { scheme, input } = smallCall(type, amounts, ceiling);
      const { table } = evaluateTable(scheme, input);
      const chunks = [...htmlReportChunks(table, scheme)];
      expect(chunks.length).toBeGreaterThan(5);
      const page = await browser.newPage({ viewport: widths.desktop });
      await page.goto(pathToFileURL(saved(`units-${type.replace(/\W+/g, "")}`, chunks.join(""))).href);
      expect(await page.locator("html").getAttribute("lang")).toBe("en");
      expect(plain(await page.locator("table.totals td").first().innerText())).toBe(expected.budget);
      const rows = await rowsOf(page, 0);
      expect(rows.map((r) => r.id ?? "line")).toEqual(["A", "B", "line", "C"]);
      expect(rows[1]!.text).toContain(expected.requested);
      expect(rows[1]!.text).toContain(expected.status);
      expect(rows[1]!.text).toContain(expected.partial);
      expect(rows[2]!.text).toContain(`${expected.line} — ${expected.budget}`);
      // no decimals where the unit has none
      expect(rows.map((r) => r.text).join(" ")).not.toMatch(/\d[.,]00\b/);
    });
  }
});

describe("the HTML report as a stream", () => {
  it("yields the report a few rows at a time, never as one string", () => {
    const text = `${preamble("Many")}call {
  ceiling: money(EUR)
}
application {
  id: text unique
  asked: money(EUR)
  score: integer in 0..5
}
criterion a "A" per art1: weight 1 × score
${rankAndAllocate("total highest first", "asked", "skip")}`;
    const scheme = compile(text);
    const n = 2000;
    const applications = Array.from({ length: n }, (_, i) => ({ id: `X${String(i).padStart(5, "0")}`, asked: "100.00", score: i % 6 }));
    const { table } = evaluateTable(scheme, { call: { ceiling: "50000.00" }, applications });
    let count = 0;
    let longest = 0;
    let total = 0;
    let rows = 0;
    for (const chunk of htmlReportChunks(table, scheme)) {
      count++;
      longest = Math.max(longest, chunk.length);
      total += chunk.length;
      rows += (chunk.match(/<tr class="app/g) ?? []).length;
    }
    expect(rows).toBe(n);
    expect(count).toBeGreaterThan(n);
    // the largest chunk is the page's head (its stylesheet), not a growing body
    expect(longest).toBeLessThan(8000);
    expect(total).toBeGreaterThan(longest * 50);
  });
});
