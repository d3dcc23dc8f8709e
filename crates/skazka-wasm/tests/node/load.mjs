// Loads the built package (crates/skazka-wasm/pkg, or the folder in SKAZKA_WASM_PKG) in Node.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";

const dir = process.env.SKAZKA_WASM_PKG
  ? resolve(process.env.SKAZKA_WASM_PKG)
  : new URL("../../pkg", import.meta.url).pathname;
const skazka = await import(pathToFileURL(resolve(dir, "skazka_wasm.js")).href);
skazka.initSync({ module: readFileSync(resolve(dir, "skazka_wasm_bg.wasm")) });

export default skazka;

// A small seeded generator (mulberry32), so that random games repeat.
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedOf(text) {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}
