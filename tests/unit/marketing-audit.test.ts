import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { auditSchema, normalizePropertyUrl } from "~/features/marketing/home/audit";
import { resources } from "~/locales";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const valid = { propertyUrl: "https://www.airbnb.com/rooms/12345678", name: "Ana Souza", email: "ana@example.com" };

/** The first message of each field, as the form shows it. */
function messages(fields: Record<string, string>) {
  const submission = parseWithZod(form(fields), { schema: auditSchema });
  if (submission.status === "success") return {};
  return Object.fromEntries(Object.entries(submission.error ?? {}).map(([field, errors]) => [field, errors?.[0]]));
}

describe("free-audit form validation (spec 1 §5)", () => {
  it("accepts a listing URL, a name and an email, trimmed; the URL as it is stored", () => {
    const submission = parseWithZod(
      form({ propertyUrl: "  airbnb.com/rooms/1 ", name: "  Ana ", email: " Ana@Example.com " }),
      { schema: auditSchema },
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      propertyUrl: "https://airbnb.com/rooms/1",
      name: "Ana",
      email: "Ana@Example.com",
    });
  });

  it.each([
    [{ ...valid, propertyUrl: "" }, { propertyUrl: "propertyUrlRequired" }],
    [{ ...valid, propertyUrl: "   " }, { propertyUrl: "propertyUrlRequired" }],
    [{ ...valid, propertyUrl: "my beach house" }, { propertyUrl: "invalidUrl" }],
    [{ ...valid, propertyUrl: "airbnb" }, { propertyUrl: "invalidUrl" }],
    [{ ...valid, name: "" }, { name: "nameRequired" }],
    [{ ...valid, name: "x".repeat(101) }, { name: "nameTooLong" }],
    [{ ...valid, email: "" }, { email: "emailRequired" }],
    [{ ...valid, email: "ana.example.com" }, { email: "invalidEmail" }],
    [{ ...valid, email: "ana@example" }, { email: "invalidEmail" }],
    [{ propertyUrl: "", name: "", email: "" }, { propertyUrl: "propertyUrlRequired", name: "nameRequired", email: "emailRequired" }],
  ])("%j is refused with %j", (fields, expected) => {
    expect(messages(fields)).toEqual(expected);
  });

  it("has the spec's words for every message, in both languages", () => {
    expect(resources.en.home.audit.errors).toMatchObject({
      propertyUrlRequired: "Property URL is required",
      invalidUrl: "Please enter a valid URL",
      nameRequired: "Name is required",
      emailRequired: "Email is required",
      invalidEmail: "Please enter a valid email address",
    });
    expect(resources.en.home.audit.success).toBe(
      "Thank you! Your audit request has been successfully submitted. We'll be in touch within 24 hours.",
    );
    expect(resources.en.home.audit.failure).toBe("Something went wrong. Please try again or contact our support team.");
    expect(Object.keys(resources.pt.home.audit.errors).sort()).toEqual(Object.keys(resources.en.home.audit.errors).sort());
  });
});

describe("normalizePropertyUrl", () => {
  it("runs once, in the schema: the parsed value is the address to store", () => {
    const parsed = auditSchema.safeParse({ propertyUrl: "  airbnb.com/rooms/123 ", name: "Ana", email: "ana@example.com" });
    expect(parsed.data?.propertyUrl).toBe("https://airbnb.com/rooms/123");
    const refused = auditSchema.safeParse({ propertyUrl: "casa azul", name: "Ana", email: "ana@example.com" });
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["propertyUrl", "invalidUrl"]]);
  });


  it.each([
    ["https://www.airbnb.com/rooms/12345678", "https://www.airbnb.com/rooms/12345678"],
    ["airbnb.com/rooms/123", "https://airbnb.com/rooms/123"],
    ["  www.vrbo.com/987654  ", "https://www.vrbo.com/987654"],
    ["HTTP://Booking.COM/hotel/pt/casa-azul.html", "http://booking.com/hotel/pt/casa-azul.html"],
    ["//casa-azul.pt", "https://casa-azul.pt/"],
    ["https://pousada-sol.com.br/?utm_source=x#fotos", "https://pousada-sol.com.br/?utm_source=x#fotos"],
    ["https://xn--caf-dma.pt", "https://xn--caf-dma.pt/"],
    ["https://café.pt/quartos", "https://xn--caf-dma.pt/quartos"],
  ])("keeps %s as %s", (input, expected) => {
    expect(normalizePropertyUrl(input)).toBe(expected);
  });

  it.each([
    "",
    "casa azul",
    "javascript:alert(1)",
    "ftp://files.example.com/listing",
    "mailto:host@example.com",
    "https://localhost:8080/rooms",
    "https://192.168.0.10/rooms",
    "https://user:secret@airbnb.com/rooms/1",
    "https://airbnb./rooms",
    "https://airbnb.c/rooms",
    `https://airbnb.com/${"a".repeat(2040)}`,
  ])("refuses %s", (input) => {
    expect(normalizePropertyUrl(input)).toBeNull();
  });
});
