// Building DOM nodes safely: every string becomes a text node (textContent),
// never markup, so names and texts from the data can never inject HTML.

/**
 * Creates an element. `props` sets attributes (`class`, `aria-*`, `data-*`, …),
 * properties for `hidden`, `disabled`, `checked`, `value`, and event listeners
 * for keys starting with `on` (`onclick`). Children are nodes or strings
 * (strings are inserted as text); null and false are skipped.
 */
export function h(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") {
      node.addEventListener(key.slice(2), value);
    } else if (key === "hidden" || key === "disabled" || key === "checked" || key === "value") {
      node[key] = value;
    } else {
      node.setAttribute(key, value === true ? "" : String(value));
    }
  }
  append(node, children);
  return node;
}

/** Appends children (nodes or strings as text) to a node. */
export function append(node, children) {
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** Replaces all children of a node. */
export function replaceChildren(node, ...children) {
  node.textContent = "";
  return append(node, children);
}

/** Shorthand for document.getElementById. */
export function byId(id) {
  return document.getElementById(id);
}
