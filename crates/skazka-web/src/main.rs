//! The web board: `skazka-web [--host H] [--port P] [--max-games N] [--expiry-minutes M]
//! [--variants FILE]`; `--help` lists the options.

use std::net::SocketAddr;
use std::process::ExitCode;
use std::time::Duration;

use clap::Parser;
use skazka_web::{Config, router};

/// A local web board for every skazka game: play in the browser against the engine or a
/// friend. The JSON API is documented in docs/web.md.
#[derive(Debug, Parser)]
#[command(name = "skazka-web", version)]
struct Args {
    /// The address to listen on (loopback unless told otherwise).
    #[arg(long, value_name = "H", default_value = "127.0.0.1")]
    host: String,
    /// The port (0 picks a free one; the address is printed).
    #[arg(long, value_name = "P", default_value_t = 8080)]
    port: u16,
    /// Open games at most; a new game beyond it drops the one unused longest.
    #[arg(long, value_name = "N", default_value_t = 100)]
    max_games: usize,
    /// A game without a request for this long is dropped.
    #[arg(long, value_name = "M", default_value_t = 120)]
    expiry_minutes: u64,
    /// Also offer the variants of a Fairy-Stockfish variants.ini file (may be repeated).
    #[arg(long, value_name = "FILE")]
    variants: Vec<String>,
}

impl Args {
    fn config(&self) -> Config {
        let mut config = Config::default();
        config.max_games = self.max_games;
        config.ttl = Duration::from_secs(self.expiry_minutes.saturating_mul(60));
        config
    }
}

/// Registers the variants of a `variants.ini` file; a section that does not load is reported
/// and left out, as Fairy-Stockfish does.
fn load_variants(path: &str) -> Result<(), String> {
    let loaded = skazka::load_variants(path).map_err(|e| format!("skazka-web: {path}: {e}"))?;
    for error in &loaded.errors {
        eprintln!("skazka-web: {path}: {error}");
    }
    let names: Vec<&str> = loaded.variants.iter().map(|v| v.name()).collect();
    println!("skazka-web: {path}: {}", names.join(" "));
    Ok(())
}

async fn serve(args: &Args) -> Result<(), String> {
    let (host, port) = (args.host.as_str(), args.port);
    let listener = tokio::net::TcpListener::bind((host, port))
        .await
        .map_err(|e| format!("skazka-web: cannot listen on {host}:{port}: {e}"))?;
    let addr: Option<SocketAddr> = listener.local_addr().ok();
    match addr {
        Some(a) => println!("skazka-web: open http://{a}/ in a browser (Ctrl-C stops)"),
        None => println!("skazka-web: listening"),
    }
    axum::serve(listener, router(args.config()))
        .with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await
        .map_err(|e| format!("skazka-web: {e}"))
}

#[tokio::main]
async fn main() -> ExitCode {
    // `--help` and `--version` print and exit with success here; a wrong option exits 2.
    let args = Args::parse();
    let served = match args.variants.iter().try_for_each(|p| load_variants(p)) {
        Ok(()) => serve(&args).await,
        Err(e) => Err(e),
    };
    match served {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
