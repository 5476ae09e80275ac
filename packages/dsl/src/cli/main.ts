#!/usr/bin/env node
// allot: the command-line program. Parses arguments, dispatches to a command, and maps
// outcomes to stable exit codes: 0 success, 1 errors in schemes, inputs or tests, 2 usage
// errors, 3 an internal error (a bug: please report it).
import { parseArgs, type ParseArgsConfig } from "node:util";
import { explain, run } from "./commands/run.js";
import { notices } from "./commands/notices.js";
import { expectFile, expectFolder, fileProblem, notOnto, UsageError } from "./files.js";
import { InputError } from "./input.js";
import { forTerminal, useColor } from "./render.js";
import { VERSION } from "./version.js";
import { MappingError } from "../data/mapping.js";
import { BundleUnavailable } from "../compile/bundle.js";
import { OutputRefused } from "../outputFiles.js";
import { WalkError } from "../walkFiles.js";
import { USAGE, usageOf } from "./usage.js";

const out = (s: string) => process.stdout.write(s.endsWith("\n") ? s : s + "\n");
// what goes to the terminal shows controls as escapes (a hostile field name or file name)
const err = (s: string) => process.stderr.write(forTerminal(s.endsWith("\n") ? s : s + "\n"));

// A reader that closes the pipe early (`| head`, a pager quit at the first page) chose to stop
// reading; it is no bug (review34 C1). What is left to write is dropped and the command ends with
// its own exit code, or 0 where the closed pipe stopped it mid-write.
const closedEarly = (e: unknown) => (e as { code?: string } | null)?.code === "EPIPE";
// Any other failure to write it (a full disk: `> /dev/full`) is said as a file's is, exit 1: thrown
// from this handler it was Node's uncaught error with its stack (review35 C1).
process.stdout.on("error", (e) => {
  if (closedEarly(e)) return;
  const x = e as NodeJS.ErrnoException;
  const problem = fileProblem({ code: x.code, syscall: x.syscall ?? "write", path: "the standard output" });
  err(`allot: ${problem ?? `cannot write the standard output: ${x.message}`}`);
  process.exit(1);
});

// `run`, `explain` and `notices` are loaded with the program; the other commands (the
// formatter, the tests and their JUnit writer, mutation, the SARIF pages) when they are asked for
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  // `allot <command> --help` (or -h, before a `--` that ends the options), `allot help <command>`: that command's usage
  const flags = rest.includes("--") ? rest.slice(0, rest.indexOf("--")) : rest;
  const named = (w: string | undefined) => (w !== undefined && !w.startsWith("-") ? w : undefined);
  if (command === "help") {
    // one command's name at most (and --help or -h): another word is refused, not taken as the whole usage (adversary19)
    const words = rest.filter((a) => a !== "--help" && a !== "-h");
    if (words.length > 1 || (words.length === 1 && named(words[0]) === undefined)) throw new UsageError(`help takes one command's name (allot help <command>), found '${words.join(" ")}'`);
  }
  const asked = command === "help" ? (rest[0] === "--help" || rest[0] === "-h" ? "help" : named(rest[0])) : flags.some((a) => a === "--help" || a === "-h") ? named(command) : undefined;
  if (asked !== undefined) {
    const usage = usageOf(asked);
    if (usage === undefined) throw new UsageError(`unknown command '${asked}'`);
    out(usage);
    return 0;
  }
  if (command === "lsp") {
    if (!rest.some((a) => a === "--stdio" || a === "--node-ipc")) throw new UsageError("lsp takes --stdio or --node-ipc");
    // The server lives in @allot/lsp (it depends on this package, not the other way round).
    const lsp = (await import("@allot/lsp" as string)) as { startServer: () => void };
    lsp.startServer();
    return -1;
  }
  if (command === "serve") {
    // The service lives in @allot/server (Fastify), loaded only for this command.
    const counts = ["body-limit", "threads", "queue", "worker-memory", "max-connections", "request-timeout", "evaluation-timeout"] as const;
    const { values: v, positionals: p } = parseArgs({ args: rest, options: { schemes: { type: "string" }, port: { type: "string" }, host: { type: "string", default: "127.0.0.1" }, cors: { type: "string" }, ...Object.fromEntries(counts.map((c) => [c, { type: "string" }])) }, allowPositionals: true, strict: true }) as { values: Record<string, string | undefined>; positionals: string[] };
    if (p.length || !v.schemes) throw new UsageError("serve needs --schemes <dir>");
    const port = Number(v.port);
    if (v.port === undefined || !/^\d+$/.test(v.port) || port > 65535) throw new UsageError(`serve needs --port <n> (0 to 65535), found '${v.port ?? ""}'`);
    // whole numbers; only --threads, --queue and --evaluation-timeout may be 0 (0 threads:
    // evaluations on the event loop; 0 ms: no time limit)
    const n: Partial<Record<(typeof counts)[number], number>> = {};
    const zeroAllowed = new Set<string>(["threads", "queue", "evaluation-timeout"]);
    for (const c of counts) {
      const text = v[c];
      if (text === undefined) continue;
      if (!/^\d+$/.test(text) || (Number(text) === 0 && !zeroAllowed.has(c))) throw new UsageError(`--${c} takes a whole number${zeroAllowed.has(c) ? "" : " above 0"}, found '${text}'`);
      n[c] = Number(text);
    }
    const bodyLimit = n["body-limit"];
    const limits = { threads: n.threads, queue: n.queue, workerMemoryMb: n["worker-memory"], maxConnections: n["max-connections"], requestTimeout: n["request-timeout"], evaluationTimeout: n["evaluation-timeout"], cors: v.cors };
    const server = (await import("@allot/server" as string)) as { serve: (o: object) => Promise<{ address: string }> };
    try {
      const { address } = await server.serve({ schemesDir: v.schemes, port, host: v.host, ...(bodyLimit ? { bodyLimit } : {}), ...Object.fromEntries(Object.entries(limits).filter(([, x]) => x !== undefined)) });
      err(`allot: serving ${v.schemes} at ${address}`);
    } catch (e) {
      const code = (e as { code?: string }).code;
      if ((e as Error).name !== "SchemeLoadError" && code !== "EADDRINUSE" && code !== "EACCES" && code !== "EADDRNOTAVAIL") throw e;
      err(`allot: ${(e as Error).message}`);
      return 1;
    }
    return -1;
  }
  if (!command || command === "help" || command === "--help" || command === "-h") {
    out(USAGE);
    return command ? 0 : 2;
  }
  if (command === "--version") {
    out(VERSION);
    return 0;
  }
  useColor(!!process.stdout.isTTY && !process.env["NO_COLOR"]);
  const options = {
    format: { type: "string" },
    reporter: { type: "string", default: "human" },
    input: { type: "string" },
    map: { type: "string" },
    call: { type: "string" },
    columns: { type: "string" },
    set: { type: "string", multiple: true, default: [] },
    out: { type: "string" },
    id: { type: "string" },
    invalid: { type: "string", default: "fail" },
    check: { type: "boolean", default: false },
    bundle: { type: "boolean", default: false },
    "no-explain": { type: "boolean", default: false },
    timings: { type: "boolean", default: false },
    mutate: { type: "boolean", default: false },
    "min-score": { type: "string" },
    "docs-url": { type: "string" },
    "explain-format": { type: "string" },
    pdf: { type: "boolean", default: false },
    chromium: { type: "string" },
    reference: { type: "string" },
    published: { type: "string" },
  } satisfies ParseArgsConfig["options"];
  const parsed = parseArgs({ args: rest, options, allowPositionals: true, strict: true });
  const positionals = parsed.positionals;
  const values = parsed.values as { format?: string; reporter: string; input?: string; map?: string; call?: string; columns?: string; set: string[]; out?: string; id?: string; invalid: string; check: boolean; bundle: boolean; "no-explain": boolean; timings: boolean; mutate: boolean; "min-score"?: string; "explain-format"?: string; pdf: boolean; chromium?: string; reference?: string; published?: string; "docs-url"?: string };
  switch (command) {
    case "check":
      return (await import("./commands/check.js")).check(positionals, values.format ?? "human", out, values["docs-url"]);
    case "fmt":
      return (await import("./commands/fmt.js")).fmt(positionals, values.check, out, err);
    case "test":
      if (values.mutate) return (await import("./commands/mutate.js")).mutate(positionals, values.format ?? "human", values["min-score"], out);
      if (values["min-score"] !== undefined) throw new UsageError("--min-score goes with --mutate");
      return (await import("./commands/test.js")).test(positionals, values.reporter, out);
    case "compile": {
      if (positionals.length !== 1) throw new UsageError("compile takes one scheme file");
      if (!values.out) throw new UsageError("compile needs --out <dir>");
      expectFile(positionals[0], "the scheme");
      expectFolder(values.out, "--out");
      const { compile } = await import("./commands/compile.js");
      return await compile(positionals[0]!, values.out, values.bundle, out, err);
    }
    case "run":
    case "explain":
    case "notices": {
      const scheme = positionals[0];
      if (!scheme || positionals.length > 1) throw new UsageError(`${command} takes one scheme file`);
      if (!values.input) throw new UsageError(`${command} needs --input <data.json>`);
      expectFile(scheme, "the scheme");
      for (const flag of ["input", "call", "columns", "map"] as const) expectFile(values[flag], `--${flag}`);
      if (command === "notices") expectFolder(values.out, "--out");
      else expectFile(values.out, "--out");
      notOnto(values.out, [["the scheme", scheme], ["the --input", values.input], ["the --call", values.call], ["the --columns", values.columns], ["the --map", values.map]]);
      const o = { scheme, input: values.input, ...(values.map ? { map: values.map } : {}), ...(values.call ? { call: values.call } : {}), ...(values.columns ? { columns: values.columns } : {}), set: values.set, format: values.format ?? (command === "explain" ? "text" : "json"), ...(values.out ? { out: values.out } : {}), invalid: values.invalid };
      if (command !== "notices" && (values.pdf || values.chromium !== undefined || values.reference !== undefined || values.published !== undefined)) throw new UsageError("--pdf, --chromium, --reference and --published are for notices");
      if (command !== "run" && values["explain-format"] !== undefined) throw new UsageError("--explain-format is for run (explain takes --format text|json)");
      if (command === "notices") {
        if (!values.out) throw new UsageError("notices needs --out <dir>");
        if (values["no-explain"]) throw new UsageError("a notice always explains: --no-explain is for run");
        return await notices({ ...o, out: values.out, ...(values.id !== undefined ? { id: values.id } : {}), pdf: values.pdf, ...(values.chromium !== undefined ? { chromium: values.chromium } : {}), ...(values.reference !== undefined ? { reference: values.reference } : {}), ...(values.published !== undefined ? { published: values.published } : {}) }, out, err);
      }
      const explainFormat = values["explain-format"] ?? "text";
      if (!["text", "trace"].includes(explainFormat)) throw new UsageError(`--explain-format takes text or trace, found '${explainFormat}'`);
      if (command === "run" && explainFormat === "trace" && values["no-explain"]) throw new UsageError("--explain-format trace explains: it does not go with --no-explain");
      if (command !== "run" && values.timings) throw new UsageError("--timings is for run");
      if (command === "run") return run({ ...o, explain: values["no-explain"] ? false : explainFormat === "trace" ? "trace" : true, timings: values.timings }, process.stdout, err);
      if (values["no-explain"]) throw new UsageError("explain always explains: --no-explain is for run");
      if (!values.id) throw new UsageError("explain needs --id <application>");
      return explain({ ...o, id: values.id }, out, err);
    }
    default:
      throw new UsageError(`unknown command '${command}'`);
  }
}

try {
  const code = await main(process.argv.slice(2));
  if (code >= 0) process.exitCode = code;
} catch (e) {
  if (closedEarly(e)) {
    process.exitCode ??= 0;
  } else if (e instanceof UsageError || (e as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
    err(`allot: ${(e as Error).message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else if (e instanceof InputError || e instanceof MappingError || e instanceof BundleUnavailable || e instanceof WalkError || e instanceof OutputRefused) {
    err(`allot: ${(e as Error).message}`);
    process.exitCode = 1;
  } else if (fileProblem(e)) {
    err(`allot: ${fileProblem(e)}`);
    process.exitCode = 1;
  } else {
    err(`allot: internal error — this is a bug in allot, not in your scheme. Please report it with the command you ran.\n${(e as Error).stack ?? e}`);
    process.exitCode = 3;
  }
}
