// review39: malformed input to round 38's constructs: phases, `points decimal(n)`, the `schedule`
// unit, AL0662 at :59, a word after '.'. Each text: analyze (no throw, every diagnostic with a code
// and a span inside the text), format (no throw; reformatting its output gives it back when it has
// no error), hover/completion/definition at every 5th offset (no throw). Prints the variants and their diagnostics.
import { dsl } from "./common.mjs";
import { scheme } from "./common.mjs";
const crit = 'criterion c1 "C1" per art1: x\nthreshold t1 "T1" per art1: c1 >= 3\n';
const V = {
  "phase, no after": 'phase p "P" per art1 {\n  criterion c3 "C3" per art1: z\n}',
  "phase, after nothing": 'phase p "P" per art1 after {\n  criterion c3 "C3" per art1: z\n}',
  "phase, empty": 'phase p "P" per art1 after t1 {\n}',
  "phase, after itself": 'phase p "P" per art1 after p {\n  criterion c3 "C3" per art1: z\n}',
  "phase, after a criterion": 'phase p "P" per art1 after c1 {\n  criterion c3 "C3" per art1: z\n}',
  "phase, after unknown": 'phase p "P" per art1 after nope {\n  criterion c3 "C3" per art1: z\n}',
  "phase, after t1 twice": 'phase p "P" per art1 after t1, t1 {\n  criterion c3 "C3" per art1: z\n}',
  "phase, trailing comma": 'phase p "P" per art1 after t1, {\n  criterion c3 "C3" per art1: z\n}',
  "phase, a let inside": 'phase p "P" per art1 after t1 {\n  let q = 1 per art1\n}',
  "phase, a threshold inside": 'phase p "P" per art1 after t1 {\n  threshold t9 "T9" per art1: c1 >= 1\n}',
  "phase, nested": 'phase p "P" per art1 after t1 {\n  phase q "Q" after t1 {\n    criterion c3 "C3" per art1: z\n  }\n}',
  "phase, two of one name": 'phase p "P" after t1 {\n  criterion c3 "C3" per art1: z\n}\nphase p "P2" after t1 {\n  criterion c4 "C4" per art1: w\n}',
  "phase, name like a criterion": 'phase c1 "P" after t1 {\n  criterion c3 "C3" per art1: z\n}',
  "phase, criterion named like the phase": 'phase p "P" after t1 {\n  criterion p "C3" per art1: z\n}',
  "phase, unclosed": 'phase p "P" after t1 {\n  criterion c3 "C3" per art1: z\n',
  "phase, no title no per": "phase p after t1 {\n  criterion c3 \"C3\" per art1: z\n}",
  "phase, per unknown source": 'phase p "P" per nope after t1 {\n  criterion c3 "C3" per art1: z\n}',
  "phase, empty title": 'phase p "" after t1 {\n  criterion c3 "C3" per art1: z\n}',
  "phase, title like a criterion's": 'phase p "C1" after t1 {\n  criterion c3 "C3" per art1: z\n}',
  "phase, after a threshold reading total": 'threshold tt "TT" per art1: total >= 1\nphase p "P" after tt {\n  criterion c3 "C3" per art1: z\n}',
  "phase, after a threshold reading the phase": 'threshold tt "TT" per art1: c3 >= 1\nphase p "P" after tt {\n  criterion c3 "C3" per art1: z\n}',
  "phase, after a threshold reading a later phase": 'threshold tt "TT" per art1: c3 >= 1\nphase p "P" after t1 {\n  criterion c3 "C3" per art1: z\n}\nphase q "Q" after tt {\n  criterion c4 "C4" per art1: w\n}',
  "phase, word 'phase' as a field read": 'let phase = x per art1\nphase p "P" after t1 {\n  criterion c3 "C3" per art1: z + phase\n}',
  "phase, nine phases": Array.from({ length: 9 }, (_, i) => `phase p${i} after t1 {\n  criterion k${i} "K${i}" per art1: z\n}`).join("\n"),
  "phase, criterion with bands": 'phase p "P" after t1 {\n  criterion c3 "C3" per art1: bands z {\n    below 3: 0 points\n    at least 3: 2 points\n  }\n}',
  "points decimal(0)": "points decimal(0) per art1",
  "points decimal(19)": "points decimal(19) per art1",
  "points decimal(-1)": "points decimal(-1) per art1",
  "points decimal(1.5)": "points decimal(1.5) per art1",
  "points decimal(x)": "points decimal(x) per art1",
  "points decimal()": "points decimal() per art1",
  "points decimal(2) twice": "points decimal(2) per art1\npoints decimal(3) per art1",
  "points decimal(2) no per": "points decimal(2)",
  "points decimal(2) with not summed": "points decimal(2) per art1\npoints not summed per art1",
  "points decimal(1) with 0.25×": 'criterion c5 "C5" per art1: 0.25 × z\npoints decimal(1) per art1',
  "points integer(2)": "points integer(2) per art1",
  "points decimal(99999999999999999999)": "points decimal(99999999999999999999) per art1",
  "schedule unit": 'source s9 = law schedule 1 """\n  Y.\n  """',
  "schedule unit paragraph": 'source s9 = law schedule 1 paragraph 2 """\n  Y.\n  """',
  "schedule twice": 'source s9 = law schedule 1 schedule 2 """\n  Y.\n  """',
  "schedule no number": 'source s9 = law schedule """\n  Y.\n  """',
  "AL0662 :59:59": "eligibility per art1 {\n  rule r \"R\" per art1: sent <= 2027-03-30T17:59:59\n}",
  "AL0662 23:59": "eligibility per art1 {\n  rule r \"R\" per art1: sent <= 2027-03-30T23:59\n}",
  "AL0662 23:59:59 year end": "eligibility per art1 {\n  rule r \"R\" per art1: sent <= 2027-12-31T23:59:59\n}",
  "AL0662 :59 with <": "eligibility per art1 {\n  rule r \"R\" per art1: sent < 2027-03-30T17:59:59\n}",
  "AL0662 :59 reversed": "eligibility per art1 {\n  rule r \"R\" per art1: 2027-03-30T17:59:59 >= sent\n}",
  "AL0662 :59.999": "eligibility per art1 {\n  rule r \"R\" per art1: sent <= 2027-03-30T17:59:59.999\n}",
  "member keyword after dot": "let q = application.if + application.phase per art1",
  "member after dot a number": "let q = application.1 per art1",
  "member after dot at eof": "let q = application.",
};
const appFields = "x: integer in 0..10\n  y: integer in 0..10\n  z: integer in 0..10\n  w: integer in 0..10\n  at: datetime(\"Europe/Madrid\")";
let throws = 0, nocode = 0, unstable = 0;
for (const [name, body] of Object.entries(V)) {
  const text = scheme(crit + body, { app: appFields });
  let a;
  try { a = dsl.analyze(text); } catch (e) { throws++; console.log(`THROW analyze ${name}: ${e.message}`); continue; }
  const ds = a.diagnostics.filter((d) => d.code !== "AL0409");
  for (const d of ds) if (!/^AL\d{4}$/.test(d.code) || !(d.span.start >= 0 && d.span.end <= text.length)) { nocode++; console.log(`NO CODE/SPAN ${name}:`, d); }
  console.log(`${name}: ${ds.map((d) => `${d.code} ${d.message}`).join(" | ") || "(clean)"}`);
  try {
    const f = dsl.formatScheme(text);
    if (!ds.some((d) => d.severity === "error") && f.text && dsl.formatScheme(f.text).text !== f.text) { unstable++; console.log(`  FORMAT NOT STABLE ${name}`); }
  } catch (e) { throws++; console.log(`THROW format ${name}: ${e.message}`); }
  for (let at = 0; at < text.length; at += 5) {
    for (const f of ["hover", "completion", "definition"]) {
      try { dsl[f](a, at); } catch (e) { throws++; console.log(`THROW ${f} ${name} at ${at}: ${e.message}`); break; }
    }
  }
}
console.log(`${Object.keys(V).length} variants: ${throws} throws, ${nocode} without code/span, ${unstable} format unstable`);
