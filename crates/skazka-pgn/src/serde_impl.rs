//! Serde for records: the game as its variant, start FEN, options and move texts.

use core::fmt;

use serde::de::{Error as _, MapAccess, Visitor};
use serde::ser::SerializeMap as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use skazka_core::{Game, Rules};

use crate::record::{DERIVED_TAGS, clean_comment};
use crate::{GameRecord, GameResult, Tags, variant_is};

skazka_core::serde_through_text!(GameResult, str::parse::<GameResult>);

impl Serialize for Tags {
    /// A map from tag names to values, in the tags' order.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.len()))?;
        for (name, value) in self.iter() {
            map.serialize_entry(name, value)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for Tags {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Tags, D::Error> {
        struct TagsVisitor;
        impl<'de> Visitor<'de> for TagsVisitor {
            type Value = Tags;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a map of tag names to values")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Tags, A::Error> {
                let mut tags = Tags::new();
                while let Some((name, value)) = map.next_entry::<String, String>()? {
                    tags.set(name, value);
                }
                Ok(tags)
            }
        }
        deserializer.deserialize_map(TagsVisitor)
    }
}

#[derive(Serialize)]
struct Out<'a> {
    variant: &'a str,
    fen: String,
    options: String,
    tags: &'a Tags,
    moves: Vec<String>,
    comments: &'a [(usize, String)],
    nags: &'a [(usize, u8)],
    result: GameResult,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct In {
    variant: String,
    fen: Option<String>,
    #[serde(default)]
    options: String,
    #[serde(default)]
    tags: Tags,
    #[serde(default)]
    moves: Vec<String>,
    #[serde(default)]
    comments: Vec<(usize, String)>,
    #[serde(default)]
    nags: Vec<(usize, u8)>,
    #[serde(default)]
    result: GameResult,
}

/// A record is written as
/// `{"variant", "fen", "options", "tags", "moves", "comments", "nags", "result"}`: the game's
/// name, the start FEN and options text, the free tags as a map, each move's own text (as the
/// game's move serde writes it), comments as `[moves before, text]` pairs, glyphs as
/// `[move, glyph]` pairs and the result (`"1-0"`).
#[cfg_attr(docsrs, doc(cfg(feature = "serde")))]
impl<R: Rules> Serialize for GameRecord<R> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Out {
            variant: self.start().name(),
            fen: self.start().fen(),
            options: self.start().options().to_string(),
            tags: self.tags(),
            moves: self.moves().iter().map(ToString::to_string).collect(),
            comments: self.comments(),
            nags: self.nags(),
            result: self.result(),
        }
        .serialize(serializer)
    }
}

/// Reads what `Serialize` writes, replaying every move; a missing `fen` is the start position
/// of the options. The variant must be the game of that start position, every move legal in
/// turn, every comment placed at most after the last move and every glyph on a move of the
/// game.
#[cfg_attr(docsrs, doc(cfg(feature = "serde")))]
impl<'de, R: Rules> Deserialize<'de> for GameRecord<R> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<GameRecord<R>, D::Error> {
        let data = In::deserialize(deserializer)?;
        let options: R::Options = data.options.parse().map_err(D::Error::custom)?;
        let start = match &data.fen {
            Some(fen) => R::from_fen(fen, &options).map_err(D::Error::custom)?,
            None => R::new(&options),
        };
        if !variant_is(&data.variant, start.name()) {
            return Err(D::Error::custom(format_args!(
                "the record is a game of {:?}, but it is read as {:?}",
                data.variant,
                start.name()
            )));
        }
        let mut game = Game::new(start);
        for (i, text) in data.moves.iter().enumerate() {
            let m = game
                .position()
                .parse_move(text)
                .map_err(|e| D::Error::custom(format_args!("move {} {text:?}: {e}", i + 1)))?;
            game.play(m)
                .map_err(|e| D::Error::custom(format_args!("move {} {text:?}: {e}", i + 1)))?;
        }
        let mut comments = data.comments;
        if let Some((at, _)) = comments.iter().find(|(at, _)| *at > game.moves().len()) {
            return Err(D::Error::custom(format_args!(
                "a comment after move {at} of a game of {} moves",
                game.moves().len()
            )));
        }
        comments.sort_by_key(|(at, _)| *at);
        let mut nags = data.nags;
        if let Some((at, _)) = nags
            .iter()
            .find(|(at, _)| *at == 0 || *at > game.moves().len())
        {
            return Err(D::Error::custom(format_args!(
                "a glyph on move {at} of a game of {} moves",
                game.moves().len()
            )));
        }
        nags.sort_by_key(|(at, _)| *at);
        for (_, text) in &mut comments {
            *text = clean_comment(text);
        }
        let tags: Tags = data
            .tags
            .iter()
            .filter(|(name, _)| !DERIVED_TAGS.contains(name))
            .collect();
        Ok(GameRecord::from_parts(
            tags,
            game,
            comments,
            nags,
            data.result,
        ))
    }
}
