import { describe, expect, it } from "vitest";
import { staffRoles, studioKinds, type StaffRole } from "~/backend/studio";
import { readStudioFields, utcTimeOf } from "~/features/studio/fields";
import { areasFor, can, studioAreas } from "~/features/studio/policy";
import { languageStateOf, statusOf } from "~/features/studio/status";
import type { StudioPiece } from "~/backend/studio";

const member = (role: StaffRole, active = true) => ({ role, active });

describe("who may do what in the studio (DESIGN §11)", () => {
  it("gives each role exactly its rights", () => {
    const matrix = Object.fromEntries(
      staffRoles.map((role) => [
        role,
        {
          staff: can(member(role), "manage-staff"),
          audit: can(member(role), "read-audit"),
          write: studioKinds.filter((kind) => can(member(role), "write", kind)),
          publish: studioKinds.filter((kind) => can(member(role), "publish", kind)),
          delete: studioKinds.filter((kind) => can(member(role), "delete", kind)),
        },
      ]),
    );
    const all = [...studioKinds];
    expect(matrix).toEqual({
      admin: { staff: true, audit: true, write: all, publish: all, delete: all },
      editor: { staff: false, audit: false, write: all, publish: all, delete: all },
      writer: { staff: false, audit: false, write: all, publish: [], delete: [] },
      recruiter: { staff: false, audit: false, write: [], publish: [], delete: [] },
      support: { staff: false, audit: false, write: ["help"], publish: ["help"], delete: ["help"] },
    });
  });

  it("gives each role exactly its inbox and library (issue 43)", () => {
    const matrix = Object.fromEntries(
      staffRoles.map((role) => [
        role,
        {
          open: areasFor(member(role)),
          write: studioAreas.filter((area) => can(member(role), "write", area)),
          delete: studioAreas.filter((area) => can(member(role), "delete", area)),
        },
      ]),
    );
    expect(matrix).toEqual({
      admin: { open: [...studioAreas], write: [...studioAreas], delete: [...studioAreas] },
      editor: { open: ["jobs", "comments", "roadmap", "catalog", "images"], write: ["jobs", "comments", "roadmap", "catalog", "images"], delete: ["jobs", "comments", "roadmap", "catalog", "images"] },
      // A writer uploads images and writes their alt text; deleting one is an editor's call.
      writer: { open: ["images"], write: ["images"], delete: [] },
      recruiter: { open: ["applications", "jobs"], write: ["applications", "jobs"], delete: ["applications", "jobs"] },
      support: { open: ["comments", "roadmap", "leads"], write: ["comments", "roadmap", "leads"], delete: ["comments", "roadmap", "leads"] },
    });
  });

  it("gives a switched-off account nothing", () => {
    for (const role of staffRoles) {
      expect(can(member(role, false), "read", "blog")).toBe(false);
      expect(can(member(role, false), "manage-staff")).toBe(false);
      expect(areasFor(member(role, false))).toEqual([]);
    }
  });
});

describe("a piece's fields from the form", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };

  it("keeps what was typed and says what is wrong, next to each field", () => {
    const { fields, errors } = readStudioFields("blog", form({ title: "  A title ", slug: "Not A Slug", excerpt: "", content: "Body\u0000", tags: "a, b, a", category_id: "nope", image_url: "javascript:alert(1)" }), ["c1"]);
    expect(fields).toMatchObject({ title: "A title", slug: "Not A Slug", tags: ["a", "b"], image_url: "javascript:alert(1)" });
    expect(Object.keys(errors).sort()).toEqual(["category_id", "content", "excerpt", "image_url", "slug"]);
    expect(errors.excerpt).toBe("Excerpt is required.");
  });

  it("accepts a real article, and counts length in characters", () => {
    const { errors } = readStudioFields("help", form({ title: "Como conectar o Airbnb 🏠", slug: "conectar-airbnb", summary: "Passo a passo", content: "# Passos\n1. Abra", category_id: "c1" }), ["c1"]);
    expect(errors).toEqual({});
    expect(readStudioFields("comparisons", form({ title: "x", slug: "x", competitor_name: "y", header_description: "z", meta_title: "é".repeat(71) }), []).errors.meta_title).toMatch(/at most 70/);
  });

  it("makes a slug from the title when none is given", () => {
    expect(readStudioFields("blog", form({ title: "Cinco gestos: check-in fácil!", slug: "" }), []).fields.slug).toBe("cinco-gestos-check-in-facil");
    expect(readStudioFields("blog", form({ title: "Cinco gestos", slug: "my-own" }), []).fields.slug).toBe("my-own");
    expect(readStudioFields("blog", form({ title: "", slug: "" }), []).errors.slug).toBe("Slug is required.");
  });

  it("reads a schedule as UTC and refuses anything else", () => {
    expect(utcTimeOf("2026-12-07T09:00")).toBe("2026-12-07T09:00:00.000Z");
    expect(utcTimeOf("2026-12-07T09:00:30")).toBe("2026-12-07T09:00:30.000Z");
    expect(utcTimeOf("next monday")).toBeNull();
    expect(utcTimeOf("2026-13-40T09:00")).toBeNull();
  });
});

describe("status and languages", () => {
  const piece = (over: Partial<StudioPiece>): StudioPiece => ({
    kind: "blog", id: "1", locale: "en", slug: "s", title: "t", isPublished: false, publishedDate: null, previewToken: null, translationOf: null,
    latestRevision: null, reviewRevision: null, publishedRevision: null, lastPublishedAt: null, createdBy: null, ...over,
  });
  const now = new Date("2026-12-02T12:00:00Z");

  it("says draft, in review, scheduled, published and unpublished", () => {
    expect(statusOf(piece({}), now)).toBe("draft");
    expect(statusOf(piece({ latestRevision: 3, reviewRevision: 3 }), now)).toBe("in_review");
    expect(statusOf(piece({ latestRevision: 4, reviewRevision: 3 }), now)).toBe("draft");
    expect(statusOf(piece({ isPublished: true, publishedDate: "2026-12-02T12:01:00.000Z" }), now)).toBe("scheduled");
    expect(statusOf(piece({ isPublished: true, publishedDate: "2026-12-01T00:00:00.000Z" }), now)).toBe("published");
    expect(statusOf(piece({ publishedRevision: 2, lastPublishedAt: "2026-11-01T00:00:00.000Z" }), now)).toBe("unpublished");
  });

  it("calls a translation outdated when the other language was published after it", () => {
    const english = piece({ isPublished: true, lastPublishedAt: "2026-12-02T10:00:00.000Z" });
    const portuguese = piece({ id: "2", locale: "pt", isPublished: true, lastPublishedAt: "2026-12-01T10:00:00.000Z", translationOf: "1" });
    expect(languageStateOf(null, english, now)).toBe("missing");
    expect(languageStateOf(portuguese, english, now)).toBe("outdated");
    expect(languageStateOf(english, portuguese, now)).toBe("up-to-date");
    expect(languageStateOf({ ...portuguese, lastPublishedAt: "2026-12-02T11:00:00.000Z" }, english, now)).toBe("up-to-date");
    // A schedule still ahead has published nothing: the draft translation is not outdated by it.
    const scheduled = piece({ isPublished: true, publishedDate: "2099-01-01T09:00:00.000Z", lastPublishedAt: "2099-01-01T09:00:00.000Z" });
    expect(languageStateOf(piece({ id: "3", locale: "pt" }), scheduled, now)).toBe("up-to-date");
    expect(languageStateOf(piece({ id: "3", locale: "pt" }), english, now)).toBe("outdated");
  });
});
