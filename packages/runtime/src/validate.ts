// Input validation: JSON call and applications → typed records, or errors that name the record,
// the field path, what was expected and what was found. Every error is collected, none is
// coerced away: a number given as text is an error, a decimal with more places than its
// currency allows is an error, a field the scheme does not declare is reported (once per name).
import { acceptorOf } from "./accept.js";
import { holdDecimal, holdMinor } from "./minor.js";
import { Decimal } from "./decimal.js";
import { dayOfMoment, formatDate } from "./time.js";
import { ownField } from "./ops.js";
import type { CompiledScheme, Rec } from "./spec.js";
import { describe } from "./valueWords.js";
import { isRecordSource, type RecordStream } from "./records.js";
import { absentRemover } from "./recordShape.js";
import { idText, LookAlikeIds, spelled, uniqueKey, unseenEscaped, unseenIn } from "./idKeys.js";
import { Validator } from "./validator.js";

export interface InputIssue {
  /** "call", or "application N01 (#3)" */
  readonly record: string;
  readonly id?: string;
  /** 1-based position of the application in the input, or its line in a CSV file */
  readonly index?: number;
  readonly line?: number;
  readonly path: string;
  readonly expected: string;
  readonly found: string;
  readonly message: string;
  readonly severity: "error" | "warning";
  /** a warning's kind, where it has one ("stage-budget-cut": engine/cutBudgets.ts) */
  readonly code?: string;
}

export interface ValidatedInput {
  readonly call: Rec;
  readonly applications: Rec[];
  readonly issues: InputIssue[];
  /** ids of applications that have at least one error */
  readonly invalid: Map<string, InputIssue[]>;
}

/** The validator of application #i + 1, labelled by its id and, when known, its line. */
function applicationValidator(input: RawInput, id: string | undefined, i: number): Validator {
  const line = input.lines?.[i];
  const label = `application ${id === undefined ? "without id" : idText(id)} (#${i + 1}${line !== undefined ? `, line ${line}` : ""})`;
  return new Validator(label, { ...(id !== undefined ? { id } : {}), index: i + 1, ...(line !== undefined ? { line } : {}) }, input.columns);
}

/**
 * An office's own closing days (language.md §16.1, `closed call.office_closed`): each date once,
 * and within the call's years — from the year of the call's earliest date (or date-time, on its
 * zone's clock) to the year after its latest, the year a deadline counted from it may reach. A
 * call with no other date has no years to hold them to.
 */
function closedDaysIssues(cv: Validator, scheme: CompiledScheme, call: Rec): void {
  const years: number[] = [];
  for (const f of scheme.call) {
    const v = call[f.name];
    if (typeof v !== "number" || scheme.closedDays!.includes(f.name)) continue;
    if (f.type.k === "date") years.push(civilYear(v));
    else if (f.type.k === "datetime") years.push(civilYear(dayOfMoment(v, f.type.zone)));
  }
  const lo = years.length ? Math.min(...years) : undefined;
  const hi = years.length ? Math.max(...years) + 1 : undefined;
  for (const name of scheme.closedDays!) {
    const days = call[name];
    if (!Array.isArray(days)) continue;
    const first = new Map<number, number>();
    days.forEach((d: number, i) => {
      const at = `${name}[${i}]`;
      const earlier = first.get(d);
      if (earlier !== undefined) cv.error(at, "a date not listed before", formatDate(d), `${at}: ${formatDate(d)} is listed twice as a closing day of the office (also ${name}[${earlier}]); list each day once`);
      else first.set(d, i);
      const y = civilYear(d);
      if (lo !== undefined && (y < lo || y > hi!)) cv.error(at, `a date in ${lo}–${hi}, the call's years`, formatDate(d), `${at}: ${formatDate(d)} is outside the call's years (${lo}–${hi}, from the call's dates); a closing day of the office is a day of this call`);
    });
  }
}

function civilYear(day: number): number {
  return new Date(day * 86_400_000).getUTCFullYear();
}

export interface RawInput {
  readonly call: unknown;
  /** a list, or a `RecordStream` (records.ts): read one by one and not kept */
  readonly applications: unknown;
  /** line numbers of the applications in their source file, when known (CSV) */
  readonly lines?: readonly number[];
  /** the document's top-level keys beside `call` and `applications` (`unreadKeys`), warned as not read */
  readonly unread?: readonly string[];
  /** a CSV read with a column mapping (`--columns`): each mapped field path's header, named in an issue beside the field */
  readonly columns?: Readonly<Record<string, string>>;
}

/**
 * Validates the call and every application. With `visit`, each valid application record is
 * handed to it as soon as it is accepted (in input order, after the call; none when the call has
 * an error) instead of being kept in `applications`, so a caller that consumes records as they
 * come holds none of them. With `heldId` too, a visit that returns true says the visitor holds
 * that record's id, read back as `heldId(j)` (j counting those records from 0): the check of
 * repeated ids in a stream then keeps no ids of its own but those of the other records.
 */
export function validateInput(scheme: CompiledScheme, input: RawInput, visit?: (record: Rec, call: Rec) => unknown, heldId?: (j: number) => string | undefined): ValidatedInput {
  const issues: InputIssue[] = [];
  const unknown = new Map<string, Set<string>>();
  // a JavaScript caller's null or text (the types forbid it): an input error, not a TypeError
  if (input === null || typeof input !== "object") return { call: {}, applications: [], issues: [{ record: "input", path: "(input)", expected: "an object with call and applications", found: describe(input), message: `expected an object with call and applications, found ${describe(input)}`, severity: "error" }], invalid: new Map() };
  const cv = new Validator("call", {});
  const callUnknown = new Set<string>();
  // the call as ever: its absent optional fields not there (recordShape.ts)
  // a call written but not an object (null, a list, a text): one error naming it (review33 S2),
  // not each parameter "is missing"
  const callShape = input.call !== undefined && (input.call === null || typeof input.call !== "object" || Array.isArray(input.call));
  if (callShape) issues.push({ record: "input", path: "call", expected: "an object with the call's parameters", found: describe(input.call), message: `call: expected an object with the call's parameters, found ${describe(input.call)}`, severity: "error" });
  const call = callShape ? {} : (cv.record_(scheme.call, input.call ?? {}, "", callUnknown) ?? {});
  absentRemover(scheme.call)?.(call);
  if (scheme.closedDays) closedDaysIssues(cv, scheme, call);
  for (const i of cv.issues) issues.push(i);
  const callValid = !callShape && !cv.issues.some((i) => i.severity === "error");
  // a key of the input beside call and applications is not read: said, never lost in silence (review33 S1)
  for (const k of input.unread ?? []) issues.push({ record: "input", path: k, expected: "call or applications", found: "a key the input does not have", message: `the key '${unseenEscaped(k)}' is not read: the input has \`call\` and \`applications\``, severity: "warning" });
  if (callUnknown.size) unknown.set("call", callUnknown);
  const applications: Rec[] = [];
  const invalid = new Map<string, InputIssue[]>();
  if (!isRecordSource(input.applications)) {
    issues.push({ record: "input", path: "applications", expected: "a list of applications", found: describe(input.applications), message: `applications: expected a list of applications, found ${describe(input.applications)}`, severity: "error" });
    return { call, applications, issues, invalid };
  }
  const seen = new Map<string, number>();
  let ordered = true;
  let lastId: string | undefined;
  const uniqueFields = scheme.application.filter((f) => f.unique && f.name !== "id").map((f) => f.name);
  const uniqueSeen = new Map<string, number>();
  const appUnknown = new Set<string>();
  const accept = acceptorOf(scheme);
  // a record handed back to a caller has no absent fields, as ever (recordShape.ts)
  const handBack = visit ? undefined : absentRemover(scheme.application);
  // the compiler's acceptor, written with the scheme's minor fields (emit.ts), holds them so
  const compiled = accept === scheme.acceptApplication;
  const minor = scheme.minorFields?.length ? scheme.minorFields : undefined;
  const source = input.applications as readonly unknown[] | RecordStream;
  const list = Array.isArray(source) ? source : undefined;
  // a stream's records are not kept; for the check of repeated ids, the id of each is read from
  // where it is held: the visitor's column (heldId), `applications`, or, for the records neither
  // holds (refused ones, or a visitor's that does not say it holds them), `otherIds` here, with
  // their positions in `otherAt`
  const otherAt: number[] = [];
  const otherIds: (string | undefined)[] = [];
  /** `seen` made from the ids of applications 0 … upTo - 1, once ids come out of order (or an id's NFC form is looked up). */
  const seenBefore = (upTo: number) => {
    ordered = false;
    for (let k = 0, held = 0, other = 0; k < upTo; k++) {
      let e: unknown;
      if (list) {
        const earlier = list[k] as Rec | null;
        e = earlier && typeof earlier === "object" ? earlier["id"] : undefined;
      } else if (otherAt[other] === k) e = otherIds[other++];
      else e = heldId && visit ? heldId(held++) : applications[held++]!["id"];
      if (typeof e === "string") seen.set(e, k + 1);
    }
    return seen;
  };
  const lookAlike = new LookAlikeIds();
  const it = list ? undefined : source[Symbol.iterator](); // an index loop over an array: a for-of's `next` made an object per record (perf16)
  for (let i = 0; ; i++) {
    const step = it?.next();
    if (step ? step.done : i >= list!.length) break;
    const raw = step ? step.value : list![i];
    // read once: the input's records come in many shapes, and each read of a field is a lookup
    const rawId = raw && typeof raw === "object" ? (raw as Rec)["id"] : undefined;
    const id = typeof rawId === "string" ? rawId : undefined;
    let heldHere = false;
    // made only for a record with an issue (no closure per record: its context would be one
    // more object per application, and every read of `i` and `id` a load from it)
    let validator: Validator | undefined;
    let rec = accept(raw);
    // money held as minor units for the engine, as Decimals for a caller (minor.ts). A compiled
    // acceptor reads the scheme's minor fields as minor units itself (compile/accept.ts): only
    // the other records are converted for the engine
    if (rec === undefined) {
      rec = (validator = applicationValidator(input, id, i)).record_(scheme.application, raw, "", appUnknown);
      if (rec && minor && visit) holdMinor(rec, minor);
    } else if (minor && visit && !compiled) holdMinor(rec, minor);
    if (rec && minor && !visit) holdDecimal(rec, minor);
    let duplicate = false;
    if (id !== undefined) {
      // an id holding a character that does not print looks like another: refused, and, as it
      // cannot be shown among the excluded, it stops the run as a repeated id does (idKeys.ts)
      const unseen = unseenIn(id);
      if (unseen) {
        (validator ??= applicationValidator(input, id, i)).error("id", "an id of characters that print", id, unseen);
        duplicate = true;
      }
      // ids in increasing order cannot repeat: the map of ids seen is built only once an id
      // comes out of order (from every id before it), so sorted input never pays for it
      if (ordered && (lastId === undefined || id > lastId)) lastId = id;
      else {
        if (ordered) seenBefore(i);
        const prev = seen.get(id);
        if (prev !== undefined) {
          (validator ??= applicationValidator(input, id, i)).error("id", "an id no other application has", id, `id: ${JSON.stringify(id)} is also the id of application #${prev}`);
          duplicate = true;
        } else seen.set(id, i + 1);
      }
      // an id that is another's in Unicode NFC prints as it: as repeated (idKeys.ts)
      const twin = duplicate ? undefined : lookAlike.check(id, i + 1, (form) => {
        if (ordered) seenBefore(i).set(id, i + 1);
        return seen.get(form);
      });
      if (twin) {
        (validator ??= applicationValidator(input, id, i)).error("id", "an id no other application has", id, `id: ${JSON.stringify(id)} (${spelled(id)}) is also the id of application #${twin.at}, ${JSON.stringify(twin.id)} (${spelled(twin.id)}), in other Unicode code points: the two print alike; write one id one way (Unicode NFC)`);
        duplicate = true;
      }
    }
    // other fields declared `unique` hold a different value in every application
    if (rec) {
      for (let u = 0; u < uniqueFields.length; u++) {
        const f = uniqueFields[u]!;
        const value = ownField(rec, f);
        if (value === undefined) continue;
        const k = `${f}=${uniqueKey(value)}`;
        const prev = uniqueSeen.get(k);
        if (prev !== undefined) duplicate = true;
        if (prev !== undefined) (validator ??= applicationValidator(input, id, i)).error(f, `a ${f} no other application has`, value instanceof Decimal ? value.toString() : value, `${f}: ${value instanceof Decimal ? JSON.stringify(value.toString()) : uniqueKey(value)} is also the ${f} of application #${prev}, and the scheme declares it unique`);
        else uniqueSeen.set(k, i + 1);
      }
    }
    if (validator && validator.issues.length > 0) {
      // one by one: a record with hundreds of thousands of issues would overflow the stack as
      // the arguments of one push
      for (const x of validator.issues) issues.push(x);
      // a repeated id or unique value cannot be excluded (which of the two would be the
      // invalid one depends on their order): that error always stops the run
      if (id !== undefined && !duplicate) invalid.set(id, validator.issues);
    } else if (rec) {
      if (visit) {
        // compiled rules read the call: records are handed over only under a valid call
        if (callValid) heldHere = visit(rec, call) === true && heldId !== undefined;
      } else {
        applications.push(handBack ? handBack(rec) : rec);
        heldHere = true;
      }
    }
    if (!list && !heldHere) {
      otherAt.push(i);
      otherIds.push(id);
    }
  }
  if (appUnknown.size) unknown.set("application", appUnknown);
  for (const [where, keys] of unknown) {
    for (const k of [...keys].sort()) {
      issues.push({ record: where === "call" ? "call" : "applications", path: k, expected: "a field the scheme declares", found: "an undeclared field", message: `the field '${unseenEscaped(k)}' is not declared by the scheme and is ignored`, severity: "warning" });
    }
  }
  return { call, applications, issues, invalid };
}

/**
 * A data document's top-level keys that are neither `call` nor `applications` nor a note (a key
 * starting with `$`, as `$comment`): what a reader read without a mapping and would otherwise drop.
 */
export function unreadKeys(doc: unknown): string[] {
  if (doc === null || typeof doc !== "object" || Array.isArray(doc)) return [];
  return Object.keys(doc).filter((k) => k !== "call" && k !== "applications" && !k.startsWith("$"));
}
