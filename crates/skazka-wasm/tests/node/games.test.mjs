// Every variant of the package through ffish.js's API: seeded random games in which the calls
// must agree with one another (moves, SAN, FEN round trips, take-backs).
import { test } from "node:test";
import assert from "node:assert/strict";
import skazka, { rng, seedOf } from "./load.mjs";

const { Board } = skazka;
const PLIES = Number(process.env.WASM_GAME_PLIES || 24);
// Every game written in Rust, Volkhv also with its die, and every variant defined as data.
const boards = skazka.variants().split(" ").map((v) => [v, ""]);
boards.push(["volkhv", "dice=true"]);
// Fairy-Stockfish's validator refuses some FENs Fairy-Stockfish itself writes, and validateFen
// answers as it does: in the gating variants a side keeps its gates after its king has moved,
// while the validator wants the king at home whenever the castling field names anything.
const VALIDATOR_REFUSES_OWN_FENS = new Set(["seirawan", "shouse"]);

for (const [variant, options] of boards) {
  test(`${variant}${options ? " " + options : ""}: moves, SAN, FEN and take-backs agree along a random game`, () => {
    const random = rng(seedOf(variant + options));
    const board = new Board(variant, undefined, options);
    assert.equal(board.variant(), variant);
    const start = board.fen();
    assert.equal(skazka.validateFen(start, variant, options), 1, "the start FEN is valid");
    assert.equal(board.fen(), skazka.startingFen(variant, options));
    const fens = [start];
    for (let ply = 0; ply < PLIES && !board.isGameOver(); ply++) {
      const moves = board.legalMoves().split(" ").filter(Boolean);
      const sans = board.legalMovesSan().split(" ").filter(Boolean);
      assert.equal(moves.length, board.numberLegalMoves());
      assert.equal(sans.length, moves.length);
      assert.ok(moves.length > 0, "a game that is not over has a move");
      assert.equal(new Set(moves).size, moves.length, "moves are told apart by their text");
      if (board.isChance()) {
        assert.ok(moves.includes(board.roll(Math.floor(random() * 1e9))));
      } else {
        const i = Math.floor(random() * moves.length);
        assert.equal(board.sanMove(moves[i]), sans[i], "sanMove writes the listed SAN");
        assert.equal(typeof board.isCapture(moves[i]), "boolean");
        if (random() < 0.5) {
          assert.equal(board.push(moves[i]), true, moves[i]);
        } else {
          assert.equal(board.pushSan(sans[i]), true, sans[i]);
        }
      }
      const fen = board.fen();
      fens.push(fen);
      // A board set up from the FEN shows the same position and the same moves.
      const copy = new Board(variant, fen, options);
      assert.equal(copy.fen(), fen);
      assert.equal(copy.legalMoves(), board.legalMoves());
      copy.delete();
      if (!VALIDATOR_REFUSES_OWN_FENS.has(variant)) {
        assert.equal(skazka.validateFen(fen, variant, options), 1);
      }
    }
    assert.equal(board.moveStack().split(" ").filter(Boolean).length, fens.length - 1);
    assert.ok(["*", "1-0", "0-1", "1/2-1/2"].includes(board.result()));
    assert.equal(board.isGameOver(), board.result() !== "*");
    assert.ok(board.toString().length > 0);
    assert.match(board.svg({ size: 200 }), /<svg/);
    // Replaying the move stack on a new board gives the same position.
    const replay = new Board(variant, undefined, options);
    const stack = board.moveStack();
    if (stack) replay.pushMoves(stack);
    assert.equal(replay.fen(), board.fen());
    replay.delete();
    // Taking every move back walks the positions back to the start.
    for (let i = fens.length - 1; i > 0; i--) {
      assert.equal(board.fen(), fens[i]);
      board.pop();
    }
    assert.equal(board.fen(), start);
    board.delete();
  });
}

test("the five games written in Rust search a move within a time limit", () => {
  for (const variant of ["chess", "stone", "synthesis", "xianling", "volkhv"]) {
    const board = new Board(variant);
    const found = board.search({ timeMs: 100 });
    assert.ok(board.legalMoves().split(" ").includes(found.move), `${variant}: ${found.move}`);
    assert.equal(board.push(found.move), true);
    board.delete();
  }
});
