//! The command line: `--help` answers with the usage and every option, and a wrong option is
//! refused.

use std::process::{Command, Output, Stdio};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_skazka-web"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("skazka-web runs")
}

#[test]
fn help_prints_the_usage_with_every_option_and_exits_with_success() {
    let out = run(&["--help"]);
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Usage: skazka-web"), "{text}");
    for option in [
        "--host",
        "--port",
        "--max-games",
        "--expiry-minutes",
        "--variants",
        "--help",
    ] {
        assert!(text.contains(option), "{option} in\n{text}");
    }
}

#[test]
fn an_unknown_option_is_refused_with_the_usage_and_a_failure() {
    let out = run(&["--colour", "red"]);
    assert!(!out.status.success(), "{out:?}");
    let text = String::from_utf8_lossy(&out.stderr);
    assert!(
        text.contains("--colour") && text.contains("Usage"),
        "{text}"
    );
}

#[test]
fn a_port_that_is_not_a_number_is_refused() {
    let out = run(&["--port", "eighty"]);
    assert!(!out.status.success(), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("--port"));
}
