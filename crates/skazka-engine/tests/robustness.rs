//! Streams of random commands, arguments and junk in every protocol: the engine answers the
//! synchronising command at the end and exits cleanly, whatever came before.

mod common;

use common::Engine;

/// A small repeatable generator.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n as u64) as usize
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

const ARGS: &[&str] = &[
    "",
    "0",
    "-1",
    "1",
    "3",
    "99999999999999999999",
    "18446744073709551615",
    "e2e4",
    "e4e5",
    "ST@e4",
    "[K]",
    "--",
    "@@@@",
    "e2(2)e4",
    "startpos",
    "fen",
    "moves",
    "name",
    "value",
    "xianling",
    "stone",
    "volkhv",
    "synthesis",
    "normal",
    "chess",
    "8/8/8/8/8/8/8/8 w - - 0 1",
    "k9/2Q7/1K8/10/10/10/10/10/10/10 w - - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[0:0] w KQkq - 0 1",
    "UCI_Variant",
    "volkhv_dice",
    "true",
    "Hash",
    "4096",
    "1:30",
    "0.001",
    "\u{0}",
    "ünïcødé",
    "depth",
    "movetime",
    "wtime",
    "infinite",
    "perft",
];

fn noise(rng: &mut Lcg, commands: &[&str]) -> String {
    let mut line = rng.pick(commands).to_owned();
    for _ in 0..rng.below(5) {
        line.push(' ');
        line.push_str(rng.pick(ARGS));
    }
    line
}

#[test]
fn uci_survives_random_commands() {
    const COMMANDS: &[&str] = &[
        "position",
        "position startpos moves",
        "position fen",
        "go depth",
        "go movetime",
        "go nodes",
        "go",
        "stop",
        "setoption name",
        "setoption name UCI_Variant value",
        "setoption name Hash value",
        "ucinewgame",
        "isready",
        "ponderhit",
        "debug",
        "bogus",
        "",
    ];
    for seed in 1..=3 {
        let mut rng = Lcg(seed);
        let mut e = Engine::start();
        e.send("uci");
        e.until(|l| l == "uciok");
        for _ in 0..150 {
            let line = noise(&mut rng, COMMANDS);
            // Long searches are cut short by the next command anyway; keep perft small.
            if line.contains("perft") || line.contains("Hash") {
                continue;
            }
            e.send(&line);
        }
        e.send("stop");
        e.sync_uci();
        assert!(e.is_running());
        e.quit();
    }
}

#[test]
fn xboard_survives_random_commands() {
    const COMMANDS: &[&str] = &[
        "new",
        "variant",
        "force",
        "go",
        "playother",
        "usermove",
        "setboard",
        "undo",
        "remove",
        "level",
        "st",
        "sd",
        "time",
        "otim",
        "result",
        "post",
        "nopost",
        "analyze",
        "exit",
        "hint",
        "?",
        "option",
        "option volkhv_dice=",
        "option Seed=",
        "e2e4",
        "bogus",
        "",
    ];
    for seed in 1..=3 {
        let mut rng = Lcg(seed);
        let mut e = Engine::start();
        e.send("xboard");
        e.send("protover 2");
        e.until(|l| l == "feature done=1");
        e.send("st 0.05");
        for _ in 0..150 {
            let line = noise(&mut rng, COMMANDS);
            if line.contains("Hash") {
                continue;
            }
            e.send(&line);
        }
        e.send("force");
        e.send("exit");
        e.sync_xboard(99);
        assert!(e.is_running());
        e.quit();
    }
}
