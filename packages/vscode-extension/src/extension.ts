// The Allot extension for VS Code: starts the bundled Allot language server (dist/server.js) over
// Node IPC with vscode-languageclient, and adds two commands that use the bundled `allot`
// command line (dist/allot.mjs): "Allot: Run scheme tests" and "Allot: Open report of a run".
import * as vscode from "vscode";
import * as path from "node:path";
import * as os from "node:os";
import * as fs from "node:fs";
import { execFile } from "node:child_process";
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from "vscode-languageclient/node";

let client: LanguageClient | undefined;

function config(): vscode.WorkspaceConfiguration {
  return vscode.workspace.getConfiguration("allot");
}

/** A configured path, with ${workspaceFolder} and relative paths resolved against the first folder. */
function resolveSetting(value: string): string {
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? "";
  const v = value.replace(/\$\{workspaceFolder\}/g, folder);
  return path.isAbsolute(v) || !folder ? v : path.join(folder, v);
}

function serverModule(context: vscode.ExtensionContext): string {
  const custom = config().get<string>("server.path", "").trim();
  return custom ? resolveSetting(custom) : context.asAbsolutePath(path.join("dist", "server.js"));
}

/** The command line as [program, ...leading arguments]. */
function cli(context: vscode.ExtensionContext): string[] {
  const custom = config().get<string>("cli.path", "").trim();
  const file = custom ? resolveSetting(custom) : context.asAbsolutePath(path.join("dist", "allot.mjs"));
  return /\.(c|m)?js$/.test(file) ? [process.execPath, file] : [file];
}

async function startClient(context: vscode.ExtensionContext): Promise<void> {
  const module = serverModule(context);
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc },
    debug: { module, transport: TransportKind.ipc, options: { execArgv: ["--nolazy", "--inspect=6019"] } },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [{ language: "allot" }],
    synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher("**/*.allot") },
    outputChannelName: "Allot Language Server",
    // where diagnostics link to: a published copy of docs/diagnostics, else the pages shipped in dist/
    initializationOptions: { docsUrl: config().get<string>("docs.url", "").trim() || undefined },
  };
  // the client reads `allot.trace.server` itself (its id is "allot")
  client = new LanguageClient("allot", "Allot Language Server", serverOptions, clientOptions);
  await client.start();
}

function quoteShell(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

async function runTests(context: vscode.ExtensionContext): Promise<void> {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) {
    void vscode.window.showErrorMessage("Allot: open a folder with schemes to run their tests.");
    return;
  }
  const paths = config().get<string[]>("test.paths", []);
  const args = [...cli(context), "test", ...(paths.length ? paths : ["."])];
  const terminal = vscode.window.createTerminal({ name: "Allot tests", cwd: folder.uri.fsPath });
  terminal.show();
  terminal.sendText(args.map(quoteShell).join(" "));
}

function run(file: string, args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

async function openReport(context: vscode.ExtensionContext): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  const doc = editor?.document.languageId === "allot" ? editor.document : vscode.workspace.textDocuments.find((d) => d.languageId === "allot");
  if (!doc) {
    void vscode.window.showErrorMessage("Allot: open a scheme (.allot) first.");
    return;
  }
  if (doc.isDirty) await doc.save();
  const schemeDir = path.dirname(doc.uri.fsPath);
  const picked = await vscode.window.showOpenDialog({
    title: "Input data of the run",
    defaultUri: vscode.Uri.file(fs.existsSync(path.join(schemeDir, "data")) ? path.join(schemeDir, "data") : schemeDir),
    canSelectMany: false,
    filters: { "Allot input": ["json", "csv"], "All files": ["*"] },
  });
  if (!picked?.[0]) return;
  const input = picked[0].fsPath;
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "allot-report-")), path.basename(doc.uri.fsPath, ".allot") + ".html");
  const [program, ...lead] = cli(context);
  const args = [...lead, "run", doc.uri.fsPath, "--input", input, "--format", "html", "--out", out];
  // a mapping file next to the scheme (<scheme>.map.json) is used for JSON input when present
  const map = doc.uri.fsPath.replace(/\.allot$/, ".map.json");
  if (input.endsWith(".json") && fs.existsSync(map)) args.push("--map", map);
  const result = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: "Allot: running the scheme…" },
    () => run(program, args, schemeDir),
  );
  if (result.code !== 0 || !fs.existsSync(out)) {
    void vscode.window.showErrorMessage(`Allot: the run failed (exit ${result.code}). ${(result.stderr || result.stdout).trim().slice(0, 800)}`);
    return;
  }
  if (result.stderr.trim()) void vscode.window.showWarningMessage(`Allot: ${result.stderr.trim().slice(0, 800)}`);
  if (config().get<string>("report.openIn", "webview") === "browser") {
    await vscode.env.openExternal(vscode.Uri.file(out));
    return;
  }
  const panel = vscode.window.createWebviewPanel("allotReport", `Report: ${path.basename(doc.uri.fsPath)}`, vscode.ViewColumn.Beside, {
    enableScripts: false,
    localResourceRoots: [],
  });
  panel.webview.html = fs.readFileSync(out, "utf8");
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  context.subscriptions.push(
    vscode.commands.registerCommand("allot.runTests", () => runTests(context)),
    vscode.commands.registerCommand("allot.openReport", () => openReport(context)),
    vscode.commands.registerCommand("allot.restartServer", async () => {
      await client?.stop();
      await startClient(context);
    }),
    vscode.workspace.onDidChangeConfiguration(async (e) => {
      if (e.affectsConfiguration("allot.server.path")) await vscode.commands.executeCommand("allot.restartServer");
    }),
  );
  await startClient(context);
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
