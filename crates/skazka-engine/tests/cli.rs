//! The command line: `--help` answers with the usage and exits, without reading a protocol
//! from standard input.

use std::process::{Command, Output, Stdio};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_skazka-engine"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("skazka-engine runs")
}

#[test]
fn help_prints_the_usage_with_the_protocols_and_exits_with_success() {
    let out = run(&["--help"]);
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Usage: skazka-engine"), "{text}");
    for word in ["uci", "xboard", "--help", "--version"] {
        assert!(text.contains(word), "{word} in\n{text}");
    }
}

#[test]
fn version_prints_the_version_and_exits_with_success() {
    let out = run(&["--version"]);
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains(env!("CARGO_PKG_VERSION")), "{text}");
}

#[test]
fn an_unknown_option_is_refused_with_a_failure() {
    let out = run(&["--colour"]);
    assert!(!out.status.success(), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("--colour"));
}
