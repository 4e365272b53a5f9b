// What the card-game renderers (tcg.js, lcg.js) share: the DOM builder, the decision panel with its
// numbered `.action-list`, the per-card action index, the chooser for a card with several actions,
// the "off-table" choices, piles, zones, hidden hands and the log. Not a renderer itself (play.js
// only loads /static/games/<game>.js). What differs between games (which verbs name a card, how a
// card face looks, how a result reads) is passed in; the DOM produced (classes, data attributes,
// role/tabindex, button order and numbering) is what the browser tests and app.css rely on.

// --- small DOM helpers ---------------------------------------------------------------------------

// h("div", {class, onclick, "data-x": 1}, ...children): attributes false/null are left out, `true`
// sets an empty attribute, children are flattened (two levels) and null/false skipped.
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false || v == null) continue;
    if (k === "class") el.className = v;
    else if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat(2)) if (c != null && c !== false) el.append(c);
  return el;
}

// Views name seats "player_1", "player_2", ...; people read "Player 1".
export const seatName = (seat) => (seat ? String(seat).replace(/^player_(\d)$/, "Player $1") : "");
export const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

// --- the decision's options, grouped by the card they concern -----------------------------------

// {all, byUid}: every option offered to this page (none unless it may act), and those whose id is
// `<verb>:<uid>` with a verb in `cardVerbs` grouped by that uid, so a card can be clicked for them.
export function parseOptions(view, ctx, cardVerbs) {
  const all = (ctx.interactive && view.decision && view.decision.options) || [];
  const byUid = new Map();
  for (const a of all) {
    const [verb, arg] = a.id.split(":");
    if (!cardVerbs.has(verb) || arg == null || !/^\d+$/.test(arg)) continue;
    const uid = Number(arg);
    if (!byUid.has(uid)) byUid.set(uid, []);
    byUid.get(uid).push(a);
  }
  return { all, byUid };
}

// --- the table: per-renderer UI state and the decision panel -------------------------------------

// One per renderer module. It keeps the small UI state between frames of one step (the card whose
// actions are being chosen) and the last render arguments, so a click can redraw.
//   prefix      "tcg" / "lcg": the chooser's class is `<prefix>-chooser chooser`
//   cardVerbs   Set of the verbs whose `<verb>:<uid>` ids concern a card
//   verbClass   the action button's class for a verb (tcg: the verb, lcg: `v-<verb>`)
//   cardTitle   c -> the tooltip text of a card face (shown in the chooser)
//   render      the module's render(root, view, ctx)
export function cardTable({ prefix, cardVerbs, verbClass, cardTitle, render }) {
  let ui = { step: -1, card: null };
  let lastArgs = null;
  const rerender = () => {
    if (lastArgs) render(...lastArgs);
  };

  // Call first in render(): remembers the arguments, forgets a selection from another step or one
  // whose card has no action any more, and returns the parsed options.
  function begin(root, view, ctx) {
    lastArgs = [root, view, ctx];
    if (ctx.step !== ui.step) ui = { step: ctx.step, card: null };
    const opts = parseOptions(view, ctx, cardVerbs);
    if (ui.card != null && !(opts.byUid.get(ui.card) || []).length) ui.card = null;
    return opts;
  }

  const selected = (uid) => ui.card === uid;

  // A click on a card: its only action is sent at once; with several, a small chooser opens.
  function onCard(uid, opts, ctx) {
    const acts = opts.byUid.get(uid);
    if (!acts || !acts.length) return;
    if (acts.length === 1) {
      ui.card = null;
      ctx.act(acts[0].id);
      return;
    }
    ui.card = ui.card === uid ? null : uid;
    rerender();
    const btn = document.querySelector(`#game .${prefix}-chooser [data-action]`);
    if (btn) btn.focus();
  }

  // Makes `el` send (or choose among) the actions of card `uid` on click, when it has any.
  function clickable(el, uid, opts, ctx) {
    if (opts.byUid.has(uid)) el.addEventListener("click", (e) => { e.stopPropagation(); onCard(uid, opts, ctx); });
    return el;
  }

  // A <button data-action> for option `a`, numbered `n` (the key that presses it) when given.
  function actButton(a, ctx, n, extra = {}) {
    return h("button", { type: "button", class: `act ${verbClass(a.id.split(":")[0])} ${extra.class || ""}`, "data-action": a.id, title: a.id,
      onclick: (e) => { e.stopPropagation(); ctx.act(a.id); } },
      n != null ? h("kbd", {}, String(n)) : null, extra.text || a.label || a.id);
  }

  function cardChooser(opts, ctx, cards) {
    const uid = ui.card;
    const acts = uid != null && opts.byUid.get(uid);
    if (!acts || acts.length < 2) return null;
    const c = cards.get(uid);
    return h("div", { class: `${prefix}-chooser chooser`, role: "group", "aria-label": `Actions for ${c ? c.name : uid}` },
      h("p", { class: "chooser-text" }, c ? cardTitle(c) : String(uid)),
      acts.map((a) => actButton(a, ctx, null, { class: "primary" })),
      h("button", { type: "button", class: "small ghost", onclick: () => { ui.card = null; rerender(); } }, "Cancel"));
  }

  // The decision: the result when the game is over; for this page's seat the prompt, every option as
  // a numbered button (keys 1-9), the off-table choices and the open chooser; else who is deciding.
  //   cards           uid -> card face, every card the board shows
  //   describeResult  (result, view) -> text
  //   offTableCard    (uid, acts) -> the element for a card an option names that `cards` lacks
  function promptPanel(view, ctx, opts, cards, { describeResult, offTableCard }) {
    const d = view.decision;
    const panel = decisionPanel(view, describeResult);
    if (view.result || !d) return panel;
    const who = seatName(d.player);
    if (ctx.interactive) {
      panel.classList.add("mine", `seat-${d.player}`);
      const note = ctx.hotseat ? `${who} · your choice` : "Your choice";
      panel.append(h("h2", {}, h("span", { class: `who seat-${d.player}` }, note), " — ", d.prompt));
      panel.append(h("p", { class: "hint muted" }, "Click a highlighted card, or a button below. Keys 1–9 pick a button."));
      const list = h("div", { class: "action-list", role: "group", "aria-label": "Legal actions" });
      opts.all.forEach((a, i) => list.append(actButton(a, ctx, i < 9 ? i + 1 : null)));
      panel.append(list);
      const offTable = [...opts.byUid.keys()].filter((uid) => !cards.has(uid));
      if (offTable.length) {
        panel.append(h("div", { class: "offtable", "aria-label": "Cards to choose from" },
          offTable.map((uid) => offTableCard(uid, opts.byUid.get(uid)))));
      }
      const chooser = cardChooser(opts, ctx, cards);
      if (chooser) panel.append(chooser);
    } else {
      waiting(panel, d, who, ctx);
    }
    return panel;
  }

  return { begin, selected, onCard, clickable, promptPanel };
}

// The decision's panel, empty, or holding the result when the game is over.
export function decisionPanel(view, describeResult) {
  const panel = h("section", { class: "prompt panel", "aria-label": "Decision" });
  if (view.result) {
    panel.classList.add("over");
    panel.append(h("h2", {}, describeResult(view.result, view)));
  }
  return panel;
}

// The decision panel while another seat decides: who (an AI says its level) and what, and a spinner
// while the game is live.
export function waiting(panel, d, who, ctx) {
  panel.classList.add("waiting");
  const seat = (ctx.seats || []).find((x) => x.side === d.player);
  const ai = seat && seat.kind === "ai" ? ` (AI · ${seat.level})` : "";
  panel.append(h("h2", {}, h("span", { class: `who seat-${d.player}` }, `${who}${ai}`), ` is deciding: ${d.prompt}`));
  if (!ctx.replay) panel.append(h("p", { class: "muted" }, h("span", { class: "spinner", "aria-hidden": "true" }), " waiting…"));
}

// --- board pieces ----------------------------------------------------------------------------------

export function replayTag(ctx) {
  return ctx.replay ? h("span", { class: "replay-tag" }, `Replay · step ${ctx.replay.step} of ${ctx.replay.steps}`) : null;
}

// A labelled row of card faces (`face(c)` draws one), "none" when empty.
export function cardRow(label, cls, list, face) {
  return h("div", { class: `zone ${cls}` }, h("span", { class: "label" }, label),
    h("div", { class: "cards" }, list.length ? list.map(face) : h("span", { class: "muted" }, "none")));
}

// A closed pile (discard, dead, victory display...) that opens by itself when one of its cards can be
// chosen; `chip(c)` draws a card in it.
export function cardPile(label, list, opts, chip) {
  const choosing = list.some((c) => opts.byUid.has(c.uid));
  if (!list.length) return h("span", { class: "pile muted" }, `${label} 0`);
  return h("details", { class: "pile", open: choosing },
    h("summary", { title: list.map((c) => c.name).join("\n") }, `${label} ${list.length}`, choosing ? h("strong", { class: "hint" }, " · choose here") : null),
    h("div", { class: "pile-list" }, list.map(chip)));
}

// A hand the viewer may not see: up to 10 card backs (class `backClass`) and the count.
export function hiddenHand(count, backClass) {
  const backs = Math.min(count, 10);
  return h("div", { class: "zone hand hidden-hand" }, h("span", { class: "label" }, `Hand ${count}`),
    h("div", { class: "cards" }, Array.from({ length: backs }, () => h("span", { class: backClass, title: "a card in hand" })),
      count > backs ? h("span", { class: "muted" }, `+${count - backs}`) : null,
      !count ? h("span", { class: "muted" }, "empty") : null));
}

// The game log, the latest line marked after an action, `turnLine` lines (a new turn or round) set
// apart, and lines starting "Player N" coloured by seat; `words(line)` may give a line's nodes (card
// names that show their tip).
export function logPanel(view, ctx, turnLine, words = (line) => line) {
  const lines = view.log || [];
  return h("section", { class: "panel log-panel" }, h("h3", {}, "Log"),
    h("ol", { class: "log", "aria-label": "Game log" }, lines.map((line, i) => {
      const m = /^Player (\d)/.exec(line);
      return h("li", {
        class: [i === lines.length - 1 && ctx.last ? "latest" : "", turnLine.test(line) ? "turn-line" : "",
          m ? `l-player_${m[1]}` : ""].filter(Boolean).join(" "),
      }, words(line));
    })));
}

// Draws `board` into `root` and scrolls the log to its end.
export function show(root, board) {
  root.replaceChildren(board);
  const logEl = root.querySelector(".log");
  if (logEl) logEl.scrollTop = logEl.scrollHeight;
}
