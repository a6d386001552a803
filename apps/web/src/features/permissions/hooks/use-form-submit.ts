import type { FormInstance } from 'antd';
import { useState } from 'react';
import { RequestError, reportApiError } from '../../../api/client';
import { fieldErrorsOf } from '../field-errors';

export interface FormSubmitOptions {
  /** Fields that server validation problems may name. */
  fields: readonly string[];
  /** The field a conflict (已存在) belongs to. */
  uniqueField?: string;
}

/**
 * Validates, sends silently and puts field problems under their fields (ARCHITECTURE §5: forms map
 * field errors onto fields); any other failure goes to the global notification (spec 000 §8).
 * Resolves true when the call succeeded.
 */
export function useFormSubmit<Values>(form: FormInstance<Values>, options: FormSubmitOptions) {
  const [submitting, setSubmitting] = useState(false);
  const submit = async (send: (values: Values) => Promise<unknown>): Promise<boolean> => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return false;
    }
    setSubmitting(true);
    try {
      await send(values);
      return true;
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error, options.fields, options.uniqueField);
      if (fieldErrors.length > 0)
        form.setFields(fieldErrors as Parameters<typeof form.setFields>[0]);
      else if (error instanceof RequestError) reportApiError(error);
      return false;
    } finally {
      setSubmitting(false);
    }
  };
  return { submit, submitting };
}
