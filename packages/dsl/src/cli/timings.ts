// `allot run --timings`: where a run's time went, on stderr when it ends. The phases follow one
// another (start-up, the scheme, the input's document, the records, selection, output), each with
// its wall and CPU time (user + system, `process.cpuUsage` at each boundary). The records'
// phase reads, maps, validates and assesses each record in turn, so its reading (the reader's
// scan and parse) and mapping are timed record by record, wall time only, and what is left of
// it is validation and assessment. Garbage collection is summed from the `gc` performance
// entries (minor and major collections apart): it falls inside the phases, not beside them.
import { PerformanceObserver, performance, type PerformanceEntry } from "node:perf_hooks";

/** The wall time spent reading and mapping records, in milliseconds (input.ts adds to it). */
export interface RecordTimes {
  read: number;
  map: number;
  records: number;
}

interface Phase {
  readonly name: string;
  readonly wallMs: number;
  readonly cpuMs: number;
}

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

export class Timings {
  readonly records: RecordTimes = { read: 0, map: 0, records: 0 };
  private readonly phases: Phase[] = [];
  private wall: number;
  private cpu: number;
  private readonly gc = { minor: 0, major: 0, minorCount: 0, majorCount: 0 };
  private readonly observer: PerformanceObserver;

  constructor() {
    // the process's time so far (node's start-up, the bundle loaded, the arguments read) is the first phase
    this.wall = 0;
    this.cpu = 0;
    this.mark("start-up");
    this.observer = new PerformanceObserver((list) => this.count(list.getEntries()));
    this.observer.observe({ entryTypes: ["gc"] });
  }

  /** Ends the phase running since the last mark, named `name`. */
  mark(name: string): void {
    const wall = performance.now();
    const cpu = cpuMs();
    this.phases.push({ name, wallMs: wall - this.wall, cpuMs: cpu - this.cpu });
    this.wall = wall;
    this.cpu = cpu;
  }

  private count(entries: readonly PerformanceEntry[]): void {
    for (const e of entries) {
      // detail.kind: 1 minor (scavenge), 2 major (mark-compact), 4 incremental marking, 8 weak callbacks
      const kind = (e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      if (kind === 2) {
        this.gc.major += e.duration;
        this.gc.majorCount++;
      } else {
        this.gc.minor += e.duration;
        this.gc.minorCount++;
      }
    }
  }

  /** The report: one line per phase, the records' phase split, garbage collection. */
  async report(): Promise<string> {
    // the gc entries are handed over when the event loop turns (the run itself never lets it)
    await new Promise((resolve) => setTimeout(resolve, 20));
    this.count(this.observer.takeRecords());
    this.observer.disconnect();
    const ms = (x: number): string => x.toFixed(0).padStart(7);
    const lines = ["timings (ms)        wall     CPU"];
    let wall = 0;
    let cpu = 0;
    for (const p of this.phases) {
      lines.push(`  ${p.name.padEnd(16)}${ms(p.wallMs)} ${ms(p.cpuMs)}`);
      wall += p.wallMs;
      cpu += p.cpuMs;
      if (p.name === "records") {
        const r = this.records;
        lines.push(`    read (parse)  ${ms(r.read)}`, `    mapping       ${ms(r.map)}`, `    validate, assess ${ms(p.wallMs - r.read - r.map).trimStart()} (${r.records} records)`);
      }
    }
    lines.push(`  ${"total".padEnd(16)}${ms(wall)} ${ms(cpu)}`);
    lines.push(`  garbage collection: minor ${this.gc.minor.toFixed(0)} ms (${this.gc.minorCount}), major ${this.gc.major.toFixed(0)} ms (${this.gc.majorCount}), peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
    return lines.join("\n");
  }
}
