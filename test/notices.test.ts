// Decision notices (report/notice.ts, `allot notices`): one page per applicant in the scheme's
// language, asserted like an outcome — the decision, points per criterion with the maximum, the
// position, the amounts requested and granted, every reason with the verbatim text of the
// provision it cites, the comparisons that decided, the reading of the boundary rule — in
// English (a small scheme worked by hand below), Dutch (seed 002) and Polish (seed 001). Each is
// rendered in headless Chromium (Debian's, driven by playwright-core) and screenshot to
// test-results/notice-<language>.png (the ones in docs/notices/ were made so and looked at);
// `allot notices --pdf` prints PDFs whose text is read back with pdf.js.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser, type Page } from "playwright-core";
import { evaluateRun, type CompiledScheme } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { applyMapping, validateMapping } from "../packages/dsl/src/data/mapping.js";
import { noticeHtml, type NoticeOptions } from "../packages/dsl/src/report/notice.js";
import { compile } from "../packages/runtime/test/support/generated.js";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const CHROMIUM = "/usr/bin/chromium";
const artifacts = join(repo, "test-results");
const tmp = mkdtempSync(join(tmpdir(), "allot-notices-"));

// A small call worked by hand. Budget 10 000 EUR, ranked by points, stop at the first that does not fit.
//   A: on time, quality 9 → 9 points, position 1, asks 6 000 ≤ 10 000 left → funded; 4 000 left
//   B: on time, quality 7 → 7 points, position 2, asks 5 000 > 4 000 left → not funded; the allocation stops
//   D: on time, quality 5 → 5 points, position 3, asks 1 000 → not funded: the allocation stopped at B
//   C: received late → not eligible (art. 1), not scored, not ranked
const english = `scheme small_grants "Small Grants 2025" {
  version "1"
}
act law "Small Grants Regulation" {
  identifier "SGR"
}
source art1 = law article 1 """
  Applications received after the deadline are not assessed.
  """
source art2 = law article 2 paragraph 1 """
  Each application is scored on its quality from 0 to 10 points.
  """
source art3 = law article 3 """
  Applications are funded in the order of their points for as long as the budget covers the amount asked.
  """
call {
  ceiling: money(EUR)
}
application {
  id: text unique
  on_time: boolean
  quality: integer in 0..10
  asked: money(EUR)
}
eligibility per art1 {
  rule on_time "Received on time": on_time
    otherwise "received after the deadline"
}
criterion q "Quality" per art2: weight 1 × quality
ranking per art3 {
  by total highest first
  tiebreak every tie per art3 {
    by id lowest first per art3
  }
}
allocation per art3 {
  budget call.ceiling
  amount asked
  at boundary stop per art3
}
`;
const englishInput = {
  call: { ceiling: "10000.00" },
  applications: [
    { id: "A", on_time: true, quality: 9, asked: "6000.00" },
    { id: "B", on_time: true, quality: 7, asked: "5000.00" },
    { id: "C", on_time: false, quality: 8, asked: "3000.00" },
    { id: "D", on_time: true, quality: 5, asked: "1000.00" },
  ],
};

function seed(seedName: string, file: string): { scheme: CompiledScheme; input: unknown } {
  const path = join(repo, "schemes", seedName, file);
  const scheme = load(analyze(readFileSync(path, "utf8"), path));
  const data = JSON.parse(readFileSync(join(repo, "schemes", seedName, "data", `${seedName}.applications.json`), "utf8"));
  const map = validateMapping(JSON.parse(readFileSync(path.replace(/\.allot$/, ".map.json"), "utf8")));
  return { scheme, input: applyMapping(data, map, {}) };
}

/** The notice of application `id`, written to test-results/notice-<name>.html. */
function notice(scheme: CompiledScheme, input: unknown, id: string, name: string, options: NoticeOptions = {}): string {
  const { run } = evaluateRun(scheme, input as Parameters<typeof evaluateRun>[1]);
  const result = run.explained("trace").toResult();
  const j = result.results.findIndex((r) => r.id === id);
  expect(j).toBeGreaterThanOrEqual(0);
  const html = noticeHtml(scheme, result, result.results[j]!, run.traceAt(j), options);
  mkdirSync(artifacts, { recursive: true });
  const out = join(artifacts, `notice-${name}.html`);
  writeFileSync(out, html);
  return out;
}

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");
const texts = (page: Page, selector: string) => page.locator(selector).evaluateAll((xs) => xs.map((x) => (x as HTMLElement).innerText)).then((xs) => xs.map(plain));

const available = existsSync(CHROMIUM);
if (!available && process.env["CI"]) throw new Error(`${CHROMIUM} is missing: CI installs Debian's chromium (see .ci/run)`);

describe.skipIf(!available)("decision notices in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
  });
  afterAll(async () => browser?.close());

  async function open(file: string, shot: string): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 900, height: 1200 } });
    await page.goto(pathToFileURL(file).href);
    await page.screenshot({ path: join(artifacts, `notice-${shot}.png`), fullPage: true });
    return page;
  }

  it("English: not funded at the budget, with its points, amounts, reason, provision and comparisons (hand-worked call)", async () => {
    const page = await open(notice(compile(english), englishInput, "B", "en", { reference: "SG-2025-01", published: "2025-03-14" }), "en");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.locator("p.decision").innerText()).toBe("Not funded");
    expect(await page.locator("p.call").innerText()).toBe("Call: SG-2025-01");
    expect(plain(await page.locator("p.published").innerText())).toBe("Published on: 14 March 2025");
    expect(await page.locator("dd.position").innerText()).toBe("2");
    expect(plain(await page.locator("dd.requested").innerText())).toBe("5000.00 EUR");
    expect(plain(await page.locator("dd.granted").innerText())).toBe("0.00 EUR");
    // quality 7 of at most 10; the total of the one criterion
    expect(await texts(page, "table.points tbody tr")).toEqual(["Quality [Small Grants Regulation, article 2 paragraph 1]\t7\t10", "Total\t7\t10"]);
    expect(await texts(page, "ul.reasons li")).toEqual(["The 5000.00 EUR asked does not fit in the 4000.00 EUR left of the budget; allocation stops here [Small Grants Regulation, article 3]"]);
    const steps = await texts(page, "ol.steps li");
    expect(steps).toContain("After A: decided by total points (highest first): 9 against 7. [Small Grants Regulation, article 3]");
    expect(steps).toContain("Ahead of D: decided by total points (highest first): 7 against 5. [Small Grants Regulation, article 3]");
    // 10 000 − 6 000 (A) = 4 000 left, less than the 5 000 asked
    expect(steps).toContain("Not funded (5000.00 EUR asked): does not fit in the remaining budget; allocation stops here (remaining before: 4000.00 EUR). [Small Grants Regulation, article 3]");
    // every provision cited, verbatim, in the order of the law
    expect(await texts(page, "h3.cite-title")).toEqual(["Small Grants Regulation, article 1", "Small Grants Regulation, article 2 paragraph 1", "Small Grants Regulation, article 3"]);
    expect(await page.locator("blockquote").nth(2).innerText()).toBe("Applications are funded in the order of their points for as long as the budget covers the amount asked.");
  });

  it("English: not eligible, with the failed rule and its provision, no points and no position", async () => {
    const page = await browser.newPage();
    await page.goto(pathToFileURL(notice(compile(english), englishInput, "C", "en-ineligible")).href);
    expect(await page.locator("p.decision").innerText()).toBe("Not eligible");
    expect(await page.locator("dd.position").innerText()).toBe("not ranked");
    expect(await page.locator("table.points").count()).toBe(0);
    expect(await texts(page, "ul.reasons li")).toEqual(["Received after the deadline [Small Grants Regulation, article 1]"]);
    expect(await texts(page, "ol.steps li")).toEqual(["Rule 'Received on time' is not met: received after the deadline [Small Grants Regulation, article 1]"]);
    expect(await page.locator("blockquote").innerText()).toBe("Applications received after the deadline are not assessed.");
  });

  it("Dutch (seed 002): N08 granted in part at the subsidy ceiling, the lottery and the tie-break that placed it", async () => {
    const { scheme, input } = seed("seed_002", "pop3_innovatie.allot");
    const page = await open(notice(scheme, input, "N08", "nl", { published: "2019-07-15" }), "nl");
    expect(await page.locator("html").getAttribute("lang")).toBe("nl");
    expect(await page.locator("h1").innerText()).toBe("Besluit op de aanvraag");
    expect(await page.locator("p.decision").innerText()).toBe("Subsidie gedeeltelijk verleend — ‘honoured_partial’");
    expect(plain(await page.locator("p.published").innerText())).toBe("Bekendgemaakt op: 15 juli 2019");
    expect(await page.locator("dd.position").innerText()).toBe("8");
    expect(plain(await page.locator("dd.requested").innerText())).toBe("90.000,00 EUR");
    expect(plain(await page.locator("dd.granted").innerText())).toBe("20.000,00 EUR");
    // the rest is refused: the ground is the allocation at the ceiling (Awb 4:25)
    expect(await texts(page, "ul.reasons li")).toEqual([expect.stringMatching(/^Gedeeltelijk verleend: 20\.000,00 EUR van de gevraagde 90\.000,00 EUR: .* \[Algemene wet bestuursrecht, artikel 4:25 lid 2\]$/)]);
    // scores 3, 4, 2, 3 weighted 2, 3, 2, 2: 6 + 12 + 4 + 6 = 28 of 8 + 12 + 8 + 8 = 36
    expect((await texts(page, "table.points tbody tr")).map((r) => r.replace(/ \[[^\]]*\]/, ""))).toEqual([
      "Mate van effectiviteit\t6\t8",
      "Innovativiteit\t12\t12",
      "Kosteneffectiviteit\t4\t8",
      "Haalbaarheid\t6\t8",
      "Totaal\t28\t36",
    ]);
    const steps = await texts(page, "ol.steps li");
    // N09 and N08 are equal on every criterion of lid 6–8 (28 points, a 6, b 12, c 4): the lot drew N09 first
    expect(steps).toContain("Na N09: beslist door loting: getrokken als nummer 1 tegen getrokken als nummer 2. Beide hebben dezelfde waarde van het totaal aantal punten (28), van Mate van effectiviteit (6), van Innovativiteit (12) en van Kosteneffectiviteit (4), dus besliste de loting. [Openstellingsbesluit POP3, Samenwerking voor innovaties, artikel 6 lid 9]");
    // N07 also has 28 points and a = 6, but b = 2 × 3 = 6 against N08's 12 (lid 7): the keys before b named equal (tiekey33)
    expect(steps).toContain("Vóór N07: beslist door Innovativiteit (hoogste eerst): 12 tegen 6. Beide hebben dezelfde waarde van het totaal aantal punten (28) en van Mate van effectiviteit (6). [Openstellingsbesluit POP3, Samenwerking voor innovaties, artikel 6 lid 7]");
    // the ceiling of 1 000 000 less the 980 000 granted above it leaves 20 000
    expect(steps.at(-1)).toBe(
      "Gedeeltelijk verleend: 20.000,00 EUR van de gevraagde 90.000,00 EUR: verleend tot het restant van het subsidieplafond (resterend vóór deze aanvraag: 20.000,00 EUR). Grensregel zoals de openstelling die leest (call.grensregel): ‘partial’ — de aanvraag op de grens krijgt het restant van het subsidieplafond. [Algemene wet bestuursrecht, artikel 4:25 lid 2]",
    );
    const cited = await texts(page, "h3.cite-title");
    expect(cited).toContain("Algemene wet bestuursrecht, artikel 4:25 lid 2");
    expect(await page.locator('h3[data-source="awb_4_25"] + blockquote').innerText()).toBe("Een subsidie wordt geweigerd voor zover door verstrekking van de subsidie het subsidieplafond zou worden overschreden.");
  });

  it("Polish (seed 001): R08 not funded at the limit, its reason translated, the provision verbatim", async () => {
    const { scheme, input } = seed("seed_001", "fedr_par6.allot");
    const page = await open(notice(scheme, input, "R08", "pl", { published: "2024-05-20", reference: "FEdR 1/2024" }), "pl");
    expect(await page.locator("html").getAttribute("lang")).toBe("pl");
    expect(await page.locator("p.decision").innerText()).toBe("Nie przyznano dofinansowania — „poza limitem”");
    expect(plain(await page.locator("p.published").innerText())).toBe("Data publikacji: 20 maja 2024");
    // the list's publication deadline as the scheme computes it from the call
    expect(plain(await page.locator("p.deadline").innerText())).toMatch(/^Termin publikacji: 14 listopada 2024/);
    expect(await page.locator("dd.position").innerText()).toBe("8");
    expect(plain(await page.locator("dd.requested").innerText())).toBe("350 000,00 PLN");
    expect(plain(await page.locator("dd.granted").innerText())).toBe("0,00 PLN");
    expect(await texts(page, "ul.reasons li")).toEqual([
      "Wnioskowana kwota 350 000,00 PLN nie mieści się w pozostałych środkach w wysokości 340 000,00 PLN; przydział kończy się na tym wniosku [Rozporządzenie Ministra Rolnictwa i Rozwoju Wsi w sprawie szczegółowego trybu przyznawania i wypłaty pomocy finansowej (FEdR 2021–2027), § 6 ust. 6]",
    ]);
    const steps = await texts(page, "ol.steps li");
    // R06 has 9 points, R08 8, R09 7 (§ 6 ust. 2: the sum of points decides)
    expect(steps.some((s) => s.startsWith("Za wnioskiem R06: rozstrzyga suma punktów (od najwyższej): 9 wobec 8."))).toBe(true);
    expect(steps.some((s) => s.startsWith("Przed wnioskiem R09: rozstrzyga suma punktów (od najwyższej): 8 wobec 7."))).toBe(true);
    // 2 000 000 less the 1 660 000 granted to the seven above leaves 340 000, less than the 350 000 asked
    expect(steps.at(-1)).toMatch(/^Nie przyznano dofinansowania \(wnioskowano o 350 000,00 PLN\): nie mieści się w pozostałych środkach; przydział kończy się na tym wniosku \(środki pozostałe przed tym wnioskiem: 340 000,00 PLN\)\. Reguła granicy budżetu w odczytaniu przyjętym w naborze \(call\.limit_reading\): „stop” — /);
    expect(await texts(page, "h3.cite-title")).toContain("Rozporządzenie Ministra Rolnictwa i Rozwoju Wsi w sprawie szczegółowego trybu przyznawania i wypłaty pomocy finansowej (FEdR 2021–2027), § 6 ust. 6");
  });
});

describe("the trace of the hand-worked call", () => {
  it("says of D that the allocation had stopped at B, with the 4 000 then left, which would cover its 1 000", () => {
    const { run } = evaluateRun(compile(english), englishInput as Parameters<typeof evaluateRun>[1]);
    const d = run.traceOf("D")!;
    expect(d.language).toBe("en");
    expect(d.steps.at(-1)).toMatchObject({
      kind: "allocation",
      status: "not_funded",
      requested: { value: "1000.00", unit: "EUR" },
      granted: { value: "0.00", unit: "EUR" },
      remainingBefore: { value: "4000.00", unit: "EUR" },
      stoppedBefore: true,
      source: "art3",
      text: "Not funded (1000.00 EUR asked): the allocation stopped at B, which did not fit in the remaining budget (left when the allocation stopped: 4000.00 EUR).",
    });
    // B itself did not fit: 5 000 asked, 4 000 left
    expect(run.traceOf("B")!.steps.at(-1)).not.toHaveProperty("stoppedBefore");
    expect(run.traceOf("nobody")).toBeUndefined();
  });
});

describe.skipIf(!available)("allot notices", () => {
  it("writes one notice per applicant, HTML and PDF, and the PDF says what the HTML says", async () => {
    const out = join(tmp, "nl");
    const r = spawnSync(process.execPath, [cli, "notices", "schemes/seed_002/pop3_innovatie.allot", "--input", "schemes/seed_002/data/seed_002.applications.json", "--out", out, "--pdf", "--id", "N08", "--chromium", CHROMIUM], { cwd: repo, encoding: "utf8" });
    expect(r.stderr).not.toContain("error");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("1 notice written");
    expect(readdirSync(out).sort()).toEqual(["N08.html", "N08.pdf"]);
    const pdf = readFileSync(join(out, "N08.pdf"));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
    const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
    let text = "";
    for (let p = 1; p <= doc.numPages; p++) {
      const content = await (await doc.getPage(p)).getTextContent();
      text += content.items.map((i) => ("str" in i ? i.str + (i.hasEOL ? "\n" : "") : "")).join("");
    }
    const flat = plain(text).replace(/\s+/g, " ");
    expect(flat).toContain("Besluit op de aanvraag");
    expect(flat).toContain("Subsidie gedeeltelijk verleend");
    expect(flat).toContain("90.000,00 EUR");
    expect(flat).toContain("20.000,00 EUR");
    expect(flat).toContain("Een subsidie wordt geweigerd voor zover door verstrekking van de subsidie het subsidieplafond zou worden overschreden.");
  });

  it("refuses what it cannot do", () => {
    const run = (...args: string[]) => spawnSync(process.execPath, [cli, "notices", ...args], { cwd: repo, encoding: "utf8" });
    const base = ["schemes/seed_002/pop3_innovatie.allot", "--input", "schemes/seed_002/data/seed_002.applications.json"];
    expect(run(...base).status).toBe(2); // no --out
    expect(run(...base, "--out", join(tmp, "x"), "--published", "15-07-2019").status).toBe(2);
    expect(run(...base, "--out", join(tmp, "x"), "--pdf", "--chromium", "/nonexistent/chromium").status).toBe(2);
    const missing = run(...base, "--out", join(tmp, "y"), "--id", "N99");
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("no application with id 'N99'");
  });
});
