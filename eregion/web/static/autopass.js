// Auto-pass (GEMP-style): a seat may have the page answer by itself the decisions the server marks
// `idle` (a lone "pass" posed only so that being asked tells the others nothing), in every phase or
// only in the phases it ticks. A preference of this browser, per seat (kept in localStorage under the
// seat's token): it never changes the rules, and the other seats see the same as for a pass by hand.

const KEY = "eregion.autopass.";

function load(token) {
  try {
    const v = JSON.parse(localStorage.getItem(KEY + token) || "null");
    return v && typeof v === "object" ? { on: !!v.on, off: Array.isArray(v.off) ? v.off : [] } : { on: false, off: [] };
  } catch {
    return { on: false, off: [] };
  }
}

function save(token, pref) {
  try { localStorage.setItem(KEY + token, JSON.stringify(pref)); } catch { /* storage full or disabled */ }
}

// The phase a view names (the card games' views carry `phase`), or "" for a game without phases.
export function phaseOf(view) {
  return (view && typeof view.phase === "string" && view.phase) || "";
}

// Should the page pass for this seat now? `frame.idle` is true only for the seat that owes the decision.
export function wants(token, frame) {
  if (!token || !frame || !frame.idle || frame.status === "finished") return false;
  const pref = load(token);
  return pref.on && !pref.off.includes(phaseOf(frame.view));
}

// The settings box: a switch for the seat, then one box per phase seen so far (ticked: pass there);
// `changed()` runs after each change, so that turning it on passes at once where there is nothing to do.
export function drawSettings(box, token, phases, changed) {
  box.hidden = !token;
  if (!token) return;
  const pref = load(token);
  const on = box.querySelector("#ap-on");
  on.checked = pref.on;
  on.onchange = () => {
    save(token, { ...load(token), on: on.checked });
    drawSettings(box, token, phases, changed);
    changed();
  };
  const list = box.querySelector("#ap-phases");
  list.replaceChildren();
  list.hidden = !pref.on || ![...phases].some(Boolean);
  for (const phase of [...phases].filter(Boolean)) {
    const label = document.createElement("label");
    const input = document.createElement("input");
    input.type = "checkbox";
    input.dataset.phase = phase;
    input.checked = !pref.off.includes(phase);
    input.onchange = () => {
      const now = load(token);
      const off = now.off.filter((p) => p !== phase);
      save(token, { ...now, off: input.checked ? off : [...off, phase] });
      changed();
    };
    label.append(input, ` ${phase.charAt(0).toUpperCase()}${phase.slice(1).replace(/_/g, " ")}`);
    list.append(label);
  }
}
