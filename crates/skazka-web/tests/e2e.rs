//! The web board in a real browser: Debian's chromium, driven through WebDriver by
//! chromedriver, opens the page, plays moves of every game by clicking squares, sees the
//! engine reply and saves a screenshot of each game under `target/e2e/`.
//!
//! Ignored by default (it needs `chromium` and `chromedriver`); `.ci/web-e2e.sh` installs them
//! and runs `cargo test -p skazka-web --test e2e -- --ignored`. `CHROMIUM` and `CHROMEDRIVER`
//! override the programs' paths.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

/// One HTTP/1.1 request with a JSON body; the answer's JSON.
fn http(port: u16, method: &str, path: &str, body: Option<&Value>) -> Result<Value, String> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).map_err(|e| e.to_string())?;
    stream
        .set_read_timeout(Some(Duration::from_secs(120)))
        .map_err(|e| e.to_string())?;
    let body = body.map(Value::to_string).unwrap_or_default();
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream
        .write_all(request.as_bytes())
        .map_err(|e| e.to_string())?;
    // Read the header, then exactly the body (drivers may keep the connection open).
    let mut answer = Vec::new();
    let mut buf = [0u8; 8192];
    let split = loop {
        if let Some(p) = answer.windows(4).position(|w| w == b"\r\n\r\n") {
            break p;
        }
        let n = stream.read(&mut buf).map_err(|e| e.to_string())?;
        if n == 0 {
            return Err("no http header".into());
        }
        answer.extend_from_slice(&buf[..n]);
    };
    let head = String::from_utf8_lossy(&answer[..split]).to_ascii_lowercase();
    let mut payload = answer[split + 4..].to_vec();
    let length = head.lines().find_map(|l| {
        l.strip_prefix("content-length:")
            .and_then(|v| v.trim().parse::<usize>().ok())
    });
    match length {
        Some(len) => {
            while payload.len() < len {
                let n = stream.read(&mut buf).map_err(|e| e.to_string())?;
                if n == 0 {
                    break;
                }
                payload.extend_from_slice(&buf[..n]);
            }
            payload.truncate(len);
        }
        None => {
            stream
                .read_to_end(&mut payload)
                .map_err(|e| e.to_string())?;
            if head.contains("transfer-encoding: chunked") {
                payload = dechunk(&payload);
            }
        }
    }
    serde_json::from_slice(&payload)
        .map_err(|e| format!("{e}: {}", String::from_utf8_lossy(&payload)))
}

fn dechunk(mut data: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    while let Some(eol) = data.windows(2).position(|w| w == b"\r\n") {
        let size =
            usize::from_str_radix(String::from_utf8_lossy(&data[..eol]).trim(), 16).unwrap_or(0);
        if size == 0 {
            break;
        }
        let start = eol + 2;
        out.extend_from_slice(&data[start..(start + size).min(data.len())]);
        data = &data[(start + size + 2).min(data.len())..];
    }
    out
}

/// A WebDriver session.
struct Browser {
    port: u16,
    session: String,
    driver: Child,
}

impl Browser {
    fn start() -> Browser {
        let driver_path = std::env::var("CHROMEDRIVER").unwrap_or_else(|_| "chromedriver".into());
        let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into());
        let port = free_port();
        let driver = Command::new(&driver_path)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {driver_path}: {e}"));
        let deadline = Instant::now() + Duration::from_secs(30);
        while http(port, "GET", "/status", None)
            .ok()
            .and_then(|v| v["value"]["ready"].as_bool())
            != Some(true)
        {
            assert!(Instant::now() < deadline, "chromedriver did not start");
            std::thread::sleep(Duration::from_millis(100));
        }
        let caps = json!({
            "capabilities": { "alwaysMatch": {
                "browserName": "chrome",
                "goog:chromeOptions": {
                    "binary": chromium,
                    "args": ["--headless=new", "--no-sandbox", "--disable-gpu",
                             "--disable-background-networking", "--disable-dev-shm-usage",
                             "--window-size=1280,720"]
                }
            }}
        });
        let v = http(port, "POST", "/session", Some(&caps)).expect("a browser session");
        let session = v["value"]["sessionId"]
            .as_str()
            .unwrap_or_else(|| panic!("no session: {v}"))
            .to_owned();
        Browser {
            port,
            session,
            driver,
        }
    }

    fn call(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        let path = format!("/session/{}{path}", self.session);
        let v =
            http(self.port, method, &path, body.as_ref()).unwrap_or_else(|e| panic!("{path}: {e}"));
        if v["value"]["error"].is_string() {
            panic!("{path}: {}", v["value"]);
        }
        v["value"].clone()
    }

    fn go(&self, url: &str) {
        self.call("POST", "/url", Some(json!({ "url": url })));
    }

    fn js(&self, script: &str) -> Value {
        self.call(
            "POST",
            "/execute/sync",
            Some(json!({ "script": script, "args": [] })),
        )
    }

    fn click(&self, css: &str) {
        let el = self.call(
            "POST",
            "/element",
            Some(json!({ "using": "css selector", "value": css })),
        );
        let id = el
            .as_object()
            .and_then(|o| o.values().next())
            .and_then(Value::as_str)
            .unwrap_or_else(|| panic!("no element {css}"))
            .to_owned();
        self.call("POST", &format!("/element/{id}/click"), Some(json!({})));
    }

    /// Waits until `condition` (a JavaScript expression) is true.
    fn wait(&self, condition: &str, what: &str) {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            if self.js(&format!("return !!({condition});")) == json!(true) {
                return;
            }
            assert!(Instant::now() < deadline, "timed out waiting for {what}");
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    fn screenshot(&self, file: &PathBuf) {
        self.js("window.scrollTo(0, 0); return 0;");
        let data = self.call("GET", "/screenshot", None);
        let bytes = base64(data.as_str().expect("base64 png"));
        std::fs::write(file, bytes).expect("screenshot written");
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = http(
            self.port,
            "DELETE",
            &format!("/session/{}", self.session),
            None,
        );
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

fn base64(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => Some(c - b'A'),
        b'a'..=b'z' => Some(c - b'a' + 26),
        b'0'..=b'9' => Some(c - b'0' + 52),
        b'+' => Some(62),
        b'/' => Some(63),
        _ => None,
    };
    let digits: Vec<u8> = text.bytes().filter_map(value).collect();
    let mut out = Vec::with_capacity(digits.len() * 3 / 4);
    for chunk in digits.chunks(4) {
        let n =
            chunk.iter().fold(0u32, |acc, &d| (acc << 6) | u32::from(d)) << (6 * (4 - chunk.len()));
        let bytes = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
        out.extend_from_slice(&bytes[..chunk.len().saturating_sub(1)]);
    }
    out
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// Starts the server on its own runtime; returns its port.
fn start_server() -> u16 {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let rt = tokio::runtime::Runtime::new().expect("a runtime");
        rt.block_on(async move {
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
                .await
                .expect("bind");
            tx.send(listener.local_addr().expect("address").port())
                .expect("port sent");
            axum::serve(listener, skazka_web::router(skazka_web::Config::default()))
                .await
                .expect("serve");
        });
    });
    rx.recv().expect("the server's port")
}

/// The board shows the current position.
const SHOWN: &str = "document.getElementById('board').dataset.fen === game.fen";

/// Opens the page at `url` and starts a game of `game` with 200 ms of engine time per move.
fn open(b: &Browser, url: &str, game: &str) {
    b.go(url);
    b.wait(
        "document.querySelectorAll('#variant option').length > 5 && game && !busy",
        "the page",
    );
    b.js("document.getElementById('time').value = '200'; return 0;");
    b.click(&format!("#variant option[value='{game}']"));
    b.wait(
        &format!("game && game.variant === '{game}' && !busy && {SHOWN}"),
        &format!("the new game of {game}"),
    );
}

/// Clicks `from`, waits for the selection, then clicks `to`.
fn click_from_to(b: &Browser, from: &str, to: &str) {
    b.click(&format!("rect.hit[data-square='{from}']"));
    b.wait(
        &format!("document.getElementById('board').dataset.selected === '{from}' && !busy"),
        &format!("the selection of {from}"),
    );
    b.click(&format!("rect.hit[data-square='{to}']"));
}

/// Clicks a move of the person's side that one pair of clicks determines, waits for the
/// engine's reply, and returns the number of plies then.
fn click_a_move(b: &Browser, ply: usize) -> usize {
    let pick = b.js(
        "const ms = game.legal_moves.filter(m => m.from && m.to);\
         const unique = ms.filter(m => ms.filter(n => n.from === m.from && n.to === m.to).length === 1);\
         const m = unique[Math.min(3, unique.length - 1)];\
         return m ? [m.from, m.to, m.text] : null;",
    );
    let [from, to, text] =
        [&pick[0], &pick[1], &pick[2]].map(|v| v.as_str().expect("a move").to_owned());
    click_from_to(b, &from, &to);
    b.wait(
        &format!("game.moves.length >= {}", ply + 1),
        &format!("the move {text}"),
    );
    b.wait(
        &format!("game.moves.length >= {} && !busy && {SHOWN}", ply + 2),
        "the engine's reply",
    );
    b.js("return game.moves.length").as_u64().unwrap_or(0) as usize
}

/// Plays two moves of each of `games` against the engine by clicking, checks the move list,
/// and saves a screenshot of each as `{prefix}{game}.png`.
fn play_games(b: &Browser, url: &str, games: &[&str], shots: &std::path::Path, prefix: &str) {
    for &game in games {
        open(b, url, game);
        let mut plies = 0;
        for _ in 0..2 {
            plies = click_a_move(b, plies);
        }
        assert!(plies >= 4, "{game}: {plies} plies");
        // The move list shows the moves in SAN.
        let shown = b.js(
            "return Array.from(document.querySelectorAll('#moves li > span'), s => s.textContent)",
        );
        assert_eq!(
            shown.as_array().map(Vec::len),
            Some(plies),
            "{game}: {shown}"
        );
        assert_eq!(
            shown,
            b.js("return game.moves_san"),
            "{game}: the move list"
        );
        // The engine's move in SAN, its score labelled from White's side.
        let thinking = b.js("return document.getElementById('thinking').textContent");
        let last = b.js("return game.moves_san[game.moves_san.length - 1]");
        assert!(
            thinking
                .as_str()
                .is_some_and(|t| t.starts_with("Engine played ")
                    && t.contains(last.as_str().unwrap_or("?"))
                    && t.contains("score for White")),
            "{game}: {thinking}"
        );
        b.screenshot(&shots.join(format!("{prefix}{game}.png")));
    }
}

/// A person rolls Volkhv's die with the button.
fn roll_the_die(b: &Browser, url: &str) {
    open(b, url, "volkhv");
    b.click("#options-box summary");
    b.click("[data-option='dice'] option[value='true']");
    b.click("#new-game");
    b.wait(
        "game && game.chance && !busy && !document.getElementById('roll').disabled && document.getElementById('board').dataset.fen === game.fen",
        "the die",
    );
    b.click("#roll");
    b.wait(
        &format!("game.moves.length === 1 && !busy && {SHOWN}"),
        "the roll",
    );
    // The roll waits in the move list for the move it allows, under move number 1.
    let row = b.js("const li = document.querySelector('#moves li');         return [document.getElementById('moves').start, li.querySelector('.roll').textContent];");
    assert_eq!(row, json!([1, b.js("return game.moves_san[0]")]));
}

#[test]
#[ignore = "needs chromium and chromedriver (.ci/web-e2e.sh)"]
fn play_every_game_in_a_headless_browser() {
    let port = start_server();
    let url = format!("http://127.0.0.1:{port}/");
    let b = Browser::start();
    let shots = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target/e2e");
    std::fs::create_dir_all(&shots).expect("screenshot folder");
    play_games(
        &b,
        &url,
        &[
            "chess",
            "stone",
            "synthesis",
            "xianling",
            "volkhv",
            "capablanca",
            "shogi",
        ],
        &shots,
        "",
    );
    // The die: a person rolls it with the button, then clicks a move.
    roll_the_die(&b, &url);
    b.screenshot(&shots.join("volkhv-dice.png"));

    // A Stone placement: clicking an empty square offers what may be placed there.
    open(&b, &url, "stone");
    b.click("rect.hit[data-square='e4']");
    b.wait(
        "!document.getElementById('choices').hidden",
        "the choices on e4",
    );
    b.click("#choices-list button[data-move='ST@e4']");
    b.wait(
        &format!("game.moves.length >= 2 && !busy && {SHOWN}"),
        "the placement and the reply",
    );
    assert_eq!(b.js("return game.moves[0]"), json!("ST@e4"));

    // A Volkhv tower: the page asks how many men move.
    open(&b, &url, "volkhv");
    b.js("document.getElementById('fen').value = \
         'r3k2r/3(nPR)4/8/3(Q~p=n)4/4P=H3/8/(p=qQ~)7/R2(p=rR)K2R w KQkq - - 0 1'; return 0;");
    b.click("#load-fen");
    b.wait(
        &format!(
            "game && game.moves.length === 0 && game.fen.startsWith('r3k2r/3(') && !busy && {SHOWN}"
        ),
        "the tower position",
    );
    let pair = b.js("const ms = game.legal_moves.filter(m => m.from && m.to);\
         const m = ms.find(m => ms.filter(n => n.from === m.from && n.to === m.to).length > 1);\
         return [m.from, m.to];");
    let (from, to) = (
        pair[0].as_str().expect("from"),
        pair[1].as_str().expect("to"),
    );
    click_from_to(&b, from, to);
    b.wait(
        "!document.getElementById('choices').hidden",
        "the choice of men",
    );
    let choices = b.js("return document.querySelectorAll('#choices-list button').length");
    assert!(choices.as_u64().is_some_and(|n| n >= 2), "{choices}");
    b.click("#choices-list button");
    b.wait(
        &format!("game.moves.length >= 2 && !busy && {SHOWN}"),
        "the tower move and the reply",
    );
    b.screenshot(&shots.join("volkhv-tower.png"));
}

/// A static file server for `dir` (Python's http.server); returns it with its port.
fn serve_folder(dir: &std::path::Path) -> (Child, u16) {
    let port = free_port();
    let child = Command::new("python3")
        .args(["-m", "http.server", "--bind", "127.0.0.1"])
        .arg(port.to_string())
        .arg("--directory")
        .arg(dir)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("python3 -m http.server");
    let deadline = Instant::now() + Duration::from_secs(30);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "the file server did not start");
        std::thread::sleep(Duration::from_millis(100));
    }
    (child, port)
}

/// The static board (built by `crates/skazka-wasm/build.sh`, run by `.ci/wasm.sh`): the same
/// page with the rules in WebAssembly and the engine in a Web Worker, served as plain files.
/// `SKAZKA_WASM_BOARD` names its folder.
#[test]
#[ignore = "needs chromium, chromedriver and the built static board (.ci/wasm.sh)"]
fn play_the_five_games_on_the_static_board_served_as_plain_files() {
    let dir = std::env::var_os("SKAZKA_WASM_BOARD").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../skazka-wasm/board"),
        PathBuf::from,
    );
    assert!(
        dir.join("index.html").is_file() && dir.join("pkg/skazka_wasm_bg.wasm").is_file(),
        "no static board in {} (crates/skazka-wasm/build.sh makes it)",
        dir.display()
    );
    let (mut server, port) = serve_folder(&dir);
    let url = format!("http://127.0.0.1:{port}/index.html");
    let shots = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target/e2e");
    std::fs::create_dir_all(&shots).expect("screenshot folder");
    {
        let b = Browser::start();
        play_games(
            &b,
            &url,
            &["chess", "stone", "synthesis", "xianling", "volkhv"],
            &shots,
            "static-",
        );
        // The engine thought in a Web Worker: the page answered meanwhile.
        roll_the_die(&b, &url);
        b.screenshot(&shots.join("static-volkhv-dice.png"));
        // A game read from PGN, and its record written back.
        b.js("document.getElementById('pgn').value = '[Variant \\\"chess\\\"]\\n\\n1. e4 e5 2. Nf3 *'; \
              document.getElementById('black-player').value = 'human'; return 0;");
        b.click("#load-pgn");
        b.wait(
            &format!("game && game.moves.length === 3 && !busy && {SHOWN}"),
            "the game from PGN",
        );
        assert_eq!(b.js("return game.moves_san"), json!(["e4", "e5", "Nf3"]));
        // The same choices, draw and legend as the server board's.
        every_choice_is_visible_and_named(&b, &url, &shots, "static-");
        a_draw_is_claimed_with_the_button(&b, &url);
        the_legend_shows_every_piece(&b, &url, &["chess", "stone", "xianling", "volkhv"]);
    }
    let _ = server.kill();
    let _ = server.wait();
}

/// The choices are open, inside the 1280×720 window, and each is named.
fn choices_in_view(b: &Browser) -> Value {
    b.wait("!document.getElementById('choices').hidden", "the choices");
    b.js(
        "const box = document.getElementById('choices').getBoundingClientRect();\
          if (box.left < 0 || box.top < 0 || box.right > window.innerWidth \
              || box.bottom > window.innerHeight) return 'out of view: ' + JSON.stringify(box);\
          return Array.from(document.querySelectorAll('#choices-list button'), e => ({\
            move: e.dataset.move,\
            name: e.querySelector('.name').textContent,\
            note: (e.querySelector('.note') || {}).textContent || null,\
            picture: !!e.querySelector('.picture svg'),\
          }));",
    )
}

/// The choice of `choices` for `text`.
fn choice<'a>(choices: &'a Value, text: &str) -> &'a Value {
    choices
        .as_array()
        .unwrap_or_else(|| panic!("{choices}"))
        .iter()
        .find(|c| c["move"] == text)
        .unwrap_or_else(|| panic!("no choice {text} in {choices}"))
}

/// Loads `fen` into the game of the page with both sides played by people.
fn load_fen(b: &Browser, fen: &str) {
    b.js(&format!(
        "document.getElementById('black-player').value = 'human';\
         document.getElementById('fen').value = '{fen}'; return 0;"
    ));
    b.click("#load-fen");
    b.wait(
        &format!("game && game.fen === '{fen}' && !busy && {SHOWN}"),
        "the position",
    );
}

/// Stone placements and mutations, promotions and tower splits, each named, beside the board.
fn every_choice_is_visible_and_named(
    b: &Browser,
    url: &str,
    shots: &std::path::Path,
    prefix: &str,
) {
    open(b, url, "stone");
    let hint = b.js("return document.getElementById('hint').textContent");
    assert!(
        hint.as_str()
            .is_some_and(|h| h.contains("An empty square takes a stone")),
        "{hint}"
    );
    b.click("rect.hit[data-square='e5']");
    let stones = choices_in_view(b);
    assert_eq!(
        choice(&stones, "ST@e5"),
        &json!({"move": "ST@e5", "name": "Stone", "note": "2 stones", "picture": true})
    );
    b.click("#choices-close");
    // A mutation of the knight on g1: every kind by its name, picture and price.
    b.click("rect.hit[data-square='g1']");
    let kinds = choices_in_view(b);
    for c in kinds.as_array().unwrap_or_else(|| panic!("{kinds}")) {
        assert!(c["picture"] == json!(true) && c["note"].is_string(), "{c}");
    }
    assert_eq!(choice(&kinds, "NN@g1")["name"], "Arabian horse");
    assert_eq!(choice(&kinds, "R@g1")["note"], "5 stones");
    b.screenshot(&shots.join(format!("{prefix}choices-stone.png")));
    b.click("#choices-list button[data-move='NN@g1']");
    b.wait(
        &format!("game.moves.length >= 1 && !busy && {SHOWN}"),
        "the mutation",
    );
    assert_eq!(b.js("return game.moves[0]"), json!("NN@g1"));

    // A promotion: the four pieces by picture and name.
    open(b, url, "chess");
    load_fen(b, "8/P6k/8/8/8/8/8/K7 w - - 0 1");
    click_from_to(b, "a7", "a8");
    let promotions = choices_in_view(b);
    let names: Vec<&str> = promotions
        .as_array()
        .unwrap_or_else(|| panic!("{promotions}"))
        .iter()
        .filter(|c| c["picture"] == json!(true))
        .filter_map(|c| c["name"].as_str())
        .collect();
    assert_eq!(names, ["Queen", "Rook", "Bishop", "Knight"], "{promotions}");
    b.screenshot(&shots.join(format!("{prefix}choices-promotion.png")));
    b.click("#choices-list button[data-move='a7a8n']");
    b.wait(
        &format!("game.moves.length === 1 && !busy && {SHOWN}"),
        "the promotion",
    );
    assert_eq!(b.js("return game.moves_san[0]"), json!("a8=N"));

    // A tower: how many of it move.
    open(b, url, "volkhv");
    load_fen(
        b,
        "r3k2r/3(nPR)4/8/3(Q~p=n)4/4P=H3/8/(p=qQ~)7/R2(p=rR)K2R w KQkq - - 0 1",
    );
    click_from_to(b, "a2", "a1");
    let parts = choices_in_view(b);
    assert_eq!(choice(&parts, "a2(1)a1")["note"], "the top 1 of 2");
    assert_eq!(choice(&parts, "a2a1")["note"], "the whole tower of 2");
    b.screenshot(&shots.join(format!("{prefix}choices-tower.png")));
}

/// A repetition's draw, claimed with the button.
fn a_draw_is_claimed_with_the_button(b: &Browser, url: &str) {
    open(b, url, "chess");
    b.js("document.getElementById('black-player').value = 'human';\
          document.getElementById('pgn').value = '[Variant \"chess\"]\\n\\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *';\
          return 0;");
    b.click("#load-pgn");
    b.wait(
        "game && game.moves.length === 8 && !busy && !document.getElementById('claim-draw').hidden",
        "the claimable draw",
    );
    b.click("#claim-draw");
    // The page takes the game's new state first and writes the status once the board's
    // picture is back: wait for the status, which is what a player reads.
    b.wait(
        "game.outcome && !busy && document.getElementById('status').classList.contains('over')",
        "the claimed draw",
    );
    let status = b.js("return document.getElementById('status').textContent");
    assert!(
        status
            .as_str()
            .is_some_and(|s| s.starts_with("Game over") && s.contains("repetition")),
        "{status}"
    );
    assert_eq!(
        b.js("return document.getElementById('claim-draw').hidden"),
        json!(true)
    );
}

/// The legend lists every piece of `games` with its picture, letter and name.
fn the_legend_shows_every_piece(b: &Browser, url: &str, games: &[&str]) {
    for &game in games {
        open(b, url, game);
        b.js("document.getElementById('legend').open = true; return 0;");
        let rows = b.js("return Array.from(document.querySelectorAll('#legend-list tr'), r => \
              [r.querySelectorAll('svg').length, r.children[1].textContent, r.children[2].textContent])");
        let pieces = b.js("return game.pieces.map(p => [2, p.letter, p.name])");
        assert_eq!(rows, pieces, "{game}");
        assert!(rows.as_array().is_some_and(|r| !r.is_empty()), "{game}");
        let shown = b
            .js("return document.getElementById('legend-list').getBoundingClientRect().height > 0");
        assert_eq!(shown, json!(true), "{game}");
    }
    // Xianling's lettered pieces are explained without asking.
    open(b, url, "xianling");
    assert_eq!(
        b.js("return document.getElementById('legend').open"),
        json!(true)
    );
}

#[test]
#[ignore = "needs chromium and chromedriver (.ci/web-e2e.sh)"]
fn every_choice_is_visible_and_named_by_piece_cost_or_part_of_the_tower() {
    let port = start_server();
    let b = Browser::start();
    let shots = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target/e2e");
    std::fs::create_dir_all(&shots).expect("screenshot folder");
    every_choice_is_visible_and_named(&b, &format!("http://127.0.0.1:{port}/"), &shots, "");
}

#[test]
#[ignore = "needs chromium and chromedriver (.ci/web-e2e.sh)"]
fn a_draw_by_repetition_is_claimed_with_the_button() {
    let port = start_server();
    let b = Browser::start();
    a_draw_is_claimed_with_the_button(&b, &format!("http://127.0.0.1:{port}/"));
}

#[test]
#[ignore = "needs chromium and chromedriver (.ci/web-e2e.sh)"]
fn the_legend_shows_every_piece_of_every_game() {
    let port = start_server();
    let b = Browser::start();
    the_legend_shows_every_piece(
        &b,
        &format!("http://127.0.0.1:{port}/"),
        &["chess", "stone", "synthesis", "xianling", "volkhv", "shogi"],
    );
}
