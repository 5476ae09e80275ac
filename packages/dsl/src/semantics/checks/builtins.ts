// Built-in functions typed outside typecheck.ts (which calls `checkExtra` from one hook):
// position (position.ts) and peers (aggregates.ts).
import type * as A from "../../ast/nodes.js";
import type { Model } from "../model.js";
import type { Ty } from "../types.js";
import { checkPosition, type BuiltinApi } from "./position.js";
import { checkApplications, checkPeers } from "./aggregates.js";

export function checkExtra(fn: string, api: BuiltinApi, m: Model, e: A.CallExpr): Ty {
  return fn === "peers" ? checkPeers(api, m, e) : fn === "applications" ? checkApplications(api, m, e) : checkPosition(api, e);
}
