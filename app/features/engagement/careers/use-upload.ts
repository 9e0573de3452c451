import { useCallback, useEffect, useRef, useState } from "react";

export interface UploadProgress {
  /** Bytes of the request body sent so far, and in all (the file and the form's framing). */
  loaded: number;
  total: number;
}

export interface Upload<T> {
  state: "idle" | "submitting";
  /** The action's answer to the last post, or the fallback when there was no usable answer. */
  data: T | undefined;
  progress: UploadProgress | null;
  submit: (url: string, body: FormData, fallback: () => T) => void;
}

/**
 * Posts a form in place like a Remix fetcher, but through XMLHttpRequest: fetch reports no
 * upload progress, and a 5 MB resume takes about 25 s on a slow connection. The answer is
 * the action's JSON (Remix's `?_data=` request); anything else (a thrown response, a dropped
 * connection) gives `fallback()`.
 */
export function useUpload<T>(): Upload<T> {
  const [state, setState] = useState<"idle" | "submitting">("idle");
  const [data, setData] = useState<T>();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const current = useRef<XMLHttpRequest | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const submit = useCallback((url: string, body: FormData, fallback: () => T) => {
    current.current?.abort();
    const request = new XMLHttpRequest();
    current.current = request;
    const finish = (answer: T) => {
      if (current.current !== request) return;
      current.current = null;
      setData(answer);
      setProgress(null);
      setState("idle");
    };
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && current.current === request) setProgress({ loaded: event.loaded, total: event.total });
    });
    request.addEventListener("load", () => {
      const remixOutcome = ["X-Remix-Catch", "X-Remix-Error", "X-Remix-Redirect"].some((name) => request.getResponseHeader(name));
      const isJson = (request.getResponseHeader("Content-Type") ?? "").startsWith("application/json");
      if (remixOutcome || !isJson) return finish(fallback());
      try {
        finish(JSON.parse(request.responseText) as T);
      } catch {
        finish(fallback());
      }
    });
    request.addEventListener("error", () => finish(fallback()));
    request.addEventListener("timeout", () => finish(fallback()));
    request.open("POST", url);
    setState("submitting");
    setProgress(null);
    request.send(body);
  }, []);

  return { state, data, progress, submit };
}
