//! Options: the profile, the die and every switch of the rules file's §7.

use skazka_core::options::parse_bool;
use skazka_core::{DrawRule, DrawRules, OptionKey, RuleOptions};

/// Which game the stack engine plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Profile {
    /// The authors' game as reconstructed (rules §3): pawns stack diagonally, the mover chooses
    /// the promotion, no demotion, optional die and Talleyrand.
    #[default]
    Volkhv,
    /// Federation tavreli (rules §4): pawns climb own pieces straight ahead, file-bound
    /// promotion (the King's pawn becomes a Helgi), demotion when covered, no die.
    Federation,
}

/// How a pawn may land on a stack topped by its own side (when `own_capture` is on).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum PawnClimb {
    /// Diagonally forward, as it captures (profile `volkhv`, the seed's rule).
    #[default]
    Diagonal,
    /// Straight forward, one step or a double step over an empty square (Federation).
    Straight,
}

/// What happens to an opponent's pawn freed by a split onto its own last rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum ReleasedEnemyPromo {
    /// It promotes at once, before the legality test: a Queen (the checker is flipped), or in
    /// Federation its recorded kind.
    #[default]
    Auto,
    /// Its owner declares the new kind at the start of their turn (a declaration move `d1=Q`
    /// before anything else, before the roll in dice mode).
    Owner,
}

/// What en passant moves under the capturing part (rules §6.13).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum EpCapture {
    /// The whole double-stepped unit goes under the capturer.
    #[default]
    Unit,
    /// Only its top pawn; the rest of the unit stays where it landed.
    TopPawn,
}

/// Which checkers give a Talleyrand moving part its patterns (rules §6.20).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum TalleyrandSet {
    /// Every checker of the moving part, both colours.
    #[default]
    Part,
    /// Every checker of the whole tower, even when only a part moves.
    Tower,
    /// The mover's own checkers of the moving part only.
    Own,
}

/// The direction of a pawn pattern borrowed under Talleyrand (rules §6.21).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum BorrowedPawn {
    /// Forward for the mover.
    #[default]
    Mover,
    /// Forward for the colour of the pawn checker lent.
    Owner,
}

/// What the die face constrains (rules §6.23).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum DieFace {
    /// The pattern the move uses must be the face.
    #[default]
    Pattern,
    /// The top checker of the moving part must be the face (it may then use any pattern of its
    /// set under Talleyrand). The same as `Pattern` without Talleyrand.
    Top,
}

/// The options of the game. `Default` is profile `volkhv` without the die, as the rules file
/// decides; change fields through [`Options::set`] (which keeps the profile's constraints) or
/// directly.
///
/// As text (`Display`, `FromStr`, and serde with the `serde` feature) the options are the
/// settings that differ from the profile's defaults, `profile` first:
/// `profile=federation pawn_own_climb=diagonal`, `dice=true talleyrand=true`; the empty text
/// is the default options.
/// Fields set directly are not checked: options outside the profile's constraints (the die
/// in the Federation profile) write a text that does not read back.
///
/// # Keys
///
/// | key | values | default |
/// |---|---|---|
/// | `profile` | `volkhv`, `federation` (resets `pawn_own_climb` and `demote_on_capture` to the profile's values) | `volkhv` |
/// | `dice` | `true`, `false` (not with `federation`) | `false` |
/// | `own_capture` | `true`, `false` | `true` |
/// | `pawn_own_climb` | `diagonal`, `straight` | `diagonal` (`federation`: `straight`) |
/// | `talleyrand` | `true`, `false` (not with `federation`) | `false` |
/// | `promotion_optional` | `true`, `false` | `false` |
/// | `demote_on_capture` | `true`, `false` | `false` (`federation`: `true`) |
/// | `promo_self_only` | `true`, `false` | `false` |
/// | `promo_lone_pawn_only` | `true`, `false` (implies `promo_self_only`) | `false` |
/// | `released_enemy_promo` | `auto` (`true`), `owner` (`false`) | `auto` |
/// | `reroll_on_no_move` | `true`, `false` | `false` |
/// | `queen_face_wild` | `true`, `false` | `false` |
/// | `king_capture_mode` | `true`, `false` | `false` |
/// | `repetition_draw` | `off` (`false`), `claim`, `auto` (`true`) | `off` |
/// | `fifty_move_draw` | `off` (`false`), `claim`, `auto` (`true`) | `off` |
///
/// Alternatives of the ambiguity table (rules §6, "may"):
///
/// | key | values | default |
/// |---|---|---|
/// | `non_pawn_own_capture` | `true`, `false` (§6.6: only pawns land on own pieces) | `true` |
/// | `height_cap` | `none`, `2` … `32` (§6.10: no move makes a stack taller) | `none` |
/// | `ep_capture` | `unit`, `top_pawn` (§6.13) | `unit` |
/// | `double_step_reset` | `true`, `false` (§6.14: the double step returns with the second rank) | `false` |
/// | `talleyrand_set` | `part`, `tower`, `own` (§6.20) | `part` |
/// | `borrowed_pawn` | `mover`, `owner` (§6.21) | `mover` |
/// | `die_face` | `pattern`, `top` (§6.23) | `pattern` |
/// | `castling_ignores_check` | `true`, `false` (§6.28, without the die) | `false` |
/// | `own_king_capture` | `true`, `false` (§6.8: pieces may land on their own King, burying it) | `false` |
/// | `dice_check` | `true`, `false` (§6.26: with the die, check is enforced; no legal move for the face is a pass) | `false` |
///
/// `own_king_capture=true` (with `own_capture`, and `non_pawn_own_capture` for pieces other
/// than pawns) lets a moving part land on a stack topped by its own King. The King is then
/// **buried**: it makes no King move of its own and is carried by its tower, which moves as
/// its top piece (any top part, as usual). For check and capture the King stands on its
/// tower's square: the tower attacked is the King attacked, so burying is no shield; without
/// the die nothing may land on the tower of a buried enemy King, and in a King-capture game
/// (the die, `king_capture_mode`) covering that tower captures the King. No split may leave
/// one's buried King under an enemy checker. The King is back on top when a split lifts
/// everything above it.
///
/// `dice_check=true` (dice mode only) applies the check rules of the game without the die:
/// a move (of the rolled face) that leaves the mover's King attacked is illegal, nothing may
/// land on either King, castling keeps its check conditions (unless
/// `castling_ignores_check`), and if no legal move uses the rolled face the only move is the
/// pass `--`. The game ends at a roll: when the side to roll has no legal move for any face,
/// it is checkmated if its King is attacked and stalemated (a draw) otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Options {
    /// The ruleset.
    pub profile: Profile,
    /// Dice mode: a roll (a chance move) precedes each move, which must use the rolled piece.
    pub dice: bool,
    /// Whether pieces may land on stacks topped by their own side.
    pub own_capture: bool,
    /// How a pawn climbs its own pieces.
    pub pawn_own_climb: PawnClimb,
    /// A tower may move as any checker inside its moving part.
    pub talleyrand: bool,
    /// A pawn reaching its last rank may also stay a pawn.
    pub promotion_optional: bool,
    /// A promoted checker that is covered becomes a pawn again.
    pub demote_on_capture: bool,
    /// Only a pawn that reached its last rank by its own pawn move promotes.
    pub promo_self_only: bool,
    /// Stricter: only a lone pawn (the whole stack is that one checker) promotes.
    pub promo_lone_pawn_only: bool,
    /// What happens to an opponent's pawn freed onto its last rank.
    pub released_enemy_promo: ReleasedEnemyPromo,
    /// Dice mode: with no move for the face, roll again instead of passing.
    pub reroll_on_no_move: bool,
    /// Dice mode: the Queen face allows any move.
    pub queen_face_wild: bool,
    /// Without the die: no check rules; covering the enemy King wins.
    pub king_capture_mode: bool,
    /// Threefold repetition (full stack configuration, side, rights, die state).
    pub repetition_draw: DrawRule,
    /// The 50-move rule (100 plies without a capture or a pawn move).
    pub fifty_move_draw: DrawRule,
    /// Whether pieces other than pawns may land on their own side's stacks (with
    /// `own_capture`).
    pub non_pawn_own_capture: bool,
    /// The tallest stack a move may make (`None`: no limit).
    pub height_cap: Option<u8>,
    /// What en passant moves.
    pub ep_capture: EpCapture,
    /// A pawn on its second rank may double-step whether or not it has moved.
    pub double_step_reset: bool,
    /// Where Talleyrand patterns come from.
    pub talleyrand_set: TalleyrandSet,
    /// The direction of a borrowed pawn.
    pub borrowed_pawn: BorrowedPawn,
    /// What the die face constrains.
    pub die_face: DieFace,
    /// Without the die, castling ignores attacked squares (the King still may not end in
    /// check).
    pub castling_ignores_check: bool,
    /// Pieces may land on their own King, burying it (rules §6.8; see the table above).
    pub own_king_capture: bool,
    /// Dice mode: check is enforced, with a pass when the face has no legal move (rules
    /// §6.26; see the table above).
    pub dice_check: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            profile: Profile::Volkhv,
            dice: false,
            own_capture: true,
            pawn_own_climb: PawnClimb::Diagonal,
            talleyrand: false,
            promotion_optional: false,
            demote_on_capture: false,
            promo_self_only: false,
            promo_lone_pawn_only: false,
            released_enemy_promo: ReleasedEnemyPromo::Auto,
            reroll_on_no_move: false,
            queen_face_wild: false,
            king_capture_mode: false,
            repetition_draw: DrawRule::Off,
            fifty_move_draw: DrawRule::Off,
            non_pawn_own_capture: true,
            height_cap: None,
            ep_capture: EpCapture::Unit,
            double_step_reset: false,
            talleyrand_set: TalleyrandSet::Part,
            borrowed_pawn: BorrowedPawn::Mover,
            die_face: DieFace::Pattern,
            castling_ignores_check: false,
            own_king_capture: false,
            dice_check: false,
        }
    }
}

pub use skazka_core::OptionError;

const GAME: &str = "volkhv";

const BOOL: &[&str] = &["true", "false"];
const DRAW: &[&str] = &["off", "claim", "auto"];

/// Every key, in the order `Display` writes them and `FromStr` sets them. `profile` comes
/// first: it resets the options that depend on it, and forbids `dice` and `talleyrand`.
const KEYS: &[OptionKey] = &[
    OptionKey::new(
        "profile",
        &["volkhv", "federation"],
        "volkhv",
        "the ruleset: the authors' game or Federation tavreli (resets pawn_own_climb and demote_on_capture)",
    ),
    OptionKey::new(
        "dice",
        BOOL,
        "false",
        "a roll of the chess die precedes each move (not with federation)",
    ),
    OptionKey::new(
        "own_capture",
        BOOL,
        "true",
        "pieces may land on stacks topped by their own side",
    ),
    OptionKey::new(
        "pawn_own_climb",
        &["diagonal", "straight"],
        "diagonal",
        "how a pawn climbs its own pieces (federation: straight)",
    ),
    OptionKey::new(
        "talleyrand",
        BOOL,
        "false",
        "a tower may move as any checker in its moving part (not with federation)",
    ),
    OptionKey::new(
        "promotion_optional",
        BOOL,
        "false",
        "a pawn on its last rank may stay a pawn",
    ),
    OptionKey::new(
        "demote_on_capture",
        BOOL,
        "false",
        "a covered promoted checker becomes a pawn again (federation: true)",
    ),
    OptionKey::new(
        "promo_self_only",
        BOOL,
        "false",
        "only a pawn that reached its last rank by its own move promotes",
    ),
    OptionKey::new(
        "promo_lone_pawn_only",
        BOOL,
        "false",
        "only a lone pawn promotes (implies promo_self_only)",
    ),
    OptionKey::new(
        "released_enemy_promo",
        &["auto", "owner"],
        "auto",
        "an enemy pawn freed on its last rank promotes at once, or by its owner's declaration",
    ),
    OptionKey::new(
        "reroll_on_no_move",
        BOOL,
        "false",
        "with the die: no move for the face rolls again",
    ),
    OptionKey::new(
        "queen_face_wild",
        BOOL,
        "false",
        "with the die: the queen face allows any move",
    ),
    OptionKey::new(
        "king_capture_mode",
        BOOL,
        "false",
        "without the die: no check rules, covering the enemy king wins",
    ),
    OptionKey::new(
        "repetition_draw",
        DRAW,
        "off",
        "the threefold repetition draw",
    ),
    OptionKey::new("fifty_move_draw", DRAW, "off", "the 50-move draw"),
    OptionKey::new(
        "non_pawn_own_capture",
        BOOL,
        "true",
        "pieces other than pawns may land on their own side's stacks",
    ),
    OptionKey::new(
        "height_cap",
        &["none", "<n>"],
        "none",
        "the tallest stack a move may make (2 to 32)",
    ),
    OptionKey::new(
        "ep_capture",
        &["unit", "top_pawn"],
        "unit",
        "what en passant puts under the capturer: the whole unit or its top pawn",
    ),
    OptionKey::new(
        "double_step_reset",
        BOOL,
        "false",
        "a pawn on its second rank may double-step even after it has moved",
    ),
    OptionKey::new(
        "talleyrand_set",
        &["part", "tower", "own"],
        "part",
        "which checkers lend their patterns under talleyrand",
    ),
    OptionKey::new(
        "borrowed_pawn",
        &["mover", "owner"],
        "mover",
        "the forward direction of a borrowed pawn pattern",
    ),
    OptionKey::new(
        "die_face",
        &["pattern", "top"],
        "pattern",
        "what the rolled face constrains: the pattern used or the part's top checker",
    ),
    OptionKey::new(
        "castling_ignores_check",
        BOOL,
        "false",
        "without the die, castling may pass through attacked squares",
    ),
    OptionKey::new(
        "own_king_capture",
        BOOL,
        "false",
        "pieces may land on their own king, burying it",
    ),
    OptionKey::new(
        "dice_check",
        BOOL,
        "false",
        "with the die: check is enforced, and no legal move for the face is a pass",
    ),
];

/// What each key of [`KEYS`] takes, as one phrase for error messages (the same as
/// [`OptionKey::expected`], tested below).
const EXPECTED: [&str; 25] = [
    "volkhv or federation",
    "true or false",
    "true or false",
    "diagonal or straight",
    "true or false",
    "true or false",
    "true or false",
    "true or false",
    "true or false",
    "auto or owner",
    "true or false",
    "true or false",
    "true or false",
    "off, claim or auto",
    "off, claim or auto",
    "true or false",
    "none or <n>",
    "unit or top_pawn",
    "true or false",
    "part, tower or own",
    "mover or owner",
    "pattern or top",
    "true or false",
    "true or false",
    "true or false",
];

const fn bool_text(b: bool) -> &'static str {
    if b { "true" } else { "false" }
}

const fn draw_text(rule: DrawRule) -> &'static str {
    match rule {
        DrawRule::Off => "off",
        DrawRule::Claimable => "claim",
        _ => "auto",
    }
}

impl RuleOptions for Options {
    const GAME: &'static str = GAME;

    fn keys() -> &'static [OptionKey] {
        KEYS
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        Options::set(self, key, value)
    }

    fn get(&self, key: &str) -> Option<String> {
        Options::get(self, key)
    }

    /// The settings that differ from what `profile` alone gives (so that
    /// `profile=federation` is written alone, and a Federation game with diagonal pawn climbs
    /// writes `pawn_own_climb=diagonal`), in key order.
    fn changed(&self) -> Vec<(&'static str, String)> {
        let base = Options::for_profile(self.profile);
        KEYS.iter()
            .filter_map(|k| {
                let value = self.get(k.name)?;
                let differs = if k.name == "profile" {
                    value != k.default
                } else {
                    base.get(k.name).is_none_or(|b| b != value)
                };
                differs.then_some((k.name, value))
            })
            .collect()
    }
}

skazka_core::options_text!(Options);
#[cfg(feature = "serde")]
skazka_core::serde_through_text!(Options, str::parse::<Options>);

impl Options {
    /// The defaults of `profile`.
    #[must_use]
    pub fn for_profile(profile: Profile) -> Options {
        let mut o = Options::default();
        o.apply_profile(profile);
        o
    }

    /// Switches to `profile` and its settings. Naming the profile already in force changes
    /// nothing, so that setting any key to the value `get` returns is harmless.
    fn apply_profile(&mut self, profile: Profile) {
        if self.profile == profile {
            return;
        }
        self.profile = profile;
        match profile {
            Profile::Volkhv => {
                self.pawn_own_climb = PawnClimb::Diagonal;
                self.demote_on_capture = false;
            }
            Profile::Federation => {
                self.pawn_own_climb = PawnClimb::Straight;
                self.demote_on_capture = true;
                self.dice = false;
                self.talleyrand = false;
            }
        }
    }

    /// Sets one option from its text form (the keys of [`RuleOptions::keys`], booleans
    /// `true` / `false`): the same as [`RuleOptions::set`], callable without importing the
    /// trait. Setting `profile` resets the profile-dependent options, so set it first.
    ///
    /// # Errors
    /// [`OptionError`] for an unknown key, a value the key does not take, or `dice` /
    /// `talleyrand` under the Federation profile. The options are unchanged on error.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        let index = KEYS
            .iter()
            .position(|k| k.name == key)
            .ok_or_else(|| OptionError::unknown_key(GAME, key))?;
        let k = KEYS[index].name;
        let bad = || OptionError::invalid_value(GAME, k, value, EXPECTED[index]);
        let boolean = || parse_bool(GAME, k, value);
        // The Federation game has neither the die nor the Talleyrand rule.
        let federation = self.profile == Profile::Federation;
        let not_federation = |on: bool| {
            if on && federation {
                Err(OptionError::Incompatible {
                    game: GAME,
                    key: k,
                    reason: "not available in the federation profile",
                })
            } else {
                Ok(on)
            }
        };
        let draw = || match value {
            "off" | "false" => Ok(DrawRule::Off),
            "claim" => Ok(DrawRule::Claimable),
            "auto" | "true" => Ok(DrawRule::Automatic),
            _ => Err(bad()),
        };
        match k {
            "profile" => match value {
                "volkhv" => self.apply_profile(Profile::Volkhv),
                "federation" => self.apply_profile(Profile::Federation),
                _ => return Err(bad()),
            },
            "dice" => self.dice = not_federation(boolean()?)?,
            "talleyrand" => self.talleyrand = not_federation(boolean()?)?,
            "own_capture" => self.own_capture = boolean()?,
            "pawn_own_climb" => {
                self.pawn_own_climb = match value {
                    "diagonal" => PawnClimb::Diagonal,
                    "straight" => PawnClimb::Straight,
                    _ => return Err(bad()),
                }
            }
            "promotion_optional" => self.promotion_optional = boolean()?,
            "demote_on_capture" => self.demote_on_capture = boolean()?,
            "promo_self_only" => self.promo_self_only = boolean()?,
            "promo_lone_pawn_only" => self.promo_lone_pawn_only = boolean()?,
            "released_enemy_promo" => {
                self.released_enemy_promo = match value {
                    "auto" | "true" => ReleasedEnemyPromo::Auto,
                    "owner" | "false" => ReleasedEnemyPromo::Owner,
                    _ => return Err(bad()),
                }
            }
            "reroll_on_no_move" => self.reroll_on_no_move = boolean()?,
            "queen_face_wild" => self.queen_face_wild = boolean()?,
            "king_capture_mode" => self.king_capture_mode = boolean()?,
            "repetition_draw" => self.repetition_draw = draw()?,
            "fifty_move_draw" => self.fifty_move_draw = draw()?,
            "non_pawn_own_capture" => self.non_pawn_own_capture = boolean()?,
            "height_cap" => {
                self.height_cap = match value {
                    "none" => None,
                    _ => Some(
                        value
                            .parse::<u8>()
                            .ok()
                            .filter(|n| (2..=32).contains(n))
                            .ok_or_else(bad)?,
                    ),
                }
            }
            "ep_capture" => {
                self.ep_capture = match value {
                    "unit" => EpCapture::Unit,
                    "top_pawn" => EpCapture::TopPawn,
                    _ => return Err(bad()),
                }
            }
            "double_step_reset" => self.double_step_reset = boolean()?,
            "talleyrand_set" => {
                self.talleyrand_set = match value {
                    "part" => TalleyrandSet::Part,
                    "tower" => TalleyrandSet::Tower,
                    "own" => TalleyrandSet::Own,
                    _ => return Err(bad()),
                }
            }
            "borrowed_pawn" => {
                self.borrowed_pawn = match value {
                    "mover" => BorrowedPawn::Mover,
                    "owner" => BorrowedPawn::Owner,
                    _ => return Err(bad()),
                }
            }
            "die_face" => {
                self.die_face = match value {
                    "pattern" => DieFace::Pattern,
                    "top" => DieFace::Top,
                    _ => return Err(bad()),
                }
            }
            "castling_ignores_check" => self.castling_ignores_check = boolean()?,
            "own_king_capture" => self.own_king_capture = boolean()?,
            "dice_check" => self.dice_check = boolean()?,
            _ => return Err(OptionError::unknown_key(GAME, key)),
        }
        Ok(())
    }

    /// The current value of `key` as text (as [`Options::set`] reads it): the same as
    /// [`RuleOptions::get`]. `None` for an unknown key.
    #[must_use]
    pub fn get(&self, key: &str) -> Option<String> {
        let text = match key {
            "profile" => match self.profile {
                Profile::Volkhv => "volkhv",
                Profile::Federation => "federation",
            },
            "dice" => bool_text(self.dice),
            "own_capture" => bool_text(self.own_capture),
            "pawn_own_climb" => match self.pawn_own_climb {
                PawnClimb::Diagonal => "diagonal",
                PawnClimb::Straight => "straight",
            },
            "talleyrand" => bool_text(self.talleyrand),
            "promotion_optional" => bool_text(self.promotion_optional),
            "demote_on_capture" => bool_text(self.demote_on_capture),
            "promo_self_only" => bool_text(self.promo_self_only),
            "promo_lone_pawn_only" => bool_text(self.promo_lone_pawn_only),
            "released_enemy_promo" => match self.released_enemy_promo {
                ReleasedEnemyPromo::Auto => "auto",
                ReleasedEnemyPromo::Owner => "owner",
            },
            "reroll_on_no_move" => bool_text(self.reroll_on_no_move),
            "queen_face_wild" => bool_text(self.queen_face_wild),
            "king_capture_mode" => bool_text(self.king_capture_mode),
            "repetition_draw" => draw_text(self.repetition_draw),
            "fifty_move_draw" => draw_text(self.fifty_move_draw),
            "non_pawn_own_capture" => bool_text(self.non_pawn_own_capture),
            "height_cap" => {
                return Some(self.height_cap.map_or("none".to_owned(), |n| n.to_string()));
            }
            "ep_capture" => match self.ep_capture {
                EpCapture::Unit => "unit",
                EpCapture::TopPawn => "top_pawn",
            },
            "double_step_reset" => bool_text(self.double_step_reset),
            "talleyrand_set" => match self.talleyrand_set {
                TalleyrandSet::Part => "part",
                TalleyrandSet::Tower => "tower",
                TalleyrandSet::Own => "own",
            },
            "borrowed_pawn" => match self.borrowed_pawn {
                BorrowedPawn::Mover => "mover",
                BorrowedPawn::Owner => "owner",
            },
            "die_face" => match self.die_face {
                DieFace::Pattern => "pattern",
                DieFace::Top => "top",
            },
            "castling_ignores_check" => bool_text(self.castling_ignores_check),
            "own_king_capture" => bool_text(self.own_king_capture),
            "dice_check" => bool_text(self.dice_check),
            _ => return None,
        };
        Some(text.to_owned())
    }

    /// Whether check is enforced: without the die unless `king_capture_mode`; with the die
    /// only under `dice_check`.
    #[must_use]
    pub const fn check_enforced(&self) -> bool {
        if self.dice {
            self.dice_check
        } else {
            !self.king_capture_mode
        }
    }

    /// Whether only a pawn that moved there by its own pawn move promotes.
    #[must_use]
    pub(crate) const fn self_only(&self) -> bool {
        self.promo_self_only || self.promo_lone_pawn_only
    }
}

impl Options {
    /// The draw rules a [`Game`](skazka_core::Game) of these options uses (what
    /// [`Rules::draw_rules`](skazka_core::Rules::draw_rules) of a position gives): repetition
    /// (threefold, on the full stack configuration) and the 50-move rule, as set by
    /// `repetition_draw` and `fifty_move_draw` (both off by default).
    #[must_use]
    pub const fn draw_rules(&self) -> DrawRules {
        DrawRules::none()
            .with_repetition(self.repetition_draw, 3)
            .with_move_limit(self.fifty_move_draw, 100)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A value of `key` other than its default.
    fn other_value(key: &str) -> &'static str {
        match key {
            "profile" => "federation",
            "pawn_own_climb" => "straight",
            "released_enemy_promo" => "owner",
            "repetition_draw" | "fifty_move_draw" => "claim",
            "own_capture" | "non_pawn_own_capture" => "false",
            "height_cap" => "5",
            "ep_capture" => "top_pawn",
            "talleyrand_set" => "tower",
            "borrowed_pawn" => "owner",
            "die_face" => "top",
            _ => "true",
        }
    }

    #[test]
    fn every_key_is_settable() {
        for k in Options::keys() {
            let mut o = Options::default();
            o.set(k.name, other_value(k.name)).unwrap();
            assert_ne!(o, Options::default(), "{}", k.name);
        }
    }

    #[test]
    fn the_key_table_is_the_single_source() {
        let d = Options::default();
        assert_eq!(KEYS.len(), EXPECTED.len());
        for (k, e) in KEYS.iter().zip(EXPECTED) {
            assert_eq!(k.expected(), e, "{}", k.name);
            assert_eq!(d.get(k.name).as_deref(), Some(k.default), "{}", k.name);
        }
        assert_eq!(d.get("nope"), None);
        assert!(d.to_string().is_empty());
    }

    #[test]
    fn bad_input_is_refused_and_changes_nothing() {
        let mut o = Options::default();
        assert!(matches!(
            o.set("dise", "true"),
            Err(OptionError::UnknownKey { .. })
        ));
        assert!(matches!(
            o.set("dice", "yes"),
            Err(OptionError::InvalidValue { key: "dice", .. })
        ));
        assert_eq!(
            o.set("height_cap", "1").unwrap_err().to_string(),
            "invalid value `1` for volkhv option `height_cap` (expected none or <n>)"
        );
        o.set("profile", "federation").unwrap();
        let before = o;
        assert!(matches!(
            o.set("dice", "true"),
            Err(OptionError::Incompatible { .. })
        ));
        assert_eq!(o, before);
        assert_eq!(
            OptionError::unknown_key(GAME, "x").to_string(),
            "unknown volkhv option `x`"
        );
    }

    #[test]
    fn draw_rules_follow_the_options() {
        let mut o = Options::default();
        assert_eq!(o.draw_rules(), DrawRules::none());
        o.set("repetition_draw", "auto").unwrap();
        o.set("fifty_move_draw", "claim").unwrap();
        let r = o.draw_rules();
        assert_eq!(r.repetition, DrawRule::Automatic);
        assert_eq!(r.repetitions, 3);
        assert_eq!(r.move_limit, DrawRule::Claimable);
        assert_eq!(r.move_limit_plies, 100);
    }
}
