//! Pictures of positions chosen at run time: [`Draw`] for [`AnyPosition`].

use skazka_svg::{Draw, Scene};

use crate::AnyPosition;

impl Draw for AnyPosition {
    fn scene(&self) -> Scene {
        dispatch!(AnyPosition, self, p => p.scene())
    }
}

#[cfg(feature = "fairy")]
impl Draw for crate::data::game::FairyGame {
    fn scene(&self) -> Scene {
        self.position.scene()
    }
}
