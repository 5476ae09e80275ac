// review35's findings (review35/FINDINGS.md), each mended with a test that fails without its mend:
// W1 a weight above 0 however small is drawn ahead of every weight of 0 (§13.2); C1 the standard
// output on a full disk said as a file's is, no stack; W3 a weight that cannot be computed named as
// the lottery's weight by its title, in six languages; W2 a weight beyond 10^±100 refused, not a silent tie.
import { spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { JsonNumber } from "@allot/runtime";
import { preamble, resultOf as row, runScheme as run } from "./support/scheme";

/** points, then every tie by a weighted lottery on the decimal field `w`; places, `stop` */
const weighted = `${preamble("Weighted lottery")}call {
  plots: integer in 0..1000 "the plots"
  seed: text "the seed"
}
application {
  id: text unique
  w: decimal "the weight"
}
ranking per art1 {
  tiebreak every tie per art1 {
    lottery seed call.seed weighted by w per art1
  }
}
allocation per art1 {
  budget call.plots per art1
  amount 1
  at boundary stop per art1
}
`;
const apps = (ws: Record<string, string>) => Object.entries(ws).map(([id, w]) => ({ id, w }));

describe("W1: a weight above 0, however small, is in the draw, ahead of every weight of 0", () => {
  it("1e-17 drawn after D and before A and C (weight 0), which stay tied after it", () => {
    const r = run(weighted, { call: { plots: 2, seed: "s" }, applications: apps({ A: "0", B: "0.00000000000000001", C: "0", D: "1" }) });
    expect(["D", "B", "A", "C"].map((id) => [id, row(r, id).position, row(r, id).status])).toEqual([
      ["D", 1, "funded"],
      ["B", 2, "funded"],
      ["A", 3, "not_funded"],
      ["C", 3, "not_funded"],
    ]);
  });
});

describe("C1: the standard output on a full disk", () => {
  const repo = resolve(__dirname, "..");
  it.runIf(existsSync("/dev/full"))("allot run … > /dev/full: one line saying so, exit 1, no stack", () => {
    const full = openSync("/dev/full", "w");
    try {
      const args = [join(repo, "packages/dsl/dist/allot.mjs"), "run", "schemes/weighted_lottery/allotments.allot", "--input", "schemes/weighted_lottery/data/lot2027.json", "--format", "json"];
      const r = spawnSync(process.execPath, args, { cwd: repo, stdio: ["ignore", full, "pipe"], encoding: "utf8" });
      expect(r.stderr).toBe("allot: cannot write the standard output: the disk is full\n");
      expect(r.status).toBe(1);
    } finally {
      closeSync(full);
    }
  });
});

describe("W3: a weight that cannot be computed is told as the lottery's weight, by its title", () => {
  const dir = resolve(__dirname, "../schemes/weighted_lottery");
  const allotments = readFileSync(join(dir, "allotments.allot"), "utf8");
  const input = JSON.parse(readFileSync(join(dir, "data/lot2027.json"), "utf8"));
  it.each([
    ["en", "the lottery weight 'the tickets' cannot be computed: it is negative (-2): a lottery weight is 0 (not in the draw) or more"],
    ["fr", "le poids au tirage au sort « the tickets » ne peut être calculé : il est négatif (−2) : un poids au tirage au sort vaut 0 (hors du tirage) ou plus"],
    ["de", "das Losgewicht „the tickets“ kann nicht berechnet werden: es ist negativ (−2): ein Losgewicht ist 0 (nicht in der Losziehung) oder mehr"],
    ["nl", "het gewicht in de loting ‘the tickets’ kan niet worden berekend: het is negatief (−2): een gewicht in de loting is 0 (niet in de loting) of meer"],
    ["pl", "nie można obliczyć wagi w losowaniu „the tickets”: jest ujemna (−2): waga w losowaniu wynosi 0 (poza losowaniem) lub więcej"],
    ["es", "no puede calcularse el peso en el sorteo «the tickets»: es negativo (−2): un peso en el sorteo es 0 (fuera del sorteo) o más"],
  ])("%s", (language, reason) => {
    const r = run(allotments.replace("  language en\n", `  language ${language}\n`), input);
    const p7 = row(r, "P7");
    expect(p7.position).toBeNull();
    const told = p7.explanation.find((s) => s.step === "ranking")!.text;
    // (French quotes and colons take a no-break space)
    const plain = (t: string) => t.toLowerCase().replace(/\s/gu, " ");
    expect(plain(told)).toContain(plain(reason));
  });
  it("a weight that is a field: its description", () => {
    const r = run(weighted, { call: { plots: 1, seed: "s" }, applications: apps({ A: "-1", B: "1" }) });
    expect(row(r, "A").reasons[0]!.message).toBe("the lottery weight 'the weight' cannot be computed: it is negative (-1): a lottery weight is 0 (not in the draw) or more");
  });
});

describe("W2: a weight beyond what the draw computes with is refused, not a tie or 'weight 0'", () => {
  // numbers as a JSON file writes them (the CLI's and the service's reader keeps 1e400 as written)
  const n = (text: string) => new JsonNumber(text);
  const input = { call: { plots: 1, seed: "s" }, applications: [{ id: "A", w: n("1e400") }, { id: "B", w: n("1e400") }, { id: "C", w: n("1") }, { id: "D", w: n("1e-400") }, { id: "E", w: n("0") }, { id: "F", w: n("1e100") }, { id: "G", w: n("1e-100") }] };
  it("1e400 and 1e-400 unranked with the reason; 10^100 and 10^-100 drawn; C funded", () => {
    const r = run(weighted, input);
    for (const [id, v] of [["A", "1e+400"], ["B", "1e+400"], ["D", "1e-400"]]) {
      expect(row(r, id!).position).toBeNull();
      expect(row(r, id!).reasons[0]!.message).toBe(`the lottery weight 'the weight' cannot be computed: it is outside the range of the draw (${v}): a lottery weight above 0 is between 10^-100 and 10^100`);
    }
    expect(row(r, "F").position).not.toBeNull();
    expect(row(r, "G").position).not.toBeNull();
    expect(row(r, "E").status).toBe("not_funded");
  });
  it.each([
    ["fr", "il est hors des limites du tirage (1e-400) : un poids au tirage au sort supérieur à 0 est compris entre 10^-100 et 10^100"],
    ["de", "es liegt außerhalb des Bereichs der Losziehung (1e-400): ein Losgewicht über 0 liegt zwischen 10^-100 und 10^100"],
    ["nl", "het valt buiten het bereik van de loting (1e-400): een gewicht in de loting boven 0 ligt tussen 10^-100 en 10^100"],
    ["pl", "jest poza zakresem losowania (1e-400): waga w losowaniu większa od 0 wynosi od 10^-100 do 10^100"],
    ["es", "está fuera del rango del sorteo (1e-400): un peso en el sorteo mayor que 0 está entre 10^-100 y 10^100"],
  ])("%s", (language, tail) => {
    const r = run(weighted.replace('  version "1"\n', `  version "1"\n  language ${language}\n`), input);
    const told = row(r, "D").explanation.find((s) => s.step === "ranking")!.text.replace(/\s/gu, " ");
    expect(told).toContain(tail);
  });
});
