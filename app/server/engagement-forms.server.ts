/**
 * The roadmap and download forms are a few short fields: a body declared larger than this is
 * refused before it is read (the resume upload has its own reader, app/server/uploads.server.ts).
 */
export const smallFormMaxBytes = 64 * 1024;

export async function readSmallForm(request: Request): Promise<FormData> {
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > smallFormMaxBytes) {
    throw new Response("Payload Too Large", { status: 413, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return request.formData();
}
