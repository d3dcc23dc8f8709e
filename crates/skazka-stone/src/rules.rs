//! Movement tables compiled once per distinct [`Options`] value.

use std::sync::{LazyLock, Mutex};

use skazka_core::{Atom, Geometry, Kind, PieceTable};

use crate::{Options, UnitKind};

/// Everything move generation needs that depends only on the options.
#[derive(Debug)]
pub(crate) struct Rules {
    pub(crate) options: Options,
    pub(crate) tables: Vec<PieceTable>,
    /// Some kind hops over hurdles, so a new stone can create an attack.
    pub(crate) hoppers: bool,
    /// Every capturing component is a leap or a ride along queen lines, so moving a unit off
    /// a queen line through its own King can never uncover an attack (pin shortcut).
    pub(crate) simple_attacks: bool,
    /// The kinds a unit may mutate into in this edition (no Stone, no King).
    pub(crate) mutation_targets: Vec<UnitKind>,
}

/// Interned rules: one leaked `Rules` per distinct options value ever used, so positions hold
/// a `&'static Rules` and clone without reference counting. The number of entries is the
/// number of distinct option sets a program uses (a handful in practice).
static INTERNED: LazyLock<Mutex<Vec<&'static Rules>>> = LazyLock::new(|| Mutex::new(Vec::new()));

impl Rules {
    pub(crate) fn get(options: &Options) -> &'static Rules {
        let mut cache = INTERNED
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(r) = cache.iter().find(|r| r.options == *options) {
            return r;
        }
        let movements = options.movements();
        let rules = Rules {
            options: options.clone(),
            tables: movements
                .iter()
                .map(|m| PieceTable::new(Geometry::CHESS, m))
                .collect(),
            hoppers: Options::has_hoppers(&movements),
            simple_attacks: movements.iter().all(|m| {
                m.components().iter().all(|c| {
                    !c.modality.captures()
                        || match c.kind {
                            Kind::Leap => true,
                            Kind::Ride { .. } => c.atom == Atom::WAZIR || c.atom == Atom::FERZ,
                            _ => false,
                        }
                })
            }),
            mutation_targets: UnitKind::ALL
                .into_iter()
                .filter(|k| {
                    !matches!(k, UnitKind::Stone | UnitKind::King) && k.in_edition(options.edition)
                })
                .collect(),
        };
        let leaked: &'static Rules = Box::leak(Box::new(rules));
        cache.push(leaked);
        leaked
    }

    #[inline]
    pub(crate) fn table(&self, kind: UnitKind) -> &PieceTable {
        &self.tables[kind.index()]
    }
}
