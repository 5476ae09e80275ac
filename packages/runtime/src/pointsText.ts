// A value in points as text: as it is ("8.3", "15") or, under a scale of points (`points
// decimal(3) per <source>`, §11.3 of the language reference; spec.ts `pointsPlaces`), with exactly
// the places the law states ("8.300", "15.000"), never fewer than it has. The value is unchanged:
// only its words.
import { Decimal } from "./decimal.js";
import type { Points } from "./spec.js";

export function pointsText(v: Points, places: number | undefined): string {
  if (places === undefined) return v.toString();
  const d = typeof v === "number" ? new Decimal(v) : v;
  return d.toFixed(Math.max(places, d.decimalPlaces()));
}
