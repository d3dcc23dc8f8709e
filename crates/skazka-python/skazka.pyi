"""skazka: rules of chess variants. pyffish's functions for every variant skazka knows, and a
Board class in python-chess's shape."""

from typing import Dict, List, Optional, Tuple, Union

__version__: str

NOTATION_DEFAULT: int
NOTATION_SAN: int
NOTATION_LAN: int
NOTATION_SHOGI_HOSKING: int
NOTATION_SHOGI_HODGES: int
NOTATION_SHOGI_HODGES_NUMBER: int
NOTATION_JANGGI: int
NOTATION_XIANGQI_WXF: int
NOTATION_THAI_SAN: int
NOTATION_THAI_LAN: int
FEN_OK: int
FEN_EMPTY: int
FEN_INVALID_MOVE_COUNTER: int
FEN_INVALID_HALF_MOVE_COUNTER: int
FEN_INVALID_NUMBER_OF_KINGS: int
FEN_INVALID_EN_PASSANT_SQ: int
FEN_INVALID_CASTLING_INFO: int
FEN_INVALID_SIDE_TO_MOVE: int
FEN_INVALID_POCKET_INFO: int
FEN_INVALID_BOARD_GEOMETRY: int
FEN_TOUCHING_KINGS: int
FEN_INVALID_CHAR: int
FEN_INVALID_NB_PARTS: int
FEN_INVALID_PROMOTED_PIECE: int
FEN_INVALID_CHECK_COUNT: int
FEN_INVALID_COUNTING_RULE: int
VALUE_MATE: int
VALUE_DRAW: int

class SkazkaError(ValueError):
    """Bad input: the base of skazka's exceptions (a ValueError)."""

error = SkazkaError

class UnknownVariantError(SkazkaError):
    """No variant of skazka has this name."""

class InvalidFenError(SkazkaError):
    """The FEN (or the options) cannot be read, or describe a position the game refuses."""

class InvalidMoveError(SkazkaError):
    """The text is not a move in the game's move text or in SAN."""

class IllegalMoveError(SkazkaError):
    """The move is not legal in the position (or the game is over)."""

class AmbiguousMoveError(SkazkaError):
    """The SAN names more than one legal move."""

class InternalError(RuntimeError):
    """A bug of skazka (a Rust panic), caught before it reached Python."""

def version() -> Tuple[int, int, int]:
    """The version of pyffish whose API this module follows: (0, 0, 90)."""

def info() -> str:
    """The engine's name and version."""

def variants() -> List[str]:
    """The names of every variant skazka knows, sorted."""

def set_option(name: str, value: object) -> None:
    """`VariantPath` loads a variants.ini file; `VARIANT.KEY` sets a game's option."""

def load_variant_config(config: str) -> None:
    """Loads the variants of a variants.ini text."""

def start_fen(variant: str) -> str:
    """The FEN of the variant's start position."""

def two_boards(variant: str) -> bool:
    """Whether the variant is played on two boards (never, for skazka's variants)."""

def captures_to_hand(variant: str) -> bool:
    """Whether captured pieces go to the captor's hand."""

def legal_moves(variant: str, fen: str, moves: List[str], chess960: bool = False) -> List[str]:
    """The legal moves after `moves` from `fen` (or "startpos"), in move text."""

def get_fen(
    variant: str,
    fen: str,
    moves: List[str],
    chess960: bool = False,
    sfen: bool = False,
    showPromoted: bool = False,
    countStarted: int = 0,
) -> str:
    """The FEN after `moves` from `fen`."""

def get_san(
    variant: str, fen: str, move: str, chess960: bool = False, notation: int = NOTATION_DEFAULT
) -> str:
    """The legal move `move` in the position of `fen`, in `notation` (a `NOTATION_*`; the
    default is the variant's: Hodges' numbered notation for the shogi family, SAN otherwise).
    The games written in Rust are written in SAN and LAN only; other notations raise
    `ValueError`."""

def get_san_moves(
    variant: str,
    fen: str,
    moves: List[str],
    chess960: bool = False,
    notation: int = NOTATION_DEFAULT,
) -> List[str]:
    """Each of `moves`, played one after another from `fen`, in `notation` (as `get_san`)."""

def gives_check(variant: str, fen: str, moves: List[str], chess960: bool = False) -> bool:
    """Whether the side to move after `moves` is in check."""

def is_capture(variant: str, fen: str, moves: List[str], move: str, chess960: bool = False) -> bool:
    """Whether the legal move `move`, after `moves`, captures."""

def game_result(variant: str, fen: str, moves: List[str], chess960: bool = False) -> int:
    """The game's value for the side to move: VALUE_MATE, -VALUE_MATE or VALUE_DRAW."""

def is_immediate_game_end(
    variant: str, fen: str, moves: List[str], chess960: bool = False
) -> Tuple[bool, int]:
    """(ended, value): an end by the rules other than checkmate or stalemate."""

def is_optional_game_end(
    variant: str, fen: str, moves: List[str], chess960: bool = False, countStarted: int = 0
) -> Tuple[bool, int]:
    """(ended, value): a claimable draw or a repetition the rules score."""

def has_insufficient_material(
    variant: str, fen: str, moves: List[str], chess960: bool = False
) -> Tuple[bool, bool]:
    """(white, black): whether each side lacks the material to ever win (Fairy-Stockfish's
    heuristic for the variants defined as data)."""

def validate_fen(fen: str, variant: str, chess960: bool = False) -> int:
    """FEN_OK (1), or the code of the first problem: FEN_EMPTY (0) or a negative FEN_* code,
    as Fairy-Stockfish's validator answers for the variants defined as data."""

def perft(variant: str, fen: str, moves: List[str], depth: int) -> int:
    """The number of move paths of `depth` plies after `moves` (releases the GIL)."""

class Move:
    """A move in the game's move text, with its squares where known."""

    @staticmethod
    def from_uci(text: str) -> "Move":
        """A move from its text."""
    def uci(self) -> str:
        """The move in the game's move text."""
    @property
    def from_square(self) -> Optional[str]:
        """The square the move starts from."""
    @property
    def to_square(self) -> Optional[str]:
        """The square the move goes to or acts on."""
    def __hash__(self) -> int: ...
    def __eq__(self, other: object) -> bool: ...

class Outcome:
    """How a game ended."""

    @property
    def winner(self) -> Optional[bool]:
        """True if White won, False if Black won, None for a draw."""
    @property
    def termination(self) -> str:
        """Why the game ended (checkmate, stalemate, repetition, ...)."""
    def result(self) -> str:
        """1-0, 0-1 or 1/2-1/2."""

class Board:
    """A game of any variant, in python-chess's shape."""

    def __init__(self, variant: str = "chess", fen: Optional[str] = None, options: Optional[str] = None) -> None: ...
    @property
    def variant(self) -> str:
        """The variant's name."""
    @property
    def options(self) -> str:
        """The options that differ from the defaults, as key=value words."""
    @property
    def legal_moves(self) -> List[Move]:
        """The legal moves (none once the game is over)."""
    @property
    def move_stack(self) -> List[Move]:
        """The moves played, oldest first."""
    @property
    def turn(self) -> bool:
        """True when White is to move."""
    @property
    def ply(self) -> int:
        """The number of plies played."""
    def fen(self) -> str:
        """The current position's FEN."""
    def start_fen(self) -> str:
        """The start position's FEN."""
    def push(self, move: Union[Move, str]) -> None:
        """Plays a move (a Move or its move text)."""
    def push_uci(self, uci: str) -> Move:
        """Plays a move in move text; returns it."""
    def push_san(self, san: str) -> Move:
        """Plays a move in SAN; returns it."""
    def parse_uci(self, uci: str) -> Move:
        """The legal move written `uci`."""
    def parse_san(self, san: str) -> Move:
        """The legal move written `san`."""
    def pop(self) -> Move:
        """Takes back the last move; IndexError at the start."""
    def peek(self) -> Move:
        """The last move; IndexError at the start."""
    def san(self, move: Union[Move, str]) -> str:
        """The SAN of a legal move."""
    def san_moves(self) -> List[str]:
        """The moves played, in SAN."""
    def is_check(self) -> bool:
        """Whether the side to move is in check."""
    def is_game_over(self, *, claim_draw: bool = False) -> bool:
        """Whether the game is over."""
    def outcome(self, *, claim_draw: bool = False) -> Optional[Outcome]:
        """How the game ended, or None."""
    def can_claim_draw(self) -> bool:
        """Whether the side to move may claim a draw now."""
    def copy(self) -> "Board":
        """A copy of the game."""
    def __copy__(self) -> "Board": ...
    def __deepcopy__(self, memo: object) -> "Board": ...
    def perft(self, depth: int) -> int:
        """The number of move paths of `depth` plies (releases the GIL)."""
    def search(
        self, *, depth: Optional[int] = None, movetime: Optional[float] = None, nodes: Optional[int] = None
    ) -> Optional[Move]:
        """The best move found within the limits (releases the GIL)."""
    def pgn(self, headers: Optional[Dict[str, str]] = None) -> str:
        """The game as PGN."""
    @classmethod
    def from_pgn(cls, text: str) -> "Board":
        """The game of the first record of a PGN text."""
    def svg(self, size: int = 400, flipped: bool = False) -> str:
        """The position as an SVG picture."""
    def _repr_svg_(self) -> str:
        """The picture Jupyter shows."""
