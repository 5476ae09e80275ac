// Citations of legal sources in plain words, for reasons and explanations.
import type { CompiledScheme, SourceSpec } from "../spec.js";

export class Citer {
  private readonly sources = new Map<string, SourceSpec>();
  private readonly acts = new Map<string, string>();
  constructor(scheme: CompiledScheme) {
    for (const s of scheme.sources) this.sources.set(s.name, s);
    for (const a of scheme.acts) this.acts.set(a.name, a.title ?? a.name);
  }
  /** "Algemene wet bestuursrecht, article 4:25 paragraph 2", or null */
  cite(name: string | undefined): string | null {
    if (!name) return null;
    const s = this.sources.get(name);
    if (!s) return name;
    const act = this.acts.get(s.act) ?? s.act;
    return s.ref ? `${act}, ${s.ref}` : act;
  }
}
