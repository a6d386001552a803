import { useMutation } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { parseFormBody, showFormError } from './form-errors';
import type { ConflictFields, SafeParser } from './form-errors';

export interface FormMutationOptions<Values, Body> {
  form: FormInstance<Values>;
  /** The request body's contracts schema: the body is checked with it before it is sent. */
  schema: SafeParser<Body>;
  /** The form's fields, where schema and server problems are shown. */
  fields: readonly string[];
  /** Which field a duplicate (CONFLICT) is about, by entity (see `showFormError`). */
  conflicts?: ConflictFields;
  /** The body the schema checks, made from the form's values; the values themselves by default. */
  toBody?: (values: Values) => unknown;
  /** The silent API call; its failures are shown on the form. */
  send: (body: Body) => Promise<unknown>;
  /** After the call succeeded (message, close, refresh); the form counts as saving until it settles. */
  onSaved: () => Promise<unknown> | void;
}

export interface FormMutation<Values> {
  /** Validates the form, then sends it: for a confirm button outside the form. */
  submit: () => Promise<void>;
  /** Sends values that passed the form's rules already, e.g. from `onFinish`. */
  sendValues: (values: Values) => void;
  saving: boolean;
}

/**
 * Saving a form: its own rules, then the contracts schema, then the call; problems land on the
 * fields they name (ARCHITECTURE §5: forms map field errors onto fields), others in the usual
 * notice.
 */
export function useFormMutation<Values, Body>({
  form,
  schema,
  fields,
  conflicts,
  toBody = (values) => values,
  send,
  onSaved,
}: FormMutationOptions<Values, Body>): FormMutation<Values> {
  const mutation = useMutation({
    mutationFn: (body: Body) => send(body),
    onSuccess: () => onSaved(),
    onError: (error) => showFormError(form, error, fields, conflicts),
  });
  const sendValues = (values: Values) => {
    const body = parseFormBody(form, schema, toBody(values), fields);
    if (body) mutation.mutate(body);
  };
  return {
    submit: async () => {
      const values = await form.validateFields().catch(() => undefined);
      if (values !== undefined) sendValues(values);
    },
    sendValues,
    saving: mutation.isPending,
  };
}
