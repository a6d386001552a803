import { findUnsafeText, UNSAFE_TEXT_MESSAGES } from '@toufang/domain';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Any value without control characters or lone surrogates (`@toufang/domain` safe-text); each
 * offending string is an issue at its own path, so the error handler names the field as for any
 * other validation failure.
 */
const SafeTextSchema = z.unknown().superRefine((value, ctx) => {
  for (const issue of findUnsafeText(value)) {
    ctx.addIssue({ code: 'custom', path: issue.path, message: UNSAFE_TEXT_MESSAGES[issue.reason] });
  }
});

const checkSafeText = validatorCompiler({ schema: SafeTextSchema, method: '', url: '' });

/**
 * The zod validator of every route, preceded by the safe-text rule over the whole input part (body,
 * querystring, params, headers) before its schema runs. One place covers every string of every
 * declared input, including keys the schema would strip, for routes added later too; handlers read
 * only declared inputs (the type provider types nothing else). Non-JSON uploads check their own text.
 */
export const safeTextValidatorCompiler: typeof validatorCompiler = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    const checked = checkSafeText(data);
    return typeof checked === 'object' && 'error' in checked && checked.error
      ? checked
      : validate(data);
  };
};
