// A row of the result with its explanation, printed as JSON straight from the record of a run:
// the bytes `JSON.stringify(result, null, 2)` prints for `results[j]` (at the depth of `indent`),
// without the row's object, its steps' objects or its explanation's array. The members are the
// ones `Run.resultOf` puts in the object (the same `fieldsOf`), each printed by JSON.stringify;
// a value the rows share (a point set, a list of reasons: frozen) is printed once and kept; the
// explanation is written by an `ExplanationWriter` (explainWriter.ts) in the JSON form of its
// steps, as texts or as traces (each step with its fact). An invalid record's row, which the run keeps as a result, is printed from its object.
import { ExplanationWriter, jsonArray, jsonContents, jsonStep, traceJsonStep, type PieceOut } from "./explainWriter.js";
import type { Run } from "./record.js";

/** How many shared values' texts are kept (past it, the kept ones are dropped and printed again as met). */
const KEPT = 4096;

export class RowJson {
  private readonly member: string;
  private readonly end: string;
  private readonly keys = new Map<string, string>();
  private readonly shared = new Map<object, string>();
  private readonly explanations: ExplanationWriter;
  private text = "";
  private first = true;
  private readonly put = (key: string, value: unknown): void => {
    let head = this.keys.get(key);
    if (head === undefined) this.keys.set(key, (head = this.member + JSON.stringify(key) + ": "));
    this.text += (this.first ? "{\n" : ",\n") + head + this.valueText(value);
    this.first = false;
  };

  /**
   * @param indent the indentation of the row (its members one level deeper)
   * @param how the explanation's steps: texts (`{ step, source, text }`), or traces (each with its fact, trace.ts)
   */
  constructor(
    private readonly run: Run,
    readonly indent: string,
    private readonly how: true | "trace" = true,
  ) {
    this.member = indent + "  ";
    this.end = "\n" + indent + "}";
    const steps = indent + "    ";
    this.explanations = new ExplanationWriter(run, how === "trace" ? traceJsonStep(steps) : jsonStep(steps), jsonArray(steps));
  }

  /** Writes row j (of the run's table order) with its explanation to `out`. */
  write(j: number, out: PieceOut): void {
    const run = this.run;
    const i = run.appAt(j);
    if (i < 0) {
      const text = JSON.stringify(run.row(j, this.how), null, 2);
      out(text.replace(/\n/g, "\n" + this.indent), false);
      return;
    }
    this.text = "";
    this.first = true;
    run.fieldsOf(i, this.put);
    out(this.text + (this.first ? "{\n" : ",\n") + this.member + '"explanation": ', false);
    this.text = "";
    this.explanations.write(i, out, this.end, j);
  }

  /** A member's value as JSON.stringify prints it at the members' depth; a frozen object's text kept. */
  private valueText(value: unknown): string {
    // a text as JSON.stringify prints it, without its copy where nothing needs escaping
    if (typeof value === "string") return '"' + (jsonContents(value) as unknown as string) + '"';
    if (value === null || typeof value !== "object") return JSON.stringify(value);
    const frozen = Object.isFrozen(value);
    if (frozen) {
      const known = this.shared.get(value);
      if (known !== undefined) return known;
    }
    const text = JSON.stringify(value, null, 2).replace(/\n/g, "\n" + this.member);
    if (frozen) {
      if (this.shared.size >= KEPT) this.shared.clear();
      this.shared.set(value, text);
    }
    return text;
  }
}
