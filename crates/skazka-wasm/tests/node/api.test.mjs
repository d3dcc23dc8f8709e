// ffish.js's API on skazka: each test names the rule it checks.
import { test } from "node:test";
import assert from "node:assert/strict";
import skazka from "./load.mjs";

const { Board } = skazka;
const START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const AFTER_NF3 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";

test("a board without arguments is chess from its start", () => {
  const board = new Board();
  assert.equal(board.variant(), "chess");
  assert.equal(board.fen(), START);
  assert.equal(board.numberLegalMoves(), 20);
  assert.equal(board.legalMoves().split(" ").length, 20);
  assert.equal(board.legalMovesSan().split(" ").length, 20);
  assert.ok(board.legalMovesSan().split(" ").includes("Nf3"));
  board.delete();
});

test("push plays a legal move in move text and refuses an illegal one without a change", () => {
  const board = new Board("chess");
  assert.equal(board.push("e2e4"), true);
  assert.equal(board.push("e7e5"), true);
  assert.equal(board.push("g1f3"), true);
  assert.equal(board.fen(), AFTER_NF3);
  assert.equal(board.push("q2q7"), false);
  assert.equal(board.push("Nc6"), false, "push reads move text, not SAN");
  assert.equal(board.fen(), AFTER_NF3);
  board.delete();
});

test("pushSan plays SAN and refuses a move that is not legal", () => {
  const board = new Board("chess");
  for (const san of ["e4", "e5", "Nf3"]) assert.equal(board.pushSan(san), true);
  assert.equal(board.fen(), AFTER_NF3);
  assert.equal(board.pushSan("Nf3"), false);
  assert.equal(board.fen(), AFTER_NF3);
  board.delete();
});

test("pushMoves and pushSanMoves play a line, and refuse a bad line whole", () => {
  const a = new Board("chess");
  a.pushMoves("e2e4 e7e5 g1f3");
  assert.equal(a.fen(), AFTER_NF3);
  const b = new Board("chess");
  b.pushSanMoves("e4 e5 Nf3");
  assert.equal(b.fen(), AFTER_NF3);
  assert.throws(() => b.pushMoves("b8c6 f1b5 a7a7"), /a7a7/);
  assert.equal(b.fen(), AFTER_NF3, "nothing of a refused line is played");
  assert.throws(() => b.pushSanMoves("Nc6 Bb5 Qxh9"), Error);
  assert.equal(b.moveStack(), "e2e4 e7e5 g1f3");
  a.delete();
  b.delete();
});

test("pop takes back the last move and throws when there is none", () => {
  const board = new Board();
  board.pushMoves("e2e4 e7e5");
  board.pop();
  board.pushMoves("e7e5 g1f3 b8c6 f1b5");
  board.pop();
  board.pop();
  assert.equal(board.fen(), AFTER_NF3);
  board.reset();
  assert.throws(() => board.pop(), /no move/);
  board.delete();
});

test("reset goes back to the variant's start and forgets the moves", () => {
  const board = new Board();
  board.pushSanMoves("e4 e5 Nf3");
  board.reset();
  assert.equal(board.fen(), START);
  assert.equal(board.moveStack(), "");
  board.delete();
});

test("setFen sets a position, forgets the moves and refuses a bad FEN without a change", () => {
  const board = new Board();
  board.push("e2e4");
  board.setFen("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
  assert.equal(board.moveStack(), "");
  assert.equal(board.pushSan("Qxf7#"), true);
  assert.equal(board.moveStack(), "h5f7");
  const fen = board.fen();
  assert.throws(() => board.setFen("not a fen"), Error);
  assert.throws(() => board.setFen("8/8/8/8/8/8/8/8 w - - 0 1"), Error);
  assert.equal(board.fen(), fen);
  board.delete();
});

test("sanMove writes a legal move in SAN and throws for one that is not legal", () => {
  const board = new Board();
  assert.equal(board.sanMove("g1f3"), "Nf3");
  assert.equal(board.sanMove("e2e4"), "e4");
  assert.throws(() => board.sanMove("e2e5"), Error);
  assert.throws(() => board.sanMove(""), Error);
  board.delete();
});

test("Notation has ffish.js's names and numbers", () => {
  const { Notation } = skazka;
  assert.equal(Notation.DEFAULT, 0);
  assert.equal(Notation.SAN, 1);
  assert.equal(Notation.LAN, 2);
  assert.equal(Notation.SHOGI_HODGES_NUMBER, 5);
  assert.equal(Notation.XIANGQI_WXF, 7);
  assert.equal(Notation.THAI_LAN, 9);
});

test("sanMove writes a data variant's move in each of Fairy-Stockfish's notations", () => {
  const { Notation } = skazka;
  const board = new Board("xiangqi");
  const written = [Notation.SAN, Notation.LAN, Notation.SHOGI_HOSKING, Notation.SHOGI_HODGES,
    Notation.JANGGI, Notation.XIANGQI_WXF, Notation.THAI_SAN].map((n) => board.sanMove("h3e3", n));
  assert.deepEqual(written, ["Che3", "Ch3-e3", "C28-58", "C2h-5h", "C88-85", "C2=5", "Xญ-จ๓"]);
  assert.equal(board.sanMove("h1g3"), "Hg3", "the horse's second letter, as Fairy-Stockfish");
  // ffish.js's own Notation values are objects with a value.
  assert.equal(board.sanMove("h3e3", { value: 7 }), "C2=5");
  assert.throws(() => board.sanMove("h3e3", 12), Error);
  board.delete();
  const shogi = new Board("shogi");
  assert.equal(shogi.sanMove("c3c4"), "Pc4", "SAN when no notation is given, as ffish.js");
  assert.equal(shogi.sanMove("c3c4", Notation.DEFAULT), "P-76", "the variant's default");
  shogi.delete();
});

test("a game written in Rust is written in SAN and LAN only", () => {
  const { Notation } = skazka;
  const board = new Board("chess");
  assert.equal(board.sanMove("g1f3", Notation.LAN), "Ng1-f3");
  assert.equal(board.variationSan("e2e4 e7e5", Notation.LAN), "1. e2-e4 e7-e5");
  assert.throws(() => board.sanMove("g1f3", Notation.XIANGQI_WXF), /SAN or LAN only/);
  assert.equal(board.variationSan("e2e4 e7e5", Notation.JANGGI), "");
  board.delete();
});

test("pushSan and pushSanMoves read a move in the notation given", () => {
  const { Notation } = skazka;
  const board = new Board("shogi");
  assert.equal(board.pushSan("P-76", Notation.SHOGI_HODGES_NUMBER), true);
  assert.equal(board.pushSan("P-34", Notation.SHOGI_HODGES_NUMBER), true);
  assert.equal(board.pushSan("P-76", Notation.SHOGI_HODGES_NUMBER), false);
  board.pushSanMoves("Pe4", Notation.SAN);
  assert.equal(board.moveStack(), "c3c4 g7g6 e3e4");
  assert.throws(() => board.pushSanMoves("P-26 Px99", Notation.SHOGI_HODGES_NUMBER), Error);
  assert.equal(board.moveStack(), "c3c4 g7g6 e3e4");
  board.delete();
});

test("variationSan numbers the moves, leaves the board alone and is empty for a bad line", () => {
  const board = new Board();
  board.push("e2e4");
  assert.equal(board.variationSan("e7e5 g1f3 b8c6 f1c4"), "1...e5 2. Nf3 Nc6 3. Bc4");
  assert.equal(board.variationSan("e7e5 g1f3 b8c6 f1c4", undefined, false), "e5 Nf3 Nc6 Bc4");
  assert.equal(board.variationSan("e7e5 g1f3 b8c6 f1c7"), "");
  assert.equal(board.moveStack(), "e2e4");
  board.delete();
  const makruk = new Board("makruk");
  assert.equal(makruk.variationSan("e3e4 d6d5", skazka.Notation.THAI_LAN), "1. บ จ๓-จ๔ บ ง๖-ง๕");
  makruk.delete();
});

test("turn, fullmoveNumber, halfmoveClock and gamePly count as the FEN does", () => {
  const board = new Board();
  assert.equal(board.turn(), true);
  assert.equal(board.fullmoveNumber(), 1);
  assert.equal(board.gamePly(), 0);
  board.push("e2e4");
  assert.equal(board.turn(), false);
  assert.equal(board.fullmoveNumber(), 1);
  board.pushMoves("e7e5 g1f3 g8f6");
  assert.equal(board.halfmoveClock(), 2);
  board.push("f3e5");
  assert.equal(board.halfmoveClock(), 0);
  assert.equal(board.fullmoveNumber(), 3);
  assert.equal(board.gamePly(), 5);
  board.delete();
});

test("isCheck, isCapture (en passant included) and their refusals", () => {
  const board = new Board();
  assert.equal(board.isCapture("e2e4"), false);
  board.pushMoves("e2e4 g8f6 e4e5 d7d5");
  assert.equal(board.isCapture("e5f6"), true);
  assert.equal(board.isCapture("e5d6"), true, "en passant captures");
  assert.throws(() => board.isCapture("e5e7"), Error);
  board.setFen("rnbqkbnr/ppppp2p/5p2/6pQ/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 3");
  assert.equal(board.isCheck(), true);
  const crazy = new Board("crazyhouse", "rnb1kbnr/ppp1pppp/8/8/8/5q2/PPPP1PPP/RNBQKB1R[Pnp] w KQkq - 0 4");
  assert.equal(crazy.isCapture("P@e3"), false, "a drop does not capture");
  board.delete();
  crazy.delete();
});

test("result and isGameOver: mates, stalemate, dead positions, claimable draws", () => {
  const board = new Board();
  assert.equal(board.result(), "*");
  board.pushSanMoves("e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#");
  assert.equal(board.result(), "1-0");
  assert.equal(board.isGameOver(), true);
  board.reset();
  board.pushSanMoves("f3 e5 g4 Qh4#");
  assert.equal(board.result(), "0-1");
  board.setFen("2Q2bnr/4p1pq/5pkr/7p/7P/4P3/PPPP1PP1/RNB1KBNR w KQ - 1 10");
  board.pushSan("Qe6");
  assert.equal(board.result(), "1/2-1/2", "stalemate draws");
  board.setFen("3Rk3/8/8/8/8/8/2N5/3K4 b - - 0 1");
  assert.equal(board.isGameOver(), false);
  board.pushSan("Kxd8");
  assert.equal(board.isGameOver(), true, "king and knight against king is dead");
  assert.equal(board.result(), "1/2-1/2");
  board.reset();
  board.pushSanMoves("Nf3 Nc6 Ng1 Nb8 Nf3 Nc6 Ng1 Nb8");
  assert.equal(board.result(false), "*");
  assert.equal(board.isGameOver(false), false);
  assert.equal(board.result(true), "1/2-1/2", "a threefold repetition may be claimed");
  assert.equal(board.isGameOver(true), true);
  board.delete();
});

test("hasInsufficientMaterial answers for each side as ffish.js", () => {
  const board = new Board();
  assert.equal(board.hasInsufficientMaterial(true), false);
  board.setFen("8/5k2/8/8/8/2K5/6R1/8 w - - 0 1");
  assert.equal(board.hasInsufficientMaterial(true), false);
  assert.equal(board.hasInsufficientMaterial(false), true);
  assert.equal(board.isInsufficientMaterial(), false);
  board.setFen("8/5k2/8/8/8/2K5/6B1/8 w - - 0 1");
  assert.equal(board.hasInsufficientMaterial(true), true);
  assert.equal(board.isInsufficientMaterial(), true);
  board.delete();
  // Fairy-Stockfish's heuristic for a variant defined as data: advisors never leave the
  // palace, a soldier is enough where stalemate loses, pieces in hand are always enough.
  const xiangqi = new Board("xiangqi", "4k4/9/9/9/9/9/9/9/4P4/3AKA3 w - - 0 1");
  assert.equal(xiangqi.hasInsufficientMaterial(true), false);
  assert.equal(xiangqi.hasInsufficientMaterial(false), true);
  xiangqi.setFen("4k4/9/9/9/9/9/9/9/9/3AKA3 w - - 0 1");
  assert.equal(xiangqi.isInsufficientMaterial(), true);
  assert.equal(xiangqi.isGameOver(), true, "neither side can win: the game is over, as in ffish.js");
  assert.equal(xiangqi.result(), "1/2-1/2");
  xiangqi.delete();
  const crazyhouse = new Board("crazyhouse", "4k3/8/8/8/8/8/8/4K3[] w - - 0 1");
  assert.equal(crazyhouse.hasInsufficientMaterial(true), false);
  crazyhouse.delete();
});

test("pocket lists one side's pieces in hand in lower case, in either FEN form", () => {
  for (const fen of [
    "rnb1kbnr/ppp1pppp/8/8/8/5q2/PPPP1PPP/RNBQKB1R/Pnp w KQkq - 0 4",
    "rnb1kbnr/ppp1pppp/8/8/8/5q2/PPPP1PPP/RNBQKB1R[Pnp] w KQkq - 0 4",
  ]) {
    const board = new Board("crazyhouse", fen);
    assert.equal(board.pocket(true), "p");
    assert.equal([...board.pocket(false)].sort().join(""), "np");
    board.delete();
  }
});

test("toString draws the board one rank a line with dots", () => {
  const board = new Board("chess", "rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");
  assert.equal(board.toString(), [
    "r n b . k b n r", "p p p . p p p p", ". . . . . . . .", ". . . q . . . .",
    ". . . . . . . .", ". . . . . . . .", "P P P P . P P P", "R N B Q K B N R",
  ].join("\n"));
  board.delete();
});

test("module functions: variants, startingFen, validateFen, info", () => {
  const names = skazka.variants().split(" ");
  for (const n of ["chess", "stone", "synthesis", "xianling", "volkhv", "crazyhouse", "shogi", "minixiangqi"]) {
    assert.ok(names.includes(n), n);
  }
  assert.equal(skazka.startingFen("chess"), START);
  assert.equal(skazka.validateFen(START), 1);
  assert.equal(skazka.validateFen("6k1/R7/2p4p/2P2p1P/PPb2Bp1/2P1K1P1/5r2/8 b - - 4 39"), 1);
  assert.equal(skazka.validateFen("", "chess"), 0);
  assert.equal(skazka.validateFen("rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), -10);
  // ffish.js's codes: touching kings, a castling right without its rook, a bad counter.
  assert.equal(skazka.validateFen("8/8/8/8/8/8/8/4Kk2 w - - 0 1", "chess"), -9);
  assert.equal(skazka.validateFen("4k3/8/8/8/8/8/8/4K3 w KQ - 0 1", "chess"), -5);
  assert.equal(skazka.validateFen("4k3/8/8/8/8/8/8/4K3 w - - -5 1"), -2);
  // The third argument is ffish.js's chess960 flag: castling pieces off their start squares.
  assert.equal(skazka.validateFen("4k3/8/8/8/8/8/8/1R2K1R1 w KQ - 0 1", "chess", false), -5);
  assert.equal(skazka.validateFen("4k3/8/8/8/8/8/8/1R2K1R1 w KQ - 0 1", "chess", true), 1);
  assert.equal(skazka.validateFen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSG+KGSNL[-] w 0 1", "shogi"), -12);
  // A game written in Rust gives its reader's refusal the closest code.
  const xianling = skazka.startingFen("xianling");
  assert.equal(skazka.validateFen(xianling.replace(" w ", " x "), "xianling"), -6);
  assert.throws(() => skazka.validateFen(START, "no-such-game"), Error);
  assert.throws(() => skazka.startingFen("no-such-game"), Error);
  assert.match(skazka.info(), /^skazka \d/);
});

test("loadVariantConfig registers a variants.ini section that boards then play", () => {
  const loaded = skazka.loadVariantConfig(
    "# Capablanca chess without castling.\n[capa-nc-js:capablanca]\ncastling = false\n");
  assert.equal(loaded, "capa-nc-js");
  assert.ok(skazka.variants().split(" ").includes("capa-nc-js"));
  const board = new Board("capa-nc-js");
  assert.equal(board.numberLegalMoves(), 28);
  board.delete();
  assert.throws(() => skazka.loadVariantConfig("[broken:nosuchparent]\nfoo = bar\n"), Error);
});

test("readGamePGN reads the tags and the main line in move text", () => {
  const game = skazka.readGamePGN(
    '[Event "Test"]\n[White "Ann"]\n[Black "Bo"]\n\n1. e4 e5 2. Nf3 {a comment} Nc6 (2... d6) 3. Bb5 *\n');
  assert.equal(game.headerKeys(), "Event White Black");
  assert.equal(game.headers("White"), "Ann");
  assert.equal(game.headers("Round"), "");
  assert.equal(game.mainlineMoves(), "e2e4 e7e5 g1f3 b8c6 f1b5");
  const board = game.board();
  assert.equal(board.moveStack(), "e2e4 e7e5 g1f3 b8c6 f1b5");
  board.delete();
  game.delete();
  assert.throws(() => skazka.readGamePGN(""), /no game/);
  assert.throws(() => skazka.readGamePGN("1. e4 e5 2. Ke3 *"), Error);
});

test("hostile input throws JavaScript errors and the module goes on working", () => {
  assert.throws(() => new Board("no-such-game"), Error);
  assert.throws(() => new Board("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1"), Error);
  assert.throws(() => new Board("chess", "x".repeat(10000)), Error);
  assert.throws(() => new Board("chess", "\u0000\uffff"), Error);
  assert.throws(() => new Board("volkhv", undefined, "dice=maybe"), Error);
  assert.throws(() => new Board("chess", undefined, 42), Error);
  const board = new Board();
  assert.equal(board.push("\u{1F600}"), false);
  assert.equal(board.push("e2e4".repeat(1000)), false);
  assert.equal(board.pushSan(""), false);
  assert.throws(() => board.svg({ orientation: "sideways" }), Error);
  assert.throws(() => board.svg({ size: "big" }), Error);
  assert.throws(() => board.search({ timeMs: "soon" }), Error);
  board.delete();
  assert.throws(() => board.fen(), Error, "a freed board throws");
  assert.throws(() => board.push("e2e4"), Error);
  assert.throws(() => board.delete(), Error, "freeing twice throws");
  const again = new Board();
  assert.equal(again.numberLegalMoves(), 20);
  again.delete();
});

test("options: a board keeps them through reset and setFen", () => {
  const board = new Board("volkhv", undefined, "dice=true");
  assert.equal(board.options(), "dice=true");
  assert.equal(board.isChance(), true);
  board.reset();
  assert.equal(board.options(), "dice=true");
  board.setFen(board.fen());
  assert.equal(board.options(), "dice=true");
  board.delete();
});

test("the die: a roll plays a face, repeatably from a seed, and only at a chance node", () => {
  const a = new Board("volkhv", undefined, "dice=true");
  const b = new Board("volkhv", undefined, "dice=true");
  const faces = a.legalMoves().split(" ");
  const rolled = a.roll(7);
  assert.ok(faces.includes(rolled), rolled);
  assert.equal(b.roll(7), rolled);
  assert.equal(a.isChance(), false);
  assert.throws(() => a.roll(), /no die/);
  const move = a.legalMoves().split(" ")[0];
  assert.equal(a.push(move), true);
  assert.equal(a.isChance(), true);
  assert.ok(a.legalMoves().split(" ").includes(a.roll()));
  a.delete();
  b.delete();
});

test("towers: Volkhv's tower moves name how many men they carry and play back", () => {
  const board = new Board("volkhv", "r3k2r/3(nPR)4/8/3(Q~p=n)4/4P=H3/8/(p=qQ~)7/R2(p=rR)K2R w KQkq - - 0 1");
  const towers = board.legalMoves().split(" ").filter((m) => /\(\d+\)/.test(m));
  assert.ok(towers.length > 0, board.legalMoves());
  assert.equal(board.push(towers[0]), true);
  assert.equal(board.moveStack(), towers[0]);
  const again = new Board("volkhv", board.fen());
  assert.equal(again.fen(), board.fen());
  assert.match(board.toString(), /tower/, "a square of many men is drawn by the game's diagram");
  board.delete();
  again.delete();
});

test("svg draws the position with square ids and the selected piece's targets", () => {
  const board = new Board();
  const plain = board.svg();
  assert.match(plain, /^<svg/);
  assert.match(plain, /data-square="e2"/);
  const selected = board.svg({ selected: "g1", orientation: "black", size: 300 });
  assert.notEqual(selected, plain);
  board.delete();
});

test("search with a time limit answers a legal move within about that time", () => {
  const board = new Board();
  const started = Date.now();
  const found = board.search({ timeMs: 200 });
  const took = Date.now() - started;
  assert.ok(board.legalMoves().split(" ").includes(found.move), found.move);
  assert.equal(board.sanMove(found.move), found.san);
  assert.ok(found.depth >= 1);
  assert.ok(took < 2000, `took ${took} ms`);
  const deep = board.search({ depth: 3 });
  assert.equal(deep.depth, 3);
  board.setFen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
  assert.equal(board.search({ depth: 3 }).move, "a1a8", "the engine finds a mate in one");
  board.pushSan("Ra8#");
  assert.throws(() => board.search({ timeMs: 10 }), /over/);
  board.delete();
});

test("state answers what the web board's API answers", () => {
  const board = new Board();
  board.push("e2e4");
  const s = board.state();
  assert.equal(s.variant, "chess");
  assert.deepEqual(s.moves, ["e2e4"]);
  assert.deepEqual(s.moves_san, ["e4"]);
  assert.deepEqual([...s.last_move].sort(), ["e2", "e4"]);
  assert.equal(s.turn, "black");
  assert.equal(s.legal_moves.length, 20);
  assert.deepEqual(Object.keys(s.legal_moves[0]).sort(), ["choice", "from", "san", "text", "to"]);
  assert.equal(s.outcome, null);
  assert.ok(s.pieces.some((p) => p.letter === "Q" && p.name === "Queen"));
  board.delete();
});

test("state names every choice and lists the pieces with pictures, as the server board does", () => {
  const board = new Board("stone");
  const s = board.state();
  const placement = s.legal_moves.find((m) => m.text === "ST@e5");
  assert.deepEqual(placement.choice, { piece: "ST", name: "Stone", note: "2 stones" });
  assert.equal(s.legal_moves.find((m) => m.text === "R@b1").choice.note, "5 stones");
  assert.ok(!s.legal_moves.find((m) => m.text === "e2e4").choice);
  assert.ok(s.pieces.length > 10);
  for (const p of s.pieces) {
    assert.ok(p.name && p.moves && p.white.startsWith("<svg") && p.black.startsWith("<svg"), p.letter);
  }
  board.delete();
  const chess = new Board("chess", "8/P6k/8/8/8/8/8/K7 w - - 0 1");
  assert.equal(chess.state().legal_moves.find((m) => m.text === "a7a8q").choice.name, "Queen");
  chess.delete();
});

test("perft counts the move paths of chess's start", () => {
  const board = new Board();
  assert.equal(board.perft(1), 20);
  assert.equal(board.perft(3), 8902);
  board.delete();
});
