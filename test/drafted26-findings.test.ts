// What drafter26 found drafting schemes/drafted_solartender (issue 15, twenty-sixth round): a
// tender whose volume is whole kilowatts (`budget call.volume "the volume tendered"`, an integer, so
// the allocation counts places) named its budget in the explanation — "the volume tendered was
// reached by S08; nothing is funded after it" — but the result's reason, which every reader of the
// result shows (JSON, CSV, Markdown, `allot explain`'s grounds, the notices), said "the budget was
// reached by S08": the places' phrases did not pass through the budget's name
// (narration/budgetTitle.ts), and English, which has no phrase for that reason, kept the engine's words.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate } from "@allot/runtime";

const dir = resolve(__dirname, "../schemes/drafted_solartender");
// the scheme counts kilowatts since unit27 (`unit "kW"`, test/unit27-quantity-unit.test.ts): these
// tests keep its words of places, the unit taken out
const placed = readFileSync(join(dir, "solar_tender.allot"), "utf8").replace(' unit "kW"', "");
const scheme = load(analyze(placed));
const input = JSON.parse(readFileSync(join(dir, "data/bids_2027_06.json"), "utf8"));

describe("a budget of places with a name of its own: the reasons say the name, as the explanation does", () => {
  const { result } = evaluate(scheme, input);
  const of = (id: string) => result.results.find((r) => r.id === id)!;

  it("S12, after the bid that passed the volume, is refused by 'the volume tendered', in its reason and its explanation", () => {
    expect(of("S12").reasons).toEqual([{ rule: "allocation", source: "art4_1", message: "the volume tendered was reached by S08; nothing is funded after it" }]);
    expect(of("S12").explanation.at(-1)!.text).toBe("Not granted (300 places asked): the volume tendered was reached by S08; nothing is funded after it (nothing remaining before: the volume tendered was exceeded by 100 places).");
  });
});

// drafter26's finding 5: `reach` takes the last bid whole, so the volume can be exceeded; the next
// bid's explanation said "remaining before: -100 places", a negative remainder. Nothing was left:
// the words say so, and by how much the volume was exceeded. And a refusal by the quota gave the
// quota's places left and the whole volume's remainder side by side without saying whose the
// second was: it is labelled the budget's (the volume tendered, where the scheme names it).
describe("the remainder past a budget `reach` exceeded, and the budget's remainder beside a quota's, in four languages", () => {
  const text = placed;
  const last = (language: string, id: string): string => {
    const s = load(analyze(text.replace("  language en\n", `  language ${language}\n`)));
    const row = evaluate(s, input).result.results.find((r) => r.id === id)!;
    return row.explanation.at(-1)!.text;
  };

  it("S12, after the bid that exceeded the volume by 100 kW: nothing remaining, exceeded by 100", () => {
    expect(last("en", "S12")).toBe("Not granted (300 places asked): the volume tendered was reached by S08; nothing is funded after it (nothing remaining before: the volume tendered was exceeded by 100 places).");
    // (the Dutch catalogue puts the English title after its article: the scheme is written in English)
    expect(last("nl", "S12")).toBe("Niet toegewezen (300 plaatsen gevraagd): het the volume tendered is bereikt door S08; daarna wordt niets meer verleend (niets resterend vóór deze aanvraag: overschreden met 100 plaatsen).");
    expect(last("pl", "S12")).toBe("Nie przyznano miejsca (wnioskowano o 300 miejsc): budżet został osiągnięty przez wniosek S08; kolejnych wniosków nie dofinansowano (przed tym wnioskiem nie pozostało nic: przekroczono o 100 miejsc).");
    expect(last("de", "S12")).toBe("Nicht zugeteilt (beantragt: 300 Plätze): die Fördermittel wurden durch S08 ausgeschöpft; danach wird nichts mehr bewilligt (vor diesem Antrag nichts verbleibend: um 100 Plätze überschritten).");
  });

  it("S04, refused by the area's quota: the volume's remainder is labelled as the budget's", () => {
    expect(last("en", "S04")).toBe("Not granted (1000 places asked): the quota 'The grid-expansion area' has 500 places left, fewer than the 1000 places asked (the volume tendered remaining before: 3000 places).");
    expect(last("nl", "S04")).toBe("Niet toegewezen (1.000 plaatsen gevraagd): van het maximum ‘The grid-expansion area’ resteren 500 plaatsen, minder dan de gevraagde 1.000 plaatsen (van alle plaatsen resterend vóór deze aanvraag: 3.000 plaatsen).");
    expect(last("pl", "S04")).toBe("Nie przyznano miejsca (wnioskowano o 1000 miejsc): w limicie „The grid-expansion area” pozostało 500 miejsc, mniej niż wnioskowane 1000 miejsc (ze wszystkich miejsc pozostało przed tym wnioskiem: 3000 miejsc).");
    expect(last("de", "S04")).toBe("Nicht zugeteilt (beantragt: 1.000 Plätze): im Kontingent „The grid-expansion area“ verbleiben 500 Plätze, weniger als die beantragten 1.000 Plätze (von allen Plätzen verbleibend vor diesem Antrag: 3.000 Plätze).");
  });
});
