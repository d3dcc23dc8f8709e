//! The web board: `skazka-web [--host H] [--port P] [--max-games N] [--expiry-minutes M]
//! [--variants FILE]`.

use std::net::SocketAddr;
use std::process::ExitCode;
use std::time::Duration;

use skazka_web::{Config, router};

const USAGE: &str = "usage: skazka-web [--host 127.0.0.1] [--port 8080] [--max-games 100] \
[--expiry-minutes 120] [--variants FILE]

  --variants FILE  also offer the variants of a Fairy-Stockfish variants.ini file";

fn parse_args() -> Result<(String, u16, Config), String> {
    let mut host = "127.0.0.1".to_owned();
    let mut port = 8080u16;
    let mut config = Config::default();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value\n{USAGE}"));
        match arg.as_str() {
            "--host" => host = value("--host")?,
            "--port" => {
                port = value("--port")?
                    .parse()
                    .map_err(|_| "--port takes a number from 0 to 65535".to_owned())?;
            }
            "--max-games" => {
                config.max_games = value("--max-games")?
                    .parse()
                    .map_err(|_| "--max-games takes a number".to_owned())?;
            }
            "--expiry-minutes" => {
                let m: u64 = value("--expiry-minutes")?
                    .parse()
                    .map_err(|_| "--expiry-minutes takes a number".to_owned())?;
                config.ttl = Duration::from_secs(m.saturating_mul(60));
            }
            "--variants" => load_variants(&value("--variants")?)?,
            "-h" | "--help" => return Err(USAGE.to_owned()),
            other => return Err(format!("unknown argument `{other}`\n{USAGE}")),
        }
    }
    Ok((host, port, config))
}

/// Registers the variants of a `variants.ini` file; a section that does not load is reported
/// and left out, as Fairy-Stockfish does.
fn load_variants(path: &str) -> Result<(), String> {
    let loaded = skazka::load_variants(path).map_err(|e| e.to_string())?;
    for error in &loaded.errors {
        eprintln!("skazka-web: {path}: {error}");
    }
    let names: Vec<&str> = loaded.variants.iter().map(|v| v.name()).collect();
    println!("skazka-web: {path}: {}", names.join(" "));
    Ok(())
}

#[tokio::main]
async fn main() -> ExitCode {
    let (host, port, config) = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let listener = match tokio::net::TcpListener::bind((host.as_str(), port)).await {
        Ok(l) => l,
        Err(e) => {
            eprintln!("skazka-web: cannot listen on {host}:{port}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let addr: Option<SocketAddr> = listener.local_addr().ok();
    match addr {
        Some(a) => println!("skazka-web: open http://{a}/ in a browser (Ctrl-C stops)"),
        None => println!("skazka-web: listening"),
    }
    let app = router(config);
    let served = axum::serve(listener, app)
        .with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await;
    match served {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("skazka-web: {e}");
            ExitCode::FAILURE
        }
    }
}
