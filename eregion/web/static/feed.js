// The action feed: every move of an AI, another player or a spectated seat is announced in turn
// (queued, never overwritten by the next one) and kept in a short list of recent moves, and the card
// the move names is lit up on the board. It knows no game: it reads the frame's `last` object
// (docs/web-api.md: `text` is the move in context) and the `<verb>:<id>` shape of action ids.

const SHOW_MS = 1800; // how long each announcement stays up when others wait behind it
const LAST_MS = 4000; // how long the last one stays up
const KEEP = 12; // recent moves kept in the list

const NAMED = (id) => [`[data-uid="${id}"]`, `[data-card="${id}"]`, `[data-landmark="${id}"]`, `[data-token="${id}"]`];

export function createFeed(toastEl, listEl) {
  const queue = [];
  let timer = null;

  function next() {
    timer = null;
    const item = queue.shift();
    if (!item) {
      toastEl.hidden = true;
      return;
    }
    toastEl.textContent = item.line;
    toastEl.dataset.side = item.side || "";
    toastEl.hidden = false;
    timer = setTimeout(next, queue.length ? SHOW_MS : LAST_MS);
  }

  // Light up what the move names, in the board just drawn (a new frame draws a new board).
  function highlight(actionId) {
    const arg = actionId ? String(actionId).split(":")[1] : null;
    if (!arg || !/^[\w.-]+$/.test(arg)) return;
    for (const el of document.querySelectorAll(NAMED(arg).map((s) => `#game ${s}`).join(", "))) {
      el.classList.add("announced");
    }
  }

  return {
    // `last` of a frame, the side's words and the step it led to.
    announce(last, who, step) {
      const line = `${who}: ${last.text || last.label || last.action}`;
      queue.push({ line, side: last.side });
      if (timer === null) next();
      else if (queue.length === 1) { clearTimeout(timer); timer = setTimeout(next, SHOW_MS); }
      highlight(last.action);
      const li = document.createElement("li");
      li.dataset.step = String(step);
      li.dataset.side = last.side || "";
      li.textContent = line;
      listEl.prepend(li);
      while (listEl.children.length > KEEP) listEl.lastElementChild.remove();
      listEl.hidden = false;
    },
    hide() {
      queue.length = 0;
      clearTimeout(timer);
      timer = null;
      toastEl.hidden = true;
    },
  };
}
