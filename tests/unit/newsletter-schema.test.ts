import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { errorMessageKey, newsletterSchema, subscriptionKind, validationToastTitle } from "~/features/newsletter/schema";

function parse(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [key, value] of Object.entries(fields)) formData.set(key, value);
  return parseWithZod(formData, { schema: newsletterSchema });
}

/** The field errors of a refused submission (none for an accepted one). */
function errors(fields: Record<string, string>) {
  const result = parse(fields);
  return result.status === "error" ? (result.error ?? {}) : {};
}

describe("newsletter form schema (spec 1 §5, spec 2 §5)", () => {
  it("accepts a name and an email, trimmed", () => {
    const result = parse({ name: "  Ana  ", email: "  ana@example.com " });
    expect(result.status).toBe("success");
    if (result.status === "success") {
      expect(result.value).toMatchObject({ name: "Ana", email: "ana@example.com", source: "footer" });
    }
  });

  it("refuses an email without an at-sign", () => {
    expect(parse({ name: "Ana", email: "ana.example.com" }).status).toBe("error");
    expect(errors({ name: "Ana", email: "ana.example.com" }).email).toEqual(["invalidEmail"]);
  });

  it("refuses an empty email as invalid", () => {
    expect(errors({ name: "Ana", email: "" }).email).toEqual(["invalidEmail"]);
  });

  it("refuses a blank name after trimming", () => {
    expect(errors({ name: "   ", email: "ana@example.com" }).name).toEqual(["nameRequired"]);
    expect(errors({ email: "ana@example.com" }).name).toEqual(["nameRequired"]);
  });

  it("caps the lengths of name, email and phone", () => {
    expect(errors({ name: "a".repeat(101), email: "ana@example.com" }).name).toEqual(["nameTooLong"]);
    expect(errors({ name: "Ana", email: `${"a".repeat(250)}@x.io` }).email).toEqual(["emailTooLong"]);
    expect(errors({ name: "Ana", email: "ana@example.com", phone: "1".repeat(41) }).phone).toEqual([
      "phoneInvalid",
    ]);
  });

  it("accepts an optional phone, and refuses letters in it", () => {
    expect(parse({ name: "Ana", email: "a@b.co", phone: "+55 (11) 91234-5678" }).status).toBe("success");
    expect(errors({ name: "Ana", email: "a@b.co", phone: "call me" }).phone).toEqual(["phoneInvalid"]);
  });

  it("only accepts the known sources", () => {
    expect(parse({ name: "Ana", email: "a@b.co", source: "referral-waitlist" }).status).toBe("success");
    expect(parse({ name: "Ana", email: "a@b.co", source: "admin" }).status).toBe("error");
  });
});

describe("what each form stores and says", () => {
  it("the waitlist is the referral program's", () => {
    expect(subscriptionKind("referral-waitlist")).toEqual({ isWaitlist: true, featureInterest: "Referral Program" });
    expect(subscriptionKind("footer")).toEqual({ isWaitlist: false, featureInterest: "Newsletter" });
    expect(subscriptionKind("blog")).toEqual({ isWaitlist: false, featureInterest: "Newsletter" });
  });

  it("the footer asks for a name, the other forms for a first name", () => {
    expect(errorMessageKey("nameRequired", "footer")).toBe("newsletter.errors.nameRequired");
    expect(errorMessageKey("nameRequired", "blog")).toBe("newsletter.errors.nameRequiredFirst");
    expect(errorMessageKey("invalidEmail", "blog")).toBe("newsletter.errors.invalidEmail");
  });

  it("pairs each message with its toast title", () => {
    expect(validationToastTitle("invalidEmail")).toBe("newsletter.errors.invalidEmailTitle");
    expect(validationToastTitle("nameRequired")).toBe("newsletter.errors.nameRequiredTitle");
  });
});
