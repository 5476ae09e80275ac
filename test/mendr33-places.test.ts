// review33 W2: in an allocation of places, the rows after a partial grant read that all places were
// taken, the last in part by B — places, not "the budget was used up" (nl "subsidieplafond", pl
// "dofinansowanie", fr "crédits"), in all six languages. The scheme: review33/repro/W2/run.mjs.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const repro = join(__dirname, "..", "review33/repro/W2/run.mjs");
const lineOfC = (lang: string): string => {
  const out = spawnSync(process.execPath, [repro, lang], { encoding: "utf8" }).stdout;
  const c = out.split("\n-- C ")[1]!.split("\n-- D ")[0]!;
  return c.split("\n").find((l) => / B \(/.test(l))!.trim();
};

describe("places taken, the last in part (review33 W2)", () => {
  it.each([
    ["en", "Not granted (2 places asked): all places were taken, the last in part by B (remaining before: 0 places)."],
    ["nl", "Niet toegewezen (2 plaatsen gevraagd): alle plaatsen zijn vergeven, de laatste gedeeltelijk aan B (resterend vóór deze aanvraag: 0 plaatsen)."],
    ["pl", "Nie przyznano miejsca (wnioskowano o 2 miejsca): wszystkie miejsca zostały przyznane, ostatnie częściowo wnioskowi B (pozostało przed tym wnioskiem: 0 miejsc)."],
    ["fr", "Non attribuée (demande : 2 places) : toutes les places ont été attribuées, les dernières en partie à la demande B (restant avant cette demande : 0 place)."],
    ["de", "Nicht zugeteilt (beantragt: 2 Plätze): alle Plätze sind vergeben, die letzten teilweise an B (verbleibend vor diesem Antrag: 0 Plätze)."],
    ["es", "No adjudicada (solicitud de 2 plazas): se han adjudicado todas las plazas, las últimas en parte a la solicitud B (restante antes de esta solicitud: 0 plazas)."],
  ])("%s", (lang, line) => {
    expect(lineOfC(lang)).toBe(line);
  });
});
