import { describe, expect, it } from "vitest";
import type { ApplicationRow } from "../../fixtures/engagement/applications";
import { dataUrl, fixtureBytes, follow, freshAddress, noReuse, r2Object, r2ObjectCount, sameOrigin, visible } from "../../fixtures/engagement/http";
import { baseUrl, enhancementModulesOf, queryD1 } from "./support";
import { buildDoc, buildDocx, buildPlainZip, buildWord95Doc } from "../../fixtures/engagement/office";
import { buildPdf } from "../../fixtures/engagement/pdf";

const applyRoute = "routes/($lang).careers.apply.$jobId";
const get = (path: string) => fetch(baseUrl() + path, { redirect: "manual", headers: noReuse });
const textOf = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

const applicationsOf = (email: string) => queryD1<ApplicationRow>(`SELECT * FROM job_applications WHERE email = '${email}'`);

function uniqueEmail(label: string) {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** A multipart application post, as the browser sends the form (the resume last). */
function apply(
  path: string,
  fields: Record<string, string>,
  resume: { bytes: Uint8Array<ArrayBuffer>; name: string; type?: string } | null,
  headers: Record<string, string> = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append("resume", resume ? new File([resume.bytes], resume.name, { type: resume.type ?? "application/pdf" }) : new File([], ""));
  return fetch(path.startsWith("http") ? path : baseUrl() + path, {
    method: "POST",
    redirect: "manual",
    headers: { ...sameOrigin(), "CF-Connecting-IP": freshAddress(), ...headers },
    body,
  });
}

const pdf = () => ({ bytes: fixtureBytes("resume.pdf"), name: "Ana Ribeiro CV.pdf" });

function pdfOfSize(bytes: number) {
  const content = new Uint8Array(bytes);
  content.set(new TextEncoder().encode("%PDF-1.7\n"));
  return { bytes: content, name: "portfolio.pdf" };
}

describe("the careers page (spec 2 §2.2)", () => {
  it("lists the built-in job first, then the active jobs, each linking its own page", async () => {
    const raw = await (await get("/careers")).text();
    const html = visible(raw);
    const text = textOf(html);
    for (const heading of ["Join Our Team", "Why Work With Us", "Benefits & Perks", "Our Culture", "Open Positions", "Don't see a role that fits?"]) {
      expect(text).toContain(heading.replace("&", "&amp;").replace("'", "&#x27;"));
    }
    expect(html).toContain('href="#open-positions"');
    const titles = [...html.matchAll(/<h3 class="text-xl font-semibold text-slate-900"><a [^>]*href="\/careers\/[^"]+"[^>]*>([^<]+)<\/a><\/h3>/g)].map((m) => m[1]);
    expect(titles).toEqual([
      "Sales Development Representative",
      "Senior Full-Stack Engineer (Remix &amp; Cloudflare)",
      "Customer Success Manager (Portuguese &amp; English)",
    ]);
    expect(text).not.toContain("Content Marketing Lead");
    expect(html).toMatch(/href="mailto:careers@stayloop\.io\?subject=Resume%20for%20StayLoop"/);

    // The JobPostings are on each job's own page now (tests/integration/http/engagement-job-pages.test.ts).
    expect(raw).not.toContain('"@type":"JobPosting"');
  });

  it("is in Portuguese at /pt/careers", async () => {
    const text = textOf(visible(await (await get("/pt/careers")).text()));
    expect(text).toContain("Junte-se à nossa equipe");
    expect(text).toContain("Representante de Desenvolvimento de Vendas (SDR)");
    expect(text).toContain("Gerente de Sucesso do Cliente (português e inglês)");
  });

  it("still offers the built-in job when the job list fails, answered 503 so no cache keeps it (decision 0025)", async () => {
    queryD1("ALTER TABLE job_listings RENAME TO job_listings_away");
    try {
      const response = await get("/careers");
      expect(response.status).toBe(503);
      expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
      const text = textOf(visible(await response.text()));
      expect(text).toContain("Sales Development Representative");
      expect(text).not.toContain("Senior Full-Stack Engineer");
      const dialog = await get("/careers/apply/sdr-latam");
      expect(dialog.status).toBe(503);
      expect(visible(await dialog.text())).toMatch(/<input[^>]*name="fullName"/);
    } finally {
      queryD1("ALTER TABLE job_listings_away RENAME TO job_listings");
    }
  });

  it("opens the application dialog for listed jobs only", async () => {
    const response = await get("/careers/apply/senior-full-stack-engineer");
    expect(response.status).toBe(200);
    // The blank form is everyone's: nothing forbids a cache to keep it (decision 0311;
    // edge-cache.test.ts shows the edge keeping it).
    expect(response.headers.get("Cache-Control") ?? "").not.toMatch(/private|no-store/);
    const html = visible(await response.text());
    expect(html).toContain("Apply for Senior Full-Stack Engineer (Remix &amp; Cloudflare)");
    expect(html).toMatch(/<form[^>]*method="post"[^>]*enctype="multipart\/form-data"/i);
    const fileInput = html.match(/<input[^>]*type="file"[^>]*>/)?.[0] ?? "";
    expect(fileInput).toContain('name="resume"');
    expect(fileInput).toContain('accept=".pdf,.doc,.docx,');
    expect(html).toMatch(/<div[^>]*role="alert"[^>]*\bhidden[^>]*>\s*<p[^>]*>Submission failed/);
    for (const path of ["/careers/apply/content-marketing-lead", "/careers/apply/nope", "/pt/careers/apply/nope"]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe("applying without JavaScript", () => {
  it("stores the resume and the application, then says so on /careers", async () => {
    const email = uniqueEmail("ana");
    const response = await apply(
      "/careers/apply/sdr-latam",
      { fullName: "  Ana Ribeiro ", email: email.toUpperCase(), phone: " +55 11 91234-5678 ", coverLetter: " Três anos de SDR. " },
      pdf(),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    // Back to the list, onto the Apply link the visitor came from (decision 0045).
    expect(response.headers.get("Location")).toBe("/careers#open-careers-apply-sdr-latam");
    const { html } = await follow(response);
    expect(html).toContain("Application submitted");
    expect(html).toContain("Thank you for your interest! We&#x27;ll be in touch soon.");

    const rows = applicationsOf(email);
    expect(rows).toEqual([
      expect.objectContaining({
        job_id: "sdr-latam",
        full_name: "Ana Ribeiro",
        email,
        phone: "+55 11 91234-5678",
        cover_letter: "Três anos de SDR.",
        locale: "en",
        resume_path: expect.stringMatching(/^resumes\/\d+-[0-9a-f-]{36}\.pdf$/),
      }),
    ]);
    expect(r2Object(rows[0]!.resume_path)?.equals(Buffer.from(fixtureBytes("resume.pdf")))).toBe(true);
  });

  it("stores a DOCX from the Portuguese page with the Portuguese locale", async () => {
    const email = uniqueEmail("bruno");
    const response = await apply(
      "/pt/careers/apply/customer-success-manager-pt",
      { fullName: "Bruno Costa", email },
      { bytes: fixtureBytes("resume.docx"), name: "bruno.docx", type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
    );
    expect(response.headers.get("Location")).toBe("/pt/careers#open-careers-apply-customer-success-manager-pt");
    expect((await follow(response)).html).toContain("Candidatura enviada");
    expect(applicationsOf(email)).toEqual([
      expect.objectContaining({ job_id: "customer-success-manager-pt", locale: "pt", resume_path: expect.stringMatching(/\.docx$/) }),
    ]);
  });

  it("shows the spec's messages next to the fields and keeps what was typed", async () => {
    const empty = await apply("/careers/apply/sdr-latam", { fullName: " ", email: "", phone: "+351 912", coverLetter: "Hello team" }, null);
    expect(empty.status).toBe(400);
    // What one visitor typed: kept by no cache.
    expect(empty.headers.get("Cache-Control")).toBe("private, no-store");
    const html = visible(await empty.text());
    expect(html).toMatch(/id="apply-sdr-latam-fullName-error"[^>]*>Full name is required</);
    expect(html).toMatch(/id="apply-sdr-latam-email-error"[^>]*>Email is required</);
    expect(html).toMatch(/id="apply-sdr-latam-resume-error"[^>]*>Resume\/CV is required</);
    expect(html).toMatch(/<input[^>]*name="phone"[^>]*value="\+351 912"/);
    expect(html).toContain(">Hello team</textarea>");

    const badEmail = await apply("/pt/careers/apply/sdr-latam", { fullName: "Ana", email: "ana@example" }, pdf());
    expect(badEmail.status).toBe(400);
    const ptHtml = visible(await badEmail.text());
    expect(ptHtml).toMatch(/id="apply-sdr-latam-email-error"[^>]*>Endereço de e-mail inválido</);
    expect(ptHtml).toMatch(/<input[^>]*name="fullName"[^>]*value="Ana"/);
    expect(ptHtml).toContain("Por segurança, o arquivo escolhido não foi guardado. Escolha seu currículo novamente.");
  });

  it("refuses an executable renamed .pdf and a file of another type, storing nothing", async () => {
    const email = uniqueEmail("eve");
    const before = await r2ObjectCount();
    const renamed = await apply("/careers/apply/sdr-latam", { fullName: "Eve", email }, { bytes: fixtureBytes("renamed-executable.pdf"), name: "cv.pdf" });
    expect(renamed.status).toBe(400);
    expect(visible(await renamed.text())).toContain("This file is not a valid PDF, DOC or DOCX document. Please choose another file.");
    const exe = await apply("/careers/apply/sdr-latam", { fullName: "Eve", email }, { bytes: fixtureBytes("resume.pdf"), name: "cv.exe" });
    expect(visible(await exe.text())).toContain("Please choose a PDF, DOC or DOCX file");
    expect(applicationsOf(email)).toEqual([]);
    expect(await r2ObjectCount()).toBe(before);
  });

  it("refuses a 6 MB resume with the message next to the file field, keeping every typed field", async () => {
    const email = uniqueEmail("big");
    const before = await r2ObjectCount();
    const coverLetter = "Cinco anos de vendas B2B & <hospitalidade>. Obrigada!";
    const response = await apply(
      "/careers/apply/sdr-latam",
      { fullName: "Joana Müller", email, phone: "+55 11 91234-5678", coverLetter },
      pdfOfSize(6 * 1024 * 1024),
    );
    expect(response.status).toBe(413);
    const html = visible(await response.text());
    expect(html).toMatch(/id="apply-sdr-latam-resume-error"[^>]*>The file is larger than 5 MB\. Please choose a smaller file\.</);
    // The error is the file input's description, right after it.
    const fileInput = html.match(/<input[^>]*type="file"[^>]*>/)?.[0] ?? "";
    expect(fileInput).toMatch(/aria-describedby="[^"]*apply-sdr-latam-resume-error/);
    expect(html).toMatch(/<input[^>]*name="fullName"[^>]*value="Joana Müller"/);
    expect(html).toMatch(new RegExp(`<input[^>]*name="email"[^>]*value="${email}"`));
    expect(html).toMatch(/<input[^>]*name="phone"[^>]*value="\+55 11 91234-5678"/);
    expect(html).toContain(">Cinco anos de vendas B2B &amp; &lt;hospitalidade&gt;. Obrigada!</textarea>");
    expect(html).not.toMatch(/id="apply-sdr-latam-(fullName|email|phone|coverLetter)-error"/);
    expect(html).toContain("Please choose your resume again.");
    expect(applicationsOf(email)).toEqual([]);
    expect(await r2ObjectCount()).toBe(before);
  });

  it("words the 6 MB refusal in Portuguese on /pt, keeps what was typed, and the button's description says large files take a while", async () => {
    const page = visible(await (await get("/pt/careers/apply/sdr-latam")).text());
    // Without JavaScript the browser shows no progress in the page: the note is the button's description.
    const note = /<button[^>]*aria-describedby="([^"]+-slow)"[^>]*>(?:(?!<\/button>)[\s\S])*Enviar candidatura/.exec(page)?.[1];
    expect(note).toBeTruthy();
    expect(page).toMatch(new RegExp(`id="${note}"[^>]*>Arquivos grandes podem demorar a ser enviados`));
    const email = uniqueEmail("grande");
    const before = await r2ObjectCount();
    const response = await apply(
      "/pt/careers/apply/sdr-latam",
      { fullName: "Carla Mendes", email, phone: "+55 21 99876-5432", coverLetter: "Quatro anos de pré-vendas para gestores de imóveis." },
      pdfOfSize(6 * 1024 * 1024),
    );
    expect(response.status).toBe(413);
    const html = visible(await response.text());
    expect(html).toMatch(/id="apply-sdr-latam-resume-error"[^>]*>O arquivo tem mais de 5 MB\. Escolha um arquivo menor\.</);
    expect(html.match(/<input[^>]*type="file"[^>]*>/)?.[0]).toMatch(/aria-invalid="true"/);
    expect(html.match(/<input[^>]*type="file"[^>]*>/)?.[0]).toMatch(/aria-describedby="[^"]*apply-sdr-latam-resume-error/);
    expect(html).toMatch(/<input[^>]*name="fullName"[^>]*value="Carla Mendes"/);
    expect(html).toMatch(new RegExp(`<input[^>]*name="email"[^>]*value="${email}"`));
    expect(html).toContain(">Quatro anos de pré-vendas para gestores de imóveis.</textarea>");
    expect(html).not.toContain("O nome completo é obrigatório");
    expect(applicationsOf(email)).toEqual([]);
    expect(await r2ObjectCount()).toBe(before);
  });

  it("answers a 20 MB chunked upload with the file's error and the fields kept, never with a 5xx", async () => {
    const email = uniqueEmail("chunked");
    const before = await r2ObjectCount();
    const form = new FormData();
    form.append("fullName", "Chunked Sender");
    form.append("email", email);
    form.append("resume", new File([pdfOfSize(20 * 1024 * 1024).bytes], "huge.pdf", { type: "application/pdf" }));
    // One serialisation: each one draws its own boundary.
    const framed = new Response(form);
    const contentType = framed.headers.get("Content-Type")!;
    const body = new Uint8Array(await framed.arrayBuffer());
    let offset = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= body.byteLength) return controller.close();
        controller.enqueue(body.slice(offset, offset + 65_536));
        offset += 65_536;
      },
    });
    const response = await fetch(`${baseUrl()}/careers/apply/sdr-latam`, {
      method: "POST",
      redirect: "manual",
      headers: { ...sameOrigin(), "CF-Connecting-IP": freshAddress(), "Content-Type": contentType },
      body: stream,
      duplex: "half",
    } as RequestInit).catch((error: unknown) => error);
    // The worker stops reading at its cap (tests/unit/engagement-server.test.ts counts the bytes it
    // pulls); the runtime takes in the rest of the body, so the client gets the answer, not a reset.
    expect(response).toBeInstanceOf(Response);
    const answered = response as Response;
    expect(answered.status).toBe(413);
    const html = visible(await answered.text());
    expect(html).toMatch(/<input[^>]*name="fullName"[^>]*value="Chunked Sender"/);
    expect(html).toContain("The file is larger than 5 MB. Please choose a smaller file.");
    expect(applicationsOf(email)).toEqual([]);
    expect(await r2ObjectCount()).toBe(before);
  });

  it.each(["CV; final.pdf", "CV; final=v2.pdf", 'CV "final".pdf', "Currículo_José.pdf", "履歴書.pdf", "C:\\Users\\me\\cv.pdf", "../../cv.pdf"])(
    "stores a real PDF named %s under a generated name",
    async (fileName) => {
      const email = uniqueEmail("named");
      const response = await apply("/careers/apply/sdr-latam", { fullName: "Named File", email }, { bytes: fixtureBytes("resume.pdf"), name: fileName });
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe("/careers#open-careers-apply-sdr-latam");
      const rows = applicationsOf(email);
      expect(rows).toEqual([expect.objectContaining({ full_name: "Named File", resume_path: expect.stringMatching(/^resumes\/\d+-[0-9a-f-]{36}\.pdf$/) })]);
      expect(r2Object(rows[0]!.resume_path)?.equals(Buffer.from(fixtureBytes("resume.pdf")))).toBe(true);
    },
  );

  it("says 'Submission failed' and leaves no resume behind when the application cannot be recorded", async () => {
    const email = uniqueEmail("orphan");
    const before = await r2ObjectCount();
    queryD1("ALTER TABLE job_applications RENAME TO job_applications_away");
    try {
      const response = await apply("/careers/apply/sdr-latam", { fullName: "Orphan Test", email, coverLetter: "Kept" }, pdf());
      expect(response.status).toBe(503);
      const html = visible(await response.text());
      // The form's alert is in every dialog (app/features/engagement/careers/careers.enhance.ts fills it), shown only now.
      expect(html).toMatch(/<div[^>]*role="alert"(?![^>]*\bhidden)[^>]*>\s*<p[^>]*>Submission failed<\/p>\s*<p[^>]*>Please try again later<\/p>/);
      expect(html).toMatch(/<input[^>]*name="fullName"[^>]*value="Orphan Test"/);
      expect(html).toContain(">Kept</textarea>");
      expect(html).toContain("Please choose your resume again.");

      // The same failure posted in place from the Portuguese dialog: its texts for the form's alert and the toast.
      const enhanced = await apply(dataUrl("/pt/careers/apply/sdr-latam", applyRoute), { _enhanced: "1", fullName: "Orphan Test", email }, pdf());
      expect(enhanced.status).toBe(503);
      expect(((await enhanced.json()) as { enhanced: unknown }).enhanced).toEqual({
        toast: { kind: "error", title: "Falha no envio", description: "Tente novamente mais tarde" },
        formError: "Tente novamente mais tarde",
        reset: false,
      });
    } finally {
      queryD1("ALTER TABLE job_applications_away RENAME TO job_applications");
    }
    expect(await r2ObjectCount()).toBe(before);
  });

  it("stores nothing for a bot that fills the hidden field, and looks like success", async () => {
    const email = uniqueEmail("bot");
    const before = await r2ObjectCount();
    const response = await apply("/careers/apply/sdr-latam", { fullName: "Bot", email, website: "https://spam.example" }, pdf());
    expect(response.status).toBe(303);
    expect(applicationsOf(email)).toEqual([]);
    expect(await r2ObjectCount()).toBe(before);
  });

  it("allows one email 5 applications an hour (decision 0010)", async () => {
    const ip = freshAddress();
    const email = uniqueEmail("flood");
    for (let i = 0; i < 5; i++) {
      expect((await apply("/careers/apply/sdr-latam", { fullName: `Flood ${i}`, email }, pdf(), { "CF-Connecting-IP": ip })).status).toBe(303);
    }
    const refused = await apply("/careers/apply/sdr-latam", { fullName: "Flood 6", email }, pdf(), { "CF-Connecting-IP": ip });
    expect(refused.status).toBe(429);
    expect(visible(await refused.text())).toContain("Too many applications from this email address or your connection. Please wait an hour and try again.");
    expect(applicationsOf(email)).toHaveLength(5);
    // Those five were a stranger's: the owner of the address still applies from their own (decision 0023).
    expect((await apply("/careers/apply/sdr-latam", { fullName: "Owner", email }, pdf(), { "CF-Connecting-IP": freshAddress() })).status).toBe(303);
    expect(applicationsOf(email)).toHaveLength(6);
  });

  it.each([
    ["a JSON body", 415, "application/json", '{"fullName":"x","email":"x@example.com"}'],
    ["a text/plain body", 415, "text/plain", "fullName=x"],
    ["a body without a Content-Type", 415, null, "fullName=x"],
    ["multipart without a boundary", 400, "multipart/form-data", '--x\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nx\r\n--x--\r\n'],
    ["multipart that is not framed by its boundary", 400, "multipart/form-data; boundary=x", "fullName=x"],
  ] as const)("answers %s with %i and a plain message, storing nothing", async (_label, status, contentType, body) => {
    const before = await r2ObjectCount();
    const headers: Record<string, string> = { ...sameOrigin(), "CF-Connecting-IP": freshAddress() };
    const request = new Request(`${baseUrl()}/careers/apply/sdr-latam`, { method: "POST", redirect: "manual", headers, body });
    if (contentType) request.headers.set("Content-Type", contentType);
    else request.headers.delete("Content-Type");
    const response = await fetch(request);
    expect(response.status).toBe(status);
    expect(await response.text()).toContain("<h1");
    expect(applicationsOf("x@example.com")).toEqual([]);
    expect(await r2ObjectCount()).toBe(before);
  });
});

describe("a resume must be a whole document, and text must be UTF-8 (issue 23 items 5 and 6, decision 0308; issue 30 item 3, decision 0310)", () => {
  const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
  const join = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
  const chromiumPdf = fixtureBytes("resume.pdf");
  const bareDocHeader = new Uint8Array(1024);
  bareDocHeader.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

  it.each([
    ["a 5-byte %PDF-", latin1("%PDF-"), "cv.pdf"],
    ["an HTML page that starts with %PDF-", latin1("%PDF-1.7\n<!doctype html><title>CV</title><script>alert(1)</script>\n"), "cv.pdf"],
    ["an HTML page renamed .pdf", latin1("<!doctype html><html><head><title>CV</title></head><body><h1>Ana</h1></body></html>\n"), "cv.pdf"],
    ["an executable renamed .doc", latin1(`MZ\x90\0${"\0".repeat(600)}`), "cv.doc"],
    ["a PDF cut short", chromiumPdf.subarray(0, Math.floor(chromiumPdf.length / 2)), "cv.pdf"],
    ["a Word 95 document cut short", buildWord95Doc().subarray(0, 2000), "cv.doc"],
    ["a bare .doc header", bareDocHeader, "cv.doc"],
    ["a zip that is not a Word document", buildDocx({ without: ["word/document.xml"] }), "cv.docx"],
    ["a zip of a text file", buildPlainZip(), "cv.docx"],
  ] as const)("refuses %s with the message next to the file field, every typed field kept, nothing stored", async (_label, bytes, name) => {
    const email = uniqueEmail("shape");
    const before = await r2ObjectCount();
    const response = await apply(
      "/careers/apply/sdr-latam",
      { fullName: "Rita Sá", email, phone: "+55 11 91234-5678", coverLetter: "Cinco anos & <vendas>." },
      { bytes: new Uint8Array(bytes), name },
    );
    expect(response.status).toBe(400);
    const html = visible(await response.text());
    expect(html).toMatch(/id="apply-sdr-latam-resume-error"[^>]*>This file is not a valid PDF, DOC or DOCX document\. Please choose another file\.</);
    expect(html.match(/<input[^>]*type="file"[^>]*>/)?.[0]).toMatch(/aria-describedby="[^"]*apply-sdr-latam-resume-error/);
    expect(html).toMatch(/<input[^>]*name="fullName"[^>]*value="Rita Sá"/);
    expect(html).toMatch(new RegExp(`<input[^>]*name="email"[^>]*value="${email}"`));
    expect(html).toMatch(/<input[^>]*name="phone"[^>]*value="\+55 11 91234-5678"/);
    expect(html).toContain(">Cinco anos &amp; &lt;vendas&gt;.</textarea>");
    expect(applicationsOf(email)).toEqual([]);
    expect(await r2ObjectCount()).toBe(before);
  });

  it.each([
    ["a PDF with a cross-reference stream", buildPdf({ xref: "stream" }), "cv.pdf", "pdf"],
    ["a DOCX zipped by fflate", buildDocx(), "cv.docx", "docx"],
    ["a DOC written by cfb", buildDoc(), "cv.doc", "doc"],
    ["a PDF with a byte-order mark before its header and a footer after %%EOF", join(latin1("\xef\xbb\xbf"), chromiumPdf, latin1("\r\n-- \r\nScanned.\r\n")), "cv.pdf", "pdf"],
    ["a PDF whose startxref is 7 bytes off", latin1(Buffer.from(chromiumPdf).toString("latin1").replace(/startxref\n(\d+)/, (_all, offset: string) => `startxref\n${Number(offset) + 7}`)), "cv.pdf", "pdf"],
    ["a PDF with a zip appended", buildPdf({ after: buildDocx() }), "cv.pdf", "pdf"],
    ["a Word 95 DOC", buildWord95Doc(), "cv.doc", "doc"],
    ["a Word 97 DOC written by LibreOffice, with two spare sectors", join(fixtureBytes("resume-word97.doc"), new Uint8Array(1024)), "cv.doc", "doc"],
    ["a DOCX with a byte after its end", buildDocx({ after: latin1("\n") }), "cv.docx", "docx"],
  ] as const)("accepts and stores %s", async (_label, bytes, name, extension) => {
    const email = uniqueEmail(`good-${extension}`);
    const response = await apply("/careers/apply/sdr-latam", { fullName: "Good File", email }, { bytes: new Uint8Array(bytes), name, type: "" });
    expect(response.status).toBe(303);
    const rows = applicationsOf(email);
    expect(rows).toEqual([expect.objectContaining({ resume_path: expect.stringMatching(new RegExp(`^resumes/\\d+-[0-9a-f-]{36}\\.${extension}$`)) })]);
    expect(r2Object(rows[0]!.resume_path)?.equals(Buffer.from(bytes))).toBe(true);
  });

  /** A multipart post written by hand, so a field can carry bytes that are not UTF-8. */
  function rawApplication(path: string, parts: Array<[string, Uint8Array, string?]>) {
    const boundary = `----stayloop${Math.random().toString(36).slice(2)}`;
    const pieces: Uint8Array[] = [];
    for (const [name, content, fileName] of parts) {
      const fileHead = fileName ? `; filename="${fileName}"\r\nContent-Type: application/pdf` : "";
      pieces.push(latin1(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${fileHead}\r\n\r\n`), content, latin1("\r\n"));
    }
    pieces.push(latin1(`--${boundary}--\r\n`));
    return fetch(path.startsWith("http") ? path : baseUrl() + path, {
      method: "POST",
      redirect: "manual",
      headers: { ...sameOrigin(), "CF-Connecting-IP": freshAddress(), "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body: Buffer.concat(pieces),
    });
  }
  const utf8 = (text: string) => new TextEncoder().encode(text);

  it("refuses an email that is not UTF-8 with the form's message, keeps the other fields, and stores nothing", async () => {
    const marker = uniqueEmail("utf8").split("@")[0]!;
    const before = await r2ObjectCount();
    const response = await rawApplication("/careers/apply/sdr-latam", [
      ["fullName", utf8(`José ${marker}`)],
      // The email of issue 23: "x", a lead byte, then "(" where its continuation byte should be.
      ["email", latin1(`x\xc3(y-${marker}@example.com`)],
      ["coverLetter", utf8("Olá, equipe")],
      ["resume", fixtureBytes("resume.pdf"), "cv.pdf"],
    ]);
    expect(response.status).toBe(400);
    const html = visible(await response.text());
    expect(html).toMatch(/<div[^>]*role="alert"(?![^>]*\bhidden)[^>]*>\s*<p[^>]*>Submission failed<\/p>\s*<p[^>]*>The form arrived incomplete or garbled\. Please check the fields and send it again\.<\/p>/);
    expect(html).toMatch(/id="apply-sdr-latam-email-error"[^>]*>This field arrived garbled\. Please type it again\.</);
    expect(html).toMatch(new RegExp(`<input[^>]*name="fullName"[^>]*value="José ${marker}"`));
    expect(html).toContain(">Olá, equipe</textarea>");
    expect(html).not.toContain("\uFFFD");
    expect(html).not.toContain("&#xFFFD;");
    expect(queryD1<ApplicationRow>(`SELECT * FROM job_applications WHERE full_name LIKE '%${marker}' OR email LIKE '%${marker}%'`)).toEqual([]);
    expect(await r2ObjectCount()).toBe(before);
  });

  it("words the refusal in Portuguese for a post sent in place, with no toast and the form not cleared", async () => {
    const marker = uniqueEmail("utf8-js").split("@")[0]!;
    const response = await rawApplication(dataUrl("/pt/careers/apply/sdr-latam", applyRoute), [
      ["_enhanced", utf8("1")],
      ["fullName", latin1(`Ana \xff ${marker}`)],
      ["email", utf8(`${marker}@example.com`)],
      ["resume", fixtureBytes("resume.pdf"), "cv.pdf"],
    ]);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { enhanced: unknown }).enhanced).toEqual({
      fieldErrors: { fullName: "Este campo chegou corrompido. Digite-o novamente." },
      formError: "O formulário chegou incompleto ou corrompido. Confira os campos e envie-o novamente.",
      reset: false,
    });
    expect(applicationsOf(`${marker}@example.com`)).toEqual([]);
  });

  it("refuses an urlencoded application that is not UTF-8 with the plain 400 every urlencoded form gives", async () => {
    const response = await fetch(`${baseUrl()}/careers/apply/sdr-latam`, {
      method: "POST",
      redirect: "manual",
      headers: { ...sameOrigin(), "CF-Connecting-IP": freshAddress(), "Content-Type": "application/x-www-form-urlencoded" },
      body: "fullName=Ana&email=x%C3%28y%40example.com",
    });
    expect(response.status).toBe(400);
    expect(visible(await response.text())).toContain("The form arrived incomplete or garbled. Please go back and send it again.");
  });
});

describe("applying with JavaScript", () => {
  it("answers JSON: submitted with a reset form, or refused with the errors", async () => {
    const email = uniqueEmail("js");
    const ok = await apply(dataUrl("/careers/apply/sdr-latam", applyRoute), { _enhanced: "1", fullName: "Jo Script", email }, pdf());
    expect(ok.status).toBe(200);
    // Only what careers.enhance.ts reads: the outcome as text, and the form to clear (which closes the dialog).
    expect(await ok.json()).toEqual({
      enhanced: {
        toast: { kind: "success", title: "Application submitted", description: "Thank you for your interest! We'll be in touch soon." },
        reset: true,
      },
    });
    expect(applicationsOf(email)).toHaveLength(1);

    const refused = await apply(dataUrl("/careers/apply/sdr-latam", applyRoute), { _enhanced: "1", fullName: "Jo", email: "jo" }, null);
    expect(refused.status).toBe(400);
    expect(refused.headers.get("Cache-Control")).toBe("private, no-store");
    // What was typed stays in the fields: the form is not cleared.
    expect(await refused.json()).toEqual({
      enhanced: { fieldErrors: { email: "Invalid email address", resume: "Resume/CV is required" }, reset: false },
    });
    expect(applicationsOf("jo")).toHaveLength(0);
  });

  it("words a resume over 5 MB in the page's language, under the file field", async () => {
    const large = await apply(dataUrl("/pt/careers/apply/sdr-latam", applyRoute), { _enhanced: "1", fullName: "Joana", email: uniqueEmail("js-pt") }, pdfOfSize(6 * 1024 * 1024));
    expect(large.status).toBe(413);
    const refused = (await large.json()) as { enhanced: unknown };
    expect(refused.enhanced).toEqual({ fieldErrors: { resume: "O arquivo tem mais de 5 MB. Escolha um arquivo menor." }, reset: false });
  });
});

describe("what the careers pages load (decision 0014)", () => {
  const scriptsOf = (html: string) => [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);

  it.each(["/careers", "/pt/careers"])("%s loads the layout's module and no React app", async (path) => {
    const html = await (await get(path)).text();
    expect(enhancementModulesOf(html)).toEqual(["site"]);
  });

  it.each(["/careers/apply/sdr-latam", "/pt/careers/apply/sdr-latam"])(
    "%s loads the dialog and careers modules, with the texts they show, and no React app",
    async (path) => {
      const html = await (await get(path)).text();
      expect(enhancementModulesOf(html)).toEqual(["site", "dialog", "careers"]);
      for (const src of scriptsOf(html)) expect((await get(src)).status, src).toBe(200);

      const pt = path.startsWith("/pt");
      expect(html).toMatch(/<dialog[^>]*open=""[^>]*data-route-dialog/);
      // careers.enhance.ts posts to the route's data request, as every form posting to its own route (app/enhance/forms.ts inPlaceUrl).
      expect(html).toMatch(new RegExp(`<form[^>]*action="${pt ? "/pt" : ""}/careers/apply/sdr-latam"[^>]*data-module="careers"[^>]*data-enhance-route="${applyRoute.replace(/[$().]/g, "\\$&")}"`));
      expect(html).toMatch(/<div data-upload-progress="apply-sdr-latam" hidden=""/);
      const messages = JSON.parse(html.match(/<script type="application\/json" id="apply-sdr-latam-messages">([^<]*)<\/script>/)?.[1] ?? "{}") as {
        errors: Record<string, string>;
        uploading: string;
      };
      expect(messages.errors.resumeTooLarge).toBe(
        pt ? "O arquivo tem mais de 5 MB. Escolha um arquivo menor." : "The file is larger than 5 MB. Please choose a smaller file.",
      );
      expect(messages.errors.fullNameRequired).toBe(pt ? "O nome completo é obrigatório" : "Full name is required");
      expect(messages.uploading).toBe(pt ? "Enviando… {sent} de {total}" : "Uploading… {sent} of {total}");
    },
  );
});
