// The HTML report as a reader sees it: rendered in headless Chromium (Debian's, driven by
// playwright-core), checked for the ranking, the budget line, statuses, amounts, the highlighted
// unresolved tie and an explanation one click away. The screenshot is kept in test-results/.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser } from "playwright-core";
import { evaluate } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { applyMapping, validateMapping } from "../packages/dsl/src/data/mapping.js";
import { htmlReport } from "../packages/dsl/src/report/html.js";

const repo = resolve(__dirname, "..");
const CHROMIUM = "/usr/bin/chromium";
const artifacts = join(repo, "test-results");

function report(seed: string, scheme: string, call: Record<string, unknown> = {}): string {
  const file = join(repo, "schemes", seed, scheme);
  const compiled = load(analyze(readFileSync(file, "utf8"), file));
  const data = JSON.parse(readFileSync(join(repo, "schemes", seed, "data", `${seed}.applications.json`), "utf8"));
  const map = validateMapping(JSON.parse(readFileSync(file.replace(/\.allot$/, ".map.json"), "utf8")));
  const { result } = evaluate(compiled, applyMapping(data, map, call));
  const html = htmlReport(result, compiled);
  mkdirSync(artifacts, { recursive: true });
  const out = join(artifacts, `report-${seed}.html`);
  writeFileSync(out, html);
  return out;
}

const available = existsSync(CHROMIUM);
if (!available && process.env["CI"]) throw new Error(`${CHROMIUM} is missing: CI installs Debian's chromium (see .ci/run)`);

describe.skipIf(!available)("the HTML report in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
  });
  afterAll(async () => browser?.close());

  it("shows the ranking, the budget line, statuses, amounts and an unresolved tie (seed 004)", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1400 } });
    await page.goto(pathToFileURL(report("seed_004", "akwakultura_par43.allot")).href);
    expect(await page.title()).toContain("§ 43");
    const rows = page.locator("table.ranking").nth(1).locator("tr.app");
    expect(await rows.count()).toBe(5);
    expect(await rows.nth(0).innerText()).toMatch(/1\s+B05[\s\S]*Funded[\s\S]*500000\.00 PLN/);
    // the tie B03/B04 is highlighted and both are indeterminate
    const tied = page.locator("tr.tie");
    expect(await tied.count()).toBe(2);
    for (const t of await tied.all()) expect(await t.innerText()).toContain("Indeterminate");
    await expect.poll(() => page.locator("li.tie-report").first().innerText()).toContain("B03, B04");
    // the budget line of regime 1 falls after A02 (600,000 of 1,000,000; A01 asks 500,000)
    const firstTable = page.locator("table.ranking").first();
    const cells = await firstTable.locator("tr").allInnerTexts();
    const line = cells.findIndex((c) => c.includes("Budget line"));
    expect(cells[line - 1]).toContain("A02");
    expect(cells[line + 1]).toContain("A01");
    // an explanation is one click away
    const why = page.locator('tr[data-id="B03"] details');
    expect(await why.locator("ol").isVisible()).toBe(false);
    await why.locator("summary").click();
    expect(await why.locator("ol").innerText()).toMatch(/depends on the order of a tie/);
    await page.screenshot({ path: join(artifacts, "report-seed_004.png"), fullPage: true });
  });

  it("shows a partial grant at the ceiling and the not-ranked applications with reasons (seed 002)", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1200 } });
    await page.goto(pathToFileURL(report("seed_002", "pop3_innovatie.allot")).href);
    expect(await page.locator('tr[data-id="N08"]').innerText()).toMatch(/Partially funded[\s\S]*20000\.00 EUR/);
    expect(await page.locator("table.unranked").innerText()).toMatch(/N13[\s\S]*Not eligible[\s\S]*tijdig/);
    await page.screenshot({ path: join(artifacts, "report-seed_002.png"), fullPage: true });
  });
});
