import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@tamir/shared-api/domain';
import { describeFailure } from '../../lib/failure';
import { HttpError, RetryLater } from '../../lib/http-errors';
import { schemaErrorsToFields } from '../../lib/validation';

/** Every error leaves as { message, errors? } in Turkish; a 500 never carries internals. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('failure', null);
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      request.failure = error;
      if (error instanceof RetryLater) reply.header('Retry-After', String(Math.max(1, error.retryAfterSeconds)));
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
      }
      if (error.validation) {
        if (error.validationContext === 'params') return reply.code(404).send({ message: MSG.notFound });
        const withFields = error.validationContext === 'body' || error.validationContext === 'querystring';
        const errors = withFields ? schemaErrorsToFields(error.validation) : {};
        if (Object.keys(errors).length === 0) return reply.code(400).send({ message: MSG.invalidRequest });
        return reply.code(400).send({ message: MSG.validationFailed, errors });
      }
      const status = error.statusCode ?? 500;
      if (status === 429) return reply.code(429).send({ message: MSG.tooManyRequests });
      if (status >= 400 && status < 500) return reply.code(status).send({ message: MSG.invalidRequest });
      request.log.error({ failure: describeFailure(error) }, 'unhandled error');
      return reply.code(500).send({ message: MSG.serverError });
    });
  },
  { name: 'error-handler' },
);
