// The skazka web board. The page shows and asks; the server decides every rule (or, on the
// static board, the rules in WebAssembly in the page).
"use strict";

const $ = (id) => document.getElementById(id);
let variants = [];
let game = null;          // the game's JSON from the server
let selected = null;      // the selected square
let orientation = "white";
let busy = false;         // a request that changes the game is under way
let generation = 0;       // bumped by new games, so late engine answers are ignored

async function api(method, path, body) {
  // The static board (crates/skazka-wasm) answers in the page, with the same JSON.
  if (window.skazkaLocal) return (await window.skazkaLocal)(method, path, body);
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const r = await fetch(path, init);
  const type = r.headers.get("Content-Type") || "";
  const data = type.includes("json") ? await r.json() : await r.text();
  if (!r.ok) throw new Error((data && data.error) || ("HTTP " + r.status));
  return data;
}

function showError(e) { $("error").textContent = e ? String(e.message || e) : ""; }

function playerOf(color) { return $(color + "-player").value; }

function engineToMove() {
  return game && !game.outcome && playerOf(game.turn) === "engine";
}

async function loadVariants() {
  const data = await api("GET", "/api/variants");
  variants = data.variants;
  const sel = $("variant");
  sel.innerHTML = "";
  for (const v of variants) {
    const o = document.createElement("option");
    o.value = v.name; o.textContent = v.name;
    if (v.description) o.title = v.description;
    sel.appendChild(o);
  }
  renderOptions();
}

function renderOptions() {
  const v = variants.find((x) => x.name === $("variant").value);
  const box = $("options");
  box.innerHTML = "";
  if (!v) return;
  for (const k of v.options) {
    const label = document.createElement("label");
    label.textContent = k.name + " ";
    let input;
    const literal = k.values.length > 0 && k.values.every((x) => !x.includes("<"));
    if (literal) {
      input = document.createElement("select");
      for (const val of k.values) {
        const o = document.createElement("option");
        o.value = val; o.textContent = val;
        if (val === k.default) o.selected = true;
        input.appendChild(o);
      }
    } else {
      input = document.createElement("input");
      input.type = "text";
      input.value = k.default;
    }
    input.dataset.option = k.name;
    input.dataset.default = k.default;
    label.appendChild(input);
    const help = document.createElement("div");
    help.className = "option-help";
    help.textContent = k.help;
    label.appendChild(help);
    box.appendChild(label);
  }
}

function chosenOptions() {
  const words = [];
  for (const el of document.querySelectorAll("[data-option]")) {
    if (el.value !== el.dataset.default && el.value.trim() !== "") {
      words.push(el.dataset.option + "=" + el.value.trim());
    }
  }
  return words.join(" ");
}

async function newGame(extra) {
  showError(null);
  const gen = ++generation;
  busy = false;
  selected = null;
  hideChoices();
  $("thinking").textContent = "";
  try {
    const body = Object.assign({ variant: $("variant").value, options: chosenOptions() }, extra || {});
    const g = await api("POST", "/api/games", body);
    if (gen !== generation) return; // a newer game was asked for meanwhile
    game = g;
    if (game.variant !== $("variant").value) {
      $("variant").value = game.variant;
      renderOptions();
    }
    await render();
    next();
  } catch (e) { showError(e); }
}

let renders = 0;          // the latest board request wins

async function render() {
  if (!game) return;
  const q = new URLSearchParams({ orientation, size: "560" });
  if (selected) q.set("selected", selected);
  const mine = ++renders;
  const shown = game;
  try {
    const svg = await api("GET", "/api/games/" + game.id + "/svg?" + q.toString());
    if (mine === renders) {
      $("board").innerHTML = svg;
      // What the board shows, for tests and tools: the position and the selection.
      $("board").dataset.fen = shown.fen;
      $("board").dataset.selected = selected || "";
    }
  } catch (e) { showError(e); }
  // Status.
  const st = $("status");
  st.classList.toggle("over", !!game.outcome);
  if (game.outcome) {
    st.textContent = "Game over: " + game.outcome.text;
  } else {
    let t = game.turn + " to move";
    if (game.chance) t += " (roll the die)";
    if (game.check) t += " — check";
    if (game.claimable_draw) t += " — a draw by " + game.claimable_draw + " may be claimed";
    st.textContent = t;
  }
  $("claim-draw").hidden = !game.claimable_draw || !!game.outcome;
  // Moves.
  const ol = $("moves");
  ol.innerHTML = "";
  const blackFirst = game.start_fen.split(" ")[1] === "b";
  const plies = blackFirst ? ["…"].concat(game.moves_san) : game.moves_san.slice();
  for (let i = 0; i < plies.length; i += 2) {
    const li = document.createElement("li");
    for (const m of plies.slice(i, i + 2)) {
      const span = document.createElement("span");
      span.textContent = m;
      li.appendChild(span);
    }
    ol.appendChild(li);
  }
  ol.scrollTop = ol.scrollHeight;
  // Specials: moves without squares (passes), and the die.
  const sp = $("specials");
  sp.innerHTML = "";
  const human = !engineToMove() && !game.outcome && !busy;
  $("roll").disabled = !(human && game.chance);
  if (human && !game.chance) {
    for (const m of game.legal_moves.filter((m) => !m.from && !m.to)) {
      const b = document.createElement("button");
      b.textContent = m.text === "--" ? "Pass (--)" : m.text;
      b.dataset.move = m.text;
      b.addEventListener("click", () => play(m.text));
      sp.appendChild(b);
    }
  }
}

function hideChoices() { $("choices").hidden = true; }

function askChoice(title, moves) {
  $("choices-title").textContent = title;
  const list = $("choices-list");
  list.innerHTML = "";
  for (const m of moves) {
    const b = document.createElement("button");
    b.textContent = m.text;
    b.dataset.move = m.text;
    b.addEventListener("click", () => { hideChoices(); play(m.text); });
    list.appendChild(b);
  }
  $("choices").hidden = false;
}

async function onSquare(sq) {
  if (!game || busy || game.outcome || engineToMove() || game.chance) return;
  showError(null);
  const legal = game.legal_moves;
  if (selected) {
    const c = legal.filter((m) => m.from === selected && m.to === sq);
    if (c.length === 1) { hideChoices(); return play(c[0].text); }
    if (c.length > 1) { return askChoice("Choose the move " + selected + "→" + sq + ":", c); }
  }
  hideChoices();
  const from = legal.filter((m) => m.from === sq);
  selected = from.length && selected !== sq ? sq : null;
  const here = legal.filter((m) => !m.from && m.to === sq);
  if (here.length) askChoice("On " + sq + ":", here);
  await render();
}

// A person's change to the game (`/move` or `/roll`): send it, show the answer, go on.
async function change(path, body) {
  if (!game || busy) return;
  busy = true;
  selected = null;
  try {
    game = await api("POST", "/api/games/" + game.id + path, body);
  } catch (e) { showError(e); }
  busy = false;
  await render();
  next();
}

function play(text) { return change("/move", { move: text }); }

function roll() { return change("/roll"); }

async function engineMove() {
  const gen = generation;
  busy = true;
  const id = game.id;
  const poll = setInterval(async () => {
    try {
      const s = await api("GET", "/api/games/" + id);
      if (s.thinking && s.thinking.depth != null) {
        $("thinking").textContent = "engine thinking: depth " + s.thinking.depth +
          ", score " + (s.thinking.score / 100).toFixed(2) + ", " + s.thinking.nodes + " nodes";
      }
    } catch (e) { /* the answer will tell */ }
  }, 250);
  $("thinking").textContent = "engine thinking…";
  try {
    const time_ms = Math.max(50, Math.min(30000, parseInt($("time").value, 10) || 1000));
    const s = await api("POST", "/api/games/" + id + "/engine", { time_ms });
    if (gen === generation) {
      game = s;
      $("thinking").textContent = s.engine
        ? "engine played " + s.engine.move + " (depth " + s.engine.depth + ", score " + s.engine.score_text + ")"
        : (s.rolled ? "engine rolled " + s.rolled : "");
    }
  } catch (e) { if (gen === generation) showError(e); }
  clearInterval(poll);
  if (gen !== generation) return;
  busy = false;
  await render();
  next();
}

function next() {
  if (engineToMove() && !busy) setTimeout(engineMove, 50);
}

async function undo() {
  if (!game || busy || game.moves.length === 0) return;
  showError(null);
  try {
    // Take back to the last position where a person is to move (and not to roll).
    let s = await api("POST", "/api/games/" + game.id + "/undo");
    while (s.moves.length > 0 && (playerOf(s.turn) === "engine" || s.chance)) {
      s = await api("POST", "/api/games/" + game.id + "/undo");
    }
    game = s;
    selected = null;
    hideChoices();
  } catch (e) { showError(e); }
  await render();
}

async function claimDraw() {
  if (!game || busy) return;
  showError(null);
  try {
    game = await api("POST", "/api/games/" + game.id + "/draw");
    selected = null;
    hideChoices();
  } catch (e) { showError(e); }
  await render();
}

async function downloadPgn() {
  if (!game) return;
  try {
    const text = await api("GET", "/api/games/" + game.id + "/pgn");
    const a = document.createElement("a");
    a.href = URL.createObjectURL(new Blob([text], { type: "application/x-chess-pgn" }));
    a.download = "skazka-" + game.variant + ".pgn";
    document.body.appendChild(a);
    a.click();
    a.remove();
  } catch (e) { showError(e); }
}

$("board").addEventListener("click", (ev) => {
  const hit = ev.target.closest("[data-square]");
  if (hit && hit.classList.contains("hit")) onSquare(hit.dataset.square);
});
$("variant").addEventListener("change", () => { renderOptions(); newGame(); });
$("new-game").addEventListener("click", () => newGame());
$("undo").addEventListener("click", undo);
$("flip").addEventListener("click", () => { orientation = orientation === "white" ? "black" : "white"; render(); });
$("roll").addEventListener("click", roll);
$("claim-draw").addEventListener("click", claimDraw);
$("download-pgn").addEventListener("click", downloadPgn);
$("load-fen").addEventListener("click", () => newGame({ fen: $("fen").value }));
$("load-pgn").addEventListener("click", () => newGame({ pgn: $("pgn").value, variant: undefined, options: undefined }));
for (const c of ["white", "black"]) $(c + "-player").addEventListener("change", () => { render(); next(); });

loadVariants().then(() => newGame()).catch(showError);
