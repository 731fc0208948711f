import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, errors } from '../errors';

/** Turns a validation issue into one sentence that names the field. */
function validationMessage(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (first) {
      const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
      if (!field) return `The request ${error.validationContext ?? 'body'} must be a JSON object`;
      const message = first.message ?? 'is invalid';
      // Our schemas word their messages with the field's name ("New password" for newPassword); generic
      // ones get it in front.
      const letters = (text: string) => text.toLowerCase().replace(/[^a-z0-9.]/g, '');
      return letters(message).includes(letters(field)) ? message : `${field}: ${message}`;
    }
  }
  return error.message;
}

/** Maps every thrown error to `{ message }` with the right status; unknown errors become a logged 500. */
function toAppError(error: FastifyError | AppError): AppError | undefined {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) return errors.validation(validationMessage(error));
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return errors.malformedJson();
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return errors.validation('The request body is empty');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return errors.bodyTooLarge();
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return errors.unsupportedMediaType();
    case 'FST_ERR_BAD_URL':
      return errors.badUrl();
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return errors.urlPartTooLong();
  }
  if (error instanceof SyntaxError && error.statusCode === 400) return errors.malformedJson();
  if (error.statusCode === 429) return errors.tooManyRequests();
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError(error.statusCode, error.code ?? 'client_error', error.message);
  }
  if (isDatabaseUnavailable(error)) return errors.databaseUnavailable();
  return undefined;
}

/** Answers an error as `{ message }`; also used for the errors Fastify raises before routing. */
export function sendError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  const known = toAppError(error);
  if (known) {
    if (known.statusCode >= 500) request.log.error({ err: error }, known.message);
    const answer = known.suggestions?.length
      ? { message: known.message, suggestions: known.suggestions }
      : { message: known.message };
    return reply.code(known.statusCode).headers(known.headers).send(answer);
  }
  request.log.error({ err: error }, 'unhandled error');
  const internal = errors.internal();
  return reply.code(internal.statusCode).send({ message: internal.message });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
}
