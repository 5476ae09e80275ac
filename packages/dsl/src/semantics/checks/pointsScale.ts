// AL0420: a scale of points (`points decimal(3) per <source>`, §11.3) that cannot hold a
// criterion's places. The law states the places its marks are expressed with ("La calificación se
// expresará con tres decimales"); every value in points is told with exactly those places. A
// criterion that can give more (a division not rounded, `0.125 × x` under `decimal(2)`) would be
// told rounded while the ranking reads the unrounded value: the checker asks for the rounding the
// law prescribes. The places are counted as a `decimal(n)` let's are (§6.1, fixedPlaces.ts): a
// weight's written places plus its score's, the points written in a yes/no, a match or bands, an
// expression's from its declared types; a sum of criteria has the most of its operands.
import type * as A from "../../ast/nodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";
import { placesOf } from "./fixedPlaces.js";

const written = (value: string): number => {
  const dot = value.indexOf(".");
  return dot < 0 ? 0 : value.length - dot - 1;
};

/** The most places criterion c's points can have (Infinity: not bounded by the declared types). */
export function criterionPlaces(m: Model, c: A.CriterionDecl): number {
  const b = c.body;
  switch (b.kind) {
    case "weighted":
      return written(b.weight) + placesOf(m, b.score);
    case "yesno":
      return written(b.points);
    case "match":
      return Math.max(0, ...b.arms.map((a) => written(a.points)));
    case "bands":
      return Math.max(0, ...b.bands.map((x) => written(x.points)));
    case "expr":
      return placesOf(m, b.value);
  }
}

export function pointsScale(m: Model): void {
  const s = m.scale;
  if (!s) return;
  if (s.places > 18) {
    m.diagnostics.push(diag("AL0420", s.placesSpan, `expected 0 to 18 places for the scale of points, found ${s.places}`, { hint: "write the places the law states, for example 'points decimal(3)'" }));
    return;
  }
  for (const [name, c] of m.criteria) {
    const places = criterionPlaces(m, c.decl);
    if (places <= s.places) continue;
    const found = places === Infinity ? "points whose places are not bounded (a division, a mean, a percentage or a decimal declared without places)" : `points with up to ${places} places`;
    m.diagnostics.push(
      diag("AL0420", c.decl.body.span, `expected criterion '${name}' to give points with at most the ${s.places} places of the scale (points decimal(${s.places})), found ${found}`, {
        hint: `round them as the law says, for example round(…, ${s.places}, down) for marks "sin redondeo": otherwise they are told rounded while the ranking reads them unrounded`,
        related: [{ span: s.span, message: "the scale of points" }],
      }),
    );
  }
}
