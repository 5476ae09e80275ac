// End to end in a real editor: Neovim (Debian's 0.7.2) starts the built server over stdio,
// opens a copy of a seed scheme, gets a diagnostic for an error typed into the buffer (sent as an
// incremental change), and shows a hover on a criterion that quotes its legal source verbatim.
// Skipped, saying so, only when `nvim` is not on PATH. Needs `pnpm build` first.
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = join(__dirname, "../../..");
const server = join(root, "packages/lsp/dist/main.js");
const scheme = join(root, "schemes/seed_002/pop3_innovatie.allot");
const hasNvim = spawnSync("nvim", ["--version"], { encoding: "utf8" }).status === 0;
const work = mkdtempSync(join(tmpdir(), "allot-nvim-"));

afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Outcome {
  readonly diagnostics: Array<{ code?: string; message: string; lnum: number; col: number; severity: number; source?: string }>;
  readonly hover?: string;
  readonly errors: string[];
}

/** Line (0-based) and UTF-16 column of a needle in the scheme. */
function where(text: string, needle: string): { line: number; character: number } {
  const lines = text.split("\n");
  const line = lines.findIndex((l) => l.includes(needle));
  return { line, character: lines[line]!.indexOf(needle) };
}

function script(file: string, out: string, text: string): string {
  const broken = where(text, "amount max_subsidy_eur");
  const brokenLine = text.split("\n")[broken.line]!.replace("max_subsidy_eur", "max_subsidy_euro");
  const crit = where(text, 'criterion b "Innovativiteit"');
  const q = (s: string) => JSON.stringify(s);
  return `
local result = { diagnostics = {}, errors = {} }
local ok, err = pcall(function()
  vim.cmd("edit " .. vim.fn.fnameescape(${q(file)}))
  local buf = vim.api.nvim_get_current_buf()
  local ready = false
  local client = vim.lsp.start_client({ name = "allot", cmd = { ${q(process.execPath)}, ${q(server)}, "--stdio" }, root_dir = ${q(work)}, on_init = function() ready = true end })
  vim.lsp.buf_attach_client(buf, client)
  if not vim.wait(20000, function() return ready end, 20) then error("the server did not initialize") end
  vim.api.nvim_buf_set_lines(buf, ${broken.line}, ${broken.line + 1}, false, { ${q(brokenLine)} })
  if not vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 20) then error("no diagnostics arrived") end
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    table.insert(result.diagnostics, { code = d.code, message = d.message, lnum = d.lnum, col = d.col, severity = d.severity, source = d.source })
  end
  local params = { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = ${crit.line}, character = ${crit.character + "criterion ".length} } }
  local responses = vim.lsp.buf_request_sync(buf, "textDocument/hover", params, 20000)
  for _, r in pairs(responses or {}) do
    if r.err then table.insert(result.errors, vim.inspect(r.err)) end
    if r.result then result.hover = r.result.contents.value end
  end
  vim.lsp.stop_client(client)
end)
if not ok then table.insert(result.errors, tostring(err)) end
local f = io.open(${q(out)}, "w")
f:write(vim.fn.json_encode(result))
f:close()
vim.cmd("qa!")
`;
}

function runNeovim(lua: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const p = spawn("nvim", ["--headless", "--clean", "-n", "-u", "NONE", "-c", `luafile ${lua}`], { cwd: work, stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    p.stderr.on("data", (d) => (stderr += String(d)));
    const timer = setTimeout(() => p.kill("SIGKILL"), 60_000);
    p.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

const title = "Neovim: diagnostic for an injected error, hover on a criterion quoting its legal text";

describe("Neovim 0.7 as the client", () => {
  if (!hasNvim) {
    // CI installs Neovim (.ci/run): there, a missing nvim is a failure, not a skip
    if (process.env["CI"]) throw new Error("nvim is not on PATH: .ci/run installs Debian's neovim");
    console.warn("neovim.test.ts SKIPPED: `nvim` is not on PATH. Install it with: apt-get update && apt-get install -y neovim");
    it.skip(`${title} — SKIPPED: nvim not on PATH (apt-get install -y neovim)`, () => {});
    return;
  }
  it(title, async () => {
    expect(existsSync(server), `${server} is missing: run 'pnpm build' first`).toBe(true);
    const file = join(work, "pop3_innovatie.allot");
    copyFileSync(scheme, file);
    const text = readFileSync(scheme, "utf8");
    const out = join(work, "out.json");
    const lua = join(work, "check.lua");
    writeFileSync(lua, script(file, out, text));
    const run = await runNeovim(lua);
    expect(existsSync(out), `Neovim wrote no result (exit ${run.code}): ${run.stderr}`).toBe(true);
    const r = JSON.parse(readFileSync(out, "utf8")) as Outcome;
    expect(r.errors).toEqual([]);
    const d = r.diagnostics.find((x) => x.code === "AL0201");
    expect(d, JSON.stringify(r.diagnostics)).toBeDefined();
    expect(d!.message).toContain("max_subsidy_euro");
    expect(d!.lnum).toBe(where(text, "amount max_subsidy_eur").line);
    expect(d!.severity).toBe(1);
    expect(r.hover).toContain("**Criterion `b`** — Innovativiteit");
    expect(r.hover).toContain("**weight 3**");
    expect(r.hover).toContain("> Het toekennen van punten op basis van de in artikel 5 bedoelde selectiecriteria vindt als volgt plaats:");
    expect(r.hover).toContain("> a.  Mate van effectiviteit  2  1 - 4  8");
  });
});
