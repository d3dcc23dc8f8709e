//! The server under load: many clients play random games over HTTP while another client
//! times the answers about its own game. A game worked on must not hold up the others, so
//! that latency stays low however busy the other games are.
//!
//! Ignored by default (it takes a minute and wants a release build):
//!
//! ```sh
//! cargo test --release -p skazka-web --test load -- --ignored --nocapture
//! ```
//!
//! `LOAD_CLIENTS` (200), `LOAD_PLIES` (1000, plies each client plays, new games as games end)
//! and `LOAD_PAUSE_MS` (100, each client's pause between its moves, as a player thinks; 0
//! sends the next move as soon as the answer comes, which measures the server saturated)
//! change the load. The figures are printed, and the test fails on any error or a median
//! latency of 5 ms or more.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use axum::body::Bytes;
use http_body_util::{BodyExt, Full};
use hyper::client::conn::http1::{self, SendRequest};
use hyper::{Method, Request, StatusCode, header};
use hyper_util::rt::TokioIo;
use serde::Deserialize;
use serde::de::IgnoredAny;
use serde_json::json;

/// What a client reads of a game's JSON.
#[derive(Deserialize)]
struct Game {
    id: String,
    legal_moves: Vec<Legal>,
    outcome: Option<IgnoredAny>,
}

#[derive(Deserialize)]
struct Legal {
    text: String,
}

/// The server, a child process stopped when dropped.
struct Server {
    child: Child,
    addr: String,
}

impl Server {
    /// Starts `skazka-web` on a free port with room for `games` games.
    fn start(games: usize) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_skazka-web"))
            .args(["--port", "0", "--max-games", &games.to_string()])
            .stdout(Stdio::piped())
            .spawn()
            .expect("skazka-web starts");
        let mut line = String::new();
        let stdout = child.stdout.take().expect("its output");
        BufReader::new(stdout).read_line(&mut line).unwrap();
        // "skazka-web: open http://127.0.0.1:PORT/ in a browser"
        let addr = line
            .split("http://")
            .nth(1)
            .and_then(|rest| rest.split('/').next())
            .expect("the address")
            .to_owned();
        Server { child, addr }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One kept-alive HTTP/1.1 connection.
struct Client {
    send: SendRequest<Full<Bytes>>,
}

impl Client {
    async fn connect(addr: &str) -> Client {
        let stream = tokio::net::TcpStream::connect(addr).await.unwrap();
        stream.set_nodelay(true).unwrap();
        let (send, conn) = http1::handshake(TokioIo::new(stream)).await.unwrap();
        tokio::spawn(conn);
        Client { send }
    }

    /// Sends a request; the status and the body.
    async fn call(
        &mut self,
        method: Method,
        path: &str,
        body: Option<String>,
    ) -> (StatusCode, Bytes) {
        let req = Request::builder()
            .method(method)
            .uri(path)
            .header(header::HOST, "127.0.0.1")
            .header(header::CONTENT_TYPE, "application/json")
            .body(Full::new(Bytes::from(body.unwrap_or_default())))
            .unwrap();
        self.send.ready().await.unwrap();
        let resp = self.send.send_request(req).await.unwrap();
        let status = resp.status();
        let bytes = resp.into_body().collect().await.unwrap().to_bytes();
        (status, bytes)
    }

    /// A game's JSON from a request that must succeed; `None` counts as an error.
    async fn game(&mut self, method: Method, path: &str, body: Option<String>) -> Option<Game> {
        let (status, bytes) = self.call(method, path, body).await;
        if !status.is_success() {
            eprintln!("{path}: {status}: {}", String::from_utf8_lossy(&bytes));
            return None;
        }
        serde_json::from_slice(&bytes).ok()
    }
}

/// A small random number generator (xorshift), one per client.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

fn new_game() -> Option<String> {
    Some(json!({ "variant": "chess" }).to_string())
}

/// Plays `plies` random legal moves, starting a new game whenever one ends; the errors.
async fn player(addr: String, seed: u64, plies: usize, pause: Duration) -> usize {
    let mut client = Client::connect(&addr).await;
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut errors = 0;
    let mut game = None;
    let mut played = 0;
    while played < plies {
        let current = match game.take() {
            Some(g) => g,
            None => match client.game(Method::POST, "/api/games", new_game()).await {
                Some(g) => g,
                None => return errors + 1,
            },
        };
        let Game {
            id,
            legal_moves,
            outcome,
        } = current;
        if outcome.is_some() || legal_moves.is_empty() {
            continue;
        }
        let m = &legal_moves[rng.below(legal_moves.len())].text;
        let body = Some(json!({ "move": m }).to_string());
        game = client
            .game(Method::POST, &format!("/api/games/{id}/move"), body)
            .await;
        errors += usize::from(game.is_none());
        played += 1;
        if !pause.is_zero() {
            tokio::time::sleep(pause).await;
        }
    }
    errors
}

/// Asks for its own game every 20 ms until `stop`; the latencies and the errors.
async fn prober(addr: String, stop: tokio::sync::watch::Receiver<bool>) -> (Vec<Duration>, usize) {
    let mut client = Client::connect(&addr).await;
    let game = client.game(Method::POST, "/api/games", new_game()).await;
    let Some(Game { id, .. }) = game else {
        return (Vec::new(), 1);
    };
    let path = format!("/api/games/{id}");
    let (mut times, mut errors) = (Vec::new(), 0);
    while !*stop.borrow() {
        let start = Instant::now();
        let (status, _) = client.call(Method::GET, &path, None).await;
        times.push(start.elapsed());
        errors += usize::from(status != StatusCode::OK);
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    (times, errors)
}

fn setting(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn percentile(sorted: &[Duration], p: usize) -> Duration {
    sorted[(sorted.len() - 1) * p / 100]
}

#[tokio::test(flavor = "multi_thread")]
#[ignore = "a load test: run it in release with --ignored --nocapture"]
async fn another_game_answers_in_under_5_ms_while_200_clients_play() {
    let clients = setting("LOAD_CLIENTS", 200);
    let plies = setting("LOAD_PLIES", 1000);
    let pause = Duration::from_millis(setting("LOAD_PAUSE_MS", 100) as u64);
    let server = Server::start(clients * 2 + 10);
    let (stop_tx, stop_rx) = tokio::sync::watch::channel(false);
    let probe = tokio::spawn(prober(server.addr.clone(), stop_rx));
    let start = Instant::now();
    let players: Vec<_> = (0..clients)
        .map(|i| tokio::spawn(player(server.addr.clone(), i as u64 + 1, plies, pause)))
        .collect();
    let mut errors = 0;
    for p in players {
        errors += p.await.unwrap();
    }
    let elapsed = start.elapsed();
    stop_tx.send(true).unwrap();
    let (mut times, probe_errors) = probe.await.unwrap();
    times.sort_unstable();
    let total = clients * plies;
    let median = percentile(&times, 50);
    println!(
        "{clients} clients x {plies} plies, {} ms pauses = {total} moves in {:.1} s ({:.0} moves/s), errors {errors}",
        pause.as_millis(),
        elapsed.as_secs_f64(),
        total as f64 / elapsed.as_secs_f64()
    );
    println!(
        "another game: {} answers, median {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms, errors {probe_errors}",
        times.len(),
        median.as_secs_f64() * 1e3,
        percentile(&times, 90).as_secs_f64() * 1e3,
        percentile(&times, 99).as_secs_f64() * 1e3,
        times.last().unwrap().as_secs_f64() * 1e3,
    );
    assert_eq!(errors + probe_errors, 0);
    assert!(median < Duration::from_millis(5), "median {median:?}");
}
