// A tied row's position words made once per shape of its tie (stream31): the catalogue's own
// `render.position` of a fact whose values are markers (narration/markers.ts), cut at them, and
// filled per row by positionStep.ts `tiedCut` (joined by `positionText`, handed on in pieces by `positionPieces`). A tie's shape is what its words say besides the
// row's values: the catalogue and formats, the selection (its regime and ranking: the chain's
// steps, why a tie is left whole, the provision that shares a pool, a computed amount), how many
// members the tie has (the words count them past five), its kind, and the note where its chain
// stopped. Kept eight at a time, like a comparison's (comparisonTemplate.ts).
import type { Catalogue, Formats } from "../narration/catalogue.js";
import { cutAtMarkers, type Cut } from "../narration/markers.js";
import type { Selection } from "./select.js";

export interface TieShape {
  readonly catalogue: Catalogue;
  readonly f: Formats;
  readonly sel: Selection;
  readonly members: number;
  /** the tie's kind, as the ranking's flags of its first place say it (rank.ts CHAIN, SHARED, UNRESOLVED) */
  readonly tie: number;
  readonly stops: string | undefined;
  /** undefined: the shape is worded from the fact (a marker did not come through, or the words filled did not agree with the fact's when made) */
  cut: Cut | undefined;
  /** per step of the chain: the value last filled in and its words */
  readonly shown: (string | undefined)[];
  readonly worded: string[];
}

/** The shapes last made (a call's ties have a few: by how many members, and kind). */
const shapes: (TieShape | undefined)[] = new Array<TieShape | undefined>(8).fill(undefined);
let next = 0;

/** The shape made before for a tie, or undefined. */
export function tieShape(catalogue: Catalogue, f: Formats, sel: Selection, members: number, tie: number, stops: string | undefined): TieShape | undefined {
  for (let k = 0; k < shapes.length; k++) {
    const t = shapes[k];
    if (t && t.sel === sel && t.members === members && t.tie === tie && t.stops === stops && t.catalogue === catalogue && t.f === f) return t;
  }
  return undefined;
}

/** A tie's shape, made and kept: `marked` the words of its fact with markers (undefined: too many slots), cut at its `slots` markers (a member's id past the third may not show: not every slot is needed), `chain` the chain's values it fills. */
export function makeTie(catalogue: Catalogue, f: Formats, sel: Selection, members: number, tie: number, stops: string | undefined, chain: number, marked: string | undefined, slots: number): TieShape {
  const t: TieShape = { catalogue, f, sel, members, tie, stops, cut: marked === undefined ? undefined : cutAtMarkers(marked, slots, false), shown: new Array<string | undefined>(chain).fill(undefined), worded: new Array<string>(chain).fill("") };
  shapes[next] = t;
  next = (next + 1) % shapes.length;
  return t;
}
