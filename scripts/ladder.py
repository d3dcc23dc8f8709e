#!/usr/bin/env python3
"""Plays two engines against each other and prints the score with its error margin.

Each opening of the set is played twice, once with each engine as White, so a match of
N games uses N/2 openings. In chess the engines speak UCI or XBoard (python-chess drives both);
`xboard-moves` is for an XBoard engine without setboard (Fairy-Max), which gets the openings as
moves.

With `--variant NAME` (a name of Fairy-Stockfish's catalogue, or of skazka's own games, that
the engines' `feature variants=` list also has) the game is a chess variant, which python-chess does not know: both
engines are spoken to in XBoard directly over pipes, and skazka's Python module
(crates/skazka-python, pyffish-compatible) referees the game: legal moves, mate, the variant's
own ends (bare king, ...), repetitions and the n-move rule, and SAN for the PGN. Each opening
is a few random moves from the start (`--random-plies`), played with both colours. Games start
from the standard position; an engine without setboard is never sent one, so where its standard
position differs from skazka's (courier) the match starts from its position (`XBOARD_START`).

Examples (see docs/engine.md):

    # the new build against an older one, 2 000 nodes a move
    scripts/ladder.py --a target/release/skazka-engine --b /tmp/skazka-engine-old \
        --nodes 2000 --games 40

    # against Fairy-Max at 40 moves in 30 seconds
    scripts/ladder.py --a target/release/skazka-engine --b /usr/games/fairymax --b-proto xboard-moves \
        --tc 40/30 --games 10

    # the same in Capablanca chess, at 40 moves in 15 seconds, refereed by skazka's module
    scripts/ladder.py --variant capablanca --a target/release/skazka-engine \
        --a-proto xboard --b /usr/games/fairymax --b-proto xboard-moves --tc 40/15 --games 10

    # a game of skazka's own, at 4 000 nodes a move (XBoard's `nps` with `st 1`)
    scripts/ladder.py --variant synthesis --a target/release/skazka-engine --a-proto xboard \
        --b /tmp/skazka-engine-old --b-proto xboard --nodes 4000 --games 20

Chess needs python-chess (`pip install chess`); variants need skazka's module instead
(`maturin develop --profile python` in crates/skazka-python, as .ci/python.sh builds it).
"""

import argparse
import math
import os
import queue
import random
import re
import shlex
import subprocess
import sys
import threading
import time

# Each kind of match needs only its own module: python-chess for chess, skazka for variants.
try:
    import chess
    import chess.engine
    import chess.pgn
except ImportError:
    chess = None

HERE = os.path.dirname(os.path.abspath(__file__))


def read_openings(path):
    """Openings, one a line: moves from the start in UCI notation, or a FEN (for engines
    that take setboard). Blank lines and lines starting with # are skipped."""
    with open(path, encoding="utf-8") as f:
        lines = [line.strip() for line in f]
    return [line for line in lines if line and not line.startswith("#")]


def start(command, proto):
    if proto == "uci":
        return chess.engine.SimpleEngine.popen_uci(shlex.split(command))
    if proto == "xboard-moves":
        # python-chess insists on setboard, which Fairy-Max declines; the games start from
        # the standard position and reach the opening by moves, so it is never sent.
        filtered = f"{command} | sed -u s/setboard=0/setboard=1/"
        return chess.engine.SimpleEngine.popen_xboard(["sh", "-c", filtered])
    return chess.engine.SimpleEngine.popen_xboard(shlex.split(command))


class Clock:
    """A repeating time control: `moves` moves in `seconds`, then the same again."""

    def __init__(self, moves, seconds):
        self.moves = moves
        self.seconds = seconds
        self.left = [float(seconds), float(seconds)]
        self.made = [0, 0]

    def remaining(self, side):
        """Moves `side` still has to make in the current period (None: all the game)."""
        return self.moves - self.made[side] % self.moves if self.moves else None

    def limit(self, side):
        """The python-chess limit for the side to move (0: White, 1: Black)."""
        return chess.engine.Limit(
            white_clock=self.left[0],
            black_clock=self.left[1],
            remaining_moves=self.remaining(side),
        )

    def spend(self, side, seconds):
        """Charges `seconds`; False if the flag fell."""
        self.left[side] -= seconds
        if self.left[side] < 0:
            return False
        self.made[side] += 1
        if self.moves and self.made[side] % self.moves == 0:
            self.left[side] += self.seconds
        return True


def opening_board(opening):
    """The board of an opening line: a FEN, or moves from the start (kept as moves, so that
    engines without setboard get them as moves)."""
    if "/" in opening:
        return chess.Board(opening)
    board = chess.Board()
    for move in opening.split():
        board.push_uci(move)
    return board


def play_game(engines, names, opening, args):
    """Plays one game from `opening`, engines[0] as White. Returns (result, reason, game)."""
    board = opening_board(opening)
    clock = None
    if args.tc:
        moves, seconds = args.tc.split("/")
        clock = Clock(int(moves), float(seconds))
    game = chess.pgn.Game()
    node = game
    for move in board.move_stack:
        node = node.add_variation(move)
    if not board.move_stack:
        game.setup(board)
    game.headers["White"], game.headers["Black"] = names
    result, reason = None, None
    plies = 0
    while result is None:
        outcome = board.outcome(claim_draw=True)
        if outcome is not None:
            result, reason = outcome.result(), outcome.termination.name.lower()
            break
        if plies >= args.max_plies:
            result, reason = "1/2-1/2", "move limit"
            break
        white_to_move = board.turn == chess.WHITE
        mover = 0 if white_to_move else 1
        side = mover  # the clocks are kept by colour
        if clock:
            limit = clock.limit(side)
        else:
            limit = chess.engine.Limit(nodes=args.nodes, time=args.movetime)
        began = time.monotonic()
        try:
            played = engines[mover].play(board, limit, game=game)
        except chess.engine.EngineError as err:
            result = "0-1" if white_to_move else "1-0"
            reason = f"engine error: {err}"
            break
        spent = time.monotonic() - began
        if clock and not clock.spend(side, spent):
            result = "0-1" if white_to_move else "1-0"
            reason = "time forfeit"
            break
        if played.move is None or played.move not in board.legal_moves:
            result = "0-1" if white_to_move else "1-0"
            reason = f"illegal move {played.move}"
            break
        node = node.add_variation(played.move)
        board.push(played.move)
        plies += 1
    game.headers["Result"] = result
    game.headers["Termination"] = reason
    return result, reason, game


# ---------------------------------------------------------------------------------------------
# Variants: XBoard over pipes, refereed by skazka's module.

# Standard positions of XBoard engines that differ from skazka's (Fairy-Stockfish's) and that
# an engine without setboard cannot be moved away from. Courier in Fairy-Stockfish starts with
# three pawns and the ferz already advanced; Fairy-Max (like XBoard) starts from the historical
# array, every pawn on the second rank and the ferz on g1.
XBOARD_START = {
    "courier": "rnebmkfwbenr/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/RNEBMKFWBENR w - - 0 1",
}

# The moves are passed on as the referee writes them (Fairy-Stockfish's move text), which is
# XBoard's on boards of fewer than ten ranks: squares, then the letter of a promotion. Fairy-Max
# names its pieces in fmax.ini, and in capablanca (a, c), shatranj (q the ferz, b the alfil),
# courier (e alfil, f ferz, w wazir, m mann) and knightmate (k the royal knight, m the mann) its
# letters are Fairy-Stockfish's; both write castling as the king's move (capablanca f1i1, f1c1).
# A move text the engines did not share would show as an illegal move.

# The protocol gives an engine this long to answer a ping or to finish the features.
PROTOCOL_WAIT = 30.0
# A move that arrives this long after the flag fell is not waited for.
FLAG_GRACE = 1.0
# skazka's games written in Rust have move texts of their own, which the referee uses; the
# engines speak XBoard's forms of them (as skazka-engine's xbdefs.rs writes them): a pass is the
# null move `@@@@`, a Stone-chess placement a drop of the unit's one-letter alias (`ST@e4` is
# `T@e4`), and a promotion `=X` a lower-case letter after the squares.
XBOARD_PASS = "@@@@"
REFEREE_PASS = "--"
STONE_ALIASES = {"ST": "T", "SD": "S", "NN": "H", "PR": "I"}


def xboard_form(variant, move):
    """The referee's `move` as XBoard engines write it."""
    if move == REFEREE_PASS:
        return XBOARD_PASS
    if variant == "stone" and "@" in move:
        unit, square = move.split("@", 1)
        move = f"{STONE_ALIASES.get(unit, unit)}@{square}"
    if variant in ("stone", "volkhv", "xianling") and "=" in move:
        squares, piece = move.split("=", 1)
        letter = STONE_ALIASES.get(piece, piece) if variant == "stone" else piece
        move = squares + letter.lstrip("+").lower()
    return move
# How long a move at fixed nodes (`--nodes`, XBoard's `nps`) may take before the engine is taken
# for gone.
NODES_WAIT = 120.0


class EngineGone(Exception):
    """The engine's process ended or stopped answering."""


class XBoardEngine:
    """An XBoard engine spoken to over pipes (protocol version 2); `log`, a file that gets
    every line sent and received, to find what went wrong in a game."""

    def __init__(self, command, log=None, options=()):
        self.command = command
        self.log = log
        self.options = options
        self.tag = os.path.basename(shlex.split(command)[0])
        self.proc = None
        self.pings = 0
        self.launch()

    def launch(self):
        if self.proc is not None:
            self.kill()
        self.proc = subprocess.Popen(
            shlex.split(self.command),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            bufsize=1,
        )
        self.lines = queue.Queue()
        # A thread reads, so that a silent engine can be waited for with a deadline.
        threading.Thread(target=self._read, args=(self.proc.stdout, self.lines), daemon=True).start()
        self.send("xboard")
        self.send("protover 2")
        self.features = {}
        deadline = time.monotonic() + PROTOCOL_WAIT
        while self.features.get("done") != "1":
            line = self.receive(deadline)
            if line is None:
                raise EngineGone(f"{self.command}: no feature done=1")
            if line.startswith("feature "):
                for key, quoted, bare in re.findall(r'(\w+)=(?:"([^"]*)"|(\S+))', line):
                    self.features[key] = quoted if quoted or not bare else bare
                    if key != "done":
                        self.send(f"accepted {key}")
        self.id = {"name": self.features.get("myname", self.command)}
        self.usermove = self.features.get("usermove") == "1"
        self.setboard = self.features.get("setboard") == "1"
        self.variants = self.features.get("variants", "").split(",")
        self.send("easy")  # no pondering: each side thinks on its own time only
        self.send("nopost")
        for option in self.options:
            self.send(f"option {option}")
        self.stale = False

    @staticmethod
    def _read(stream, lines):
        for line in stream:
            lines.put(line.rstrip("\n"))
        lines.put(None)

    def note(self, arrow, line):
        if self.log:
            print(f"{time.monotonic():.3f} {self.tag} {arrow} {line}", file=self.log, flush=True)

    def send(self, line):
        self.note("<", line)
        try:
            self.proc.stdin.write(line + "\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            self.stale = True

    def receive(self, deadline):
        """The next line, or None at the deadline; EngineGone at the end of the output."""
        wait = deadline - time.monotonic()
        if wait <= 0:
            return None
        try:
            line = self.lines.get(timeout=wait)
        except queue.Empty:
            return None
        if line is None:
            self.stale = True
            raise EngineGone("the engine ended")
        self.note(">", line)
        return line

    def sync(self):
        """Waits until the engine has read everything sent so far."""
        if self.features.get("ping") != "1":
            return
        self.pings += 1
        self.send(f"ping {self.pings}")
        deadline = time.monotonic() + PROTOCOL_WAIT
        while True:
            line = self.receive(deadline)
            if line is None:
                raise EngineGone("no pong")
            if line.strip() == f"pong {self.pings}":
                return

    def new_game(self, variant, fen, args):
        """Starts a game of `variant`, from `fen` if it is not None; the engine waits in
        force mode."""
        if self.stale or self.proc.poll() is not None:
            self.launch()
        if variant not in self.variants:
            raise EngineGone(f"{self.id['name']} does not announce variant {variant}")
        self.send("new")
        self.send(f"variant {variant}")
        self.send("force")
        if fen is not None:
            if not self.setboard:
                raise EngineGone(f"{self.id['name']} declines setboard")
            self.send(f"setboard {fen}")
        if args.nodes:
            # XBoard's node limit: a second of `st` is `nps` nodes.
            if self.features.get("nps") != "1":
                raise EngineGone(f"{self.id['name']} declines nps")
            self.send("st 1")
            self.send(f"nps {args.nodes}")
        elif args.tc:
            moves, seconds = args.tc.split("/")
            whole = int(float(seconds))
            self.send(f"level {int(moves)} {whole // 60}:{whole % 60:02d} 0")
        else:
            self.send(f"st {args.movetime:g}")
        self.sync()

    def tell(self, move):
        """Passes on a move of the game (the engine is in force mode)."""
        self.send(f"usermove {move}" if self.usermove else move)

    def think(self, own, other, deadline):
        """Asks for a move with the clocks in seconds; returns (kind, text): ("move", move),
        ("resign", line), ("claim", line), ("rejected", line) when the engine refused the
        move passed on before, ("timeout", "") or ("gone", "")."""
        if own is not None:
            self.send(f"time {max(int(own * 100), 1)}")
            self.send(f"otim {max(int(other * 100), 1)}")
        self.send("go")
        try:
            while True:
                line = self.receive(deadline)
                if line is None:
                    # Still thinking past its flag: started again before its next game.
                    self.stale = True
                    return "timeout", ""
                words = line.split()
                if not words:
                    continue
                if words[0] == "move" and len(words) >= 2:
                    self.send("force")
                    return "move", words[1]
                if line.startswith("My move is"):
                    self.send("force")
                    return "move", words[-1]
                if words[0] == "resign":
                    return "resign", line
                if words[0] in ("1-0", "0-1", "1/2-1/2"):
                    return "claim", line
                if words[0] == "Illegal" and line.startswith("Illegal move"):
                    return "rejected", line
                if words[0] == "Error":
                    print(f"  {self.id['name']}: {line}", file=sys.stderr, flush=True)
        except EngineGone:
            return "gone", ""

    def end_game(self, result, reason):
        if not self.stale and self.proc.poll() is None:
            self.send("force")
            self.send(f"result {result} {{{reason}}}")

    def kill(self):
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()

    def quit(self):
        if self.proc.poll() is None:
            self.send("quit")
            try:
                self.proc.wait(timeout=2)
            except subprocess.TimeoutExpired:
                self.kill()


def variant_start(variant, engines):
    """The start position of the match: XBoard's where an engine cannot be sent another one."""
    sf = skazka_module()
    if variant in XBOARD_START and not all(e.setboard for e in engines):
        return XBOARD_START[variant]
    return sf.start_fen(variant)


def random_openings(variant, fen, count, plies, seed):
    """`count` different openings of `plies` random legal moves from `fen` (fewer if the
    variant has fewer)."""
    sf = skazka_module()
    rng = random.Random(seed)
    seen, openings = set(), []
    for _ in range(count * 50):
        moves = []
        for _ in range(plies):
            legal = sf.legal_moves(variant, fen, moves)
            if not legal:
                break
            moves.append(rng.choice(sorted(legal)))
        if tuple(moves) not in seen:
            seen.add(tuple(moves))
            openings.append(" ".join(moves))
        if len(openings) == count:
            break
    return openings


def skazka_module():
    import skazka

    return skazka


def play_variant_game(engines, names, opening, args, start):
    """Plays one game of `args.variant` from `start` and the opening's moves, engines[0] as
    White. Returns (result, reason, PGN text)."""
    sf = skazka_module()
    variant = args.variant
    standard = start == sf.start_fen(variant)
    for engine in engines:
        # An engine without setboard starts from its own standard position, which is `start`.
        engine.new_game(variant, None if standard or not engine.setboard else start, args)
    clock = None
    if args.tc:
        moves, seconds = args.tc.split("/")
        clock = Clock(int(moves), float(seconds))
    white_first = start.split()[1] == "w"
    moves, sans = [], []
    result = reason = None

    def loses(mover, why):
        return ("0-1" if mover == 0 else "1-0"), why

    def record(move):
        sans.append(sf.get_san(variant, sf.get_fen(variant, start, moves), move))
        moves.append(move)

    for move in opening.split():
        if move not in sf.legal_moves(variant, start, moves):
            raise ValueError(f"opening move {move} is not legal after {moves}")
        for engine in engines:
            engine.tell(xboard_form(variant, move))
        record(move)
    book = len(moves)
    while result is None:
        legal = sf.legal_moves(variant, start, moves)
        white_to_move = white_first == (len(moves) % 2 == 0)
        mover = 0 if white_to_move else 1
        # The variant's own ends first: a bared king (shatranj, courier) also has no moves.
        ended, value = sf.is_immediate_game_end(variant, start, moves)
        reason = "variant rule"
        if not ended and not legal:
            ended, value = True, sf.game_result(variant, start, moves)
            checked = sf.gives_check(variant, start, moves)
            reason = "checkmate" if checked else "stalemate"
        if not ended:
            ended, value = sf.is_optional_game_end(variant, start, moves)
            reason = "repetition or n-move rule"
        if ended:
            # The value is the side to move's.
            if value == 0:
                result = "1/2-1/2"
            else:
                result = "1-0" if (value > 0) == white_to_move else "0-1"
            break
        if len(moves) - book >= args.max_plies:
            result, reason = "1/2-1/2", "move limit"
            break
        if clock:
            own, other = clock.left[mover], clock.left[1 - mover]
            deadline = time.monotonic() + own + FLAG_GRACE
        else:
            own = other = None
            # Nodes take no fixed time: only an engine that stopped answering forfeits.
            deadline = time.monotonic() + (NODES_WAIT if args.nodes else 3 * args.movetime + 5)
        began = time.monotonic()
        kind, text = engines[mover].think(own, other, deadline)
        spent = time.monotonic() - began
        if kind == "timeout":
            result, reason = loses(mover, "time forfeit")
            break
        if kind == "gone":
            result, reason = loses(mover, "engine ended")
            break
        if kind == "resign":
            result, reason = loses(mover, "resigns")
            break
        if kind == "rejected":
            result, reason = loses(mover, f"refused {moves[-1] if moves else ''}: {text}")
            break
        if kind == "claim":
            # Every end by the rules is found above, before the engine is asked to move.
            result, reason = loses(mover, f"false claim: {text}")
            break
        if clock and not clock.spend(mover, spent):
            result, reason = loses(mover, "time forfeit")
            break
        if text not in legal:
            text = {xboard_form(variant, m): m for m in legal}.get(text, text)
        if text not in legal:
            result, reason = loses(mover, f"illegal move {text}")
            break
        engines[1 - mover].tell(xboard_form(variant, text))
        record(text)
    for engine in engines:
        engine.end_game(result, reason)
    return result, reason, variant_pgn(names, args, start, standard, sans, book, result, reason)


def variant_pgn(names, args, start, standard, sans, book, result, reason):
    headers = [
        ("Event", f"{args.variant} match"),
        ("Site", "?"),
        ("Date", time.strftime("%Y.%m.%d")),
        ("Round", "?"),
        ("White", names[0]),
        ("Black", names[1]),
        ("Result", result),
        ("Variant", args.variant),
        # A match at fixed nodes has no clock: PGN's "-".
        ("TimeControl", args.tc or ("-" if args.nodes else f"st {args.movetime:g}")),
        ("Termination", reason),
    ]
    if not standard:
        headers += [("SetUp", "1"), ("FEN", start)]
    lines = [f'[{k} "{v}"]' for k, v in headers]
    number = int(start.split()[5]) if len(start.split()) > 5 else 1
    white = start.split()[1] == "w"
    words = []
    for i, san in enumerate(sans):
        if white:
            words.append(f"{number}.")
        elif i == 0:
            words.append(f"{number}...")
        words.append(san)
        if i + 1 == book:
            words.append("{opening}")
        if not white:
            number += 1
        white = not white
    words.append(f"{{{reason}}} {result}")
    text, line = [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > 79:
            text.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    text.append(line)
    return "\n".join(lines) + "\n\n" + "\n".join(text)


def elo(score):
    score = min(max(score, 1e-3), 1 - 1e-3)
    return -400.0 * math.log10(1.0 / score - 1.0)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--a", required=True, help="command of engine A (the one measured)")
    p.add_argument("--b", required=True, help="command of engine B (the reference)")
    p.add_argument("--a-proto", default="uci", choices=["uci", "xboard", "xboard-moves"])
    p.add_argument("--b-proto", default="uci", choices=["uci", "xboard", "xboard-moves"])
    p.add_argument("--games", type=int, default=20, help="games (rounded up to even)")
    p.add_argument(
        "--nodes", type=int, help="nodes a move (in a variant: XBoard's nps with st 1)"
    )
    p.add_argument("--movetime", type=float, help="seconds a move")
    p.add_argument("--tc", help="MOVES/SECONDS, a repeating time control, e.g. 40/30")
    p.add_argument(
        "--openings",
        help="openings, one a line (default: scripts/openings.txt in chess, random moves in a "
        "variant)",
    )
    p.add_argument("--max-plies", type=int, default=400, help="adjudicate a draw after")
    p.add_argument("--pgn", help="write the games here")
    p.add_argument(
        "--variant",
        help="a variant of Fairy-Stockfish's catalogue or a game of skazka's own (synthesis, "
        "stone, volkhv), played over XBoard",
    )
    p.add_argument(
        "--random-plies", type=int, default=2, help="plies of a random opening in a variant"
    )
    p.add_argument("--seed", type=int, default=1, help="seed of the random openings")
    p.add_argument("--log", help="in a variant, write every XBoard line sent and received here")
    for side in "ab":
        p.add_argument(
            f"--{side}-option",
            action="append",
            default=[],
            metavar="NAME=VALUE",
            help=f"in a variant, an XBoard option of engine {side.upper()} (repeatable)",
        )
    args = p.parse_args()
    if not (args.nodes or args.movetime or args.tc):
        p.error("give --nodes, --movetime or --tc")
    if args.variant:
        if "uci" in (args.a_proto, args.b_proto):
            p.error("a variant is played over XBoard: give --a-proto and --b-proto xboard")
        try:
            skazka_module()
        except ImportError:
            p.error("a variant needs skazka's Python module (crates/skazka-python)")
    elif chess is None:
        p.error("chess needs python-chess (pip install chess)")

    pairs = (args.games + 1) // 2
    if args.variant:
        log = open(args.log, "w", encoding="utf-8") if args.log else None
        a = XBoardEngine(args.a, log, args.a_option)
        b = XBoardEngine(args.b, log, args.b_option)
        first = variant_start(args.variant, (a, b))
        if args.openings:
            openings = read_openings(args.openings)
        else:
            openings = random_openings(args.variant, first, pairs, args.random_plies, args.seed)

        def play(engines, names, opening):
            return play_variant_game(engines, names, opening, args, first)

    else:
        openings = read_openings(args.openings or os.path.join(HERE, "openings.txt"))
        a = start(args.a, args.a_proto)
        b = start(args.b, args.b_proto)

        def play(engines, names, opening):
            return play_game(engines, names, opening, args)

    a_name = a.id.get("name", args.a)
    b_name = b.id.get("name", args.b)
    wins = draws = losses = 0
    scores = []
    pgn = open(args.pgn, "w", encoding="utf-8") if args.pgn else None
    try:
        for i in range(pairs):
            opening = openings[i % len(openings)]
            for a_white in (True, False):
                engines = (a, b) if a_white else (b, a)
                names = (a_name, b_name) if a_white else (b_name, a_name)
                result, reason, game = play(engines, names, opening)
                if result == "1/2-1/2":
                    s = 0.5
                elif (result == "1-0") == a_white:
                    s = 1.0
                else:
                    s = 0.0
                scores.append(s)
                wins += s == 1.0
                draws += s == 0.5
                losses += s == 0.0
                colour = "white" if a_white else "black"
                print(
                    f"game {len(scores):3}  A {colour:5}  {result:7}  {reason:22}  "
                    f"score {sum(scores):.1f}/{len(scores)}",
                    flush=True,
                )
                if pgn:
                    print(game, file=pgn, end="\n\n", flush=True)
    finally:
        a.quit()
        b.quit()
        if pgn:
            pgn.close()

    n = len(scores)
    mean = sum(scores) / n
    var = sum((s - mean) ** 2 for s in scores) / max(n - 1, 1)
    margin = 1.96 * math.sqrt(var / n)
    lo, hi = elo(mean - margin), elo(mean + margin)
    print(f"A: {a_name}\nB: {b_name}")
    print(
        f"A scores {sum(scores):.1f}/{n} (+{wins} ={draws} -{losses}), {100 * mean:.1f}%: "
        f"Elo {elo(mean):+.0f}, 95% interval [{lo:+.0f}, {hi:+.0f}]"
    )


if __name__ == "__main__":
    sys.exit(main())
