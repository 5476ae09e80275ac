// The usage of `allot`: the whole of it (`allot`, `allot --help`, after a usage error) and each
// command's part of it (`allot <command> --help`, `allot help <command>`), from one list so that
// the two never differ.
import { VERSION } from "./version.js";

const HEAD = `allot ${VERSION} — selection schemes as code\n\nUsage:\n`;

/** Each command's lines of the usage, in the order the whole usage gives them. */
const COMMANDS: ReadonlyArray<readonly [command: string, lines: readonly string[]]> = [
  [
    "check",
    [
      "  allot check [paths…] [--format human|json|sarif] [--docs-url <base URL of docs/diagnostics/>]",
    ],
  ],
  [
    "run",
    [
      "  allot run <scheme.allot> --input <data.json> [--map <map.json>] [--set name=value …]",
      "  allot run <scheme.allot> --input <applications.csv> --call <call.json> [--columns <columns.json>]",
      "            [--format json|csv|md|html] [--out <file>] [--invalid fail|exclude] [--no-explain]",
      "            [--explain-format text|trace] [--timings]",
      "                                        --no-explain: for large calls, results",
      "                                        without their plain-words explanation steps;",
      "                                        --explain-format trace: each step with its facts;",
      "                                        --timings: where the time went, on stderr",
    ],
  ],
  [
    "explain",
    [
      "  allot explain <scheme.allot> --input <data.json> --id <application> [--map …] [--set …]",
      "            [--format text|json]        json: the application's result and its trace",
    ],
  ],
  [
    "notices",
    [
      "  allot notices <scheme.allot> --input <data.json> --out <dir> [--id <application>] [--pdf]",
      "            [--chromium <path>] [--reference <call>] [--published YYYY-MM-DD]",
      "                                        one decision notice per applicant (HTML; PDF by Chromium)",
    ],
  ],
  [
    "test",
    [
      "  allot test [paths…] [--reporter human|json|junit]",
      "  allot test --mutate [schemes or folders…] [--format human|json] [--min-score N]",
      "                                        mutation testing: the changes to a scheme no test notices",
    ],
  ],
  [
    "compile",
    [
      "  allot compile <scheme.allot> --out <dir> [--bundle]",
      "                                        --bundle: the runtime inlined, one self-contained module",
    ],
  ],
  [
    "fmt",
    [
      "  allot fmt [--check] [paths…]          format schemes in place; --check only lists those to format",
    ],
  ],
  [
    "lsp",
    [
      "  allot lsp --stdio | --node-ipc        the language server, for editors",
    ],
  ],
  [
    "serve",
    [
      "  allot serve --schemes <dir> --port <n> [--host 127.0.0.1] [--body-limit <bytes>]",
      "              [--threads <n>] [--queue <n>] [--worker-memory <MB>] [--max-connections <n>]",
      "              [--request-timeout <ms>] [--evaluation-timeout <ms>] [--cors <origin>]",
      "                                        the schemes as an HTTP service (docs/service.md)",
    ],
  ],
  [
    "help",
    [
      "  allot help [<command>]                the usage of every command, or of one (as allot <command> --help)",
    ],
  ],
];

const TAIL = [
  "",
  "Exit codes: 0 success; 1 errors in a scheme, its input or its tests (fmt: a file needs formatting",
  "under --check, or has syntax errors); 2 usage error; 3 internal error.",
  "A mapping <scheme>.map.json beside the scheme is used when --map is not given.",
  "",
].join("\n");

/** The lines of `command` (or of every command), each ended. */
const linesOf = (command?: string): string => COMMANDS.filter(([c]) => command === undefined || c === command).flatMap(([, lines]) => lines.map((l) => `${l}\n`)).join("");

export const USAGE = HEAD + linesOf() + TAIL;

/** The usage of one command (its lines, the exit codes), or undefined for a word that names none. */
export function usageOf(command: string): string | undefined {
  return COMMANDS.some(([c]) => c === command) ? HEAD + linesOf(command) + TAIL : undefined;
}
