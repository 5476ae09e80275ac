// Source positions: spans are half-open UTF-16 offset ranges; LineIndex turns them into
// zero-based line/character pairs (the LSP convention) or one-based line:col for humans.

export interface Span {
  readonly start: number;
  readonly end: number;
}

export interface Position {
  readonly line: number;
  readonly character: number;
}

export function span(start: number, end: number): Span {
  return { start, end: Math.max(start, end) };
}

export function cover(a: Span, b: Span): Span {
  return { start: Math.min(a.start, b.start), end: Math.max(a.end, b.end) };
}

export function contains(s: Span, offset: number): boolean {
  return s.start <= offset && offset <= s.end;
}

export class LineIndex {
  private readonly starts: number[] = [0];
  constructor(readonly text: string) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) this.starts.push(i + 1);
      else if (c === 13) {
        if (text.charCodeAt(i + 1) === 10) i++;
        this.starts.push(i + 1);
      }
    }
  }
  position(offset: number): Position {
    const o = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo, character: o - this.starts[lo]! };
  }
  offset(pos: Position): number {
    if (pos.line < 0) return 0;
    if (pos.line >= this.starts.length) return this.text.length;
    const lineStart = this.starts[pos.line]!;
    const next = pos.line + 1 < this.starts.length ? this.starts[pos.line + 1]! : this.text.length;
    return Math.min(lineStart + Math.max(0, pos.character), next);
  }
  lineText(line: number): string {
    const start = this.starts[line] ?? this.text.length;
    const next = line + 1 < this.starts.length ? this.starts[line + 1]! : this.text.length;
    return this.text.slice(start, next).replace(/\r?\n$|\r$/, "");
  }
  get lineCount(): number {
    return this.starts.length;
  }
}
