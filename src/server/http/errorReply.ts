import type { FastifyReply } from "fastify";
import { AppError, type ErrorCode } from "../../shared/errors.js";

export function sendError(reply: FastifyReply, code: ErrorCode, message: string): FastifyReply {
  const error = new AppError(code, message);
  return reply.status(error.httpStatus).send(error.toBody());
}
