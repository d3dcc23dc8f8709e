//! The moves played as the JSON text of the game's `moves` and `moves_san` lists, kept with
//! the game: a move appends its text, an undo cuts it off, so a request copies the lists
//! instead of writing a long game's moves again.

use skazka::PlayedMove;

/// The moves played, as the inside of two JSON arrays.
#[derive(Debug, Default)]
pub struct Record {
    texts: String,
    sans: String,
    /// The lengths of both texts before each move, to cut a move off.
    marks: Vec<(usize, usize)>,
}

impl Record {
    /// The record of `history`.
    pub fn of(history: &[PlayedMove]) -> Record {
        let mut record = Record::default();
        for m in history {
            record.push(m);
        }
        record
    }

    /// Appends a move.
    pub fn push(&mut self, m: &PlayedMove) {
        self.marks.push((self.texts.len(), self.sans.len()));
        append(&mut self.texts, &m.text);
        append(&mut self.sans, &m.san);
    }

    /// Cuts off the last move.
    pub fn pop(&mut self) {
        if let Some((texts, sans)) = self.marks.pop() {
            self.texts.truncate(texts);
            self.sans.truncate(sans);
        }
    }

    /// The moves in the game's move text: `"e2e4","e7e5"`.
    pub fn texts(&self) -> &str {
        &self.texts
    }

    /// The moves in SAN: `"e4","e5"`.
    pub fn sans(&self) -> &str {
        &self.sans
    }
}

/// Appends `text` as a JSON string, after a comma unless it is the first.
fn append(list: &mut String, text: &str) {
    if !list.is_empty() {
        list.push(',');
    }
    // A string always serializes; the fallback keeps the list valid JSON regardless.
    list.push_str(&serde_json::to_string(text).unwrap_or_else(|_| "\"\"".into()));
}

#[cfg(test)]
mod tests {
    use skazka::AnyGame;

    use super::*;

    #[test]
    fn the_record_follows_moves_and_undos_as_the_game_lists_them() {
        let mut game = AnyGame::new("chess", "", None).unwrap();
        let mut record = Record::default();
        for m in ["e4", "e5", "Nf3"] {
            record.push(&game.play(m).unwrap());
        }
        assert_eq!(record.texts(), r#""e2e4","e7e5","g1f3""#);
        assert_eq!(record.sans(), r#""e4","e5","Nf3""#);
        record.pop();
        game.undo();
        assert_eq!(record.sans(), r#""e4","e5""#);
        let listed = format!("[{}]", Record::of(game.history()).sans());
        let expected = serde_json::to_string(&game.san_moves()).unwrap();
        assert_eq!(listed, expected);
        assert_eq!(record.marks.len(), game.plies());
    }
}
