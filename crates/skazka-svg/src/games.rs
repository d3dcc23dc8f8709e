//! [`Draw`] for every game of the library, from each game's public accessors.

// A build with some games left out leaves helpers of the others unused.
#![cfg_attr(
    not(all(
        feature = "chess",
        feature = "stone",
        feature = "synthesis",
        feature = "xianling",
        feature = "volkhv",
        feature = "fairy"
    )),
    allow(unused_imports, dead_code)
)]

use skazka_core::{Color, Position, Rules, Square};

use crate::scene::{Draw, Glyph, Item, Man, Scene};

/// The scene of a position with its board filled by `men`, its side to move and check.
fn base<P: Rules>(pos: &P, men: impl Fn(Square) -> Vec<Man>, king: Option<Square>) -> Scene {
    let geometry = pos.geometry();
    let mut scene = Scene::empty(geometry);
    for s in geometry.squares() {
        scene.squares[s.index()] = men(s);
    }
    scene.turn = pos.turn();
    scene.check = if pos.is_check() { king } else { None };
    scene
}

#[cfg(feature = "chess")]
impl Draw for skazka_chess::Chess {
    fn scene(&self) -> Scene {
        use skazka_chess::Role;
        base(
            self,
            |s| {
                self.piece_at(s)
                    .map(|p| {
                        let glyph = match p.role {
                            Role::Pawn => Glyph::Pawn,
                            Role::Knight => Glyph::Knight,
                            Role::Bishop => Glyph::Bishop,
                            Role::Rook => Glyph::Rook,
                            Role::Queen => Glyph::Queen,
                            Role::King => Glyph::King,
                        };
                        vec![Man::new(p.color, glyph)]
                    })
                    .unwrap_or_default()
            },
            Some(self.king(self.turn())),
        )
    }
}

#[cfg(feature = "stone")]
impl Draw for skazka_stone::Stone {
    fn scene(&self) -> Scene {
        use skazka_stone::UnitKind;
        let mut scene = base(
            self,
            |s| {
                self.unit_at(s)
                    .map(|u| {
                        let glyph = match u.kind {
                            UnitKind::Stone => Glyph::Stone,
                            UnitKind::Pawn => Glyph::Pawn,
                            UnitKind::Knight => Glyph::Knight,
                            UnitKind::Bishop => Glyph::Bishop,
                            UnitKind::Rook => Glyph::Rook,
                            UnitKind::Queen => Glyph::Queen,
                            UnitKind::King => Glyph::King,
                            other => Glyph::token(other.label()),
                        };
                        vec![Man::new(u.color, glyph)]
                    })
                    .unwrap_or_default()
            },
            self.king(self.turn()),
        );
        for color in [Color::White, Color::Black] {
            scene.sides[color].push(Item::Reserve(u32::from(self.reserve(color))));
        }
        scene
    }
}

#[cfg(feature = "synthesis")]
impl Draw for skazka_synthesis::Synthesis {
    fn scene(&self) -> Scene {
        use skazka_synthesis::{Phase, PieceKind};
        let mut scene = base(
            self,
            |s| {
                self.piece_at(s)
                    .map(|p| {
                        let glyph = match p.kind {
                            PieceKind::Pawn => Glyph::Pawn,
                            PieceKind::Knight => Glyph::Knight,
                            PieceKind::Bishop => Glyph::Bishop,
                            PieceKind::Rook => Glyph::Rook,
                            PieceKind::Queen => Glyph::Queen,
                            PieceKind::King => Glyph::King,
                        };
                        vec![Man::new(p.color, glyph)]
                    })
                    .unwrap_or_default()
            },
            self.king_square(self.turn()),
        );
        for color in [Color::White, Color::Black] {
            let side = self.side(color);
            let phase = match side.phase {
                Phase::Syn => "phase: synthesis",
                Phase::Post => "phase: post",
                Phase::Classic => "phase: classic",
            };
            scene.sides[color].push(Item::Text(phase.to_owned()));
            if side.escapes > 0 {
                scene.sides[color].push(Item::Text(format!("escapes {}", side.escapes)));
            }
        }
        scene.status.push(Item::DayNight(self.is_day()));
        if self.after_pass() {
            scene.status.push(Item::Text("last move: pass".to_owned()));
        }
        scene
    }
}

#[cfg(feature = "xianling")]
impl Draw for skazka_xianling::Xianling {
    fn scene(&self) -> Scene {
        use skazka_xianling::PieceKind;
        let mut scene = base(
            self,
            |s| {
                self.piece_at(s)
                    .map(|p| {
                        let glyph = match p.kind {
                            PieceKind::Pawn => Glyph::Pawn,
                            PieceKind::Knight => Glyph::Knight,
                            PieceKind::Bishop => Glyph::Bishop,
                            PieceKind::Rook => Glyph::Rook,
                            PieceKind::Queen => Glyph::Queen,
                            PieceKind::King => Glyph::King,
                            other => Glyph::Token {
                                label: other.token().trim_start_matches('+').to_owned(),
                                promoted: other.is_promoted_only(),
                            },
                        };
                        vec![Man::new(p.color, glyph)]
                    })
                    .unwrap_or_default()
            },
            Some(self.king(self.turn())),
        );
        if self.after_pass() {
            scene
                .status
                .push(Item::Text("last move: forced pass".to_owned()));
        }
        let moves = self.legal_move_list();
        if matches!(moves.as_ref(), [skazka_xianling::Move::Pass]) {
            scene
                .status
                .push(Item::Text(format!("{} must pass", color_name(self.turn()))));
        }
        scene
    }
}

#[cfg(feature = "volkhv")]
impl Draw for skazka_volkhv::Volkhv {
    fn scene(&self) -> Scene {
        use skazka_volkhv::{DieState, Face, PieceKind};
        let kind_glyph = |k: PieceKind| match k {
            PieceKind::King => Glyph::King,
            PieceKind::Queen => Glyph::Queen,
            PieceKind::Rook => Glyph::Rook,
            PieceKind::Bishop => Glyph::Bishop,
            PieceKind::Knight => Glyph::Knight,
            PieceKind::Pawn => Glyph::Pawn,
            other => Glyph::token(other.letter().to_string()),
        };
        let mut scene = base(
            self,
            |s| {
                self.stack(s)
                    .iter()
                    .map(|c| Man::new(c.color, kind_glyph(c.kind)))
                    .collect()
            },
            self.king(self.turn()),
        );
        match self.die() {
            DieState::AwaitingRoll => scene.status.push(Item::Die(None)),
            DieState::Rolled(face) => {
                let glyph = match face {
                    Face::King => Glyph::King,
                    Face::Queen => Glyph::Queen,
                    Face::Rook => Glyph::Rook,
                    Face::Bishop => Glyph::Bishop,
                    Face::Knight => Glyph::Knight,
                    Face::Pawn => Glyph::Pawn,
                };
                scene.status.push(Item::Die(Some(glyph)));
            }
            _ => {}
        }
        scene
    }
}

#[cfg(feature = "fairy")]
impl Draw for skazka_fairy::FairyPosition {
    /// Pieces that move as the orthodox ones (Fairy-Stockfish's king, queen, rook, bishop,
    /// knight and pawn types at their own movement) are drawn as those; every other piece as a
    /// token with its letter. Pieces in hand are listed beside the board.
    fn scene(&self) -> Scene {
        use skazka_fairy::PieceKind;
        let definition = self.variant().definition();
        let glyph = |letter: char| -> Glyph {
            let upper = letter.to_ascii_uppercase();
            let piece = definition
                .pieces
                .iter()
                .find(|p| p.letter.to_ascii_uppercase() == upper);
            let orthodox = piece.and_then(|p| {
                let own_movement = p
                    .betza
                    .as_deref()
                    .is_none_or(|b| Some(b) == p.kind.default_betza());
                let glyph = match p.kind {
                    PieceKind::King => Glyph::King,
                    PieceKind::Queen => Glyph::Queen,
                    PieceKind::Rook => Glyph::Rook,
                    PieceKind::Bishop => Glyph::Bishop,
                    PieceKind::Knight => Glyph::Knight,
                    PieceKind::Pawn => Glyph::Pawn,
                    _ => return None,
                };
                own_movement.then_some(glyph)
            });
            orthodox.unwrap_or_else(|| Glyph::token(upper.to_string()))
        };
        let color_of = |letter: char| {
            if letter.is_ascii_lowercase() {
                Color::Black
            } else {
                Color::White
            }
        };
        let royal = definition
            .pieces
            .iter()
            .find(|p| p.kind == PieceKind::King)
            .map(|p| p.letter.to_ascii_uppercase());
        let turn = self.turn();
        let king = royal.and_then(|r| {
            self.pieces_of(turn)
                .into_iter()
                .find(|&s| self.letter_on(s).map(|l| l.to_ascii_uppercase()) == Some(r))
        });
        let mut scene = base(
            self,
            |s| {
                if self.walls().contains(s) {
                    return vec![Man::new(Color::White, Glyph::Wall)];
                }
                self.letter_on(s)
                    .map(|l| vec![Man::new(color_of(l), glyph(l))])
                    .unwrap_or_default()
            },
            king,
        );
        if definition.has_hands() || definition.captures_to_hand {
            for color in [Color::White, Color::Black] {
                let held: Vec<String> = definition
                    .pieces
                    .iter()
                    .map(|p| p.letter.to_ascii_uppercase())
                    .filter_map(|l| {
                        let n = self.in_hand(color, l);
                        (n > 0).then(|| {
                            if n == 1 {
                                l.to_string()
                            } else {
                                format!("{l}{n}")
                            }
                        })
                    })
                    .collect();
                let text = if held.is_empty() {
                    "in hand: -".to_owned()
                } else {
                    format!("in hand: {}", held.join(" "))
                };
                scene.sides[color].push(Item::Text(text));
            }
        }
        scene
    }
}

/// `white` or `black`.
pub(crate) fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}
