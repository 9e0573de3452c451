import { describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { FormHooks } from "~/components/ui/form.hooks";
import { DialogHooks } from "~/components/ui/dialog.hooks";
import { hook, modules } from "~/components/ui/hook";
import { createAll, register } from "./behaviour";

// The one initialiser (decision 0033): every behaviour named on the page starts once, a
// failing one does not stop the others, and markup added later starts when asked.

describe("createAll", () => {
  it("starts each registered behaviour on every element naming it, once, however often it runs", () => {
    const started: string[] = [];
    register({ "test-a": (root) => started.push(`a:${root.id}`), "test-b": (root) => started.push(`b:${root.id}`) });
    document.body.innerHTML = '<div id="one" data-module="test-a"></div><p id="two" data-module="test-a test-b"></p><span id="three" data-module="unknown"></span>';
    createAll();
    createAll();
    expect(started).toEqual(["a:one", "a:two", "b:two"]);
    expect(document.getElementById("two")!.hasAttribute("data-test-b-init")).toBe(true);
    expect(document.getElementById("three")!.getAttributeNames()).toEqual(["id", "data-module"]);
  });

  it("reports a behaviour that throws and starts the others", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const started: string[] = [];
    register({ "test-broken": () => { throw new Error("boom"); }, "test-fine": (root) => started.push(root.id) });
    document.body.innerHTML = '<div id="x" data-module="test-broken test-fine"></div><div id="y" data-module="test-fine"></div>';
    createAll();
    expect(started).toEqual(["x", "y"]);
    expect(error).toHaveBeenCalledWith("test-broken:", expect.objectContaining({ message: "boom" }));
  });

  it("starts markup added later when given it, the element itself included, and nothing else", () => {
    const started: string[] = [];
    register({ "test-late": (root) => started.push(root.id) });
    document.body.innerHTML = '<div id="old" data-module="test-late"></div>';
    const part = document.createElement("section");
    part.id = "part";
    part.dataset.module = "test-late";
    part.innerHTML = '<div id="inner" data-module="test-late"></div>';
    document.body.appendChild(part);
    createAll(part);
    expect(started).toEqual(["part", "inner"]);
  });
});

describe("the markup's side", () => {
  it("spreads hooks as the attributes React rendered before (a bare one as \"true\")", () => {
    const html = renderToStaticMarkup(
      <form data-module={modules(FormHooks, DialogHooks)} {...hook(FormHooks.route, "routes/x")}>
        <button {...hook(FormHooks.busyLabel, "…")} {...hook(DialogHooks.close)} />
      </form>,
    );
    expect(html).toBe('<form data-module="form dialog" data-enhance-route="routes/x"><button data-busy-label="…" data-dialog-close="true"></button></form>');
  });
});
