// End-to-end test of the extension in a real VS Code: code-server 4.100.3 (installed by
// scripts/install-code-server.sh into a cache folder, reused when present) runs the freshly
// packaged .vsix; playwright-core drives Debian's Chromium through it on a copy of a seed scheme:
// syntax colouring, a diagnostic (squiggle and Problems entry), the hover with the verbatim legal
// text, and Format Document when the server offers formatting. Screenshot: test-results/vscode-e2e.png.
// Outside CI the test skips (with the reason printed) when Chromium is missing — checked before
// installing code-server — or code-server cannot be installed; under CI=true it runs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";

const pkg = join(dirname(fileURLToPath(import.meta.url)), "..");
const root = join(pkg, "..", "..");
const CI = process.env.CI === "true" || process.env.CI === "1";
const CHROMIUM = process.env.ALLOT_CHROMIUM || "/usr/bin/chromium";
const SCHEME = "wine_art23.allot";
const mod = process.platform === "darwin" ? "Meta" : "Control";

let skipReason = "";
let codeServer = "";
let server: ChildProcess | undefined;
let browser: Browser | undefined;
let page: Page | undefined;
let work = "";
const log: string[] = [];
const t0 = Date.now();
const step = (what: string) => log.push(`${((Date.now() - t0) / 1000).toFixed(1)}s ${what}`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

async function waitForHttp(url: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not yet listening */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`code-server did not answer ${url} within ${ms} ms`);
}

/** The text of the rendered editor line that contains `needle` (spaces normalised). */
async function lineText(p: Page, needle: string): Promise<string | undefined> {
  const lines = await p.locator(".editor-instance .view-lines .view-line").allTextContents();
  return lines.map((l) => l.replace(/\u00a0/g, " ")).find((l) => l.includes(needle));
}

/** Opens a workspace file with Quick Open and waits for its text. */
async function openFile(p: Page, name: string): Promise<void> {
  await p.keyboard.press(`${mod}+P`);
  const input = p.locator(".quick-input-widget input");
  await input.waitFor({ state: "visible" });
  await input.fill(name);
  // the row of this very file (clicked: Enter could take a row of the list before it filtered)
  const row = p.locator(".quick-input-list .monaco-list-row", { hasText: name }).first();
  await row.waitFor({ state: "visible", timeout: 60_000 });
  await row.click();
  await p.locator(".tabs-container .tab.active", { hasText: name }).waitFor({ state: "visible", timeout: 30_000 });
  await p.locator(".editor-instance .view-lines .view-line").first().waitFor({ state: "visible", timeout: 20_000 });
}

/** Opens a file by its path with VS Code's simple Open File dialog (no search index needed). */
async function openPath(p: Page, path: string): Promise<void> {
  const name = path.split("/").pop()!;
  const tab = p.locator(".tabs-container .tab.active", { hasText: name });
  // the dialog lists the folder while the path is typed and refills its start folder on its own:
  // a path typed too early is replaced, an Enter pressed before the list follows the text can
  // open the entry highlighted before; each attempt waits longer
  for (let attempt = 1; ; attempt++) {
    try {
      await runCommand(p, "File: Open File...");
      const input = p.locator(".quick-input-widget input");
      await input.waitFor({ state: "visible", timeout: 10_000 });
      // the dialog fills in its start folder asynchronously: wait for it before typing the path
      await expect.poll(() => input.inputValue(), { timeout: 10_000 }).toContain("/");
      await p.waitForTimeout(300 * attempt);
      await input.fill(path);
      await expect.poll(() => input.inputValue(), { timeout: 5_000 }).toBe(path);
      await p.waitForTimeout(300 * attempt);
      await p.keyboard.press("Enter");
      await tab.waitFor({ state: "visible", timeout: 15_000 });
      break;
    } catch (e) {
      if (attempt === 3) throw e;
      await p.keyboard.press("Escape");
    }
  }
  await p.locator(".editor-instance .view-lines .view-line").first().waitFor({ state: "visible", timeout: 20_000 });
}

async function goTo(p: Page, line: number, column: number): Promise<void> {
  await p.keyboard.press(`${mod}+G`);
  const input = p.locator(".quick-input-widget input");
  await input.waitFor({ state: "visible" });
  await input.fill(`:${line}:${column}`);
  await p.keyboard.press("Enter");
  await input.waitFor({ state: "hidden" });
}

async function runCommand(p: Page, title: string): Promise<void> {
  await p.keyboard.press("F1");
  const input = p.locator(".quick-input-widget input");
  await input.waitFor({ state: "visible" });
  await input.fill(`>${title}`);
  // the row of exactly this command (not "Format Document With..." and the like)
  const row = p.locator(".quick-input-list .monaco-list-row", { hasText: new RegExp(`${title}(?!\\s*With)`) }).first();
  await row.waitFor({ state: "visible", timeout: 10_000 });
  await row.click();
}

beforeAll(async () => {
  // 0. Chromium first: without it, installing code-server (about a minute) would be for nothing
  if (!existsSync(CHROMIUM)) {
    if (CI) throw new Error(`${CHROMIUM} is missing`);
    skipReason = `${CHROMIUM} is missing (apt-get install chromium)`;
    console.warn(`vscode e2e skipped (not in CI): ${skipReason}`);
    return;
  }
  // 1. code-server, from the cache or installed now
  const install = spawnSync("bash", [join(pkg, "scripts/install-code-server.sh")], { encoding: "utf8", timeout: 420_000 });
  if (install.status !== 0 || !install.stdout.trim()) {
    const why = `code-server 4.100.3 could not be installed (exit ${install.status}): ${(install.stderr || "").trim().split("\n").slice(-5).join(" | ")}`;
    if (CI) throw new Error(why);
    skipReason = why;
    console.warn(`vscode e2e skipped (not in CI): ${why}`);
    return;
  }
  codeServer = install.stdout.trim().split("\n").pop()!;
  step("code-server ready");

  // 2. the .vsix, packaged as a user would (bundled, no node_modules)
  work = mkdtempSync(join(tmpdir(), "allot-vscode-e2e-"));
  const vsix = join(work, "allot-vscode.vsix");
  const build = spawnSync(process.execPath, [join(pkg, "scripts/build.mjs"), "--production"], { cwd: pkg, encoding: "utf8" });
  expect(build.status, build.stderr).toBe(0);
  const pack = spawnSync(process.execPath, [join(pkg, "node_modules/@vscode/vsce/vsce"), "package", "--no-dependencies", "--out", vsix], { cwd: pkg, encoding: "utf8" });
  expect(pack.status, pack.stdout + pack.stderr).toBe(0);
  step("vsix packaged");

  // 3. install it into a fresh extensions folder
  const extDir = join(work, "extensions");
  const userDir = join(work, "user-data");
  mkdirSync(join(userDir, "User"), { recursive: true });
  writeFileSync(
    join(userDir, "User", "settings.json"),
    JSON.stringify({
      "workbench.startupEditor": "none",
      "workbench.colorTheme": "Default Dark Modern",
      "workbench.tips.enabled": false,
      "security.workspace.trust.enabled": false,
      "telemetry.telemetryLevel": "off",
      "editor.hover.delay": 100,
      "editor.minimap.enabled": false,
      "extensions.autoCheckUpdates": false,
      "extensions.autoUpdate": false,
      "chat.commandCenter.enabled": false,
      "editor.quickSuggestions": { other: false, comments: false, strings: false },
      "editor.suggestOnTriggerCharacters": false,
      "files.simpleDialog.enable": true,
      "terminal.integrated.gpuAcceleration": "off",
    }),
  );
  const inst = spawnSync(codeServer, ["--config", join(work, "config.yaml"), "--extensions-dir", extDir, "--user-data-dir", userDir, "--install-extension", vsix], { encoding: "utf8", timeout: 60_000 });
  expect(inst.status, inst.stdout + inst.stderr).toBe(0);
  step("extension installed");

  // 4. a workspace with a copy of seed 000
  const ws = join(work, "workspace");
  cpSync(join(root, "schemes", "seed_000"), ws, { recursive: true });

  // 5. code-server in its own process group
  const port = await freePort();
  server = spawn(
    codeServer,
    ["--config", join(work, "config.yaml"), "--auth", "none", "--bind-addr", `127.0.0.1:${port}`, "--disable-telemetry", "--disable-update-check", "--disable-workspace-trust",
      "--user-data-dir", userDir, "--extensions-dir", extDir, ws],
    { detached: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, PASSWORD: undefined } },
  );
  let serverLog = "";
  server.stdout?.on("data", (d) => (serverLog += d));
  server.stderr?.on("data", (d) => (serverLog += d));
  try {
    await waitForHttp(`http://127.0.0.1:${port}/healthz`, 30_000);
  } catch (e) {
    throw new Error(`${(e as Error).message}\n${serverLog}`);
  }
  step("code-server listening");

  // 6. Chromium
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(`http://127.0.0.1:${port}/?folder=${encodeURIComponent(ws)}`, { timeout: 120_000 });
  await page.locator(".monaco-workbench").waitFor({ state: "visible", timeout: 60_000 });
  step("workbench loaded");

  // open the scheme with Quick Open
  await page.locator(".monaco-workbench .part.editor").click();
  await page.keyboard.press(`${mod}+P`);
  const input = page.locator(".quick-input-widget input");
  await input.waitFor({ state: "visible" });
  await input.fill(SCHEME);
  await page.locator(".quick-input-list .monaco-list-row", { hasText: SCHEME }).first().waitFor({ state: "visible", timeout: 60_000 });
  await page.keyboard.press("Enter");
  await page.locator(".editor-instance .view-lines .view-line").first().waitFor({ state: "visible", timeout: 20_000 });
  step("scheme open");
}, 480_000);

afterAll(async () => {
  if (page) {
    mkdirSync(join(root, "test-results"), { recursive: true });
    await page.screenshot({ path: join(root, "test-results", "vscode-e2e.png") }).catch(() => undefined);
  }
  await browser?.close().catch(() => undefined);
  if (server?.pid) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
    await new Promise((r) => setTimeout(r, 500));
    try {
      process.kill(-server.pid, "SIGKILL");
    } catch {
      /* stopped */
    }
  }
  if (work) rmSync(work, { recursive: true, force: true });
  console.log(`vscode e2e timings:\n  ${log.join("\n  ")}`);
}, 30_000);

describe("vscode extension in code-server (end to end)", () => {
  it("colours the scheme with the TextMate grammar", async (ctx) => {
    if (skipReason) ctx.skip(skipReason);
    const p = page!;
    // the `scheme` keyword and the string of the title get different token colours
    // a freshly installed code-server colours the text only once the extension's grammar has
    // loaded: wait for the colours themselves, not just for the lines
    const distinct = () => p.locator(".view-line span[class*='mtk']").evaluateAll((els) => [...new Set(els.map((e) => e.className.split(" ").find((c) => /^mtk\d+$/.test(c))))]);
    await expect.poll(async () => (await distinct()).length, { timeout: 60_000, interval: 500 }).toBeGreaterThanOrEqual(4);
    const classes = await distinct();
    expect(classes.length, classes.join(",")).toBeGreaterThanOrEqual(4);
    const colourOf = (text: string) =>
      p.locator(".view-line span span", { hasText: new RegExp(`^${text}$`) }).first().evaluate((e) => getComputedStyle(e).color);
    const kw = await colourOf("scheme");
    const name = await colourOf("wine_support_art23");
    const comment = await p.locator(".view-line span span", { hasText: /^\/\/\s+Seed\s+000/ }).first().evaluate((e) => getComputedStyle(e).color);
    expect(new Set([kw, name, comment]).size, `${kw} ${name} ${comment}`).toBe(3);
    step("colours checked");
  });

  it("does not flag × and – as confusable characters in a scheme, as it does in JavaScript", async (ctx) => {
    if (skipReason) ctx.skip(skipReason);
    const p = page!;
    // the same string in a scheme and in a JavaScript file: × looks like x, – like -
    const ws = join(work, "workspace");
    writeFileSync(join(ws, "confusable.js"), 'const s = "a – b × c";\n');
    writeFileSync(join(ws, "confusable.allot"), 'let confusable = "a – b × c"\nlet times = 2 × 3\n');
    const marks = p.locator(".editor-instance .unicode-highlight");
    try {
      // JavaScript: VS Code's default marks both characters of the string
      await openPath(p, join(ws, "confusable.js"));
      await expect.poll(() => marks.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
      // the scheme: the extension's language default allows them
      await openPath(p, join(ws, "confusable.allot"));
      await expect.poll(() => lineText(p, "times")).toContain("2 × 3");
      await p.waitForTimeout(2000); // the highlighter runs after a short delay
      expect(await marks.count()).toBe(0);
    } finally {
      // leave the workspace as the next checks expect it, whatever happened: only the seed, open
      // (a second scheme left in the folder would make its tests ambiguous)
      for (const f of ["confusable.js", "confusable.allot"]) rmSync(join(ws, f), { force: true });
      await p.keyboard.press("Escape");
      await runCommand(p, "View: Close All Editors");
      await expect.poll(() => p.locator(".tabs-container .tab").count()).toBe(0);
      await openFile(p, SCHEME);
    }
    step("no confusable-character highlight in a scheme");
  });

  it("shows the legal text of a criterion's source on hover", async (ctx) => {
    if (skipReason) ctx.skip(skipReason);
    const p = page!;
    const text = readFileSync(join(root, "schemes/seed_000", SCHEME), "utf8").split("\n");
    const line = text.findIndex((l) => l.startsWith("criterion p1 ")) + 1;
    await goTo(p, line, 12); // on `p1`
    const hover = p.locator(".monaco-hover .rendered-markdown");
    // the server may still be starting: ask again until the hover shows
    await expect
      .poll(
        async () => {
          await p.keyboard.press(`${mod}+K`);
          await p.keyboard.press(`${mod}+I`);
          await p.waitForTimeout(700);
          return (await hover.allTextContents()).join("\n");
        },
        { timeout: 45_000, intervals: [500] },
      )
      .toContain("Priority criteria and weights for the measure");
    await p.keyboard.press("Escape");
    step("hover read");
  });

  it("formats the document (Format Document), when the server offers formatting", async (ctx) => {
    if (skipReason) ctx.skip(skipReason);
    const p = page!;
    const text = readFileSync(join(root, "schemes/seed_000", SCHEME), "utf8").split("\n");
    const line = text.findIndex((l) => l.startsWith("criterion p2 ")) + 1;
    await goTo(p, line, 1);
    await p.keyboard.type("      ");
    await expect.poll(() => lineText(p, "criterion p2 ")).toMatch(/^ {6}criterion p2 /);
    await runCommand(p, "Format Document");
    let formatted = false;
    for (let i = 0; i < 16 && !formatted; i++) {
      await p.waitForTimeout(250);
      formatted = !/^ +criterion p2 /.test((await lineText(p, "criterion p2 ")) ?? "");
    }
    if (!formatted) {
      const notes = (await p.locator(".notifications-toasts").allTextContents()).join(" ");
      await p.keyboard.press(`${mod}+Z`); // put the document back for the next checks
      ctx.skip(`Format Document changed nothing: the language server offers no document formatting yet${notes ? ` (VS Code: ${notes.trim().slice(0, 200)})` : ""}`);
    }
    step("formatted");
  });

  it("runs a scheme and opens its HTML report (Allot: Open report of a run)", async (ctx) => {
    if (skipReason) ctx.skip(skipReason);
    const p = page!;
    await runCommand(p, "Allot: Open report of a run");
    // the open dialog is VS Code's simple file dialog: a quick input holding a path
    const input = p.locator(".quick-input-widget input");
    await input.waitFor({ state: "visible", timeout: 10_000 });
    // the dialog fills in its start folder asynchronously: wait for it before typing the path
    await expect.poll(() => input.inputValue(), { timeout: 10_000 }).toContain("data");
    const data = join(work, "workspace", "data", "seed_000.applications.json");
    await input.fill(data);
    await expect.poll(() => input.inputValue(), { timeout: 5_000 }).toBe(data);
    await p.waitForTimeout(300);
    await p.keyboard.press("Enter");
    const tab = p.locator(".tabs-container .tab", { hasText: `Report: ${SCHEME}` });
    try {
      await tab.waitFor({ state: "visible", timeout: 30_000 });
    } catch {
      const notes = (await p.locator(".notifications-toasts").allTextContents()).join(" ").trim();
      throw new Error(`no report tab; input ${JSON.stringify(await input.inputValue().catch(() => "?"))}; notifications: ${notes || "none"}`);
    }
    // the report is inside the webview's nested iframes
    await expect
      .poll(async () => {
        for (const f of p.frames()) {
          // the report is in the scheme's language (Polish here): look for its ranking's rows
          const rows = await f.locator("table.ranking tr.app").count().catch(() => 0);
          if (rows > 0 && f !== p.mainFrame()) return "report";
        }
        return "";
      }, { timeout: 20_000 })
      .toBe("report");
    step("report opened");
    // back to the scheme for the next checks
    await p.locator(".tabs-container .tab", { hasText: SCHEME }).filter({ hasNotText: "Report" }).first().click();
  });

  it("runs the scheme tests in a terminal (Allot: Run scheme tests)", async (ctx) => {
    if (skipReason) ctx.skip(skipReason);
    const p = page!;
    await runCommand(p, "Allot: Run scheme tests");
    await expect
      .poll(async () => (await p.locator(".terminal-wrapper .xterm-rows").allTextContents()).join("\n").replace(/\u00a0/g, " "), { timeout: 30_000 })
      .toMatch(/9 passed, 0 failed/);
    step("scheme tests run in the terminal");
    // give the keyboard back to the editor
    await p.locator(".tabs-container .tab", { hasText: SCHEME }).filter({ hasNotText: "Report" }).first().click();
    await p.locator(".editor-instance .view-lines").first().click();
  });

  it("shows a squiggle and a Problems entry for an error typed in", async (ctx) => {
    if (skipReason) ctx.skip(skipReason);
    const p = page!;
    // the seed scheme is clean: no error before the edit
    await expect.poll(() => p.locator(".squiggly-error").count(), { timeout: 20_000 }).toBe(0);
    // the keyboard may still be held by the terminal or the report's webview of the tests before
    // (seen in CI: the line typed went nowhere): click a rendered line of the scheme's editor, and
    // type again, at most three times, until the editor shows the line
    const typed = "criterion p9 \"Broken\" per no_such_source: 2 points if undefined_field_xyz";
    for (let attempt = 1; ; attempt++) {
      await p.locator(".tabs-container .tab", { hasText: SCHEME }).filter({ hasNotText: "Report" }).first().click();
      await p.locator(".editor-instance .view-lines .view-line").first().click();
      await p.keyboard.press("Escape");
      await p.keyboard.press(`${mod}+End`);
      await p.keyboard.press("Enter");
      await p.keyboard.type(typed);
      const shown = await expect
        .poll(() => lineText(p, "undefined_field_xyz"), { timeout: 5_000 })
        .toBeDefined()
        .then(() => true, () => false);
      step(`line typed (attempt ${attempt}${shown ? "" : ", not shown"})`);
      if (shown || attempt === 3) break;
    }
    await p.locator(".squiggly-error").first().waitFor({ state: "attached", timeout: 30_000 });
    await p.keyboard.press(`${mod}+Shift+M`);
    const rows = p.locator(".markers-panel .monaco-list-row");
    await rows.first().waitFor({ state: "visible", timeout: 15_000 });
    // the first diagnostics may be of a half-typed line: wait for those of the whole line
    await expect.poll(async () => (await rows.allTextContents()).join("\n"), { timeout: 20_000 }).toMatch(/no_such_source|undefined_field_xyz/);
    step("diagnostics seen");
  });
});
