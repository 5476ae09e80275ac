// The assessment steps of a whole run's explanations (narrate.ts `assessmentTo`: regime, rules,
// points, total, thresholds), found once per class of applications. Most applications of a call
// reach the same few sequences of shared facts (sharedFacts.ts: a rule met, a criterion's points
// by its formula, a total): one pass over the record in application order runs `assessmentTo`
// for each, and applications whose steps are the same facts, with the same sections and sources,
// in the same order, share a class. A writer of every row (explainWriter.ts) then hands on a
// class's steps as they were made, instead of reading the application's columns again in the
// published order — which at 1,000,000 reads them scattered, a cache miss per column and row.
// The steps are `assessmentTo`'s own: nothing is rendered or decided here. A criterion's value
// behind its points is a shared fact per value, band and points (subjects.ts): its hook is asked
// (`mayShare`), and applications with the same values share a class (seed002's scores). An
// application with a fact of its own (a rule not met, a value not kept, an aggregate) has no
// class, and is assessed as before. The pass cites nothing; a class's sources are cited when it is first
// handed on, so a run's `sources` are what its rows' explanations cite, as before.
import type { ExplanationStep } from "../result.js";
import type { Assessor } from "./assess.js";
import { NOT_ASSESSED } from "./fcfs.js";
import { assessmentKeysOf, NO_KEY, OWN } from "./assessmentKeys.js";
import { isShared, mayShare } from "./sharedFacts.js";
import type { TraceFact } from "./trace.js";

type Section = ExplanationStep["step"];
type Made = TraceFact | (() => string | TraceFact);

/** What `assessmentTo` cites through: the assessor's citer, or none (the pass). */
export interface Cites {
  cite(name: string | undefined): string | null;
}

/** The citer of the pass: a source's name, nothing recorded. */
export const NO_CITE: Cites = { cite: (name) => name || null };

/** One class: its number, its steps in order (section, source, shared fact), and whether its sources were cited. */
export interface AssessmentClass {
  /** its number in the run's classes */
  readonly id: number;
  readonly section: readonly Section[];
  readonly source: readonly (string | null)[];
  readonly fact: readonly TraceFact[];
  cited: boolean;
}

export interface AssessmentClasses {
  /** the number of applications the pass read */
  readonly n: number;
  /** per application: its class, or -1 (its steps are made for it) */
  readonly classOf: Int32Array;
  readonly classes: readonly AssessmentClass[];
}

/** A node of the classes' trie: the steps so far; the next nodes, by fact (a few: looked through, no hash of the fact). */
interface Node {
  readonly section: Section | null;
  readonly source: string | null;
  readonly fact: TraceFact | null;
  readonly parent: Node | null;
  readonly next: Node[];
  /** the same by fact, once there are more than FEW */
  many: Map<TraceFact, Node> | undefined;
  id: number;
}

/** How many next nodes are looked through before they are looked up by fact. */
const FEW = 8;

/** How many classes a run keeps (past it, an application of a new sequence has none). */
const MAX_CLASSES = 4096;
/** After this many applications, the pass stops unless at least half of them have a class, and its classes MEMBERS of them each on average. */
const TRIAL = 2048;
const MEMBERS = 4;

/** The assessment's steps of application i, given to `add`, citing through `cites` (narrate.ts). */
export type AssessmentTo = (as: Assessor, i: number, add: (step: Section, source: string | null, x: Made) => void, cites: Cites) => void;

const found = new WeakMap<Assessor, AssessmentClasses | null>();

/**
 * The classes of a run's applications (kept per assessor). Undefined where too few applications
 * share their steps for classes to pay: a scheme with aggregates or a jury's working (each
 * application's own facts), or where the first applications mostly have a fact of their own or
 * mostly differ (the values behind their points read from thousands of values).
 */
export function classesOf(as: Assessor, assess: AssessmentTo): AssessmentClasses | undefined {
  const known = found.get(as);
  if (known !== undefined && (known === null || known.n === as.n)) return known ?? undefined;
  const made = as.aggregates || as.details?.juries ? null : pass(as, assess);
  found.set(as, made);
  return made ?? undefined;
}

function pass(as: Assessor, assess: AssessmentTo): AssessmentClasses | null {
  const n = as.n;
  const classOf = new Int32Array(n).fill(-1);
  const classes: AssessmentClass[] = [];
  const root: Node = { section: null, source: null, fact: null, parent: null, next: [], many: undefined, id: -1 };
  let node: Node = root;
  let own = false;
  const add = (section: Section, source: string | null, x: Made): void => {
    if (own) return;
    if (typeof x === "function") {
      // a hook that may give a shared fact (a criterion's value behind its points: one fact per
      // value, band and points) is asked; any other hook's fact is the application's own
      if (!mayShare(x)) return void (own = true);
      const made = x();
      if (typeof made === "string") return void (own = true);
      x = made;
    }
    // a fact already in the trie is a shared one (only those are put in it)
    const kids = node.next;
    let next: Node | undefined;
    if (node.many) next = node.many.get(x);
    else
      for (let k = 0; k < kids.length; k++)
        if (kids[k]!.fact === x) {
          next = kids[k];
          break;
        }
    if (!next) {
      if (!isShared(x) || classes.length >= MAX_CLASSES) return void (own = true);
      kids.push((next = { section, source, fact: x, parent: node, next: [], many: undefined, id: -1 }));
      if (node.many) node.many.set(x, next);
      else if (kids.length > FEW) node.many = new Map(kids.map((c) => [c.fact!, c]));
    } else if (next.section !== section || next.source !== source) return void (own = true);
    node = next;
  };
  // where the run's columns decide an application's steps (assessmentKeys.ts), `assess` runs once
  // per key: the class it found (or -1) is every other application's with that key
  const keys = assessmentKeysOf(as);
  // by key (numbered from 0 as first met, so each is set in turn: a dense array of small integers)
  const byKey: number[] = [];
  let classed = 0;
  for (let i = 0; i < n; i++) {
    // too few applications share a class: each with a class of its own, or of a few (a value
    // behind its points read from thousands: seed003's income per inhabitant), pays nothing
    if (i === TRIAL && (classed < TRIAL / 2 || classes.length * MEMBERS > classed)) return null;
    if (as.kind[i] === NOT_ASSESSED) continue;
    const key = keys ? keys.keyOf(i) : NO_KEY;
    if (key === OWN) continue;
    const known = key >= 0 && key < byKey.length ? byKey[key] : undefined;
    if (known !== undefined) {
      if (known >= 0) (classOf[i] = known), classed++;
      continue;
    }
    node = root;
    own = false;
    assess(as, i, add, NO_CITE);
    const id = own || node === root ? -1 : node.id >= 0 ? node.id : classes.length < MAX_CLASSES ? (classes.push(classFrom(node, classes.length)), (node.id = classes.length - 1)) : -1;
    if (key >= 0) byKey[key] = id;
    if (id < 0) continue;
    classOf[i] = id;
    classed++;
  }
  return { n, classOf, classes };
}

/** A class's steps, from its last node back to the root. */
function classFrom(last: Node, id: number): AssessmentClass {
  const section: Section[] = [], source: (string | null)[] = [], fact: TraceFact[] = [];
  for (let x: Node | null = last; x && x.fact; x = x.parent) section.push(x.section!), source.push(x.source), fact.push(x.fact);
  return { id, section: section.reverse(), source: source.reverse(), fact: fact.reverse(), cited: false };
}

/** A class's steps handed on: to `block` (the whole class) where given, else step by step to `add`; its sources cited through `citer` the first time. */
export function handOn(k: AssessmentClass, citer: Cites, add: (step: Section, source: string | null, x: Made) => void, block: ((k: AssessmentClass) => void) | undefined): void {
  if (!k.cited) {
    for (const s of k.source) citer.cite(s ?? undefined);
    k.cited = true;
  }
  if (block) return block(k);
  for (let x = 0; x < k.fact.length; x++) add(k.section[x]!, k.source[x]!, k.fact[x]!);
}
