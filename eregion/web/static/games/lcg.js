// Renderer for The Lord of the Rings: The Card Game (the hook is described in /static/play.js):
//   export function render(root, view, ctx)
// `view` is eregion/games/lcg/views.py's JSON: it carries every card face it shows (name, type, sphere,
// printed and current numbers, damage, resources, progress), so this module needs no catalogue. Cards
// are named by `uid`; an action id `play:17`, `use:17`, `pick:17`, `commit:17`, `travel:17`,
// `engage:17`, `defend:17` or `attack:17` concerns the card whose uid is 17, wherever it lies. Any other
// id (`pass`, `done`, `opt:2`, kinds added later) is offered as a button only.

import { cardPile, cardRow, cardTable, h, hiddenHand, logPanel, plural, replayTag, seatName, show } from "./cards-ui.js";

export const title = "The Lord of the Rings: The Card Game";

const PHASE = {
  setup: "Setup",
  resource: "Resource phase",
  planning: "Planning phase",
  quest: "Quest phase",
  travel: "Travel phase",
  encounter: "Encounter phase",
  combat: "Combat phase",
  refresh: "Refresh phase",
};
const CARD_VERBS = new Set(["play", "use", "pick", "commit", "travel", "engage", "defend", "attack"]);
const THREAT_LIMIT = 50;

// The UI state (the card whose actions are being chosen), the decision panel and card clicks.
const table = cardTable({ prefix: "lcg", cardVerbs: CARD_VERBS, verbClass: (verb) => `v-${verb}`, cardTitle, render });
const { selected, clickable } = table;

const cap = (s) => (s ? s.charAt(0).toUpperCase() + s.slice(1).replace(/[_-]/g, " ") : "");

// Every card face the view shows, by uid (attachments and face-up shadow cards included).
function indexCards(view) {
  const cards = new Map();
  const add = (c) => {
    if (!c) return;
    cards.set(c.uid, c);
    for (const a of c.attachments || []) add(a);
    for (const sh of c.shadow_cards || []) add(sh);
  };
  for (const p of view.players) {
    for (const zone of ["hand", "heroes", "allies", "engaged", "discard"]) for (const c of p[zone] || []) add(c);
  }
  for (const zone of ["active_location", "staging_area", "encounter_discard", "victory_display", "set_aside"]) {
    for (const c of view[zone] || []) add(c);
  }
  add(view.quest);
  return cards;
}

// --- card faces ----------------------------------------------------------------------------------

const isCharacter = (c) => c.type === "hero" || c.type === "ally";

function keywordText(kw) {
  return Object.entries(kw || {}).map(([k, v]) => (k === "doomed" ? `Doomed ${v}` : cap(k))).join(", ");
}

function cardTitle(c) {
  const bits = [c.name, [cap(c.sphere), cap(c.type)].filter(Boolean).join(" ")];
  if (c.threat_cost != null) bits.push(`threat cost ${c.threat_cost}`);
  if (c.cost != null) bits.push(`cost ${c.cost}`);
  if (c.willpower != null) bits.push(`willpower ${c.willpower}`);
  if (c.attack != null) bits.push(`attack ${c.attack}`);
  if (c.defense != null) bits.push(`defense ${c.defense}`);
  if (c.hit_points != null) bits.push(`hit points ${c.hit_points}`);
  if (c.engagement_cost != null) bits.push(`engagement cost ${c.engagement_cost}`);
  if (c.threat != null) bits.push(`threat ${c.threat}`);
  if (c.quest_points != null) bits.push(`quest points ${c.quest_points}`);
  if (c.victory_points) bits.push(`victory ${c.victory_points}`);
  if (c.damage) bits.push(plural(c.damage, "damage"));
  if (c.resources) bits.push(plural(c.resources, "resource"));
  if (c.progress) bits.push(`${c.progress} progress`);
  if (c.traits) bits.push(c.traits.join(". ") + ".");
  if (c.keywords) bits.push(keywordText(c.keywords));
  if (c.exhausted) bits.push("exhausted");
  return bits.filter(Boolean).join(" · ");
}

function stats(c) {
  const out = [];
  const st = (cls, label, text) => out.push(h("span", { class: `st ${cls}`, title: label }, text));
  if (isCharacter(c)) {
    st("wp", "willpower", `☼${c.willpower ?? 0}`);
    st("atk", "attack", `⚔${c.attack ?? 0}`);
    st("def", "defense", `☗${c.defense ?? 0}`);
    const hp = c.hit_points ?? 0;
    st("hp", `hit points ${hp}, ${plural(c.damage || 0, "damage")}`, c.damage != null ? `♥${hp - c.damage}/${hp}` : `♥${hp}`);
  } else if (c.type === "enemy") {
    st("eng", "engagement cost", `◎${c.engagement_cost ?? "–"}`);
    st("thr", "threat", `✹${c.threat ?? 0}`);
    st("atk", "attack", `⚔${c.attack ?? 0}`);
    st("def", "defense", `☗${c.defense ?? 0}`);
    const hp = c.hit_points ?? 0;
    st("hp", `hit points ${hp}, ${plural(c.damage || 0, "damage")}`, c.damage != null ? `♥${hp - c.damage}/${hp}` : `♥${hp}`);
  } else if (c.type === "location") {
    st("thr", "threat", `✹${c.threat ?? 0}`);
    st("qp", "progress / quest points", c.progress != null ? `${c.progress}/${c.quest_points ?? 0} progress` : `${c.quest_points ?? 0} quest points`);
  } else if (c.threat != null) {
    st("thr", "threat", `✹${c.threat}`);
  }
  return out;
}

function tokens(c) {
  const bits = [];
  if (c.resources) bits.push(h("span", { class: "res", title: plural(c.resources, "resource") }, `◆${c.resources}`));
  if (c.damage) {
    bits.push(h("span", { class: "dmg", title: plural(c.damage, "damage") },
      Array.from({ length: Math.min(c.damage, 9) }, () => h("i", { class: "dmg-tok" }))));
  }
  return bits;
}

// A card face: name, cost, type and sphere, numbers, tokens, keywords, attachments and shadow cards.
// Actionable when an option concerns its uid (clicking sends or opens the chooser).
function cardFace(c, opts, ctx, extra = {}) {
  const acts = opts.byUid.get(c.uid);
  const classes = ["lcard", `t-${c.type}`, c.sphere ? `sp-${c.sphere}` : "", acts ? "actionable" : "",
    selected(c.uid) ? "selected" : "", c.exhausted ? "exhausted" : "", extra.committed ? "committed" : "", extra.class || ""];
  const label = acts ? `${c.name}: ${acts.map((a) => a.label).join(" or ")}` : null;
  const cost = c.threat_cost != null ? c.threat_cost : c.cost;
  const el = h("div", {
    class: classes.filter(Boolean).join(" "), title: cardTitle(c), "data-uid": c.uid, "data-card": c.id,
    tabindex: acts ? "0" : null, role: acts ? "button" : null, "aria-label": label,
  },
  h("div", { class: "lc-top" },
    cost != null ? h("span", { class: `cost${c.threat_cost != null ? " threat-cost" : ""}`, title: c.threat_cost != null ? "threat cost" : "cost" }, String(cost)) : null,
    h("span", { class: "lc-name" }, c.name)),
  h("div", { class: "lc-type" }, [cap(c.sphere), cap(c.type)].filter(Boolean).join(" "),
    c.stage ? ` · stage ${c.stage}` : ""),
  h("div", { class: "lc-stats" }, stats(c), tokens(c)),
  h("div", { class: "lc-tags" },
    c.keywords ? h("span", { class: "kw" }, keywordText(c.keywords)) : null,
    c.exhausted ? h("span", { class: "kw tag-exh" }, "exhausted") : null,
    extra.committed ? h("span", { class: "kw tag-quest" }, "questing") : null,
    c.guarding != null ? h("span", { class: "kw" }, "guarding") : null,
    extra.badge || null),
  (c.attachments || []).length ? h("div", { class: "lc-att" }, c.attachments.map((a) => chip(a, opts, ctx))) : null,
  (c.shadow_cards || []).length ? h("div", { class: "lc-shadow" }, h("span", { class: "muted" }, "Shadow "),
    c.shadow_cards.map((sh) => (sh ? chip(sh, opts, ctx, "shadow-up") : h("span", { class: "lback", title: "a face-down shadow card" })))) : null);
  return clickable(el, c.uid, opts, ctx);
}

// A small chip for an attachment, a face-up shadow card or a card in a pile.
function chip(c, opts, ctx, cls = "") {
  const acts = opts.byUid.get(c.uid);
  const el = h("span", {
    class: `lchip t-${c.type}${c.sphere ? ` sp-${c.sphere}` : ""}${acts ? " actionable" : ""}${selected(c.uid) ? " selected" : ""}${c.exhausted ? " exhausted" : ""} ${cls}`,
    title: cardTitle(c), "data-uid": c.uid, "data-card": c.id, tabindex: acts ? "0" : null, role: acts ? "button" : null,
  }, c.name);
  return clickable(el, c.uid, opts, ctx);
}

// --- sections --------------------------------------------------------------------------------------

function header(view, ctx) {
  const bits = [h("span", { class: "phase" }, view.round ? `Round ${view.round} · ${PHASE[view.phase] || cap(view.phase)}` : PHASE[view.phase] || cap(view.phase))];
  for (const p of view.players) {
    bits.push(h("span", { class: `threat-dial seat-${p.seat}${p.threat >= 40 ? " high" : ""}${p.eliminated ? " out" : ""}`, title: `${p.name}'s threat (eliminated at ${THREAT_LIMIT})` },
      `${p.name} `, h("b", {}, String(p.threat)), p.first_player ? h("span", { class: "first", title: "first player" }, " ★") : null));
  }
  if (view.easy) bits.push(h("span", { class: "kw" }, "Easy mode"));
  bits.push(replayTag(ctx));
  return h("div", { class: "lcg-header" }, bits);
}

// A card an option names that the table does not show (say, one searched from a deck) is drawn from
// the option's label so it can be clicked like any other card.
function promptPanel(view, ctx, opts, cards) {
  return table.promptPanel(view, ctx, opts, cards, {
    describeResult,
    offTableCard: (uid, acts) => cardFace({ uid, id: "", name: acts[0].label || acts[0].id, type: "choice" }, opts, ctx),
  });
}

function row(label, cls, list, opts, ctx, extra = () => ({})) {
  return cardRow(label, cls, list, (c) => cardFace(c, opts, ctx, extra(c)));
}

function pile(label, list, opts, ctx) {
  return cardPile(label, list, opts, (c) => chip(c, opts, ctx));
}

// The quest: the current stage with its progress, the active location, the staging area with its
// threat against the willpower committed, and the encounter piles.
function questPanel(view, opts, ctx) {
  const q = view.quest;
  const sec = h("section", { class: "panel lcg-quest", "aria-label": "Quest" });
  const scenario = String(view.scenario || "").split("-").map(cap).join(" ");
  sec.append(h("h3", {}, scenario, h("span", { class: "muted" }, ` · ${plural(view.stages_left, "stage")} to come`)));
  if (q) {
    const qp = q.quest_points || 0;
    const pct = qp ? Math.min(100, Math.round((100 * (q.progress || 0)) / qp)) : 0;
    sec.append(h("div", { class: "quest-card", title: cardTitle(q), "data-uid": q.uid },
      h("div", { class: "quest-name" }, q.stage ? `Stage ${q.stage}: ` : "", h("b", {}, q.name)),
      h("div", { class: "progress", role: "progressbar", "aria-valuemin": "0", "aria-valuemax": String(qp), "aria-valuenow": String(q.progress || 0) },
        h("div", { class: "bar", style: `width:${pct}%` })),
      h("div", { class: "muted small-text" }, qp ? `${q.progress || 0} / ${qp} progress` : "no quest points: won another way")));
  }
  const committed = view.committed_willpower || 0;
  const threat = view.staging_threat || 0;
  const questing = (view.committed || []).length > 0;
  sec.append(h("div", { class: `quest-sum${questing ? (committed > threat ? " winning" : " losing") : ""}` },
    h("span", { title: "total threat of the cards in the staging area" }, "Staging threat ", h("b", {}, String(threat))),
    questing ? h("span", { title: "willpower of the characters committed to the quest" }, " vs willpower ", h("b", {}, String(committed))) : null));
  sec.append(row("Active location", "active", view.active_location || [], opts, ctx));
  sec.append(row("Staging area", "staging", view.staging_area || [], opts, ctx));
  sec.append(h("div", { class: "stats" },
    h("span", { title: "cards in the encounter deck" }, `Encounter deck ${view.encounter_deck_count}`),
    pile("Encounter discard", view.encounter_discard || [], opts, ctx),
    pile(`Victory display (${view.victory_points || 0} VP)`, view.victory_display || [], opts, ctx),
    (view.set_aside || []).length ? pile("Set aside", view.set_aside, opts, ctx) : null));
  return sec;
}

function playerArea(p, view, ctx, opts) {
  const you = p.seat === view.viewer;
  const deciding = view.decision && view.decision.player === p.seat;
  const committed = new Set(view.committed || []);
  const mark = (c) => ({ committed: committed.has(c.uid) });
  return h("section", { class: `panel lcg-area seat-${p.seat}${deciding ? " deciding" : ""}${p.eliminated ? " out" : ""}`, "aria-label": `${p.name}'s area`, "data-seat": p.seat },
    h("h3", {}, h("span", { class: `who seat-${p.seat}` }, p.name), you ? h("span", { class: "you" }, " (you)") : null,
      h("span", { class: "muted deck" }, ` · ${cap(p.deck)}`),
      p.first_player ? h("span", { class: "role first-token" }, "First player") : null,
      p.eliminated ? h("span", { class: "role eliminated" }, "Eliminated") : null),
    h("div", { class: "stats" },
      h("span", { class: `threat${p.threat >= 40 ? " high" : ""}`, title: `threat (eliminated at ${THREAT_LIMIT})` }, "Threat ", h("b", {}, String(p.threat))),
      h("span", { title: "cards in the player deck" }, `Deck ${p.deck_count}`),
      pile("Discard", p.discard || [], opts, ctx)),
    row("Heroes", "heroes", p.heroes || [], opts, ctx, mark),
    (p.allies || []).length ? row("Allies", "allies", p.allies, opts, ctx, mark) : null,
    (p.engaged || []).length ? row("Engaged", "engaged", p.engaged, opts, ctx) : null,
    hand(p, opts, ctx));
}

function hand(p, opts, ctx) {
  return p.hand ? row(`Hand ${p.hand.length}`, "hand", p.hand, opts, ctx) : hiddenHand(p.hand_count, "lback");
}

// --- the whole view --------------------------------------------------------------------------------

export function render(root, view, ctx) {
  const opts = table.begin(root, view, ctx);
  const cards = indexCards(view);
  // The viewer's own area last, nearest the prompt on a phone; the others above it in seat order.
  const mine = view.players.filter((p) => p.seat === view.viewer);
  const others = view.players.filter((p) => p.seat !== view.viewer);
  const board = h("div", { class: "lcg", "data-viewer": view.viewer || "spectator", "data-phase": view.phase },
    header(view, ctx),
    promptPanel(view, ctx, opts, cards),
    h("div", { class: "lcg-grid" },
      h("div", { class: "col-main" },
        questPanel(view, opts, ctx),
        others.map((p) => playerArea(p, view, ctx, opts)),
        mine.map((p) => playerArea(p, view, ctx, opts))),
      h("div", { class: "col-side" }, logPanel(view, ctx, /^— Round/))));
  show(root, board);
}

export function describeResult(r, view) {
  const res = r && r.outcome ? r : (view && view.result) || r;
  if (res && !res.outcome && res.winner) return res.winner === "shared" ? "The players win." : `${seatName(res.winner)} wins.`;
  if (!res || !res.outcome) return "The game is over.";
  const verdict = res.outcome === "win" ? "The players win" : "The players lose";
  const score = res.score != null ? ` · score ${res.score}` : "";
  return `${verdict}${res.reason ? ` (${res.reason})` : ""}${score}`;
}
