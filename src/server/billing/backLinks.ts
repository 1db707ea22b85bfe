import { AppError } from "../../shared/errors.js";
import { MESSAGES } from "../../shared/messages.js";

/**
 * Resolves a link the client asks us to send the buyer back to. Only paths on this site are
 * accepted, so a checkout can never be turned into a redirect to somewhere else.
 */
export function backLink(link: string | undefined, fallbackPath: string, origin: string): string {
  const base = new URL(origin);
  let url: URL;
  try {
    url = new URL(link ?? fallbackPath, base);
  } catch {
    throw new AppError("invalid-argument", MESSAGES.foreignUrl);
  }
  if (url.origin !== base.origin) throw new AppError("invalid-argument", MESSAGES.foreignUrl);
  return url.toString();
}
