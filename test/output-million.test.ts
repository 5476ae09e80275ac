// Results of a million applications, over V8's ~512 MiB string limit, are written as they are made
// (packages/dsl/src/report/sink.ts) instead of being built as one string ("Invalid string
// length", exit 3, before the fix), and read back in full as a stream (each result parsed on its
// own with JSON.parse, the counts checked). Always: a table of 1,000,000 rows (the public
// ResultTable interface, no engine) through the JSON writer into a stream. With ALLOT_MILLION=1
// (.ci/run sets it): a call of 1,000,000 generated applications through the real CLI
// (`allot run --no-explain`, JSON out to a file), the smallest scheme; 1–3 minutes on 2 cores.
import { spawnSync } from "node:child_process";
import { createReadStream, existsSync, mkdtempSync, openSync, closeSync, rmSync, statSync, writeFileSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import type { ApplicationResult, ResultTable, Status } from "@allot/runtime";
import { resultChunks } from "../packages/dsl/src/report/formats.js";
import { writeChunks } from "../packages/dsl/src/report/sink.js";
import { preamble } from "./support/scheme.js";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const n = 1_000_000;

const scheme = `${preamble("A million applications")}call {
  ceiling: money(EUR)
}
application {
  id: text unique
  asked: money(EUR)
  score: integer in 0..100
}
ranking per art1 {
  by score highest first
  tiebreak every tie per art1 {
    by id lowest first per art1
  }
}
allocation per art1 {
  budget call.ceiling
  amount asked
  at boundary stop per art1
}
`;

/** The id of application i: long, as some portals issue them, so the result passes 512 MiB. */
const idOf = (i: number) => `application-${String(i).padStart(7, "0")}-of-the-call-for-proposals-2026-region-north`;

function writeInput(path: string): void {
  const fd = openSync(path, "w");
  writeSync(fd, '{"call":{"ceiling":"5000000.00"},"applications":[\n');
  let batch: string[] = [];
  for (let i = 0; i < n; i++) {
    batch.push(JSON.stringify({ id: idOf(i), asked: (((i * 7919) % 100000) / 100 + 1).toFixed(2), score: (i * 31) % 101 }));
    if (batch.length === 10_000 || i === n - 1) {
      writeSync(fd, batch.join(",\n") + (i < n - 1 ? ",\n" : "\n"));
      batch = [];
    }
  }
  writeSync(fd, "]}\n");
  closeSync(fd);
}

interface ReadBack {
  results: number;
  ranking: number;
  statuses: Record<string, number>;
  firstId: string;
  top: string[];
}

/**
 * Reads a JSON result back as it streams in, chunk by chunk: the members of the top level,
 * every element of `results` parsed with JSON.parse (an element runs from "\n    {" to
 * "\n    }" in the two-space layout), every id of `ranking` parsed, the statuses counted.
 */
class ResultReader {
  readonly back: ReadBack = { results: 0, ranking: 0, statuses: {}, firstId: "", top: [] };
  private section = "";
  private buffer = "";

  push(chunk: string): void {
    this.buffer += chunk;
    this.scan();
  }

  end(): ReadBack {
    this.scan();
    if (this.buffer.trim() !== "") throw new Error(`unread text at the end: ${this.buffer.slice(0, 80)}`);
    return this.back;
  }

  private scan(): void {
    const { buffer, back } = this;
    let at = 0;
    for (;;) {
      const nl = buffer.indexOf("\n", at);
      if (nl < 0) break;
      if (buffer.startsWith('  "', at) && buffer[at + 3] !== " ") {
        this.section = /^ {2}"(\w+)": /.exec(buffer.slice(at, nl))![1]!;
        back.top.push(this.section);
      } else if (this.section === "results" && nl === at + 5 && buffer.startsWith("    {", at)) {
        const close = buffer.indexOf("\n    }", nl);
        const next = close < 0 ? -1 : buffer.indexOf("\n", close + 1);
        if (next < 0) break; // the element continues in the next chunk
        const r = JSON.parse(buffer.slice(at, close + 6)) as { id: string; status: string };
        if (!back.results) back.firstId = r.id;
        back.statuses[r.status] = (back.statuses[r.status] ?? 0) + 1;
        back.results++;
        at = next + 1;
        continue;
      } else if (this.section === "ranking" && buffer.startsWith('    "', at)) {
        JSON.parse(buffer.slice(at + 4, buffer[nl - 1] === "," ? nl - 1 : nl));
        back.ranking++;
      }
      at = nl + 1;
    }
    this.buffer = buffer.slice(at);
  }
}

/** A table of n funded rows, made on demand: what a bulk result looks like through its interface. */
function syntheticTable(rows: number): ResultTable {
  const ids = Array.from({ length: rows }, (_, i) => idOf(i));
  const points = Object.freeze({ total: "7" });
  const reasons = Object.freeze([Object.freeze({ rule: "allocation", source: "art1", message: "Funded in full: the amount asked fits within what remains of the budget of the call." })]);
  const row = (i: number): ApplicationResult => ({ id: ids[i]!, status: "funded", label: "granted", position: i + 1, points, amount: "10.00", requested: "10.00", withinLimit: true, reasons, explanation: [] });
  return {
    scheme: "synthetic",
    version: "1",
    sources: {},
    ranking: ids,
    unresolvedTies: [],
    ties: [],
    totals: { default: { unit: "EUR", budget: null, requested: "0.00", awarded: "0.00", undecided: "0.00", remaining: null } },
    length: rows,
    id: (i) => ids[i]!,
    status: (): Status => "funded",
    label: () => "granted",
    position: (i) => i + 1,
    amount: () => "10.00",
    points: () => points,
    reasons: () => reasons,
    row,
    publication: () => undefined,
    toResult: () => {
      throw new Error("the writer must not build the whole result");
    },
    toJSON: () => {
      throw new Error("the writer must not build the whole result");
    },
  };
}

describe("the JSON writer", () => {
  it("streams a table of a million rows, larger than a string can be, and it reads back whole", async () => {
    const reader = new ResultReader();
    let bytes = 0;
    const sink = new Writable({
      decodeStrings: false,
      write(chunk: string, _enc, done) {
        bytes += chunk.length;
        reader.push(chunk);
        done();
      },
    });
    await writeChunks(resultChunks(syntheticTable(n), "json"), sink);
    const back = reader.end();
    expect(bytes).toBeGreaterThan(2 ** 29);
    expect(back.top).toEqual(["scheme", "version", "sources", "results", "ranking", "unresolvedTies", "ties", "totals"]);
    expect(back.results).toBe(n);
    expect(back.ranking).toBe(n);
    expect(back.statuses).toEqual({ funded: n });
    expect(back.firstId).toBe(idOf(0));
  }, 300_000);
});

describe.skipIf(process.env["ALLOT_MILLION"] !== "1" || !existsSync(cli))("a call of a million applications", () => {
  it("writes its JSON result, which is read back in full", async () => {
    const dir = mkdtempSync(join(tmpdir(), "allot-million-"));
    try {
      writeFileSync(join(dir, "million.allot"), scheme);
      writeInput(join(dir, "input.json"));
      const started = Date.now();
      const r = spawnSync("node", [cli, "run", join(dir, "million.allot"), "--input", join(dir, "input.json"), "--no-explain", "--format", "json", "--out", join(dir, "out.json")], { encoding: "utf8", maxBuffer: 1 << 20 });
      const seconds = (Date.now() - started) / 1000;
      expect(r.stderr).toBe("");
      expect(r.status).toBe(0);
      expect(statSync(join(dir, "out.json")).size).toBeGreaterThan(2 ** 29); // past V8's string limit
      const reader = new ResultReader();
      for await (const chunk of createReadStream(join(dir, "out.json"), { encoding: "utf8", highWaterMark: 1 << 20 })) reader.push(chunk as string);
      const back = reader.end();
      expect(back.top).toEqual(["scheme", "version", "sources", "results", "ranking", "unresolvedTies", "ties", "totals"]);
      expect(back.results).toBe(n);
      expect(back.ranking).toBe(n);
      expect(Object.values(back.statuses).reduce((a, b) => a + b, 0)).toBe(n);
      expect(back.statuses["funded"]).toBeGreaterThan(0);
      expect(back.firstId).toBe(idOf(13)); // score 100, the lowest id among them
      console.log(`allot run of ${n} applications: ${seconds.toFixed(1)} s; read back in ${((Date.now() - started) / 1000 - seconds).toFixed(1)} s`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
