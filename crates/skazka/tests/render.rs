//! The text boards of every game: coordinates, figurines, the last move marked.

use skazka::render::{Style, board};

#[cfg(feature = "chess")]
mod chess {
    use super::*;
    use skazka::chess::Chess;
    use skazka::core::Position;

    #[test]
    fn board_marks_the_last_move() {
        let before = Chess::new();
        let mut after = before.clone();
        after.play_text("g1f3").unwrap();
        let text = board(&after, Some(&before), Style::PLAIN);
        assert!(text.contains(" 3 │ ·  ·  ·  ·  · [♘] ·  · │ 3"), "{text}");
        assert!(text.contains(" 1 │ ♖  ♘  ♗  ♕  ♔  ♗ [·] ♖ │ 1"), "{text}");
        insta::assert_snapshot!("chess_after_g1f3", text);
    }
}

/// One snapshot of the start board per game.
mod snapshots {
    #[allow(unused_imports)]
    use super::*;

    #[cfg(feature = "chess")]
    #[test]
    fn chess_start() {
        insta::assert_snapshot!(board(&skazka::chess::Chess::new(), None, Style::PLAIN));
    }

    #[cfg(feature = "stone")]
    #[test]
    fn stone_after_a_placement() {
        use skazka::core::Position;
        let before = skazka::stone::Stone::new(&Default::default());
        let mut after = before.clone();
        after.play_text("ST@e4").unwrap();
        insta::assert_snapshot!(board(&after, Some(&before), Style::PLAIN));
    }

    #[cfg(feature = "synthesis")]
    #[test]
    fn synthesis_start() {
        let pos = skazka::synthesis::Synthesis::new(&Default::default());
        insta::assert_snapshot!(board(&pos, None, Style::PLAIN));
    }

    #[cfg(feature = "xianling")]
    #[test]
    fn xianling_start() {
        let pos = skazka::xianling::Xianling::new(&Default::default());
        insta::assert_snapshot!(board(&pos, None, Style::PLAIN));
    }

    #[cfg(feature = "volkhv")]
    #[test]
    fn volkhv_start() {
        let pos = skazka::volkhv::Volkhv::new(&Default::default());
        insta::assert_snapshot!(board(&pos, None, Style::PLAIN));
    }
}
