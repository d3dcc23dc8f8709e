"""skazka's pyffish-compatible functions against the real pyffish 0.0.90 wheel.

Seeded random games in chess and every catalogue variant both know, compared call by call at
every ply: legal_moves, get_fen, gives_check, get_san (of the move played, in every notation
pyffish has), is_capture, is_immediate_game_end, is_optional_game_end,
has_insufficient_material and game_result; at the end of each game, get_san_moves of the whole
line in every notation (promoted pieces then carry their history). A sample: SKAZKA_DIFF_GAMES
games of at most SKAZKA_DIFF_PLIES plies per variant (1 and 25 by default) keeps the run within
a couple of minutes; raise them for a deeper run.

Then the two answers that random games rarely reach: has_insufficient_material in sparse
random positions (kings and a few pieces, where the rule matters) of every variant without
pieces in hand, and validate_fen on FENs of every shared variant mutated at random (a field
dropped or added, a character changed, bad counters, an extra king, bad castling letters, a bad
pocket, a bad en-passant square). SKAZKA_DIFF_POSITIONS and SKAZKA_DIFF_MUTATIONS set how many
per variant (40 and 120 by default).
"""
import os
import random

import pytest

import skazka

pyffish = pytest.importorskip("pyffish")

GAMES = int(os.environ.get("SKAZKA_DIFF_GAMES", "1"))
PLIES = int(os.environ.get("SKAZKA_DIFF_PLIES", "25"))
POSITIONS = int(os.environ.get("SKAZKA_DIFF_POSITIONS", "40"))
MUTATIONS = int(os.environ.get("SKAZKA_DIFF_MUTATIONS", "120"))

# Every notation pyffish has, NOTATION_DEFAULT (the variant's own) included.
NOTATIONS = sorted(getattr(pyffish, name) for name in dir(pyffish) if name.startswith("NOTATION_"))


def shared_variants():
    ours = set(skazka.variants())
    return sorted(v for v in pyffish.variants() if v in ours)


def test_the_catalogue_is_shared_with_pyffish():
    shared = shared_variants()
    assert "chess" in shared and "capablanca" in shared and "shogi" in shared
    assert len(shared) >= 60


def test_the_notation_constants_are_pyffishs():
    names = [name for name in dir(pyffish) if name.startswith("NOTATION_")]
    assert len(names) == 10
    for name in names:
        assert getattr(skazka, name) == getattr(pyffish, name), name


def settled(end):
    """An end answer with its value zeroed where the game does not end: pyffish leaves the
    value uninitialised there."""
    ended, value = end
    return (ended, value if ended else 0)


def compare_game(variant, rng):
    start = pyffish.start_fen(variant)
    assert skazka.start_fen(variant) == start
    moves = []
    for ply in range(PLIES + 1):
        where = f"{variant} after {' '.join(moves) or 'the start'}"
        # pyffish replays the whole line, like skazka: repetitions count.
        fen = pyffish.get_fen(variant, start, moves)
        assert skazka.get_fen(variant, start, moves) == fen, where
        assert skazka.gives_check(variant, start, moves) == pyffish.gives_check(variant, start, moves), where
        # pyffish leaves the value unset when the game goes on: it is compared only at an end.
        theirs_end = settled(pyffish.is_immediate_game_end(variant, start, moves))
        assert settled(skazka.is_immediate_game_end(variant, start, moves)) == theirs_end, where
        assert settled(skazka.is_optional_game_end(variant, start, moves)) == settled(pyffish.is_optional_game_end(variant, start, moves)), where
        assert skazka.has_insufficient_material(variant, start, moves) == pyffish.has_insufficient_material(variant, start, moves), where
        legal = sorted(pyffish.legal_moves(variant, start, moves))
        assert sorted(skazka.legal_moves(variant, start, moves)) == legal, where
        # The same question from the FEN reached, without the moves.
        assert sorted(skazka.legal_moves(variant, fen, [])) == sorted(pyffish.legal_moves(variant, fen, [])), where
        if theirs_end[0] or not legal:
            assert skazka.game_result(variant, start, moves) == pyffish.game_result(variant, start, moves), where
            break
        move = rng.choice(legal)
        assert skazka.is_capture(variant, start, moves, move) == pyffish.is_capture(variant, start, moves, move), f"{where}: {move}"
        for notation in NOTATIONS:
            theirs = pyffish.get_san(variant, fen, move, False, notation)
            assert skazka.get_san(variant, fen, move, False, notation) == theirs, f"{where}: {move} in notation {notation}"
        moves.append(move)
    for notation in NOTATIONS:
        theirs = pyffish.get_san_moves(variant, start, moves, False, notation)
        assert skazka.get_san_moves(variant, start, moves, False, notation) == theirs, f"{variant}: {' '.join(moves)} in notation {notation}"


@pytest.mark.parametrize("variant", shared_variants())
def test_random_games_agree_with_pyffish_call_by_call(variant):
    rng = random.Random(f"skazka:{variant}")
    for _ in range(GAMES):
        compare_game(variant, rng)


def test_san_of_a_line_agrees_with_pyffish():
    start = pyffish.start_fen("chess")
    line = ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5c6", "d7c6", "e1g1", "f7f6"]
    assert skazka.get_san_moves("chess", start, line) == pyffish.get_san_moves("chess", start, line)


def test_a_threefold_repetition_is_an_optional_end_in_both():
    start = pyffish.start_fen("chess")
    line = ["g1f3", "g8f6", "f3g1", "f6g8"] * 2
    assert skazka.is_optional_game_end("chess", start, line) == pyffish.is_optional_game_end("chess", start, line) == (True, 0)
    # pyffish leaves the value uninitialised where the game does not end, so only its flag
    # is compared; skazka answers 0 there, as its API documents.
    assert skazka.is_optional_game_end("chess", start, line[:-1]) == (False, 0)
    assert settled(pyffish.is_optional_game_end("chess", start, line[:-1])) == (False, 0)


def test_checkmate_values_agree_with_pyffish():
    start = pyffish.start_fen("chess")
    mate = ["f2f3", "e7e5", "g2g4", "d8h4"]
    assert skazka.legal_moves("chess", start, mate) == []
    assert skazka.game_result("chess", start, mate) == pyffish.game_result("chess", start, mate) == -pyffish.VALUE_MATE


def board_squares(fen):
    """(files, ranks, walls) of a FEN's board field (without its hand): walls are the
    squares written `*`, which stay in place when pieces are scattered."""
    rows = fen.split(" ")[0].split("[")[0].split("/")
    ranks = len(rows)
    walls = set()
    files = 0
    for index, row in enumerate(rows):
        file, run = 0, ""
        for c in row + "/":
            if c.isdigit():
                run += c
                continue
            file += int(run) if run else 0
            run = ""
            if c == "*":
                walls.add((file, ranks - 1 - index))
            if c.isalpha() or c == "*":
                file += 1
        files = max(files, file)
    return files, ranks, walls


def write_board(squares, files, ranks):
    """The board field of `squares` ({(file, rank): letter}, rank 0 at the bottom)."""
    out = []
    for rank in reversed(range(ranks)):
        row, empty = "", 0
        for file in range(files):
            letter = squares.get((file, rank))
            if letter is None:
                empty += 1
                continue
            if empty:
                row += str(empty)
                empty = 0
            row += letter
        out.append(row + (str(empty) if empty else ""))
    return "/".join(out)


def sparse_position(variant, rng):
    """A FEN of `variant` with its royal pieces and at most three others, placed at random,
    or None where the start position holds pieces in hand or no king."""
    start = pyffish.start_fen(variant)
    board = start.split(" ")[0]
    if "[" in board or "k" not in board or "K" not in board:
        return None
    files, ranks, walls = board_squares(start)
    letters = sorted({c for c in board if c.isalpha() and c not in "kK"})
    free = [(f, r) for f in range(files) for r in range(ranks) if (f, r) not in walls]
    rng.shuffle(free)
    squares = {wall: "*" for wall in walls}
    squares[free.pop()] = "K"
    squares[free.pop()] = "k"
    for _ in range(rng.randrange(4)):
        if not letters:
            break
        letter = rng.choice(letters)
        square = free.pop()
        if letter in "pP" and square[1] in (0, ranks - 1):
            continue
        squares[square] = letter
    turn = rng.choice("wb")
    fields = start.split(" ")
    checks = [f for f in fields[2:] if "+" in f]
    tail = (" " + checks[0]) if checks else ""
    return f"{write_board(squares, files, ranks)} {turn} - -{tail} 0 1"


@pytest.mark.parametrize("variant", shared_variants())
def test_insufficient_material_agrees_with_pyffish_in_sparse_positions(variant):
    rng = random.Random(f"skazka:sparse:{variant}")
    compared = 0
    for _ in range(POSITIONS):
        fen = sparse_position(variant, rng)
        if fen is None:
            pytest.skip("no kings on a board without a hand to scatter")
        try:
            ours = skazka.has_insufficient_material(variant, fen, [])
        except skazka.InvalidFenError:
            continue  # a position skazka's reader refuses (pyffish sets up anything)
        assert ours == pyffish.has_insufficient_material(variant, fen, []), f"{variant}: {fen}"
        compared += 1
    assert compared > 0


def game_fens(variant, rng, count=4, plies=12):
    """The start FEN and FENs reached by short random games, written by pyffish."""
    start = pyffish.start_fen(variant)
    fens = [start]
    for _ in range(count - 1):
        moves = []
        for _ in range(rng.randrange(1, plies)):
            legal = pyffish.legal_moves(variant, start, moves)
            if not legal:
                break
            moves.append(rng.choice(legal))
        fens.append(pyffish.get_fen(variant, start, moves))
    return fens


CHARACTERS = "kKqQrRbBnNpPaAcCsSmMhHeEgGlLxXzZ0123456789/+~*[]-"


def mutate(fen, rng):
    """`fen` with one random fault."""
    fields = fen.split(" ")
    kind = rng.randrange(11)
    if kind == 0 and len(fields) > 1:  # a field dropped
        del fields[rng.randrange(1, len(fields))]
    elif kind == 1:  # a field added
        fields.insert(rng.randrange(1, len(fields) + 1), rng.choice(["0", "-", "w", "x", "3+3", "+1+1"]))
    elif kind == 2:  # a character changed
        i = rng.randrange(len(fen))
        return fen[:i] + rng.choice(CHARACTERS) + fen[i + 1:]
    elif kind == 3:  # bad counters
        for i in (-1, -2):
            if len(fields) >= 3 and rng.random() < 0.7:
                fields[i] = rng.choice(["-5", "x", "-", "1x", "", "007", "99999999999999999999"])
    elif kind == 4:  # an extra king, or one taken away
        board = fields[0]
        spots = [i for i, c in enumerate(board) if c.isdigit() or c in "kK"]
        if spots:
            i = rng.choice(spots)
            fields[0] = board[:i] + rng.choice(["K", "k", "1"]) + board[i + 1:]
    elif kind == 5 and len(fields) > 2:  # bad castling letters
        fields[2] = "".join(rng.choice("KQkqABCDEFGHabcdefgh-1") for _ in range(rng.randrange(1, 5)))
    elif kind == 6:  # a bad pocket
        board = fields[0]
        pocket = rng.choice(["[3]", "[X]", "[Qq]", "[", "[-]", "/Q", "/3", "[]", "[K]"])
        fields[0] = board.split("[")[0] + pocket
    elif kind == 7 and len(fields) > 3:  # a bad en-passant square
        fields[3] = rng.choice(["e33", "z9", "9z", "e", "-x", "e3", "a10", "12", "--"])
    elif kind == 8:  # spaces doubled, or one at the end
        return fen.replace(" ", "  ", 1) if rng.random() < 0.5 else fen + " "
    elif kind == 9:  # a rank too many or too few
        ranks = fields[0].split("/")
        if rng.random() < 0.5:
            del ranks[rng.randrange(len(ranks))]
        else:
            ranks.insert(rng.randrange(len(ranks)), rng.choice(["8", "9", "10", "p7"]))
        fields[0] = "/".join(ranks)
    else:  # a promoted mark
        board = fields[0]
        i = rng.randrange(len(board))
        fields[0] = board[:i] + "+" + board[i:]
    return " ".join(fields)


def safe_for_pyffish(fen, start):
    """Whether pyffish's validator reads `fen` without undefined behaviour: it reads before
    the text for an empty board field; it writes past its board for a piece placed beyond the
    last square (`rnb11bnr`), which may corrupt its memory; it reads past its board for a
    castling file letter beyond the last square of Black's rank (`m` on eight files); and it
    reads the second castling rook of a side's start position once the side has a castling
    letter, also where the start has fewer (horde's White). skazka answers them all as invalid
    but the first (a board of no ranks)."""
    files, ranks, _ = board_squares(start)
    if fen.startswith(" ") or "\x00" in fen:
        return False
    fields = fen.split(" ")
    board = start.split(" ")[0]
    if len(fields) > 2:
        for rook, letters in (("R", [c for c in fields[2] if c.isupper()]), ("r", [c for c in fields[2] if c.islower()])):
            if letters and board.count(rook) < 2:
                return False
        if any(c.islower() and c not in "kq" and ord(c) - ord("a") >= files for c in fields[2]):
            return False
    rank, file, previous = 0, 0, "?"
    for c in fen:
        if c in " [":
            break
        if c == "*":
            file += 1
        elif c.isdigit():
            file += int(c) + (9 * int(previous) if previous.isdigit() else 0)
        elif c == "/":
            rank += 1
            if file != files or rank == ranks:
                break
            file = 0
        elif c.isalpha():
            if file == files:
                break
            if (ranks - 1 - rank) * files + file >= files * ranks:
                return False
            file += 1
        previous = c
    return True


# Fairy-Stockfish's variants built on chess without its king, which keep chess's castling rule.
KINGLESS_CASTLING = {"fox-and-hounds", "isolation", "isolation7x7", "snailtrail", "joust", "amazons"}


def known_difference(variant, fen):
    """FENs whose answer differs for a known reason (docs/variants.md, Differences):
    Fairy-Stockfish's variants built on chess without a king keep chess's castling rule
    without a king or rook to castle (its validator then reads the castling field, and looks
    for the king as an empty square), where skazka's definition has no castling; their
    castling field is not compared."""
    fields = fen.split(" ")
    return variant in KINGLESS_CASTLING and len(fields) > 2 and fields[2].strip("-") != ""


@pytest.mark.parametrize("variant", shared_variants())
def test_validate_fen_agrees_with_pyffish_on_mutated_fens(variant):
    rng = random.Random(f"skazka:mutate:{variant}")
    fens = game_fens(variant, rng)
    for fen in fens:
        assert skazka.validate_fen(fen, variant) == pyffish.validate_fen(fen, variant) == pyffish.FEN_OK, fen
    for _ in range(MUTATIONS):
        fen = mutate(rng.choice(fens), rng)
        if rng.random() < 0.3:
            fen = mutate(fen, rng)
        if not safe_for_pyffish(fen, fens[0]) or known_difference(variant, fen):
            continue
        assert skazka.validate_fen(fen, variant) == pyffish.validate_fen(fen, variant), f"{variant}: {fen!r}"


def test_validate_fen_codes_have_pyffishs_values():
    assert skazka.FEN_OK == pyffish.FEN_OK == 1
    assert skazka.FEN_INVALID_PROMOTED_PIECE == pyffish.FEN_INVALID_PROMOTED_PIECE == -12
    for name in dir(pyffish):
        if name.startswith("FEN_"):
            assert getattr(skazka, name) == getattr(pyffish, name), name
