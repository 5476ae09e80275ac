// The HTML report (`allot run --format html`) and a decision notice in real Chromium, with
// hostile texts in every place they show: a scheme's title, version, act, source and rule titles
// full of markup, a right-to-left override; ids that are markup, 10,000 characters long, right to
// left, stacked combining marks (an id with an override is refused since fix18: test/unseen-ids); reasons that quote the application's own text. No script runs, no request
// leaves, the page is no wider than a phone, and every text is shown as the data it is.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser } from "playwright-core";

const repo = resolve(__dirname, "..");
const CHROMIUM = "/usr/bin/chromium";
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const tmp = mkdtempSync(join(tmpdir(), "allot-adversary14-html-"));
const scheme = join(repo, "test/inputs/adversary14/hostile.allot");

const rtl = "rtl \u05e9\u05dc\u05d5\u05dd";
const zalgo = "Z\u0335\u0336\u0337\u0338\u0339\u033a".repeat(5) + "alg";
const apps = [
  { id: "<script>window.__pwned=6</script>", requested: "100.00", quality: 9, note: "x" },
  { id: '"><img src=x onerror=window.__pwned=7>', requested: "100.00", quality: 8, note: "bad" },
  { id: "W".repeat(10_000), requested: "100.00", quality: 7, note: "bad" },
  { id: rtl, requested: "100.00", quality: 6, note: "\u0627\u0644\u0633\u0644\u0627\u0645 <script>window.__pwned=8</script>" },
  { id: zalgo, requested: "100.00", quality: 5, note: "bad" },
  { id: "javascript:alert(1)", requested: "100.00", quality: 4, note: "bad" },
  { id: "{{constructor}}${x}`", requested: "100.00", quality: 3, note: "</textarea></style></noscript><script>window.__pwned=9</script>" },
  { id: "plain", requested: "100.00", quality: 3, note: "bad " + "N".repeat(5000) },
];
writeFileSync(join(tmp, "data.json"), JSON.stringify({ call: { budget: "250.00" }, applications: apps }));

function allot(...args: string[]) {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: tmp, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" }, timeout: 60_000 });
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
}

const available = existsSync(CHROMIUM);
if (!available && process.env["CI"]) throw new Error(`${CHROMIUM} is missing: CI installs Debian's chromium (see .ci/run)`);

describe.skipIf(!available)("hostile texts in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    allot("run", scheme, "--input", "data.json", "--format", "html", "--out", "report.html");
    allot("notices", scheme, "--input", "data.json", "--out", "notices");
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
  }, 120_000);
  afterAll(async () => browser?.close());

  async function open(file: string, width: number) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    const events: string[] = [];
    page.on("dialog", (d) => void d.dismiss().then(() => events.push(`dialog ${d.message()}`)));
    page.on("request", (r) => void (r.url().startsWith("file:") || events.push(`request ${r.url()}`)));
    await page.goto(pathToFileURL(file).href);
    return { page, events };
  }

  for (const width of [1280, 390]) {
    it(`the report: no script, no request, as wide as the screen, every id shown as written (${width} px)`, async () => {
      const { page, events } = await open(join(tmp, "report.html"), width);
      const seen = await page.evaluate(() => ({
        pwned: (window as unknown as { __pwned?: number }).__pwned,
        scripts: document.scripts.length,
        wide: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        // how far each table's own box scrolls sideways (a 10,000-letter id must wrap in its cell)
        boxes: [...document.querySelectorAll(".wrap")].map((w) => w.scrollWidth - w.clientWidth),
        text: document.body.innerText,
        title: document.title,
      }));
      expect(seen.pwned).toBeUndefined();
      expect(seen.scripts).toBe(0);
      expect(events).toEqual([]);
      expect(seen.wide).toBeLessThanOrEqual(0); // a title of one long word wraps; tables scroll in their own box
      // on a desk's screen a table needs no sideways scrolling: an id of one long word wraps in its
      // cell instead of pushing the status and the amount off to the right (adversary21)
      if (width >= 1280) expect(seen.boxes.filter((b) => b > 0)).toEqual([]);
      expect(seen.title).toContain("Small grants </title><script>window.__pwned=1</script> \\u{202e}evil");
      for (const id of ["<script>window.__pwned=6</script>", '"><img src=x onerror=window.__pwned=7>', zalgo, "javascript:alert(1)", "{{constructor}}${x}`", rtl]) expect(seen.text).toContain(id);
      // the title's override is shown as its code: "evil" is not drawn as "live", and the text after it is not turned round
      expect(seen.text).toContain("Small grants </title><script>window.__pwned=1</script> \\u{202e}evil");
      expect(seen.text).not.toContain("\u202e");
      await page.close();
    });
  }

  it("a decision notice: no script, the override shown as its code", async () => {
    const files = readFileSync(join(tmp, "report.html"), "utf8"); // the report names every id; the notices are one per id
    expect(files.length).toBeGreaterThan(0);
    const notices = spawnSync("ls", [join(tmp, "notices")], { encoding: "utf8" }).stdout.trim().split("\n");
    expect(notices.length).toBe(apps.length);
    for (const n of notices) {
      const { page, events } = await open(join(tmp, "notices", n), 390);
      const seen = await page.evaluate(() => ({ pwned: (window as unknown as { __pwned?: number }).__pwned, scripts: document.scripts.length, text: document.body.innerText }));
      expect(seen.pwned).toBeUndefined();
      expect(seen.scripts).toBe(0);
      expect(events).toEqual([]);
      expect(seen.text).not.toContain("\u202e");
      await page.close();
    }
  });
});
