// probes of a capped criterion told (compile/explainCap.ts): bounds crossed, equal, negative
import { scheme, run, words, diags } from "../common.mjs";
const app = "x: integer in -100..100";
const apps = [-20, -5, 0, 5, 15, 30, 60].map((x, i) => ({ id: `P${i}`, ask: "1.00", x }));
const show = (label, value, lang = "en") => {
  const text = scheme(`criterion c "C" per art1: ${value}\ncriterion d "D" per art1: 1 points if x > 1000`, { app, lang });
  console.log(`== ${label}: ${value}`);
  const ds = diags(text).filter((d) => d.severity !== "hint");
  if (ds.length) console.log("  diags:", ds.map((d) => `${d.code} ${d.severity} ${d.message}`).join(" | "));
  try {
    const r = run(text, apps);
    for (const a of apps) {
      const x = r.results.find((y) => y.id === a.id);
      console.log(`  x=${a.x} points ${x.points?.c}: ${words(r, a.id).split("\n").find((l) => l.includes("'C'")) ?? "(no step) " + words(r, a.id).slice(0, 200)}`);
    }
  } catch (e) { console.log("THROW", e.message.slice(0, 300)); }
};
show("crossed: lower above upper", "max(min(x, 10), 20)");
show("crossed, other order", "min(max(x, 20), 10)");
show("equal both sides", "max(min(x, 10), 10)");
show("negative bound", "max(min(x, 10), -5)");
show("negative upper", "min(x, -5)");
show("bound first", "min(50, max(0, x))");
show("a percentage bound", "min(x, 50%)");
show("a decimal bound", "min(x, 7.5)");
