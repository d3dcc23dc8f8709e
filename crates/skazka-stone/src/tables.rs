//! Movement tables compiled once per distinct [`Options`] value.

use std::sync::{LazyLock, Mutex};

use skazka_core::{Atom, Geometry, Kind, PieceTable};

use crate::{Edition, Options, UnitKind};

/// Everything move generation needs that depends only on the options.
#[derive(Debug)]
pub(crate) struct Tables {
    pub(crate) options: Options,
    pub(crate) tables: Vec<PieceTable>,
    /// Some kind hops over hurdles, so a new stone can create an attack.
    pub(crate) hoppers: bool,
    /// Every capturing component is a leap or a ride along queen lines, so moving a unit off
    /// a queen line through its own King can never uncover an attack (pin shortcut).
    pub(crate) simple_attacks: bool,
    /// The kinds a unit may mutate into in this edition (no Stone, no King).
    pub(crate) mutation_targets: Vec<UnitKind>,
    /// For each kind and rank class ([`Tables::mutation_class`]), every mutation as
    /// `(cost, into, promotion)`, cheapest first, so generation stops at the first one the
    /// reserve cannot pay.
    pub(crate) mutations: Vec<Vec<(u8, UnitKind, Option<UnitKind>)>>,
}

/// Interned tables: one leaked `Tables` per distinct options value ever used, so positions hold
/// a `&'static Tables` and clone without reference counting. The number of entries is the
/// number of distinct option sets a program uses (a handful in practice).
static INTERNED: LazyLock<Mutex<Vec<&'static Tables>>> = LazyLock::new(|| Mutex::new(Vec::new()));

impl Tables {
    pub(crate) fn get(options: &Options) -> &'static Tables {
        let mut cache = INTERNED
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(r) = cache.iter().find(|r| r.options.identical(options)) {
            return r;
        }
        let movements = options.movements();
        let rules = Tables {
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
            mutations: Vec::new(),
            mutation_targets: UnitKind::ALL
                .into_iter()
                .filter(|k| {
                    !matches!(k, UnitKind::Stone | UnitKind::King) && k.in_edition(options.edition)
                })
                .collect(),
        };
        let mutations = mutation_lists(options.edition, &rules.mutation_targets);
        let rules = Tables { mutations, ..rules };
        let leaked: &'static Tables = Box::leak(Box::new(rules));
        cache.push(leaked);
        leaked
    }

    /// The rank class of a relative rank (0-based) for mutation lists: 0 for ranks 1–6, 1 for
    /// the 7th, 2 for the 8th.
    #[inline]
    pub(crate) fn mutation_class(rank: u8) -> usize {
        usize::from(rank.saturating_sub(5).min(2))
    }

    /// The mutations of a `kind` unit standing on relative rank `rank`, cheapest first.
    #[inline]
    pub(crate) fn mutations_of(
        &self,
        kind: UnitKind,
        rank: u8,
    ) -> &[(u8, UnitKind, Option<UnitKind>)] {
        &self.mutations[kind.index() * 3 + Tables::mutation_class(rank)]
    }

    #[inline]
    pub(crate) fn table(&self, kind: UnitKind) -> &PieceTable {
        &self.tables[kind.index()]
    }
}

/// The promotion a `kind` unit ending a move or a mutation on its 8th rank undergoes without
/// the move naming it: in 2012-12 (promotion compulsory) when its table has a single target.
/// Such a move stores no promotion and its text writes none (stone.md §12.2, §12a.10).
#[inline]
pub(crate) fn implied_promotion(kind: UnitKind, edition: Edition) -> Option<UnitKind> {
    match (edition, kind.promotions(edition)) {
        (Edition::Dec2012, [single]) => Some(*single),
        _ => None,
    }
}

/// Builds the mutation lists (stone.md §7): same-type, Stone and King targets excluded; stones
/// frozen and pawn-type (and, in 2012-07, Prince) targets banned on ranks 7–8; costs by
/// nominal; promotion on the 8th (compulsory in 2012-12, optional in 2012-07), never giving
/// back the unit's own type (§12a.2). A promotion with a single target in 2012-12 is implied
/// ([`implied_promotion`]): the entry stores `None`.
fn mutation_lists(
    edition: Edition,
    targets: &[UnitKind],
) -> Vec<Vec<(u8, UnitKind, Option<UnitKind>)>> {
    let mut lists = Vec::with_capacity(UnitKind::COUNT * 3);
    for from in UnitKind::ALL {
        for (class, rank) in [(0usize, 0u8), (1, 6), (2, 7)] {
            debug_assert_eq!(Tables::mutation_class(rank), class);
            let mut list = Vec::new();
            let frozen = from == UnitKind::King || (from == UnitKind::Stone && class > 0);
            for &into in targets {
                if frozen || into == from || (class > 0 && into.banned_on_last_ranks()) {
                    continue;
                }
                let (Some(old), Some(new)) = (from.nominal(), into.nominal()) else {
                    continue;
                };
                let cost = if new > old {
                    new - old
                } else if class == 2 {
                    new
                } else {
                    0
                };
                let promotions = if class == 2 {
                    into.promotions(edition)
                } else {
                    &[]
                };
                if let Some(p) = implied_promotion(into, edition).filter(|_| class == 2) {
                    // 2012-12, a single target: the promotion is implied, not stored.
                    if p != from {
                        list.push((cost, into, None));
                    }
                    continue;
                }
                if promotions.is_empty() || edition == Edition::Jul2012 {
                    list.push((cost, into, None));
                }
                for &p in promotions {
                    if p != from {
                        list.push((cost, into, Some(p)));
                    }
                }
            }
            list.sort_by_key(|&(cost, _, _)| cost);
            lists.push(list);
        }
    }
    lists
}
