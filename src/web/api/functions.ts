import { FUNCTION_TIMEOUT_MS } from "../../shared/constants.js";
import { isErrorCode, type ErrorCode } from "../../shared/errors.js";

/** A failed call, with the server's code and message (or a transport failure as `internal`). */
export class FunctionError extends Error {
  constructor(
    readonly code: ErrorCode | "timeout" | "network",
    message: string,
  ) {
    super(message);
    this.name = "FunctionError";
  }
}

/** Calls `POST /api/functions/{name}` with the session cookie; answers `result` or throws. */
export async function callFunction<R>(name: string, data: object): Promise<R> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), FUNCTION_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`/api/functions/${encodeURIComponent(name)}`, {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ data }),
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted) throw new FunctionError("timeout", "timeout");
    throw new FunctionError("network", error instanceof Error ? error.message : "network");
  } finally {
    clearTimeout(timer);
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && body && typeof body === "object" && "result" in body) {
    return (body as { result: R }).result;
  }
  const error = (body as { error?: { status?: unknown; message?: unknown } } | null)?.error;
  const code = isErrorCode(error?.status) ? error.status : "internal";
  throw new FunctionError(code, typeof error?.message === "string" ? error.message : "");
}
