//! The XBoard protocol.

use crate::driver::{Inbox, Out};

pub(crate) fn run(_inbox: &mut Inbox, _out: &Out) {}
