import type { FastifyInstance } from "fastify";

/**
 * Says who may show our pages in a frame, on every answer: another site framing the game could
 * dress its buttons up as its own (clickjacking). CSP `frame-ancestors` is what browsers follow;
 * `X-Frame-Options` is for older ones and can only say "nobody" or "this site".
 */
export function registerFraming(app: FastifyInstance, frameAncestors: string): void {
  const legacy =
    frameAncestors === "'none'" ? "DENY" : frameAncestors === "'self'" ? "SAMEORIGIN" : null;
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("content-security-policy"))
      reply.header("content-security-policy", `frame-ancestors ${frameAncestors}`);
    if (legacy) reply.header("x-frame-options", legacy);
    return payload;
  });
}
