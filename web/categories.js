// The place categories with their names in the current language, from
// /api/categories, and the category filter chips on the Explore tab.

import { api } from "./api.js";
import { byId, h, replaceChildren } from "./dom.js";
import { formatNumber, onLanguageChange } from "./i18n.js";
import { showError } from "./messages.js";

let categories = [];
const selected = new Set();

/** The name of a category in the current language (its id when unknown). */
export function categoryName(id) {
  return categories.find((category) => category.id === id)?.name ?? id ?? "";
}

/** Loads the categories and shows the chips; `onChange(selectedIDs)` is called when the selection changes. */
export async function setUpCategories(onChange) {
  const load = async () => {
    try {
      const answer = await api("/api/categories");
      categories = Array.isArray(answer) ? answer : answer?.categories ?? [];
    } catch (error) {
      showError(error);
    }
    render(onChange);
  };
  onLanguageChange(load);
  await load();
}

function render(onChange) {
  const chips = categories.map((category) => {
    const box = h("input", {
      type: "checkbox", value: category.id, checked: selected.has(category.id),
      onchange: (event) => {
        if (event.target.checked) selected.add(category.id); else selected.delete(category.id);
        onChange(new Set(selected));
      },
    });
    return h("label", { class: "chip", "data-category": category.id },
      box, h("span", { class: "chip-dot", "aria-hidden": "true" }),
      h("span", {}, category.name ?? category.id),
      Number.isFinite(category.count) ? h("span", { class: "chip-count" }, formatNumber(category.count)) : null);
  });
  replaceChildren(byId("category-filters"), chips);
}
