//! The JSON API against every game: start, legal moves, play, illegal moves, undo, the end of
//! a game, PGN out and in, the engine, the die, and hostile requests.

use axum::Router;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use serde_json::{Value, json};
use skazka_web::{Config, router};
use tower::ServiceExt;

const GAMES: [&str; 5] = ["chess", "stone", "synthesis", "xianling", "volkhv"];

fn app() -> Router {
    router(Config::default())
}

async fn send(app: &Router, method: &str, path: &str, body: Option<Value>) -> (StatusCode, Value) {
    let mut req = Request::builder().method(method).uri(path);
    let body = match body {
        Some(v) => {
            req = req.header(header::CONTENT_TYPE, "application/json");
            Body::from(v.to_string())
        }
        None => Body::empty(),
    };
    raw(app, req.body(body).unwrap()).await
}

async fn raw(app: &Router, req: Request<Body>) -> (StatusCode, Value) {
    let resp = app.clone().oneshot(req).await.unwrap();
    let status = resp.status();
    let bytes = resp.into_body().collect().await.unwrap().to_bytes();
    let v = serde_json::from_slice(&bytes)
        .unwrap_or_else(|_| Value::String(String::from_utf8_lossy(&bytes).into_owned()));
    (status, v)
}

async fn create(app: &Router, body: Value) -> Value {
    let (status, v) = send(app, "POST", "/api/games", Some(body)).await;
    assert_eq!(status, StatusCode::CREATED, "{v}");
    v
}

/// Plays `m` in game `id`.
async fn play(app: &Router, id: &str, m: &str) -> (StatusCode, Value) {
    send(
        app,
        "POST",
        &format!("/api/games/{id}/move"),
        Some(json!({ "move": m })),
    )
    .await
}

/// The PGN of game `id`.
async fn pgn_of(app: &Router, id: &str) -> String {
    let (status, pgn) = send(app, "GET", &format!("/api/games/{id}/pgn"), None).await;
    assert_eq!(status, StatusCode::OK);
    pgn.as_str().unwrap().to_owned()
}

/// Loading `pgn` is refused for its illegal move `m`, named in the message.
async fn refused(app: &Router, pgn: &str, m: &str) {
    let (status, e) = send(app, "POST", "/api/games", Some(json!({ "pgn": pgn }))).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{e}");
    let message = e["error"].as_str().unwrap();
    assert!(message.contains(m) && message.contains("illegal"), "{e}");
}

fn moves(state: &Value) -> Vec<String> {
    state["legal_moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["text"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn every_game_starts_plays_refuses_illegal_moves_and_undoes() {
    let app = app();
    for game in GAMES {
        let s = create(&app, json!({ "variant": game })).await;
        let id = s["id"].as_str().unwrap().to_owned();
        assert_eq!(s["variant"], game);
        assert_eq!(s["turn"], "white");
        assert!(s["outcome"].is_null());
        let legal = moves(&s);
        assert!(!legal.is_empty(), "{game}");
        // Moves that start on a square have a destination too.
        for m in s["legal_moves"].as_array().unwrap() {
            if !m["from"].is_null() {
                assert!(!m["to"].is_null(), "{game}: {m}");
            }
        }
        let fen0 = s["fen"].clone();

        let (status, err) = play(&app, &id, "a1a8").await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{game}: {err}");
        assert!(err["error"].as_str().unwrap().contains("a1a8"));
        let (status, err) = play(&app, &id, "zz").await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{game}: {err}");
        let (_, same) = send(&app, "GET", &format!("/api/games/{id}"), None).await;
        assert_eq!(same["fen"], fen0, "{game}: a refused move changes nothing");

        let first = legal[0].clone();
        let (status, after) = play(&app, &id, &first).await;
        assert_eq!(status, StatusCode::OK, "{game}: {after}");
        assert_eq!(after["moves"], json!([first]));
        let san = after["moves_san"].as_array().expect("SAN moves");
        assert_eq!(san.len(), 1, "{game}: {after}");
        assert_ne!(after["fen"], fen0);
        assert!(
            !after["last_move"].as_array().unwrap().is_empty() || first.starts_with('['),
            "{game}"
        );

        let (status, back) = send(&app, "POST", &format!("/api/games/{id}/undo"), None).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(back["fen"], fen0);
        assert_eq!(back["moves"], json!([]));
        let (status, _) = send(&app, "POST", &format!("/api/games/{id}/undo"), None).await;
        assert_eq!(status, StatusCode::CONFLICT, "nothing left to undo");

        let (status, svg) = send(
            &app,
            "GET",
            &format!("/api/games/{id}/svg?orientation=black&selected=e2"),
            None,
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        let svg = svg.as_str().unwrap();
        assert!(
            svg.starts_with("<svg") && svg.contains("class=\"hit\""),
            "{game}"
        );

        let (status, _) = send(&app, "DELETE", &format!("/api/games/{id}"), None).await;
        assert_eq!(status, StatusCode::NO_CONTENT);
        let (status, _) = send(&app, "GET", &format!("/api/games/{id}"), None).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
    }
}

#[tokio::test]
async fn options_as_text_or_object() {
    let app = app();
    let s = create(&app, json!({ "variant": "volkhv", "options": "dice=true" })).await;
    assert_eq!(s["options"], "dice=true");
    assert_eq!(s["chance"], true);
    let s = create(
        &app,
        json!({ "variant": "volkhv", "options": {"dice": true} }),
    )
    .await;
    assert_eq!(s["chance"], true);
    let (status, e) = send(
        &app,
        "POST",
        "/api/games",
        Some(json!({ "variant": "volkhv", "options": "dice=maybe" })),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{e}");
    let (status, e) = send(
        &app,
        "POST",
        "/api/games",
        Some(json!({ "variant": "chess", "options": "colour=red" })),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{e}");
}

#[tokio::test]
async fn the_die_is_rolled_by_the_server() {
    let app = app();
    let s = create(&app, json!({ "variant": "volkhv", "options": "dice=true" })).await;
    let id = s["id"].as_str().unwrap();
    let (status, e) = play(&app, id, "e2e4").await;
    assert_eq!(
        status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "no move before the roll: {e}"
    );
    let (status, r) = send(&app, "POST", &format!("/api/games/{id}/roll"), None).await;
    assert_eq!(status, StatusCode::OK, "{r}");
    assert!(r["rolled"].as_str().unwrap().starts_with('['));
    assert_eq!(r["chance"], false);
    let (status, _) = send(&app, "POST", &format!("/api/games/{id}/roll"), None).await;
    assert_eq!(status, StatusCode::CONFLICT, "one roll per turn");
}

#[tokio::test]
async fn the_engine_answers_in_every_game() {
    let app = app();
    for game in GAMES {
        let s = create(&app, json!({ "variant": game })).await;
        let id = s["id"].as_str().unwrap();
        let (status, r) = send(
            &app,
            "POST",
            &format!("/api/games/{id}/engine"),
            Some(json!({"time_ms": 200, "depth": 2})),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{game}: {r}");
        let m = r["engine"]["move"].as_str().unwrap();
        assert!(moves(&s).iter().any(|x| x == m), "{game}: {m}");
        assert_eq!(r["moves"], json!([m]));
        assert_eq!(r["turn"], "black");
        assert!(r["thinking"].is_null());
    }
    // The engine's side rolls its die first.
    let s = create(&app, json!({ "variant": "volkhv", "options": "dice=true" })).await;
    let id = s["id"].as_str().unwrap();
    let (_, r) = send(
        &app,
        "POST",
        &format!("/api/games/{id}/engine"),
        Some(json!({"time_ms": 100})),
    )
    .await;
    assert!(r["rolled"].is_string(), "{r}");
    let (status, r) = send(
        &app,
        "POST",
        &format!("/api/games/{id}/engine"),
        Some(json!({"time_ms": 100, "depth": 1})),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{r}");
}

#[tokio::test]
async fn games_end_with_their_reason() {
    let app = app();
    let s = create(&app, json!({ "variant": "chess" })).await;
    let id = s["id"].as_str().unwrap();
    let mut last = Value::Null;
    for m in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        let (status, v) = play(&app, id, m).await;
        assert_eq!(status, StatusCode::OK);
        last = v;
    }
    assert_eq!(last["outcome"]["result"], "0-1");
    assert_eq!(last["outcome"]["winner"], "black");
    assert_eq!(last["outcome"]["reason"], "checkmate");
    assert_eq!(last["legal_moves"], json!([]));
    let (status, _) = play(&app, id, "e2e4").await;
    assert_eq!(status, StatusCode::CONFLICT);
    let (status, _) = send(&app, "POST", &format!("/api/games/{id}/engine"), None).await;
    assert_eq!(status, StatusCode::CONFLICT);

    // Positions that are over, one per game.
    let ended = [
        ("stone", "k7/1Q6/1K6/8/8/8/8/8[0:0] b - - 0 1"),
        ("synthesis", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"),
        ("xianling", "k9/1Q8/1K8/10/10/10/10/10/10/10 b - - 0 1"),
        ("volkhv", "k7/1Q6/1K6/8/8/8/8/8 b - - - 0 1"),
    ];
    for (game, fen) in ended {
        let (status, s) = send(
            &app,
            "POST",
            "/api/games",
            Some(json!({ "variant": game, "fen": fen })),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{game}: {s}");
        assert!(!s["outcome"].is_null(), "{game}: {s}");
        assert!(s["outcome"]["reason"].is_string());
    }
}

#[tokio::test]
async fn pgn_out_and_back_in_for_every_game() {
    let app = app();
    for game in GAMES {
        let options = if game == "volkhv" { "dice=true" } else { "" };
        let s = create(&app, json!({ "variant": game, "options": options })).await;
        let id = s["id"].as_str().unwrap().to_owned();
        let mut state = s;
        for i in 0..6 {
            let legal = moves(&state);
            let pick = legal[(i * 7) % legal.len()].clone();
            let (status, v) = play(&app, &id, &pick).await;
            assert_eq!(status, StatusCode::OK, "{game}: {v}");
            state = v;
        }
        let pgn = pgn_of(&app, &id).await;
        // Orthodox records carry no Variant tag, so that every chess program reads them.
        assert_eq!(
            pgn.contains(&format!("[Variant \"{game}\"]")),
            game != "chess",
            "{pgn}"
        );
        let loaded = create(&app, json!({ "pgn": pgn })).await;
        assert_eq!(loaded["fen"], state["fen"], "{game}:\n{pgn}");
        assert_eq!(loaded["moves"], state["moves"]);
        assert_eq!(loaded["options"], state["options"]);
        assert_eq!(loaded["moves_san"], state["moves_san"]);
        // The record's moves are the SAN of the move list.
        let san = state["moves_san"].as_array().expect("SAN moves");
        assert_eq!(san.len(), 6, "{game}");
        let movetext = &pgn[pgn.find("\n\n").expect("a movetext")..];
        for m in san {
            let m = m.as_str().unwrap();
            assert!(movetext.contains(m), "{game}: {m} in\n{pgn}");
        }
    }
    // From a FEN: SetUp and FEN tags.
    let fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    let s = create(&app, json!({ "variant": "chess", "fen": fen })).await;
    let id = s["id"].as_str().unwrap();
    let pgn = pgn_of(&app, id).await;
    assert!(pgn.contains("[SetUp \"1\"]") && pgn.contains(fen), "{pgn}");
    // SAN from other programs.
    let s = create(
        &app,
        json!({ "pgn": "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 *" }),
    )
    .await;
    assert_eq!(s["moves"], json!(["e2e4", "e7e5", "g1f3", "b8c6", "f1b5"]));
    assert_eq!(s["moves_san"], json!(["e4", "e5", "Nf3", "Nc6", "Bb5"]));
    // A PGN with an illegal move is refused, naming the move.
    refused(&app, "1. e2e4 e7e5 2. e4e5", "e4e5").await;
}

#[tokio::test]
async fn xianling_moves_and_records_are_in_san() {
    let app = app();
    let s = create(&app, json!({ "variant": "xianling" })).await;
    let id = s["id"].as_str().unwrap().to_owned();
    let text = ["e4e5", "f7f6", "b3c5", "b8c6", "c5d7"];
    let san = ["e5", "f6", "Nc5", "Nc6", "Nxd7"];
    let mut state = s;
    for m in text {
        let (status, v) = play(&app, &id, m).await;
        assert_eq!(status, StatusCode::OK, "{m}: {v}");
        state = v;
    }
    // The move list: move text to play, SAN to show.
    assert_eq!(state["moves"], json!(text));
    assert_eq!(state["moves_san"], json!(san));

    // PGN out: the records library's tags and SAN movetext.
    let pgn = pgn_of(&app, &id).await;
    assert!(pgn.contains("[Variant \"xianling\"]"), "{pgn}");
    assert!(pgn.contains("[Round \"?\"]"), "{pgn}");
    assert!(pgn.contains("1. e5 f6 2. Nc5 Nc6 3. Nxd7 *"), "{pgn}");
    assert!(!pgn.contains("e4e5"), "{pgn}");

    // PGN in: what the server wrote, SAN written by hand, and move text.
    let loaded = create(&app, json!({ "pgn": pgn })).await;
    assert_eq!(loaded["fen"], state["fen"]);
    assert_eq!(loaded["moves_san"], json!(san));
    for movetext in [
        "1. e5 f6 2. Nc5 Nc6 3. Nxd7 *",
        "1.e5 f6 {a comment} 2. Nb3c5 (2. d5) Nc6!? 3. Nd7 *",
        "1. e4e5 f7f6 2. b3c5 b8c6 3. c5d7 *",
    ] {
        let text = format!("[Variant \"Xianling\"]\n\n{movetext}\n");
        let loaded = create(&app, json!({ "pgn": text })).await;
        assert_eq!(loaded["variant"], "xianling");
        assert_eq!(loaded["moves"], state["moves"], "{movetext}");
        assert_eq!(loaded["fen"], state["fen"], "{movetext}");
    }

    // From a FEN: SetUp and FEN tags, read back.
    let fen = "k9/10/1K8/10/10/10/10/10/2Q7/10 w - - 0 1";
    let s = create(&app, json!({ "variant": "xianling", "fen": fen })).await;
    let id = s["id"].as_str().unwrap().to_owned();
    let (status, v) = play(&app, &id, "c2c8").await;
    assert_eq!(status, StatusCode::OK, "{v}");
    let pgn = pgn_of(&app, &id).await;
    assert!(pgn.contains("[SetUp \"1\"]") && pgn.contains(fen), "{pgn}");
    let loaded = create(&app, json!({ "pgn": pgn })).await;
    assert_eq!(loaded["start_fen"], s["fen"]);
    assert_eq!(loaded["fen"], v["fen"]);
    assert_eq!(loaded["moves_san"], v["moves_san"]);

    // A SAN move that is not legal is refused, naming it.
    refused(&app, "[Variant \"xianling\"]\n\n1. e5 f6 2. Nd5 *", "Nd5").await;
}

#[tokio::test]
async fn hostile_requests_get_errors_and_change_nothing() {
    let app = app();
    let s = create(&app, json!({ "variant": "chess" })).await;
    let id = s["id"].as_str().unwrap().to_owned();
    let post = |path: String, body: &'static str, ty: &'static str| {
        Request::builder()
            .method("POST")
            .uri(path)
            .header(header::CONTENT_TYPE, ty)
            .body(Body::from(body))
            .unwrap()
    };
    let cases = [
        (
            post("/api/games".into(), "{not json", "application/json"),
            StatusCode::BAD_REQUEST,
        ),
        (
            post("/api/games".into(), "{\"variant\": 3}", "application/json"),
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        (
            post(
                "/api/games".into(),
                "{\"variant\": \"go\"}",
                "application/json",
            ),
            StatusCode::BAD_REQUEST,
        ),
        (
            post(
                "/api/games".into(),
                "{\"variant\": \"chess\", \"fen\": \"8/8\"}",
                "application/json",
            ),
            StatusCode::BAD_REQUEST,
        ),
        (
            post(
                "/api/games".into(),
                "{\"variant\": \"chess\", \"extra\": 1}",
                "application/json",
            ),
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        (
            post("/api/games".into(), "{}", "text/plain"),
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
        ),
        (
            post(format!("/api/games/{id}/move"), "[]", "application/json"),
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        (
            post(
                format!("/api/games/{id}/move"),
                "{\"move\": \"e2e4e2e4e2e4e2e4e2e4e2e4e2e4e2e4e2e4e2e4e2e4e2e4e2e4e2e4e2e4e2e4e2e4\"}",
                "application/json",
            ),
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        (
            post(
                "/api/games/nope/move".into(),
                "{\"move\": \"e2e4\"}",
                "application/json",
            ),
            StatusCode::NOT_FOUND,
        ),
    ];
    for (req, expected) in cases {
        let (status, body) = raw(&app, req).await;
        assert_eq!(status, expected, "{body}");
        assert!(
            body["error"].is_string() || status == StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "{body}"
        );
    }
    // A huge body.
    let huge = format!("{{\"pgn\": \"{}\"}}", "e2e4 ".repeat(200_000));
    let req = Request::builder()
        .method("POST")
        .uri("/api/games")
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(huge))
        .unwrap();
    let (status, _) = raw(&app, req).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    // Bad queries.
    let (status, _) = send(
        &app,
        "GET",
        &format!("/api/games/{id}/svg?orientation=sideways"),
        None,
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, _) = send(&app, "GET", &format!("/api/games/{id}/svg?size=-3"), None).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, _) = send(&app, "GET", "/api/nothing", None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    // The game is untouched.
    let (_, now) = send(&app, "GET", &format!("/api/games/{id}"), None).await;
    assert_eq!(now["fen"], s["fen"]);
}

#[tokio::test]
async fn the_store_keeps_at_most_its_cap() {
    let mut config = Config::default();
    config.max_games = 3;
    let app = router(config);
    let mut ids = Vec::new();
    for _ in 0..5 {
        let s = create(&app, json!({ "variant": "chess" })).await;
        ids.push(s["id"].as_str().unwrap().to_owned());
    }
    let mut alive = 0;
    for id in &ids {
        let (status, _) = send(&app, "GET", &format!("/api/games/{id}"), None).await;
        if status == StatusCode::OK {
            alive += 1;
        }
    }
    assert_eq!(alive, 3);
    // The newest survive.
    let (status, _) = send(&app, "GET", &format!("/api/games/{}", ids[4]), None).await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = send(&app, "GET", &format!("/api/games/{}", ids[0]), None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_page_and_the_variants() {
    let app = app();
    let (status, page) = send(&app, "GET", "/", None).await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.as_str().unwrap().contains("<script src=\"/app.js\">"));
    let (status, v) = send(&app, "GET", "/api/variants", None).await;
    assert_eq!(status, StatusCode::OK);
    let names: Vec<&str> = v["variants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["name"].as_str().unwrap())
        .collect();
    // The five games first, then the variants defined as data, each name once.
    assert_eq!(names[..GAMES.len()], GAMES);
    assert!(names.contains(&"capablanca") && names.contains(&"shogi"));
    let mut unique = names.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), names.len());
    assert!(
        v["variants"][15]["description"]
            .as_str()
            .is_some_and(|d| !d.is_empty())
    );
}

#[tokio::test]
async fn a_claimable_draw_is_claimed() {
    let app = app();
    let (_, game) = send(
        &app,
        "POST",
        "/api/games",
        Some(json!({"variant": "chess"})),
    )
    .await;
    let id = game["id"].as_str().unwrap().to_owned();
    let (status, _) = send(&app, "POST", &format!("/api/games/{id}/draw"), None).await;
    assert_eq!(
        status,
        StatusCode::CONFLICT,
        "no draw to claim at the start"
    );
    let mut last = game;
    for m in [
        "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8",
    ] {
        let (status, state) = send(
            &app,
            "POST",
            &format!("/api/games/{id}/move"),
            Some(json!({"move": m})),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{m}: {state}");
        last = state;
    }
    assert_eq!(last["claimable_draw"], "repetition");
    let (status, state) = send(&app, "POST", &format!("/api/games/{id}/draw"), None).await;
    assert_eq!(status, StatusCode::OK, "{state}");
    assert_eq!(state["outcome"]["result"], "1/2-1/2");
    assert!(state["legal_moves"].as_array().unwrap().is_empty());
}

/// The app with games drawn at `max_plies` plies.
fn app_with_ply_limit(max_plies: usize) -> Router {
    let mut config = Config::default();
    config.max_plies = max_plies;
    router(config)
}

/// Plays `moves` in a new chess game; the id and the last answer.
async fn played(app: &Router, moves: &[&str]) -> (String, Value) {
    let s = create(app, json!({ "variant": "chess" })).await;
    let id = s["id"].as_str().unwrap().to_owned();
    let mut last = s;
    for m in moves {
        let (status, v) = play(app, &id, m).await;
        assert_eq!(status, StatusCode::OK, "{m}: {v}");
        last = v;
    }
    (id, last)
}

#[tokio::test]
async fn the_san_record_grows_with_each_move_and_shrinks_with_each_undo() {
    let app = app();
    let (id, s) = played(&app, &["e2e4", "e7e5", "g1f3"]).await;
    assert_eq!(s["moves_san"], json!(["e4", "e5", "Nf3"]));
    let (_, s) = send(&app, "POST", &format!("/api/games/{id}/undo"), None).await;
    assert_eq!(s["moves_san"], json!(["e4", "e5"]));
    let (_, s) = play(&app, &id, "Nc3").await;
    assert_eq!(s["moves_san"], json!(["e4", "e5", "Nc3"]));
    assert_eq!(s["moves"], json!(["e2e4", "e7e5", "b1c3"]));
}

#[tokio::test]
async fn a_move_is_read_in_san_as_well_as_in_move_text() {
    let app = app();
    let (id, _) = played(&app, &["e4", "e7e5"]).await;
    let (status, s) = play(&app, &id, "Nf3").await;
    assert_eq!(status, StatusCode::OK, "{s}");
    assert_eq!(s["moves"], json!(["e2e4", "e7e5", "g1f3"]));
    assert_eq!(s["moves_san"], json!(["e4", "e5", "Nf3"]));
    let (status, e) = play(&app, &id, "Qh5").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{e}");
    assert!(e["error"].as_str().unwrap().contains("Qh5"), "{e}");
}

#[tokio::test]
async fn a_game_reaching_the_ply_limit_ends_drawn_with_the_reason_ply_limit() {
    let app = app_with_ply_limit(4);
    let (_, s) = played(&app, &["g1f3", "g8f6", "f3g1"]).await;
    assert!(s["outcome"].is_null(), "{s}");
    let (_, s) = played(&app, &["g1f3", "g8f6", "f3g1", "f6g8"]).await;
    assert_eq!(s["outcome"]["result"], "1/2-1/2", "{s}");
    assert_eq!(s["outcome"]["winner"], Value::Null);
    assert_eq!(s["outcome"]["reason"], "ply limit");
    assert_eq!(s["outcome"]["text"], "1/2-1/2 (draw by ply limit)");
    assert_eq!(s["legal_moves"], json!([]));
    assert!(s["claimable_draw"].is_null());
}

#[tokio::test]
async fn a_game_at_the_ply_limit_refuses_moves_the_engine_and_the_die_as_over() {
    let app = app_with_ply_limit(2);
    let (id, _) = played(&app, &["e2e4", "e7e5"]).await;
    let (status, e) = play(&app, &id, "g1f3").await;
    assert_eq!(status, StatusCode::CONFLICT, "{e}");
    assert_eq!(e["error"], "the game is over");
    for action in ["engine", "roll", "draw"] {
        let (status, e) = send(&app, "POST", &format!("/api/games/{id}/{action}"), None).await;
        assert_eq!(status, StatusCode::CONFLICT, "{action}: {e}");
    }
}

#[tokio::test]
async fn the_rules_end_of_the_last_ply_wins_over_the_ply_limit() {
    let app = app_with_ply_limit(4);
    let (_, s) = played(&app, &["f2f3", "e7e5", "g2g4", "d8h4"]).await;
    assert_eq!(s["outcome"]["reason"], "checkmate", "{s}");
    assert_eq!(s["outcome"]["result"], "0-1");
}

#[tokio::test]
async fn undo_at_the_ply_limit_takes_back_the_draw() {
    let app = app_with_ply_limit(2);
    let (id, _) = played(&app, &["e2e4", "e7e5"]).await;
    let (status, s) = send(&app, "POST", &format!("/api/games/{id}/undo"), None).await;
    assert_eq!(status, StatusCode::OK, "{s}");
    assert!(s["outcome"].is_null(), "{s}");
    assert!(!s["legal_moves"].as_array().unwrap().is_empty());
}

#[tokio::test]
async fn the_record_of_a_game_drawn_at_the_ply_limit_is_a_draw_by_adjudication() {
    let app = app_with_ply_limit(2);
    let (id, _) = played(&app, &["e2e4", "e7e5"]).await;
    let pgn = pgn_of(&app, &id).await;
    assert!(pgn.contains("[Result \"1/2-1/2\"]"), "{pgn}");
    assert!(pgn.contains("[Termination \"adjudication\"]"), "{pgn}");
    assert!(pgn.trim_end().ends_with("1. e4 e5 1/2-1/2"), "{pgn}");
    let loaded = create(&app, json!({ "pgn": pgn })).await;
    assert_eq!(loaded["moves_san"], json!(["e4", "e5"]));
    assert_eq!(loaded["outcome"]["reason"], "ply limit", "{loaded}");
}

/// Sends `body` with content type `ty`.
async fn post_text(app: &Router, path: &str, body: &str, ty: &str) -> (StatusCode, Value) {
    let req = Request::builder()
        .method("POST")
        .uri(path)
        .header(header::CONTENT_TYPE, ty)
        .body(Body::from(body.to_owned()))
        .unwrap();
    raw(app, req).await
}

/// The answer is JSON with an error message and the expected status.
fn json_error(answer: &(StatusCode, Value), expected: StatusCode, case: &str) {
    let (status, body) = answer;
    assert_eq!(*status, expected, "{case}: {body}");
    let message = body["error"].as_str();
    assert!(message.is_some_and(|m| !m.is_empty()), "{case}: {body}");
}

#[tokio::test]
async fn every_error_is_json_with_an_error_message() {
    let app = app();
    let (id, _) = played(&app, &[]).await;
    let games = "/api/games";
    let undo = format!("/api/games/{id}/undo");
    let engine = format!("/api/games/{id}/engine");
    let json = "application/json";
    let cases = [
        (games, "{not json", json, StatusCode::BAD_REQUEST),
        (
            games,
            "{}",
            "text/plain",
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
        ),
        (&undo, "{not json", json, StatusCode::BAD_REQUEST),
        (
            &undo,
            "{\"plies\": \"two\"}",
            json,
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        (
            &undo,
            "{\"plies\": 1}",
            "text/plain",
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
        ),
        (
            &engine,
            "{\"time\": 5}",
            json,
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        (&engine, "[", json, StatusCode::BAD_REQUEST),
    ];
    for (path, body, ty, expected) in cases {
        let answer = post_text(&app, path, body, ty).await;
        json_error(&answer, expected, &format!("{path} {body} {ty}"));
    }
    let answer = send(&app, "GET", "/api/nothing", None).await;
    json_error(&answer, StatusCode::NOT_FOUND, "unknown path");
    let answer = send(&app, "GET", "/favicon.ico", None).await;
    json_error(&answer, StatusCode::NOT_FOUND, "unknown page");
    let answer = send(&app, "GET", &format!("/api/games/{id}/move"), None).await;
    json_error(&answer, StatusCode::METHOD_NOT_ALLOWED, "wrong method");
    let answer = send(&app, "GET", &format!("/api/games/{id}/svg?size=big"), None).await;
    json_error(&answer, StatusCode::BAD_REQUEST, "bad query");
    let huge = format!("{{\"pgn\": \"{}\"}}", "e2e4 ".repeat(200_000));
    let answer = post_text(&app, games, &huge, json).await;
    json_error(&answer, StatusCode::PAYLOAD_TOO_LARGE, "huge body");
}

#[tokio::test]
async fn a_body_of_the_wrong_shape_is_unprocessable() {
    let app = app();
    let (id, _) = played(&app, &[]).await;
    let bodies = [
        ("/api/games".to_owned(), json!({ "variant": 3 })),
        (
            "/api/games".to_owned(),
            json!({ "variant": "chess", "extra": 1 }),
        ),
        ("/api/games".to_owned(), json!({ "options": ["dice"] })),
        (
            "/api/games".to_owned(),
            json!({ "options": { "dice": [1] } }),
        ),
        (format!("/api/games/{id}/move"), json!([])),
        (format!("/api/games/{id}/move"), json!({ "move": 5 })),
        (format!("/api/games/{id}/move"), json!({})),
        (format!("/api/games/{id}/undo"), json!({ "plies": -1 })),
        (
            format!("/api/games/{id}/engine"),
            json!({ "depth": "deep" }),
        ),
    ];
    for (path, body) in bodies {
        let answer = send(&app, "POST", &path, Some(body.clone())).await;
        json_error(
            &answer,
            StatusCode::UNPROCESSABLE_ENTITY,
            &format!("{path} {body}"),
        );
    }
}

/// The legal move `text` of `state`.
fn legal<'a>(state: &'a Value, text: &str) -> &'a Value {
    state["legal_moves"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["text"] == text)
        .unwrap_or_else(|| panic!("no legal move {text}"))
}

#[tokio::test]
async fn stone_placements_and_mutations_name_their_piece_and_stone_cost() {
    let app = app();
    let s = create(&app, json!({ "variant": "stone" })).await;
    let own_half = &legal(&s, "ST@e4")["choice"];
    assert_eq!(own_half["name"], "Stone", "{own_half}");
    assert_eq!(own_half["note"], "1 stone");
    assert_eq!(legal(&s, "ST@e5")["choice"]["note"], "2 stones");
    // Every move a click has to ask about names what it leaves.
    for m in s["legal_moves"].as_array().unwrap() {
        if m["from"].is_null() {
            let choice = &m["choice"];
            assert!(choice["name"].is_string(), "{m}");
            assert!(choice["note"].is_string(), "{m}");
        }
    }
    let knight_to_rook = &legal(&s, "R@b1")["choice"];
    assert_eq!(knight_to_rook["piece"], "R", "{knight_to_rook}");
    assert_eq!(knight_to_rook["name"], "Rook");
    assert_eq!(knight_to_rook["note"], "5 stones");
    assert_eq!(legal(&s, "P@b1")["choice"]["note"], "free");
    // A move its squares decide asks nothing.
    assert!(legal(&s, "e2e4")["choice"].is_null());
}

#[tokio::test]
async fn promotions_name_their_piece() {
    let app = app();
    let s = create(
        &app,
        json!({ "variant": "chess", "fen": "8/P6k/8/8/8/8/8/K7 w - - 0 1" }),
    )
    .await;
    let queen = &legal(&s, "a7a8q")["choice"];
    assert_eq!(queen["piece"], "Q", "{queen}");
    assert_eq!(queen["name"], "Queen");
    assert_eq!(legal(&s, "a7a8n")["choice"]["name"], "Knight");
}

#[tokio::test]
async fn tower_splits_say_how_many_of_the_tower_move() {
    let app = app();
    let fen = "r3k2r/3(nPR)4/8/3(Q~p=n)4/4P=H3/8/(p=qQ~)7/R2(p=rR)K2R w KQkq - - 0 1";
    let s = create(&app, json!({ "variant": "volkhv", "fen": fen })).await;
    let notes: Vec<&str> = s["legal_moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["from"] == "a2" && m["to"] == "a1")
        .filter_map(|m| m["choice"]["note"].as_str())
        .collect();
    assert_eq!(notes, ["the top 1 of 2", "the whole tower of 2"]);
}

#[tokio::test]
async fn every_game_lists_its_pieces_with_names_and_pictures() {
    let app = app();
    for game in GAMES {
        let s = create(&app, json!({ "variant": game })).await;
        let pieces = s["pieces"].as_array().unwrap();
        assert!(!pieces.is_empty(), "{game}");
        for p in pieces {
            assert!(!p["name"].as_str().unwrap().is_empty(), "{game}: {p}");
            assert!(!p["moves"].as_str().unwrap().is_empty(), "{game}: {p}");
            for side in ["white", "black"] {
                assert!(p[side].as_str().unwrap().starts_with("<svg"), "{game}: {p}");
            }
        }
    }
}

#[tokio::test]
async fn the_engine_tells_its_move_in_san_and_its_score_from_whites_side() {
    let app = app();
    let s = create(&app, json!({ "variant": "chess" })).await;
    let id = s["id"].as_str().unwrap();
    play(&app, id, "e2e4").await;
    let (status, r) = send(
        &app,
        "POST",
        &format!("/api/games/{id}/engine"),
        Some(json!({"time_ms": 200, "depth": 2})),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{r}");
    let engine = &r["engine"];
    assert_eq!(engine["san"], r["moves_san"][1], "{r}");
    // Black moved: White's score is the engine's with the other sign.
    assert_eq!(
        engine["score_white"],
        json!(-engine["score"].as_i64().unwrap())
    );
    assert!(engine["score_white_text"].is_string(), "{engine}");
}

#[tokio::test]
async fn drops_name_the_piece_from_the_hand() {
    let app = app();
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1";
    let s = create(&app, json!({ "variant": "crazyhouse", "fen": fen })).await;
    let drop = &legal(&s, "N@e4")["choice"];
    assert_eq!(drop["piece"], "N", "{drop}");
    assert!(drop["name"].as_str().unwrap().contains("night"), "{drop}");
}
