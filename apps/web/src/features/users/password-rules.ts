import type { FormRule } from 'antd';

/** The limits of contracts `PasswordSchema`, said before the user types. */
export const PASSWORD_HINT = '8–128 位，需同时包含字母和数字';

export const PASSWORD_MISMATCH = '两次输入的密码不一致';

/** The confirmation field must repeat the password field exactly. */
export function confirmPasswordRule(passwordField: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) =>
      value === undefined || value === '' || value === getFieldValue(passwordField)
        ? Promise.resolve()
        : Promise.reject(new Error(PASSWORD_MISMATCH)),
  });
}
