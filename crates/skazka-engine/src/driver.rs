//! What both protocols share: input lines and finished searches arrive as [`Event`]s on one
//! channel, output lines go out whole and flushed, and a search runs on its own thread with a
//! flag that stops it.

use std::collections::VecDeque;
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;

use skazka::engine::Limits;

use crate::board::{Board, Exclude, Report};

/// Something the command loop must react to.
pub(crate) enum Event {
    /// A line of input, without its line end.
    Line(String),
    /// A search ended: the board comes back with the result (`None`: no legal move).
    Done(Box<Board>, Option<Report>),
    /// The input is closed.
    Eof,
}

/// Reads `input` line by line on a thread of its own and sends each line, then [`Event::Eof`].
/// Bytes that are not UTF-8 are replaced, so no input stops the reader.
pub(crate) fn spawn_reader<R: BufRead + Send + 'static>(mut input: R, tx: Sender<Event>) {
    thread::spawn(move || {
        let mut buf = Vec::new();
        loop {
            buf.clear();
            match input.read_until(b'\n', &mut buf) {
                Ok(0) | Err(_) => break,
                Ok(_) => {
                    let line = String::from_utf8_lossy(&buf);
                    let line = line.trim_end_matches(['\n', '\r']).to_owned();
                    if tx.send(Event::Line(line)).is_err() {
                        return;
                    }
                }
            }
        }
        let _ = tx.send(Event::Eof);
    });
}

/// The output: whole lines, flushed at once, from any thread.
#[derive(Clone)]
pub(crate) struct Out {
    sink: Arc<Mutex<Box<dyn Write + Send>>>,
}

impl Out {
    /// Lines to `sink`.
    pub fn new(sink: Box<dyn Write + Send>) -> Out {
        Out {
            sink: Arc::new(Mutex::new(sink)),
        }
    }

    /// Writes one line. A closed output is ignored: the reader's end of file ends the loop.
    pub fn line(&self, text: &str) {
        let mut sink = self.sink.lock().unwrap_or_else(PoisonError::into_inner);
        let _ = writeln!(sink, "{text}");
        let _ = sink.flush();
    }
}

/// The command loop's end of the channel, with lines put aside while it waited for a search.
pub(crate) struct Inbox {
    rx: Receiver<Event>,
    pub tx: Sender<Event>,
    backlog: VecDeque<Event>,
}

impl Inbox {
    pub fn new(rx: Receiver<Event>, tx: Sender<Event>) -> Inbox {
        Inbox {
            rx,
            tx,
            backlog: VecDeque::new(),
        }
    }

    /// The next event: put-aside lines first.
    pub fn next(&mut self) -> Event {
        if let Some(e) = self.backlog.pop_front() {
            return e;
        }
        self.rx.recv().unwrap_or(Event::Eof)
    }

    /// Waits for the running search to end and returns its board and result; lines that
    /// arrive meanwhile are kept for later.
    pub fn wait_done(&mut self) -> (Box<Board>, Option<Report>) {
        loop {
            match self.rx.recv() {
                Ok(Event::Done(board, result)) => return (board, result),
                Ok(other) => self.backlog.push_back(other),
                // The search thread holds a sender until it is done, so this cannot happen
                // while one runs; fall back to nothing rather than panic.
                Err(_) => {
                    return (crate::board::fallback(), None);
                }
            }
        }
    }
}

/// A search running on its own thread.
pub(crate) struct Running {
    pub stop: Arc<AtomicBool>,
}

impl Running {
    /// Asks the search to stop soon.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// Starts searching `board` within `limits` (without the root moves `exclude` names); every
/// completed iteration goes to `report`, and the end comes back as [`Event::Done`].
pub(crate) fn spawn_search(
    mut board: Box<Board>,
    limits: Limits,
    exclude: Exclude,
    tx: Sender<Event>,
    mut report: Box<dyn FnMut(&Report) + Send>,
) -> Running {
    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    thread::spawn(move || {
        let result = board.search(&limits, exclude, &flag, &mut *report);
        let _ = tx.send(Event::Done(board, result));
    });
    Running { stop }
}
