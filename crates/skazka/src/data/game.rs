//! The facade's playable form of a [`FairyPosition`]: the position with what the programs need
//! besides its rules (short algebraic notation, piece values and looks), for the generic code
//! that takes a [`Playable`](crate::engine::Playable) game.

use core::fmt;
use core::str::FromStr;
use std::sync::{Arc, Mutex, PoisonError};

use skazka_core::san::{San, SanShape};
use skazka_core::{
    Bitboard, Color, DrawRules, Geometry, HistoryRule, Outcome, ParseMoveError, PieceTable,
    Position, Rules,
};
use skazka_fairy::{
    FairyFenError, FairyMove, FairyMoveList, FairyOptions, FairyPosition, PieceKind,
};

/// A [`FairyPosition`] with the facts about its variant's pieces.
#[derive(Clone)]
pub(crate) struct FairyGame {
    pub(crate) position: FairyPosition,
    pub(crate) facts: Arc<PieceFacts>,
}

impl From<FairyPosition> for FairyGame {
    fn from(position: FairyPosition) -> FairyGame {
        let facts = PieceFacts::of(position.variant());
        FairyGame { position, facts }
    }
}

impl fmt::Debug for FairyGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.position, f)
    }
}

impl fmt::Display for FairyGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.position, f)
    }
}

impl PartialEq for FairyGame {
    fn eq(&self, other: &FairyGame) -> bool {
        self.position == other.position
    }
}

impl Default for FairyGame {
    fn default() -> FairyGame {
        FairyPosition::default().into()
    }
}

impl FromStr for FairyGame {
    type Err = FairyFenError;

    fn from_str(fen: &str) -> Result<FairyGame, FairyFenError> {
        fen.parse::<FairyPosition>().map(FairyGame::from)
    }
}

impl Position for FairyGame {
    type Move = FairyMove;
    type MoveList = FairyMoveList;

    fn turn(&self) -> Color {
        self.position.turn()
    }

    fn legal_moves(&self, moves: &mut FairyMoveList) {
        self.position.legal_moves(moves);
    }

    fn play_unchecked(&mut self, m: FairyMove) {
        self.position.play_unchecked(m);
    }

    fn is_check(&self) -> bool {
        self.position.is_check()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.position.outcome()
    }

    fn zobrist(&self) -> u64 {
        self.position.zobrist()
    }

    fn parse_move(&self, text: &str) -> Result<FairyMove, ParseMoveError> {
        self.position.parse_move(text)
    }

    fn write_move(&self, m: FairyMove, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.position.write_move(m, f)
    }

    fn halfmove_clock(&self) -> Option<u32> {
        self.position.halfmove_clock()
    }

    fn is_repetition_of(&self, other: &FairyGame) -> bool {
        self.position.is_repetition_of(&other.position)
    }

    fn is_chance(&self) -> bool {
        self.position.is_chance()
    }

    fn legal_move_list(&self) -> FairyMoveList {
        self.position.legal_move_list()
    }

    fn legal_move_count(&self) -> usize {
        self.position.legal_move_count()
    }

    fn perft(&self, depth: u32) -> u64 {
        self.position.perft(depth)
    }
}

/// The history rule of the position's variant, applied to the positions inside.
#[derive(Clone, Debug)]
pub(crate) struct FairyGameHistory(<FairyPosition as Rules>::History);

impl HistoryRule<FairyGame> for FairyGameHistory {
    fn start(start: &FairyGame) -> FairyGameHistory {
        FairyGameHistory(HistoryRule::start(&start.position))
    }

    fn after_move(
        &mut self,
        before: &FairyGame,
        m: FairyMove,
        after: &FairyGame,
    ) -> Option<Outcome> {
        self.0.after_move(&before.position, m, &after.position)
    }
}

impl Rules for FairyGame {
    type Options = FairyOptions;
    type FenError = FairyFenError;
    type History = FairyGameHistory;

    fn name(&self) -> &str {
        self.position.name()
    }

    fn geometry(&self) -> Geometry {
        self.position.geometry()
    }

    fn new(options: &FairyOptions) -> FairyGame {
        <FairyPosition as Rules>::new(options).into()
    }

    fn from_fen(fen: &str, options: &FairyOptions) -> Result<FairyGame, FairyFenError> {
        <FairyPosition as Rules>::from_fen(fen, options).map(FairyGame::from)
    }

    fn fen(&self) -> String {
        self.position.fen()
    }

    fn options(&self) -> &FairyOptions {
        self.position.options()
    }

    fn draw_rules(&self) -> DrawRules {
        self.position.draw_rules()
    }

    fn adjudicate(&self) -> Option<Outcome> {
        self.position.adjudicate()
    }
}

/// Fairy-Stockfish's SAN, as `skazka-fairy` writes it (checks marked on the king only).
impl San for FairyGame {
    fn san_shape(&self, m: FairyMove) -> SanShape {
        self.position.san_shape(m)
    }

    fn marks_checks(&self) -> bool {
        self.position.marks_checks()
    }

    fn check_mark(&self, m: FairyMove) -> &'static str {
        self.position.check_mark(m)
    }
}

/// What the facade knows about the pieces of one variant, by upper-case ASCII letter.
#[derive(Debug)]
pub(crate) struct PieceFacts {
    pub(crate) geometry: Geometry,
    /// Centipawns (a pawn of chess is 100; the royal piece counts nothing).
    value: [i32; 128],
    /// The piece type.
    kind: [Option<PieceKind>; 128],
    /// The royal piece's letter.
    pub(crate) royal: Option<char>,
    /// Each piece: letter, type, movement in Betza.
    pub(crate) pieces: Vec<(char, PieceKind, String)>,
}

impl PieceFacts {
    /// The facts of `variant`'s pieces, worked out once per variant.
    pub(crate) fn of(variant: &skazka_fairy::Variant) -> Arc<PieceFacts> {
        static KNOWN: Mutex<Vec<(skazka_fairy::Variant, Arc<PieceFacts>)>> = Mutex::new(Vec::new());
        let mut known = KNOWN.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some((_, facts)) = known.iter().find(|(v, _)| v == variant) {
            return Arc::clone(facts);
        }
        let facts = Arc::new(PieceFacts::new(variant));
        known.push((variant.clone(), Arc::clone(&facts)));
        facts
    }

    fn new(variant: &skazka_fairy::Variant) -> PieceFacts {
        let geometry = variant.geometry();
        let mut facts = PieceFacts {
            geometry,
            value: [0; 128],
            kind: [None; 128],
            royal: None,
            pieces: Vec::new(),
        };
        for piece in &variant.definition().pieces {
            let letter = piece.letter.to_ascii_uppercase();
            let betza = piece
                .betza
                .clone()
                .or_else(|| piece.kind.default_betza().map(str::to_owned))
                .unwrap_or_default();
            let index = usize::from(letter as u8 & 0x7f);
            facts.kind[index] = Some(piece.kind);
            facts.value[index] = match piece.kind {
                PieceKind::King => 0,
                kind => known_value(kind).unwrap_or_else(|| mobility_value(geometry, &betza)),
            };
            if piece.kind == PieceKind::King {
                facts.royal = Some(letter);
            }
            facts.pieces.push((letter, piece.kind, betza));
        }
        facts
    }

    fn index(letter: char) -> Option<usize> {
        letter
            .is_ascii()
            .then(|| usize::from(letter.to_ascii_uppercase() as u8))
    }

    /// The value of the piece with `letter` (either case).
    pub(crate) fn value(&self, letter: char) -> i32 {
        PieceFacts::index(letter).map_or(0, |i| self.value[i])
    }

    /// The type of the piece with `letter` (either case).
    pub(crate) fn kind(&self, letter: char) -> Option<PieceKind> {
        PieceFacts::index(letter).and_then(|i| self.kind[i])
    }

    /// Whether the piece with `letter` is Fairy-Stockfish's pawn (written without a letter in
    /// SAN).
    pub(crate) fn is_pawn(&self, letter: char) -> bool {
        self.kind(letter) == Some(PieceKind::Pawn)
    }

    /// The orthodox letter of a piece that moves as the orthodox piece does (drawn with its
    /// figurine): the king, queen, rook, bishop, knight and pawn types at their own movement.
    pub(crate) fn orthodox_letter(&self, letter: char) -> Option<char> {
        let kind = self.kind(letter)?;
        let (_, _, betza) = self
            .pieces
            .iter()
            .find(|(l, _, _)| *l == letter.to_ascii_uppercase())?;
        let orthodox = match kind {
            PieceKind::King => 'K',
            PieceKind::Queen => 'Q',
            PieceKind::Rook => 'R',
            PieceKind::Bishop => 'B',
            PieceKind::Knight => 'N',
            PieceKind::Pawn => 'P',
            _ => return None,
        };
        (kind.default_betza() == Some(betza.as_str())).then_some(orthodox)
    }
}

/// Centipawns of Fairy-Stockfish's predefined piece types, on the scale of chess's pawn.
fn known_value(kind: PieceKind) -> Option<i32> {
    Some(match kind {
        PieceKind::Pawn | PieceKind::ShogiPawn | PieceKind::Breakthrough => 100,
        PieceKind::Clobber | PieceKind::Soldier => 100,
        PieceKind::Knight | PieceKind::Horse => 300,
        PieceKind::Bishop => 330,
        PieceKind::Rook => 500,
        PieceKind::Queen => 900,
        PieceKind::Fers | PieceKind::Wazir | PieceKind::Alfil | PieceKind::Elephant => 150,
        PieceKind::JanggiElephant => 200,
        PieceKind::FersAlfil | PieceKind::Silver | PieceKind::ShogiKnight => 250,
        PieceKind::Lance => 250,
        PieceKind::Gold | PieceKind::Commoner => 300,
        PieceKind::Knibis | PieceKind::Biskni => 350,
        PieceKind::Kniroo | PieceKind::Rookni => 400,
        PieceKind::JanggiCannon => 350,
        PieceKind::Cannon => 450,
        PieceKind::Centaur => 550,
        PieceKind::DragonHorse => 650,
        PieceKind::Bers | PieceKind::Aiwok => 700,
        PieceKind::Archbishop => 800,
        PieceKind::Chancellor | PieceKind::Banner => 850,
        PieceKind::Amazon => 1200,
        PieceKind::Immobile => 50,
        _ => return None,
    })
}

/// A value for a custom piece from how far it reaches on an empty board: the mean number of
/// squares it moves to or attacks, scaled so that chess's knight is about 300 and its queen
/// about 900.
fn mobility_value(geometry: Geometry, betza: &str) -> i32 {
    let movement = if betza.contains('[') {
        skazka_core::Movement::from_betza(betza).ok()
    } else {
        skazka_fairy::betza::parse_fs_betza(betza)
            .ok()
            .map(|m| m.movement)
    };
    let Some(movement) = movement else {
        return 300;
    };
    let table = PieceTable::new(geometry, &movement);
    let squares = geometry.num_squares().max(1);
    let reach: usize = geometry
        .squares()
        .map(|s| {
            let t = table.targets(s, Color::White, Bitboard::EMPTY, false);
            (t.moves | t.attacks).count() as usize
        })
        .sum();
    let mean = reach as f64 / squares as f64;
    (120.0 + 34.0 * mean).round().clamp(50.0, 1500.0) as i32
}
