import { parseWireJson, stringifyWireJson } from '@toufang/media-wire';
import { errorCodes, type FastifyInstance } from 'fastify';

// JSON in and out of the sandbox with Ocean Engine's 19-digit ids exact (docs/media-wire/README.md
// "Ids of 19 digits"): a request body's integers beyond 2^53 arrive as `bigint`, and a `bigint`
// of an answer goes out as a JSON number with every digit, as the real medium writes it.
export function registerWireJson(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') {
      done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined);
      return;
    }
    try {
      done(null, parseWireJson(text));
    } catch (error) {
      const invalid = new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY();
      invalid.cause = error;
      done(invalid, undefined);
    }
  });
  app.setReplySerializer((payload) => stringifyWireJson(payload));
}
