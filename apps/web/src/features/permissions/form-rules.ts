import type { FormRule } from 'antd';

/** The part of a zod schema the form needs; the web app reads schemas from `@toufang/contracts`. */
interface ParsingSchema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/**
 * An antd rule running a contracts schema, so the form shows the server's own wording before
 * sending (e.g. RoleNameSchema).
 */
export function schemaRule(schema: ParsingSchema): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      return result.success
        ? Promise.resolve()
        : Promise.reject(new Error(result.error.issues[0]?.message ?? '格式不正确'));
    },
  };
}
