// The WebAssembly side of bench/compare.sh in Node: the cases of cases.json (bench/run.mjs).
import { readFileSync } from "node:fs";
import skazka from "../tests/node/load.mjs";
import { runCases } from "./run.mjs";

runCases(skazka, JSON.parse(readFileSync(process.argv[2], "utf8")), (line) => console.log(line));
