//! An [`AnyGame`] as its record: `{"variant": "chess", "options": "", "start": FEN, "moves":
//! ["e2e4", …], "claimed": false}`. Reading it back replays the moves (past an end by the
//! rules, as a record may go on).

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::AnyGame;

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Record {
    variant: String,
    #[serde(default)]
    options: String,
    start: String,
    #[serde(default)]
    moves: Vec<String>,
    #[serde(default)]
    claimed: bool,
}

impl Serialize for AnyGame {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Record {
            variant: self.variant().name().to_owned(),
            options: self.options(),
            start: self.start_fen(),
            moves: self.moves(),
            claimed: self.claimed.is_some(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for AnyGame {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<AnyGame, D::Error> {
        let record = Record::deserialize(deserializer)?;
        let mut game = AnyGame::new(&record.variant, &record.options, Some(&record.start))
            .map_err(D::Error::custom)?;
        for text in &record.moves {
            game.replay(text).map_err(D::Error::custom)?;
        }
        if record.claimed {
            game.claim_draw().map_err(D::Error::custom)?;
        }
        Ok(game)
    }
}
