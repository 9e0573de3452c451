import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mount } from "~/enhance/testing";
import { promoVideoEmbedUrl } from "./video";
import video from "./video.enhance";
import { PromoVideo } from "./PromoVideo";

// The hero video with JavaScript (spec 1 §2.3, §4): the server's poster, then 'Loading
// video...', then YouTube's player once, on the first sign of interest or after 3 s.

const frame = () => document.body.firstElementChild as HTMLElement;
const players = () => document.querySelectorAll("iframe");

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("video: the hero's player", () => {
  it("swaps the poster's link for 'Loading video...' and loads the player by itself after 3 s", () => {
    mount(<PromoVideo />, video);
    expect(frame().textContent).toContain("Loading video...");
    expect(document.querySelector("a")).toBeNull();
    expect(players()).toHaveLength(0);
    vi.advanceTimersByTime(2999);
    expect(players()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(players()).toHaveLength(1);
    expect(players()[0]!.src).toBe(promoVideoEmbedUrl("en"));
    expect(players()[0]!.title).not.toBe("");
    expect(frame().textContent).not.toContain("Loading video...");
  });

  it("loads it at once when the mouse comes in, and only once", () => {
    mount(<PromoVideo />, video);
    frame().dispatchEvent(new MouseEvent("mouseenter"));
    expect(players()).toHaveLength(1);
    window.dispatchEvent(new Event("scroll"));
    frame().dispatchEvent(new MouseEvent("mouseenter"));
    vi.advanceTimersByTime(5000);
    expect(players()).toHaveLength(1);
  });

  it("loads it on the first scroll, with the Portuguese player and title", () => {
    mount(<PromoVideo />, video, { lang: "pt", at: "/pt" });
    expect(frame().textContent).toContain("Carregando");
    window.dispatchEvent(new Event("scroll"));
    expect(players()).toHaveLength(1);
    expect(players()[0]!.src).toBe(promoVideoEmbedUrl("pt"));
  });
});
