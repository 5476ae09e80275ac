// Passing over a JSON list by its brackets outside texts, without reading it: where a list ends
// for the loose reading of a record's list (json-parse.ts) and for a file read in pieces
// (json-file.ts). Split from json-parse.ts, which passed 400 lines.

/** Where a pass over a list by its brackets is, between two pieces of its bytes. @internal */
export interface BracketState {
  depth: number;
  /** inside a text */
  text: boolean;
  /** the byte before the piece was a backslash inside a text */
  escape: boolean;
}

/**
 * Passes over `b[from, end)` by brackets outside texts, from `state` (depth 0 at the list's
 * opening bracket): the offset after the bracket that closes the list, or -1 when the piece ends
 * first (`state` then says where the next piece starts). @internal
 */
export function passBrackets(b: Buffer, from: number, end: number, state: BracketState): number {
  let p = from;
  if (state.text) {
    if (state.escape) p++;
    for (; p < end && b[p] !== 0x22; p++) if (b[p] === 0x5c) p++;
    if (p >= end) {
      state.escape = p > end;
      return -1;
    }
    state.text = false;
    p++;
  }
  let depth = state.depth;
  for (; p < end; p++) {
    const c = b[p]!;
    if (c === 0x22) {
      for (p++; p < end && b[p] !== 0x22; p++) if (b[p] === 0x5c) p++;
      if (p >= end) {
        state.text = true;
        state.escape = p > end;
        break;
      }
    } else if (c === 0x5b || c === 0x7b) depth++;
    else if ((c === 0x5d || c === 0x7d) && --depth === 0) return p + 1;
  }
  state.depth = depth;
  return -1;
}

/** The offset after the list at `s` by its brackets outside texts (the end of the input if it is not closed). @internal */
export function endOfList(b: Buffer, s: number, end: number): number {
  const after = passBrackets(b, s, end, { depth: 0, text: false, escape: false });
  return after < 0 ? end : after;
}
